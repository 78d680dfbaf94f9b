/** A point on the map, in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Roads are longer than the crow flies: the straight-line estimate multiplies the distance by this. */
export const ROAD_FACTOR = 1.3;

export interface DriveEstimate {
  km: number;
  minutes: number;
}

/**
 * The straight-line estimate ("Drive times", used when no OSRM_URL is set): the haversine
 * distance × 1.3, driven at `averageKmh`. Always shown labelled as an estimate.
 */
export function straightLineEstimate(a: LatLng, b: LatLng, averageKmh: number): DriveEstimate {
  if (!(averageKmh > 0)) throw new RangeError('The average speed must be above 0.');
  const km = haversineKm(a, b) * ROAD_FACTOR;
  return { km, minutes: (km / averageKmh) * 60 };
}

/** A full matrix of estimated minutes between every pair of points (0 on the diagonal). */
export function straightLineMatrix(points: readonly LatLng[], averageKmh: number): number[][] {
  return points.map((a, i) => points.map((b, j) => (i === j ? 0 : straightLineEstimate(a, b, averageKmh).minutes)));
}
