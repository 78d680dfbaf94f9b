import { describe, expect, it } from 'vitest';
import { formatDistance, type DistanceUnit } from './distance';

describe('distances for a US business (miles by default)', () => {
  it.each<[number, DistanceUnit | undefined, string]>([
    [20, undefined, '12.4 mi'],
    [1.609344, 'mi', '1.0 mi'],
    [0, undefined, '0.0 mi'],
    [20, 'km', '20.0 km'],
  ])('%s km as %s → %s', (km, unit, expected) => {
    expect(formatDistance(km, unit)).toBe(expected);
  });
});
