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

/**
 * The unit when Management has set none: miles for a US business (its address names a state and a ZIP
 * code, or the United States; none given: the app's addresses are US ones, state and ZIP), km otherwise.
 */
export function defaultDistanceUnitFor(businessAddress: string | null | undefined): DistanceUnit {
  const address = businessAddress?.trim() ?? '';
  if (address === '') return 'mi';
  if (/\b(USA|U\.S\.A?\.?|United States)\b/i.test(address) || /\b[A-Z]{2}\s+\d{5}(-\d{4})?\b/.test(address)) return 'mi';
  return 'km';
}
