/**
 * Integer-cent helpers. Rates are applied exactly (BigInt, rate in millionths), never as
 * `cents * 0.0375` in floating point, and rounded half up to the cent.
 */

/** Rates resolve to millionths: 0.0825 -> 82500, 0.08375 -> 83750. */
const RATE_SCALE = 1_000_000n;

export function rateToMillionths(rate: number): bigint {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`A rate must be a number >= 0, got ${rate}`);
  // 0.0825 * 1e6 is 82500.00000000001 in floating point; rounding recovers the decimal the spec wrote.
  return BigInt(Math.round(rate * 1_000_000));
}

/** round(cents x rate), half up (amounts here are never negative). */
export function applyRate(cents: number, rate: number): number {
  const product = BigInt(cents) * rateToMillionths(rate);
  return Number((product * 2n + RATE_SCALE) / (2n * RATE_SCALE));
}

/** A price as pricing counts it: missing -> 0, negative -> 0 (part 1 §9). */
export function priceOrZero(cents: number | null | undefined, what = 'amount'): number {
  if (cents == null) return 0;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} must be integer cents, got ${cents}`);
  return Math.max(0, cents);
}
