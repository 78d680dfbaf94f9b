import { describe, expect, it } from 'vitest';
import { defaultDistanceUnitFor, formatDistance, type DistanceUnit } from './distance';

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

describe('the default unit, where Management has set none', () => {
  it.each<[string | null, DistanceUnit]>([
    [null, 'mi'],
    ['', 'mi'],
    ['4512 Mockingbird Ln, Dallas, TX 75205', 'mi'],
    ['1 Main St, Springfield, IL 62701-1234', 'mi'],
    ['12 Rue de Rivoli, Paris, France', 'km'],
    ['100 Queen St W, Toronto, ON M5H 2N2, Canada', 'km'],
    ['500 Elm St, Portland, United States', 'mi'],
  ])('%s → %s', (address, unit) => {
    expect(defaultDistanceUnitFor(address)).toBe(unit);
  });
});
