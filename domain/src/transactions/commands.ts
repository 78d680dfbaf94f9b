import type { ChargedParts, GratuityMethod, ReceivedParts } from './events';

/**
 * The ledger's commands. The HTTP layer parses the spec's bodies (dollars, MM-DD-YYYY) into these, runs
 * `checkTransactionForm` before it asks the gateway for a card payment, and passes the gateway's answer
 * (status, transId, last4) in `received.card`. No card number or security code reaches a command.
 */
export interface CreateTransaction {
  type: 'CreateTransaction';
  data: {
    transactionId: number;
    /** Part 2 §5.6 "Saving needs a user in the route": null is refused. */
    customerId: number | null;
    appointmentId: number | null;
    reasonId: number | null;
    /** Business-local 'YYYY-MM-DD'. */
    transactionDate: string;
    notes: string | null;
    charged: ChargedParts;
    received: ReceivedParts;
    creditAmount: number;
    gratuityMethod: GratuityMethod | null;
  };
}
/** The daily settlement reached this transaction's card part. */
export interface SettleTransaction {
  type: 'SettleTransaction';
  data: { transactionId: number };
}
export interface VoidTransaction {
  type: 'VoidTransaction';
  /** The spec's body names it refTransactionId; null is 'No Transaction ID available for voiding'. */
  /** `reason`: why, recorded in the event when given; old clients send none. */
  data: { refTransactionId: number | null; reason?: string | null };
}
export interface RefundTransaction {
  type: 'RefundTransaction';
  data: {
    /** The refunded transaction; null is 'No Transaction ID available for refund'. */
    refTransactionId: number | null;
    /** The id of the refund's own ledger row. */
    refundTransactionId: number;
    amount: number;
    /** Business-local 'YYYY-MM-DD' of the refund. */
    refundDate: string;
    gatewayTransactionId: string | null;
    /** Why, recorded in the event when given. */
    reason?: string | null;
  };
}
/** One transaction of a bulk check-in (the HTTP layer runs it per id of {transactionIds}). */
export interface CheckInTransaction {
  type: 'CheckInTransaction';
  data: { transactionId: number };
}

/**
 * The gateway's fraud review of a held card part ended (the settlement sweep or a webhook asked the
 * gateway): approved, or not (declined, expired, voided there).
 */
export interface ReviewTransactionCard {
  type: 'ReviewTransactionCard';
  data: { transactionId: number; approved: boolean };
}

export type TransactionCommand = CreateTransaction | SettleTransaction | VoidTransaction | RefundTransaction | CheckInTransaction | ReviewTransactionCard;
