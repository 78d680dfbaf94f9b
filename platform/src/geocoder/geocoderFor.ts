import type { AppServices } from '../http/services';
import { geocoderOff, nominatimGeocoder } from './nominatim';
import type { Geocoder } from './port';

const geocoders = new WeakMap<object, Geocoder>();

/** The process's geocoder: Nominatim-compatible at GEOCODER_URL, else off (the office places the pin). */
export function geocoderFor(services: Pick<AppServices, 'config'>): Geocoder {
  let geocoder = geocoders.get(services.config);
  if (!geocoder) {
    const url = services.config.geocoderUrl;
    geocoder = url ? nominatimGeocoder(url) : geocoderOff;
    geocoders.set(services.config, geocoder);
  }
  return geocoder;
}
