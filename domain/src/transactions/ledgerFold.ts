import { TRANSACTION_EVENT_SCHEMAS, type TransactionEvent } from './events';
import { cardReceived, totalCharged, totalReceived } from './money';

/**
 * The ledger as rows, folded from the events (pure): the transactions projector keeps these rows in its
 * `transactions` table (projections/src/transactions) and the audit replays the same fold in memory from
 * the log, so an "as of" figure and the read model cannot disagree.
 *
 * One ledger row (column names as keys): the projector loads the rows a batch touches, folds every
 * event here, and writes them back at once.
 */
export interface LedgerRecord {
  id: number;
  customer_id: number;
  customer_user_id: number | null;
  appointment_id: number | null;
  ref_transaction_id: number | null;
  is_refund: boolean;
  status: string | null;
  is_refunded: boolean;
  is_voided: boolean;
  checked_in: boolean;
  transaction_date: string;
  /** When the row was written (ISO); the table keeps a timestamp. */
  date_added: string;
  reason_id: number | null;
  notes: string | null;
  /** why it was voided (on the voided row) or refunded (on the refund's row); null before. */
  change_reason: string | null;
  service_fee_groom: number;
  service_fee_trip: number;
  service_fee_generator: number;
  service_fee_fuel: number;
  service_discount_total: number;
  service_fee_sales_tax: number;
  service_fee_other: number;
  service_fee: number;
  cancel_fee: number;
  returned_fee: number;
  reprocess_fee: number;
  gratuity: number;
  other_fees: number;
  charged: number;
  card_amount: number;
  cash_amount: number;
  check_amount: number;
  gift_card_amount: number;
  paid: number;
  credit_amount: number;
  check_number: string | null;
  check_date: string | null;
  gift_card_number: string | null;
  credit_card_id: number | null;
  is_one_time_payment: boolean;
  card_last4: string | null;
  card_brand: string | null;
  gratuity_method: string | null;
  refunded: number;
  conceded: number;
  overpayment: number;
  balance_effect: number;
}

const TRANSACTION_EVENT_TYPES = Object.keys(TRANSACTION_EVENT_SCHEMAS) as (keyof typeof TRANSACTION_EVENT_SCHEMAS)[];

/** The events the ledger is folded from: the transactions', and CustomerCreated (a customer's user). */
export const LEDGER_EVENT_TYPES = ['CustomerCreated', ...TRANSACTION_EVENT_TYPES] as const;

/** A stored transaction event, parsed with its schema (`parse` lets the projector use its parse cache). */
export function parseTransactionEvent(
  event: { type: string; data: unknown },
  parse: (schema: (typeof TRANSACTION_EVENT_SCHEMAS)[keyof typeof TRANSACTION_EVENT_SCHEMAS]) => unknown = (schema) => schema.parse(event.data),
): TransactionEvent {
  const schema = TRANSACTION_EVENT_SCHEMAS[event.type as keyof typeof TRANSACTION_EVENT_SCHEMAS];
  return { type: event.type, data: parse(schema) } as TransactionEvent;
}

/** The stream's transaction: every event names it (a refund's event is on the original's stream). */
export const transactionIdOf = (event: TransactionEvent): number =>
  event.type === 'TransactionRefunded' ? event.data.refTransactionId : event.data.transactionId;

/**
 * What a row adds to its customer's balance (docs/RULES.md): an original charged − received as made;
 * a refund row −concession − (−amount) = its overpayment. Σ over a transaction and its refunds is the
 * domain's balanceEffect; 0 when voided.
 */
const withBalance = (r: LedgerRecord): LedgerRecord => ({ ...r, balance_effect: r.is_voided ? 0 : r.charged - r.paid });

/**
 * Folds one event into the rows it touches: returns the changed rows (the original, and for a refund
 * the new refund row). `rows` holds the batch's rows by id; `refundsOf` the refund rows of a transaction
 * (a void voids them with it). Total: an event about an unknown transaction changes nothing.
 */
export function foldLedgerEvent(
  rows: ReadonlyMap<number, LedgerRecord>,
  refundsOf: (transactionId: number) => LedgerRecord[],
  event: TransactionEvent,
  customerUserId: (customerId: number) => number | null,
  at: string,
): LedgerRecord[] {
  if (event.type === 'TransactionCreated') {
    const d = event.data;
    if (rows.has(d.transactionId)) return [];
    const c = d.charged;
    const card = d.received.card;
    const otherFees = c.cancelFee + c.returnedFee + c.reprocessFee;
    return [
      withBalance({
        id: d.transactionId,
        customer_id: d.customerId,
        customer_user_id: customerUserId(d.customerId),
        appointment_id: d.appointmentId,
        ref_transaction_id: null,
        is_refund: false,
        status: card?.status ?? null,
        is_refunded: false,
        is_voided: false,
        checked_in: false,
        transaction_date: d.transactionDate,
        date_added: d.createdAt,
        reason_id: d.reasonId,
        notes: d.notes,
        service_fee_groom: c.serviceFeeGroom,
        service_fee_trip: c.serviceFeeTrip,
        service_fee_generator: c.serviceFeeGenerator,
        service_fee_fuel: c.serviceFeeFuel,
        service_discount_total: c.serviceDiscountTotal,
        service_fee_sales_tax: c.serviceFeeSalesTax,
        service_fee_other: c.serviceFeeOther,
        service_fee: c.serviceFee,
        cancel_fee: c.cancelFee,
        returned_fee: c.returnedFee,
        reprocess_fee: c.reprocessFee,
        gratuity: c.gratuity,
        other_fees: otherFees,
        charged: totalCharged(c),
        // Money received by card: 0 while held for review (domain cardReceived, the one rule).
        card_amount: cardReceived(card, card?.status ?? null),
        cash_amount: d.received.cashAmount,
        check_amount: d.received.checkAmount,
        gift_card_amount: d.received.giftCardAmount,
        paid: totalReceived(d.received),
        credit_amount: d.creditAmount,
        check_number: d.received.checkNumber,
        check_date: d.received.checkDate,
        gift_card_number: d.received.giftCardNumber,
        credit_card_id: card?.creditCardId ?? null,
        is_one_time_payment: card?.isOneTimePayment ?? false,
        card_last4: card?.last4 ?? null,
        card_brand: card?.brand ?? null,
        gratuity_method: d.gratuityMethod,
        refunded: 0,
        conceded: 0,
        overpayment: 0,
        balance_effect: 0,
        change_reason: null,
      }),
    ];
  }
  const original = rows.get(transactionIdOf(event));
  if (!original || original.is_refund) return [];
  switch (event.type) {
    case 'TransactionSettled':
      return original.status === null ? [] : [{ ...original, status: 'settledSuccessfully' }];
    case 'TransactionVoided':
      if (original.is_voided) return [];
      return [
        withBalance({ ...original, is_voided: true, status: original.status === null ? null : 'voided', change_reason: event.data.reason ?? null }),
        ...refundsOf(original.id).map((r) => withBalance({ ...r, is_voided: true })),
      ];
    case 'TransactionCheckedIn':
      return original.checked_in ? [] : [{ ...original, checked_in: true }];
    case 'TransactionCardReviewed': {
      // The review's outcome: approved, the card part becomes money received from now; declined, it stays unpaid.
      if (original.status !== 'heldForReview' || original.is_voided) return [];
      const { approved, amount } = event.data;
      const status = approved ? 'capturedPendingSettlement' : 'declined';
      const received = cardReceived({ amount }, status);
      return [withBalance({ ...original, status, card_amount: original.card_amount + received, paid: original.paid + received })];
    }
    case 'TransactionRefunded': {
      const d = event.data;
      if (rows.has(d.refundTransactionId)) return [];
      // The concession in charged, split by the shares; the service fee takes what rounding leaves so that
      // service fee + other fees + gratuity = the concession (the totals strip's total charged).
      const serviceFee = d.concession - d.shares.otherFees - d.shares.gratuity;
      const refund: LedgerRecord = withBalance({
        ...original,
        id: d.refundTransactionId,
        ref_transaction_id: original.id,
        is_refund: true,
        status: null,
        is_refunded: false,
        checked_in: false,
        transaction_date: d.refundDate,
        date_added: d.refundedAt || at,
        reason_id: original.reason_id,
        notes: null,
        ...zeroBreakdown(),
        service_fee: -serviceFee,
        cancel_fee: -d.shares.cancelFee,
        returned_fee: 0,
        reprocess_fee: 0,
        other_fees: -d.shares.otherFees,
        gratuity: -d.shares.gratuity,
        charged: -d.concession,
        card_amount: -d.amount,
        cash_amount: 0,
        check_amount: 0,
        gift_card_amount: 0,
        paid: -d.amount,
        credit_amount: 0,
        check_number: null,
        check_date: null,
        gift_card_number: null,
        gratuity_method: null,
        refunded: 0,
        conceded: 0,
        overpayment: d.overpayment,
        balance_effect: 0,
        change_reason: d.reason ?? null,
      });
      return [{ ...original, is_refunded: true, refunded: original.refunded + d.amount, conceded: original.conceded + d.concession }, refund];
    }
  }
}

const zeroBreakdown = () => ({
  service_fee_groom: 0,
  service_fee_trip: 0,
  service_fee_generator: 0,
  service_fee_fuel: 0,
  service_discount_total: 0,
  service_fee_sales_tax: 0,
  service_fee_other: 0,
});

