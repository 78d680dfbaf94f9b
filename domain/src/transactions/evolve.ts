import type { DomainEvent } from '../shared/decider';
import type { CardStatus, ChargedParts, ReceivedParts, TransactionEvent } from './events';
import { totalCharged, totalReceived, type LedgerEntry } from './money';

/** What the decider (and the balance) needs to know of one transaction. */
export interface TransactionFacts {
  transactionId: number;
  customerId: number;
  appointmentId: number | null;
  transactionDate: string;
  charged: ChargedParts;
  received: ReceivedParts;
  creditAmount: number;
  /** The card part's status, or null without a card part. */
  cardStatus: CardStatus | null;
  checkedIn: boolean;
  voided: boolean;
  /** Its refunds in order (isRefunded: any). */
  refunds: { refundTransactionId: number; amount: number; overpayment: number; concession: number; refundDate: string }[];
  /** Σ refund amounts. */
  refunded: number;
  /** Σ refund concessions. */
  conceded: number;
}

export type TransactionState = { kind: 'none' } | ({ kind: 'recorded' } & TransactionFacts);

export const initialTransactionState = (): TransactionState => ({ kind: 'none' });

/** Total: events this state does not read (other features', unknown types) leave it unchanged. */
export function evolveTransaction(state: TransactionState, anyEvent: DomainEvent): TransactionState {
  const event = anyEvent as TransactionEvent;
  if (event.type === 'TransactionCreated') {
    if (state.kind !== 'none') return state;
    const d = event.data;
    return {
      kind: 'recorded',
      transactionId: d.transactionId,
      customerId: d.customerId,
      appointmentId: d.appointmentId,
      transactionDate: d.transactionDate,
      charged: { ...d.charged },
      received: { ...d.received, card: d.received.card ? { ...d.received.card } : null },
      creditAmount: d.creditAmount,
      cardStatus: d.received.card?.status ?? null,
      checkedIn: false,
      voided: false,
      refunds: [],
      refunded: 0,
      conceded: 0,
    };
  }
  if (state.kind !== 'recorded') return state;
  switch (event.type) {
    case 'TransactionSettled':
      return state.cardStatus === null ? state : { ...state, cardStatus: 'settledSuccessfully' };
    case 'TransactionVoided':
      return { ...state, voided: true, cardStatus: state.cardStatus === null ? null : 'voided' };
    case 'TransactionRefunded': {
      const { refundTransactionId, amount, overpayment, concession, refundDate } = event.data;
      return {
        ...state,
        refunds: [...state.refunds, { refundTransactionId, amount, overpayment, concession, refundDate }],
        refunded: state.refunded + amount,
        conceded: state.conceded + concession,
      };
    }
    case 'TransactionCheckedIn':
      return { ...state, checkedIn: true };
    case 'TransactionCardReviewed':
      if (state.cardStatus !== 'heldForReview') return state;
      return { ...state, cardStatus: event.data.approved ? 'capturedPendingSettlement' : 'declined' };
    default:
      return state;
  }
}

/** The transaction as the balance sees it (null before it is recorded). */
export function ledgerEntryOf(state: TransactionState): LedgerEntry | null {
  return state.kind === 'recorded' ? ledgerEntry(state) : null;
}

export function ledgerEntry(f: TransactionFacts): LedgerEntry {
  return { voided: f.voided, charged: totalCharged(f.charged), received: totalReceived(f.received, f.cardStatus), conceded: f.conceded, refunded: f.refunded };
}

/** Folds one Transaction-<id> stream. */
export const foldTransaction = (events: readonly DomainEvent[]): TransactionState => events.reduce(evolveTransaction, initialTransactionState());

/**
 * docs/RULES.md: an appointment's fees are charged once, on its transaction or, if that is voided, on
 * the one that replaces it; any other transaction for the appointment charges nothing. True when one of
 * `transactions` (the appointment's, folded) already charges them, so a new one must charge no service fee.
 */
export function appointmentFeesCharged(transactions: Iterable<TransactionFacts>, appointmentId: number): boolean {
  for (const t of transactions) if (t.appointmentId === appointmentId && !t.voided && t.charged.serviceFee > 0) return true;
  return false;
}
