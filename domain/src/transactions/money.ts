import type { PriceEstimateResult } from '../estimates';
import { UNRECEIVED_CARD_STATUSES, type CardStatus, type ChargedParts, type ReceivedParts, type RefundShares } from './events';

/**
 * The ledger's arithmetic (docs/RULES.md "Amounts", "A transaction is a sales receipt",
 * "Balance, voids and refunds"). Integer cents throughout; every computed amount rounds half up at the
 * step where it is computed, on magnitudes, with the sign applied after.
 */

const assertCents = (value: number, what: string): void => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be integer cents, got ${value}`);
};

/** round half up(|numerator| / denominator) with the numerator's sign: the same rounding for both signs. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('A denominator must be above 0');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** $1,234.50 style, for messages: two decimals (part 2 §9 "Money has two decimals"). */
export function formatCents(cents: number): string {
  assertCents(cents, 'An amount');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Part 2 §5.6: a typed money entry is truncated to two decimals and an empty one is 0. Returns null for
 * text that is not an amount of 0 or more.
 */
export function truncatedMoneyToCents(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  const cents = Number(match[1] || '0') * 100 + Number(((match[2] ?? '') + '00').slice(0, 2));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Part 2 §3 / §4.3: the service fee its breakdown gives. */
export function serviceFeeOf(c: Omit<ChargedParts, 'serviceFee' | 'cancelFee' | 'returnedFee' | 'reprocessFee' | 'gratuity'>): number {
  return c.serviceFeeGroom + c.serviceFeeTrip + c.serviceFeeGenerator + c.serviceFeeFuel - c.serviceDiscountTotal + c.serviceFeeSalesTax + c.serviceFeeOther;
}

/** Everything a transaction charges: serviceFee + cancel + returned + reprocess fees + gratuity. */
export function totalCharged(c: ChargedParts): number {
  return c.serviceFee + c.cancelFee + c.returnedFee + c.reprocessFee + c.gratuity;
}

/**
 * The card part's money received, given its status now: its amount, or 0 while it is held for review
 * or after the review declined it (events.ts UNRECEIVED_CARD_STATUSES; docs/DECISIONS.md "Payments: held
 * for review"). The one place the ledger, the balance, the read models and the reports learn it from.
 */
export function cardReceived(card: { amount: number } | null, status: CardStatus | null): number {
  if (!card) return 0;
  return status !== null && (UNRECEIVED_CARD_STATUSES as readonly CardStatus[]).includes(status) ? 0 : card.amount;
}

/**
 * Everything a transaction receives: card + cash + check + gift card (account credit is not received).
 * `cardStatus`: the card part's status now (default: as recorded); a held or declined card is not received.
 */
export function totalReceived(r: ReceivedParts, cardStatus: CardStatus | null = r.card?.status ?? null): number {
  return cardReceived(r.card, cardStatus) + r.cashAmount + r.checkAmount + r.giftCardAmount;
}

/** One transaction as the balance sees it. */
export interface LedgerEntry {
  voided: boolean;
  /** Total charged, before refunds. */
  charged: number;
  /** Total received, before refunds. */
  received: number;
  /** Σ of its refunds' concessions (lower charged and received alike). */
  conceded: number;
  /** Σ of its refunds' amounts (overpayments + concessions: lower received). */
  refunded: number;
}

/** What the transaction adds to its customer's balance: charged − received, each net of refunds; 0 if void. */
export function balanceEffect(entry: LedgerEntry): number {
  if (entry.voided) return 0;
  return entry.charged - entry.conceded - (entry.received - entry.refunded);
}

/**
 * docs/RULES.md "Balance": Σ charged − Σ received over the customer's non-voided transactions, each
 * net of its refunds. Positive: the customer owes; negative: a credit on account.
 */
export function customerBalance(entries: Iterable<LedgerEntry>): number {
  let balance = 0;
  for (const entry of entries) balance += balanceEffect(entry);
  return balance;
}

/**
 * How a refund of `amount` splits (docs/RULES.md): first what the transaction received beyond what it
 * charged (net of earlier refunds), the rest a concession.
 */
export function splitRefund(entry: Omit<LedgerEntry, 'voided'>, amount: number): { overpayment: number; concession: number } {
  assertCents(amount, 'A refund');
  const excess = Math.max(0, entry.received - entry.refunded - (entry.charged - entry.conceded));
  const overpayment = Math.min(amount, excess);
  return { overpayment, concession: amount - overpayment };
}

/**
 * A refund's share of report figure F (docs/RULES.md "How a refund reaches the reports"): the
 * concessions so far take round half up(F × concededSoFar ÷ charged); this refund takes that minus what
 * the earlier ones took. Computed on |F| with F's sign applied after. 0 when the transaction charged 0.
 */
export function refundShare(figure: number, concededBefore: number, concededSoFar: number, charged: number): number {
  assertCents(figure, 'A report figure');
  if (charged <= 0) return 0;
  const taken = (conceded: number) => divideHalfUp(BigInt(figure) * BigInt(conceded), BigInt(charged));
  return Number(taken(concededSoFar) - taken(concededBefore));
}

/** The report figures a transaction itself knows (commission needs the stylist's rate: see refundShare). */
export function reportFigures(c: ChargedParts): RefundShares {
  return {
    serviceFee: c.serviceFee,
    sales: c.serviceFee - c.serviceFeeSalesTax,
    serviceFeeSalesTax: c.serviceFeeSalesTax,
    otherFees: c.cancelFee + c.returnedFee + c.reprocessFee,
    cancelFee: c.cancelFee,
    commissionable: c.serviceFeeGroom + c.serviceFeeGenerator + c.cancelFee,
    gratuity: c.gratuity,
  };
}

export function refundSharesOf(c: ChargedParts, concededBefore: number, concededSoFar: number): RefundShares {
  const charged = totalCharged(c);
  const figures = reportFigures(c);
  const shares = {} as RefundShares;
  for (const key of Object.keys(figures) as (keyof RefundShares)[]) shares[key] = refundShare(figures[key], concededBefore, concededSoFar, charged);
  return shares;
}

/** Commission on a commissionable amount at a percent rate (0-100, up to two decimals), half up. */
export function commissionOf(commissionable: number, ratePercent: number): number {
  assertCents(commissionable, 'A commissionable amount');
  return Number(divideHalfUp(BigInt(commissionable) * percentHundredths(ratePercent), 10_000n));
}

/** A percent 0-100 with up to two decimals, as hundredths of a percent (15.5 -> 1550). */
function percentHundredths(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`A percent must be 0 to 100, got ${percent}`);
  return BigInt(Math.round(percent * 100));
}

/** Part 2 §5.4 / §9: a tip of `percent` (the 0-100 slider) of the total fee, rounded half up to the cent. */
export function gratuityFromPercent(totalFee: number, percent: number): number {
  assertCents(totalFee, 'A total fee');
  return Number(divideHalfUp(BigInt(Math.max(0, totalFee)) * percentHundredths(percent), 10_000n));
}

export type DefaultGratuity =
  | { kind: 'dollar'; cents: number }
  | { kind: 'percent'; percent: number; cents: number }
  | { kind: 'none'; cents: 0 };

/**
 * The customer's default gratuity for a total fee (part 1 §9: "Default gratuity dollar applies when both
 * dollar and percent are set and the dollar is above $0"; part 2 §5.4: a dollar amount or a percent of
 * the total fee). A dollar default of $0 or none falls to the percent; a percent of none is no default.
 */
export function defaultGratuity(defaults: { defaultGratuityCents: number | null; defaultGratuityPercent: number | null }, totalFee: number): DefaultGratuity {
  const { defaultGratuityCents: dollar, defaultGratuityPercent: percent } = defaults;
  if (dollar !== null && dollar > 0) return { kind: 'dollar', cents: dollar };
  if (percent !== null && percent > 0) {
    const clamped = Math.min(100, percent);
    return { kind: 'percent', percent: clamped, cents: gratuityFromPercent(totalFee, clamped) };
  }
  return { kind: 'none', cents: 0 };
}

/**
 * What a completed appointment's transaction charges (docs/RULES.md): the estimate's figures frozen at
 * completion. Groom is the pets' prices with their add-ons and their other fee; serviceFeeOther is 0;
 * a cancel fee still owed may be added (a late cancellation collected at the next visit, untaxed).
 */
export function completionCharge(price: Pick<PriceEstimateResult, 'feeServices' | 'feeTrip' | 'feeGenerator' | 'feeFuel' | 'discount' | 'feeSalesTax' | 'feeTotal'>, extra: { gratuity: number; cancelFee?: number }): ChargedParts {
  const charged: ChargedParts = {
    serviceFeeGroom: price.feeServices,
    serviceFeeTrip: price.feeTrip,
    serviceFeeGenerator: price.feeGenerator,
    serviceFeeFuel: price.feeFuel,
    serviceDiscountTotal: price.discount,
    serviceFeeSalesTax: price.feeSalesTax,
    serviceFeeOther: 0,
    serviceFee: price.feeTotal,
    cancelFee: extra.cancelFee ?? 0,
    returnedFee: 0,
    reprocessFee: 0,
    gratuity: extra.gratuity,
  };
  if (serviceFeeOf(charged) !== price.feeTotal) throw new RangeError(`The estimate's total ${price.feeTotal} is not the sum of its figures ${serviceFeeOf(charged)}`);
  return charged;
}

export interface PaymentMismatch {
  /** cash + credit card + check + gift card (part 2 §9). */
  paymentTotal: number;
  /** The appointment's total fee, plus the tip when the customer is absent (part 2 §4.1). */
  expected: number;
  /** paymentTotal − expected: above 0 pays an earlier balance (docs/RULES.md), below 0 stays owed. */
  difference: number;
  mismatch: boolean;
}

/** Part 2 §4.1 step 2 and §9: the completion's payment against the appointment's charge. */
export function paymentMismatch(
  payment: { creditCardAmount: number; cashAmount: number; checkAmount: number; giftCardAmount: number },
  totalFee: number,
  gratuity: number,
  customerAbsent: boolean,
): PaymentMismatch {
  const paymentTotal = payment.cashAmount + payment.creditCardAmount + payment.checkAmount + payment.giftCardAmount;
  const expected = totalFee + (customerAbsent ? gratuity : 0);
  const difference = paymentTotal - expected;
  return { paymentTotal, expected, difference, mismatch: difference !== 0 };
}
