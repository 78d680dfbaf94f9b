import { z } from 'zod';

/**
 * GET deposits/findByDate: the gateway's settled batches (what reaches the bank, one deposit a day),
 * each transaction matched with the ledger, a mismatch named in words. Money in integer cents.
 */
export const depositTransactionSchema = z.object({
  gatewayTransactionId: z.string(),
  kind: z.enum(['charge', 'refund']),
  /** As the gateway settled it: a refund is a positive amount that lowers the deposit. */
  amountCents: z.number().int(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  /** The ledger row that recorded it (a refund's own row), or null when the ledger has none. */
  ledgerTransactionId: z.number().int().nullable(),
  ledgerAmountCents: z.number().int().nullable(),
  customerName: z.string().nullable(),
  /** What differs, in words; null when the ledger agrees. */
  problem: z.string().nullable(),
});
export type DepositTransaction = z.infer<typeof depositTransactionSchema>;

export const depositBatchSchema = z.object({
  batchId: z.string(),
  settledAt: z.string(),
  /** The business's date of the settlement. */
  settledDate: z.string(),
  chargesCents: z.number().int(),
  refundsCents: z.number().int(),
  /** charges − refunds: what the bank should receive for this batch (before the processor's fees). */
  totalCents: z.number().int(),
  /** The same sum over the ledger's own amounts of the matched rows. */
  ledgerTotalCents: z.number().int(),
  matched: z.boolean(),
  transactions: z.array(depositTransactionSchema),
});
export type DepositBatch = z.infer<typeof depositBatchSchema>;

export const depositsAnswerSchema = z.object({
  gateway: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  batches: z.array(depositBatchSchema),
});
export type DepositsAnswer = z.infer<typeof depositsAnswerSchema>;

/** The words of a mismatch (the Deposits page shows them as they are). */
export const DEPOSIT_PROBLEMS = {
  notInLedger: 'Not in the ledger: taken outside Pawroute, or a charge the settlement sweep is giving back.',
  amountDiffers: (ledger: string) => `The ledger recorded ${ledger}.`,
  voidedInLedger: 'Voided in the ledger, yet settled at the gateway.',
  rangeTooLong: 'Choose at most 366 days.',
  rangeBackwards: 'The start date must not be after the end date.',
} as const;

/** A settled batch as the gateway port lists it (platform's SettledBatch, restated so the web needs no platform). */
export interface SettledBatchLike {
  batchId: string;
  settledAt: string;
  transactions: Array<{ transactionId: string; kind: 'charge' | 'refund'; amountCents: number; cardBrand: string; cardLast4: string; requestRef: string | null }>;
}
