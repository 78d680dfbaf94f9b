import { ESTIMATE_MESSAGES, estimateFeeInputSchema } from '@pawroute/domain';

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
