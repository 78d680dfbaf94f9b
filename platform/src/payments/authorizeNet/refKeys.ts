import { createHash } from 'node:crypto';

/**
 * Our request key, as Authorize.net can carry it: refId and order.invoiceNumber are at most 20 characters,
 * and our keys are longer, so both carry the first 20 hex digits of its SHA-256 (80 bits: no collisions in
 * a merchant's lifetime). The same key always makes the same reference, so a retry can find its charge.
 */
export function requestRef(requestKey: string): string {
  return createHash('sha256').update(requestKey).digest('hex').slice(0, 20);
}

/** Cents as the API's decimal string ("12.34"). */
export const dollars = (cents: number) => (cents / 100).toFixed(2);
/** The API's decimal amount (number or string) as cents. */
export const centsOf = (amount: unknown) => Math.round(Number(amount) * 100);
