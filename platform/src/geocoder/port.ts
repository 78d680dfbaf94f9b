/** What is looked up: the address fields as the office typed them. */
export interface GeocodeQuery {
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export interface GeocodeResult {
  lat: number;
  lng: number;
  /** The service's own name for the place found (shown so the office can check it). */
  label: string;
}

/**
 * Where an address is: a Nominatim- or Pelias-compatible search service when GEOCODER_URL is
 * set; otherwise `off`, and the office places the pin on the map itself.
 */
export interface Geocoder {
  readonly kind: 'nominatim' | 'off';
  /** The best match, or null when the service found nothing. Throws GeocoderError when it cannot answer. */
  geocode(query: GeocodeQuery): Promise<GeocodeResult | null>;
}

export class GeocoderError extends Error {}
