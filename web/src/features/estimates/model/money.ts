import { ESTIMATE_MESSAGES, estimateFeeInputSchema } from '@pawroute/domain';

/** Money on screen: cents in, '$1,234.56' out. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (cents: number): string => USD.format(cents / 100);

/** Cents as an input holds them: 3900 -> '39.00'. */
export const centsToText = (cents: number): string => (cents / 100).toFixed(2);

const anyFee = estimateFeeInputSchema(ESTIMATE_MESSAGES.invalidOtherFee);

/** Typed dollars -> cents with the spec's money rule ('' is 0); NaN when it is not money. */
export function moneyTextToCents(text: string): number {
  const parsed = anyFee.safeParse(text ?? '');
  return parsed.success ? parsed.data : Number.NaN;
}

/** For the live preview: text that is not (yet) money counts as 0 rather than breaking the total. */
export const previewCents = (text: string): number => {
  const cents = moneyTextToCents(text);
  return Number.isNaN(cents) ? 0 : cents;
};
