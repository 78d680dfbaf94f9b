export * from './port';
export { nominatimGeocoder, geocoderOff } from './nominatim';
export { geocoderFor } from './geocoderFor';
