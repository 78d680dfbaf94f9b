import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { int4, storableCents, storableId, storableLocalDate, storableText } from '../shared/storable';

/**
 * The `Transaction-<id>` stream: one sales receipt of the ledger (part 2 §3 Transaction, §4.3;
 * docs/RULES.md "A transaction is a sales receipt"). Money is integer cents, dates are
 * business-local 'YYYY-MM-DD', instants (`...At`) are UTC ISO strings from the command context.
 *
 * A refund is a ledger row of its own (`refundTransactionId`, with `refTransactionId` naming this
 * transaction) but its event is appended to the original's stream, so "at most the card part less
 * earlier refunds" is decided under the stream's expected revision (1,000 concurrent refunds, one winner
 * per revision).
 */
export const transactionStream = (transactionId: number): string => `Transaction-${transactionId}`;

/**
 * The card part's status, named as Authorize.net names a transaction's status (the gateway port follows
 * its lifecycle). authorizedPendingCapture, capturedPendingSettlement and heldForReview allow a void;
 * settledSuccessfully allows a refund (part 2 §4.3). The same list as platform's GatewayTransactionStatus.
 * heldForReview: the gateway's fraud detection holds the charge; it is recorded but is not money received
 * until the review approves it (TransactionCardReviewed; docs/DECISIONS.md "Payments: held for review").
 */
export const CARD_STATUSES = [
  'authorizedPendingCapture',
  'heldForReview',
  'capturedPendingSettlement',
  'settledSuccessfully',
  'declined',
  'voided',
  'refundPendingSettlement',
  'refundSettledSuccessfully',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
/**
 * The statuses a new card part can be recorded with: money authorized or captured, or held for review
 * (recorded so the hold is not lost, but not received: money.ts cardReceived). Others record nothing.
 */
export const RECORDABLE_CARD_STATUSES = ['authorizedPendingCapture', 'heldForReview', 'capturedPendingSettlement', 'settledSuccessfully'] as const satisfies readonly CardStatus[];
/**
 * Part 2 §4.3: these allow Void (before settlement). A charge held for review can be voided at the
 * gateway too (Authorize.net voids a held transaction): the office may cancel it rather than wait.
 */
export const VOIDABLE_CARD_STATUSES = ['authorizedPendingCapture', 'heldForReview', 'capturedPendingSettlement'] as const satisfies readonly CardStatus[];
/**
 * The card statuses whose amount is NOT money received (docs/RULES.md "Balance, voids and refunds":
 * received is what the business has): held for review (not money until approved), and declined (the
 * review declined it or it expired: nothing was taken). The one list money.ts cardReceived reads.
 */
export const UNRECEIVED_CARD_STATUSES = ['heldForReview', 'declined'] as const satisfies readonly CardStatus[];

/** Part 1 §5 / part 2 §5.4: how a gratuity was given. */
export const GRATUITY_METHODS = ['creditCard', 'cash', 'check', 'accountCredit'] as const;
export type GratuityMethod = (typeof GRATUITY_METHODS)[number];

export const transactionDateSchema = storableLocalDate();
const at = storableText().max(64);

/**
 * What a transaction charges (docs/RULES.md): serviceFee with its breakdown, the other fees and the
 * gratuity. serviceFee = groom + trip + generator + fuel - serviceDiscountTotal + salesTax + other.
 * serviceFeeOther is signed: part 2 §4.3 "editing the total adjusts Other" can take it below 0.
 */
export const chargedPartsSchema = z.object({
  serviceFeeGroom: storableCents(),
  serviceFeeTrip: storableCents(),
  serviceFeeGenerator: storableCents(),
  serviceFeeFuel: storableCents(),
  serviceDiscountTotal: storableCents(),
  serviceFeeSalesTax: storableCents(),
  serviceFeeOther: int4(),
  serviceFee: storableCents(),
  cancelFee: storableCents(),
  returnedFee: storableCents(),
  reprocessFee: storableCents(),
  gratuity: storableCents(),
});
export type ChargedParts = z.infer<typeof chargedPartsSchema>;

/** The card part: its amount and where the gateway has it. No card number ever reaches an event. */
export const cardPartSchema = z.object({
  amount: storableCents(),
  status: z.enum(CARD_STATUSES),
  /** The stored card used (part 2 §3 creditCardId), or null for a one-time card. */
  creditCardId: storableId().nullable(),
  isOneTimePayment: z.boolean(),
  last4: storableText().regex(/^\d{4}$/).nullable(),
  brand: storableText().max(20).nullable(),
  /** The gateway's transaction id (transId), for capture, void, refund and settlement. */
  gatewayTransactionId: storableText().min(1).max(64).nullable(),
});
export type CardPart = z.infer<typeof cardPartSchema>;

/** What a transaction receives, besides the card part. The method amounts include the tip. */
export const receivedPartsSchema = z.object({
  card: cardPartSchema.nullable(),
  cashAmount: storableCents(),
  checkAmount: storableCents(),
  checkNumber: storableText().min(1).max(50).nullable(),
  checkDate: transactionDateSchema.nullable(),
  giftCardAmount: storableCents(),
  giftCardNumber: storableText().min(1).max(50).nullable(),
});
export type ReceivedParts = z.infer<typeof receivedPartsSchema>;

export const transactionCreatedSchema = z.object({
  transactionId: storableId(),
  customerId: storableId(),
  appointmentId: storableId().nullable(),
  reasonId: storableId(),
  /** The business-local day the transaction counts on (reports, the list's date range). */
  transactionDate: transactionDateSchema,
  notes: storableText().max(1000).nullable(),
  charged: chargedPartsSchema,
  received: receivedPartsSchema,
  /**
   * Account credit (part 2 §3 creditAmount): the part of the charge left on the customer's account.
   * Charged but not received: it stays owed (docs/RULES.md), so it moves no balance by itself.
   */
  creditAmount: storableCents(),
  gratuityMethod: z.enum(GRATUITY_METHODS).nullable(),
  createdByUserId: storableId().nullable(),
  createdAt: at,
});

/** The daily settlement moved the card part to settledSuccessfully. */
export const transactionSettledSchema = z.object({ transactionId: storableId(), settledAt: at });

/** The whole transaction is void: its charges and its receipts leave balance, totals and reports. */
/** `reason`: why, as the office typed it; events before it have none. */
export const transactionVoidedSchema = z.object({ transactionId: storableId(), voidedByUserId: storableId().nullable(), voidedAt: at, reason: storableText().max(500).optional() });

/**
 * A refund's shares of the original's report figures (docs/RULES.md "How a refund reaches the
 * reports"): each takes round half up(F x concededSoFar / charged) less what earlier refunds took.
 * sales = serviceFee - serviceFeeSalesTax (taxable or exempt as the customer is); otherFees = cancel +
 * returned + reprocess; commissionable = groom + generator + cancel. A commission's share needs the
 * stylist's rate: `refundShare` computes it from `concededBefore`, `concededSoFar` and `charged`.
 */
export const refundSharesSchema = z.object({
  serviceFee: storableCents(),
  sales: storableCents(),
  serviceFeeSalesTax: storableCents(),
  otherFees: storableCents(),
  cancelFee: storableCents(),
  commissionable: storableCents(),
  gratuity: storableCents(),
});
export type RefundShares = z.infer<typeof refundSharesSchema>;

export const transactionRefundedSchema = z.object({
  /** The refund's own ledger row. */
  refundTransactionId: storableId(),
  /** The refunded transaction: this stream's. */
  refTransactionId: storableId(),
  customerId: storableId(),
  /** Paid back to the card: overpayment + concession. */
  amount: storableCents(),
  /** Returned beyond what the transaction charged: lowers only what it received (the balance rises). */
  overpayment: storableCents(),
  /** The rest: lowers what it charged and what it received alike (the balance does not move). */
  concession: storableCents(),
  /** The original's total charged, and the concessions before and including this one (for shares). */
  charged: storableCents(),
  concededBefore: storableCents(),
  concededSoFar: storableCents(),
  shares: refundSharesSchema,
  /** The refund's business-local date: it counts on its own date. */
  refundDate: transactionDateSchema,
  gatewayTransactionId: storableText().min(1).max(64).nullable(),
  refundedByUserId: storableId().nullable(),
  refundedAt: at,
  /** Why, as the office typed it; refunds before it have none. */
  reason: storableText().max(500).optional(),
});

/**
 * The gateway's fraud review of a card part held for review ended: approved, the card part is captured
 * (capturedPendingSettlement) and counts as received from then; declined (or expired, or voided at the
 * gateway), it is 'declined' and nothing was received by it. `amount` is the card part's amount (what
 * becomes received when approved), so a read model needs nothing else.
 */
export const transactionCardReviewedSchema = z.object({ transactionId: storableId(), approved: z.boolean(), amount: storableCents(), reviewedAt: at });

/** Part 2 §4.3: check-in cannot be undone. */
export const transactionCheckedInSchema = z.object({ transactionId: storableId(), checkedInByUserId: storableId().nullable(), checkedInAt: at });

type E<T extends string, S extends z.ZodType> = DomainEvent<T, z.infer<S>>;
export type TransactionCreated = E<'TransactionCreated', typeof transactionCreatedSchema>;
export type TransactionSettled = E<'TransactionSettled', typeof transactionSettledSchema>;
export type TransactionVoided = E<'TransactionVoided', typeof transactionVoidedSchema>;
export type TransactionRefunded = E<'TransactionRefunded', typeof transactionRefundedSchema>;
export type TransactionCheckedIn = E<'TransactionCheckedIn', typeof transactionCheckedInSchema>;
export type TransactionCardReviewed = E<'TransactionCardReviewed', typeof transactionCardReviewedSchema>;

export type TransactionEvent = TransactionCreated | TransactionSettled | TransactionVoided | TransactionRefunded | TransactionCheckedIn | TransactionCardReviewed;

/** For the event-schema registry. */
export const TRANSACTION_EVENT_SCHEMAS = {
  TransactionCreated: transactionCreatedSchema,
  TransactionSettled: transactionSettledSchema,
  TransactionVoided: transactionVoidedSchema,
  TransactionRefunded: transactionRefundedSchema,
  TransactionCheckedIn: transactionCheckedInSchema,
  TransactionCardReviewed: transactionCardReviewedSchema,
} as const;
