import type { CardStatus } from './events';
import { formatCents } from './money';

/**
 * The ledger in the words of the people who use it, not the gateway's or the database's: one map of
 * card statuses for every screen (the ledger, a transaction's page, the audit page) and the texts that
 * name a transaction by whose it is, its amount and its date instead of its number (docs/DECISIONS.md
 * "Words people use instead of internal numbers").
 */
export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  authorizedPendingCapture: 'Card approved, not captured yet',
  // Not paid until the gateway's fraud review approves it (docs/DECISIONS.md "Payments: held for review").
  heldForReview: 'Held for review by the card gateway (not paid yet)',
  // The gateway settles captured cards in its nightly batch (part 2 §4.3: void before, refund after).
  capturedPendingSettlement: 'Card captured, settles in the nightly batch',
  settledSuccessfully: 'Settled',
  // Recorded only when the gateway's review declined a held card (or it expired): nothing was paid by it.
  declined: 'Card declined (not paid)',
  voided: 'Voided',
  refundPendingSettlement: 'Refund sent, settles in the nightly batch',
  refundSettledSuccessfully: 'Refunded',
};

/** A card status in words; an unknown one as it is, none as ''. */
export const cardStatusLabel = (status: string | null | undefined): string =>
  status === null || status === undefined ? '' : ((CARD_STATUS_LABELS as Record<string, string>)[status] ?? status);

/** The ledger's event types in words (the audit page's timeline). */
export const LEDGER_EVENT_LABELS: Record<string, string> = {
  TransactionCreated: 'Recorded',
  TransactionSettled: 'Card payment settled',
  TransactionVoided: 'Voided',
  TransactionRefunded: 'Refunded',
  TransactionCheckedIn: 'Checked in',
  TransactionCardReviewed: "Card gateway's review decided",
  CustomerCreated: 'Customer created',
};
export const ledgerEventLabel = (type: string): string => LEDGER_EVENT_LABELS[type] ?? type.replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * A transaction named as people say it: "the $54.13 payment of 12-01-2026" (a charge when nothing was
 * received, a refund for a refund row). `date` is the spec's 'MM-DD-YYYY' or an ISO date.
 */
export function transactionInWords(t: { amount: number; date: string | null; kind: 'payment' | 'charge' | 'refund'; customerName?: string | null }): string {
  const date = t.date === null ? '' : ` of ${/^\d{4}-/.test(t.date) ? `${t.date.slice(5, 7)}-${t.date.slice(8, 10)}-${t.date.slice(0, 4)}` : t.date}`;
  const whose = t.customerName ? ` (${t.customerName})` : '';
  return `the ${formatCents(t.amount)} ${t.kind}${date}${whose}`;
}
