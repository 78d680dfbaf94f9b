import { describe, expect, it } from 'vitest';
import { businessDateOf } from './businessDate';

describe('businessDateOf over a change of the clocks (its offsets kept per minute, shared/localTime.ts)', () => {
  it.each([
    ['2026-03-08T05:59:59Z', '2026-03-07'],
    ['2026-03-08T06:00:00Z', '2026-03-08'],
    ['2026-11-01T04:59:59Z', '2026-10-31'],
    ['2026-11-01T05:00:00Z', '2026-11-01'],
  ])('businessDateOf(%s) in Chicago is %s', (instant, date) => {
    expect(businessDateOf(instant, 'America/Chicago')).toBe(date);
  });
});
