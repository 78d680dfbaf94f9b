import { gratuityFromPercent } from '../transactions';

/**
 * TIP-BASE (docs/RULES.md "Tips"): a percent gratuity is round half up(percent × base).
 * The base is the appointment's total fee (trip fee, fuel and tax included), as part 2 says; with the
 * setting "the groom only" (beyond the spec, off by default) it is serviceFeeGroom less
 * serviceDiscountTotal (never below zero). Money in integer cents.
 */
export const TIP_BASES = ['total', 'groomOnly'] as const;
export type TipBase = (typeof TIP_BASES)[number];
export const DEFAULT_TIP_BASE: TipBase = 'total';

export interface TipBaseFees {
  feeTotal: number;
  serviceFeeGroom: number;
  serviceDiscountTotal: number;
}

/** TIP-BASE: what a percent gratuity is a percent of, in cents. */
export function tipBaseCents(fees: TipBaseFees, base: TipBase = DEFAULT_TIP_BASE): number {
  if (base === 'groomOnly') return Math.max(0, fees.serviceFeeGroom - fees.serviceDiscountTotal);
  return Math.max(0, fees.feeTotal);
}

/** TIP-BASE: the percent gratuity in cents (round half up), the same in the browser and on the server. */
export function percentGratuity(fees: TipBaseFees, percent: number, base: TipBase = DEFAULT_TIP_BASE): number {
  return gratuityFromPercent(tipBaseCents(fees, base), percent);
}

/**
 * TIP-BASE, checked: a body that says its tip is `percent` percent must carry the percent of the base the
 * setting names, to the cent; null when it does (or says no percent), else the message naming the base.
 */
export function percentTipMismatch(fees: TipBaseFees, tip: { percent: number | null; gratuity: number }, base: TipBase = DEFAULT_TIP_BASE): string | null {
  if (tip.percent === null) return null;
  const expected = percentGratuity(fees, tip.percent, base);
  if (expected === tip.gratuity) return null;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return `A ${tip.percent}% tip is ${dollars(expected)} (${tip.percent}% of ${dollars(tipBaseCents(fees, base))}, ${TIP_BASE_LABELS[base]}), not ${dollars(tip.gratuity)}.`;
}

/** How Management and the tip step name each base. */
export const TIP_BASE_LABELS: Record<TipBase, string> = { total: 'the whole total', groomOnly: 'the groom only' };
