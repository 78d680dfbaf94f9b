import { GeocoderError, type GeocodeQuery, type GeocodeResult, type Geocoder } from './port';

/**
 * Nominatim's /search (also what Pelias-compatible proxies and photon-style gateways answer in
 * `format=jsonv2`): one GET with the free-form query, the first result. Nominatim's usage policy asks
 * for an identifying User-Agent and at most one request a second; we geocode one address per office
 * action, never in bulk.
 */
export function nominatimGeocoder(baseUrl: string, options: { userAgent?: string; timeoutMs?: number } = {}): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    kind: 'nominatim',
    async geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
      const q = [query.address, query.city, [query.state, query.zipcode].filter(Boolean).join(' ')].filter((p) => p && p.trim()).join(', ');
      const url = `${base}/search?${new URLSearchParams({ q, format: 'jsonv2', limit: '1', addressdetails: '0' })}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json', 'user-agent': options.userAgent ?? 'Pawroute/1.0 (mobile grooming back office)' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new GeocoderError(`The geocoder could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) throw new GeocoderError(`The geocoder answered ${response.status}.`);
      const body = (await response.json().catch(() => null)) as unknown;
      if (!Array.isArray(body)) throw new GeocoderError('The geocoder answered something other than a list of places.');
      const first = body[0] as { lat?: unknown; lon?: unknown; display_name?: unknown } | undefined;
      if (!first) return null;
      const lat = Number(first.lat);
      const lng = Number(first.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        throw new GeocoderError('The geocoder answered a place without valid coordinates.');
      }
      return { lat, lng, label: typeof first.display_name === 'string' ? first.display_name : q };
    },
  };
}

/** No geocoder configured: nothing is looked up (the office places the pin). */
export const geocoderOff: Geocoder = {
  kind: 'off',
  async geocode() {
    return null;
  },
};
