import { describe, expect, it } from 'vitest';
import { applyRate, priceOrZero, rateToMillionths } from './money';

describe('applyRate: exact, half up to the cent', () => {
  it.each([
    { cents: 600, rate: 0.0375, then: 23 }, // 22.5; Math.round(6.00 * 0.0375 * 100) gives 22
    { cents: 760, rate: 0.0375, then: 29 }, // 28.5
    { cents: 1320, rate: 0.0375, then: 50 }, // 49.5
    { cents: 200, rate: 0.0825, then: 17 }, // 16.5
    { cents: 600, rate: 0.0825, then: 50 }, // 49.5
    // Tax rates other counties use, where even Math.round(cents * rate) is wrong:
    { cents: 200, rate: 0.0725, then: 15 }, // 14.5; 200 * 0.0725 is 14.499999999999998
    { cents: 360, rate: 0.0875, then: 32 }, // 31.5; 360 * 0.0875 is 31.499999999999996
    { cents: 10271, rate: 0.0825, then: 847 }, // 847.3575
    { cents: 12346, rate: 0.0825, then: 1019 }, // 1018.545
    { cents: 9999, rate: 0.0375, then: 375 }, // 374.9625
    { cents: 123_456_789, rate: 0.0825, then: 10_185_185 }, // 10185185.0925
    { cents: 0, rate: 0.0825, then: 0 },
    { cents: 5000, rate: 0, then: 0 },
  ])('$cents x $rate = $then', ({ cents, rate, then }) => {
    expect(applyRate(cents, rate)).toBe(then);
  });

  it('reads the rate as the decimal the spec wrote', () => {
    expect(rateToMillionths(0.0825)).toBe(82500n);
    expect(rateToMillionths(0.0375)).toBe(37500n);
    expect(rateToMillionths(0.08375)).toBe(83750n);
  });

  it('refuses a negative or non-finite rate', () => {
    expect(() => applyRate(100, -0.01)).toThrow(RangeError);
    expect(() => applyRate(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('priceOrZero', () => {
  it.each([
    { value: 1234, then: 1234 },
    { value: 0, then: 0 },
    { value: -500, then: 0 },
    { value: null, then: 0 },
    { value: undefined, then: 0 },
  ])('$value -> $then', ({ value, then }) => {
    expect(priceOrZero(value)).toBe(then);
  });

  it('refuses fractional cents', () => {
    expect(() => priceOrZero(12.5)).toThrow(RangeError);
  });
});
