/**
 * Distances as a US business reads them: miles by default, kilometres when the business says so. The
 * routing answers kilometres (domain/src/route/geo.ts); the unit is only how they are shown.
 */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = 'mi';

const KM_PER_MILE = 1.609344;

/** '12.4 mi' (or '20.0 km'), one decimal. */
export function formatDistance(km: number, unit: DistanceUnit = DEFAULT_DISTANCE_UNIT): string {
  const value = unit === 'mi' ? km / KM_PER_MILE : km;
  return `${value.toFixed(1)} ${unit}`;
}
