import { fullName, toSpecDate, type CardStatus, type GratuityMethod, type TransactionDetail, type TransactionRow, type TransactionTotals } from '@pawroute/domain';
import { queryPreparedByText, selectPaged, type SqlExecutor } from '@pawroute/platform';

/**
 * `TransactionRow` / `TransactionDetail` (domain/src/transactions/answers.ts) from the transactions projector's
 * `transactions` table, with the customer's name (`users`), the reason (`transaction_reasons`) and the appointment's
 * stylist (`appointments`, `users`) joined as they are now. `t` is the ledger row.
 */
export const TRANSACTION_FROM = `
    FROM transactions t
    LEFT JOIN customers c ON c.id = t.customer_id
    LEFT JOIN users cu ON cu.id = coalesce(t.customer_user_id, c.user_id)
    LEFT JOIN transaction_reasons tr ON tr.id = t.reason_id
    LEFT JOIN appointments a ON a.id = t.appointment_id
    LEFT JOIN users em ON em.id = a.employee_id`;

const SELECT = `
  SELECT t.*, coalesce(t.customer_user_id, c.user_id) AS user_id,
         cu.first_name AS customer_first, cu.last_name AS customer_last, tr.reason,
         a.employee_id, em.first_name AS employee_first, em.last_name AS employee_last
  ${TRANSACTION_FROM}`;

export interface TransactionRowsQuery {
  /** A condition on `t`, `c`, `cu`, `a`; values only through `params`. */
  where: string;
  params?: readonly unknown[];
  /** Default: newest first. */
  orderBy?: string;
  limit?: number;
  offset?: number;
}

export const DEFAULT_TRANSACTION_ORDER = 't.transaction_date DESC, t.date_added DESC, t.id DESC';

type Raw = Record<string, unknown>;
const n = (v: unknown): number => Number(v ?? 0);
const nn = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const s = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const name = (first: unknown, last: unknown): string => fullName({ firstName: s(first), lastName: s(last) });

export function transactionRowOf(r: Raw): TransactionRow {
  const voided = r.is_voided === true;
  return {
    ID: n(r.id),
    userId: n(r.user_id),
    customerId: n(r.customer_id),
    customerName: name(r.customer_first, r.customer_last),
    appointmentId: nn(r.appointment_id),
    refTransactionId: nn(r.ref_transaction_id),
    isRefund: r.is_refund === true,
    status: s(r.status) as CardStatus | null,
    isRefunded: r.is_refunded === true,
    isVoided: voided,
    changeReason: s(r.change_reason),
    checkedIn: r.checked_in === true,
    transactionDate: toSpecDate(String(r.transaction_date)) ?? String(r.transaction_date),
    date: String(r.transaction_date),
    DateAdded: new Date(r.date_added as string).toISOString(),
    reasonId: nn(r.reason_id),
    reason: s(r.reason),
    notes: s(r.notes),
    Employee: r.employee_id === null || r.employee_id === undefined ? null : { ID: n(r.employee_id), name: name(r.employee_first, r.employee_last) },
    serviceFee: n(r.service_fee),
    otherFees: n(r.other_fees),
    gratuity: n(r.gratuity),
    charged: n(r.charged),
    paid: n(r.paid),
    creditCardAmount: n(r.card_amount),
    cashAmount: n(r.cash_amount),
    checkAmount: n(r.check_amount),
    giftCardAmount: n(r.gift_card_amount),
    creditAmount: n(r.credit_amount),
    refundedAmount: n(r.refunded),
    transactionBalance: voided ? 0 : n(r.charged) - n(r.paid),
  };
}

/** Ledger rows matching `where`. */
export async function selectTransactionRows(db: SqlExecutor, query: TransactionRowsQuery): Promise<TransactionRow[]> {
  return (await selectRaw(db, query)).map(transactionRowOf);
}

async function selectRaw(db: SqlExecutor, query: TransactionRowsQuery): Promise<Raw[]> {
  const { rows } = await selectPaged<Raw>(db, SELECT, { ...query, orderBy: query.orderBy ?? DEFAULT_TRANSACTION_ORDER });
  return rows;
}

/** One ledger row with its breakdown, payment fields, refunds and what its status allows (part 2 §4.3). */
export async function selectTransactionDetail(db: SqlExecutor, id: number): Promise<TransactionDetail | null> {
  const [raw] = await selectRaw(db, { where: 't.id = $1', params: [id] });
  if (!raw) return null;
  const row = transactionRowOf(raw);
  const refunds = row.isRefund ? [] : await selectTransactionRows(db, { where: 't.ref_transaction_id = $1', params: [id], orderBy: 't.date_added, t.id' });
  const settledCard = !row.isVoided && !row.isRefund && row.status === 'settledSuccessfully';
  const refundableAmount = settledCard ? Math.max(0, row.creditCardAmount - row.refundedAmount) : 0;
  return {
    ...row,
    serviceFeeGroom: n(raw.service_fee_groom),
    serviceFeeTrip: n(raw.service_fee_trip),
    serviceFeeGenerator: n(raw.service_fee_generator),
    serviceFeeFuel: n(raw.service_fee_fuel),
    serviceDiscountTotal: n(raw.service_discount_total),
    serviceFeeSalesTax: n(raw.service_fee_sales_tax),
    serviceFeeOther: n(raw.service_fee_other),
    cancelFee: n(raw.cancel_fee),
    returnedFee: n(raw.returned_fee),
    reprocessFee: n(raw.reprocess_fee),
    gratuityMethod: s(raw.gratuity_method) as GratuityMethod | null,
    checkNumber: s(raw.check_number),
    checkDate: raw.check_date ? (toSpecDate(String(raw.check_date)) ?? String(raw.check_date)) : null,
    giftCardNumber: s(raw.gift_card_number),
    creditCardId: nn(raw.credit_card_id),
    isOneTimePayment: raw.is_one_time_payment === true,
    CreditCard: raw.card_last4 || raw.card_brand ? { last4: s(raw.card_last4), brand: s(raw.card_brand) } : null,
    refunds: refunds.map((r) => ({ ID: r.ID, amount: -r.paid, overpayment: r.charged - r.paid, concession: -r.charged, transactionDate: r.transactionDate, DateAdded: r.DateAdded, reason: r.changeReason })),
    // docs/RULES.md: a card part voids only before settlement, cash, check and gift card parts only before check-in.
    canVoid:
      !row.isRefund &&
      !row.isVoided &&
      // A held charge voids at the gateway; one the review declined took nothing (domain voidRefusal).
      (row.status === null || ['authorizedPendingCapture', 'heldForReview', 'capturedPendingSettlement', 'declined'].includes(row.status)) &&
      !(row.checkedIn && row.cashAmount + row.checkAmount + row.giftCardAmount > 0),
    canRefund: refundableAmount > 0,
    refundableAmount,
  };
}

/**
 * The totals strip (docs/RULES.md): every non-voided row matching `where` (not only the page). Refund
 * rows are already negative.
 */
export async function selectTransactionTotals(db: SqlExecutor, where: string, params: readonly unknown[] = []): Promise<{ totals: TransactionTotals; count: number }> {
  const { rows } = await queryPreparedByText<Raw>(
    db,
    `SELECT count(*)::int AS count,
            coalesce(sum(t.service_fee) FILTER (WHERE NOT t.is_voided), 0)::bigint AS service_fee,
            coalesce(sum(t.service_fee_groom) FILTER (WHERE NOT t.is_voided), 0)::bigint AS part_groom,
            coalesce(sum(t.service_fee_trip) FILTER (WHERE NOT t.is_voided), 0)::bigint AS part_trip,
            coalesce(sum(t.service_fee_generator) FILTER (WHERE NOT t.is_voided), 0)::bigint AS part_generator,
            coalesce(sum(t.service_fee_fuel) FILTER (WHERE NOT t.is_voided), 0)::bigint AS part_fuel,
            coalesce(sum(t.service_discount_total) FILTER (WHERE NOT t.is_voided), 0)::bigint AS part_discount,
            coalesce(sum(t.service_fee_sales_tax) FILTER (WHERE NOT t.is_voided), 0)::bigint AS part_sales_tax,
            coalesce(sum(t.service_fee_other) FILTER (WHERE NOT t.is_voided), 0)::bigint AS part_other,
            coalesce(sum(t.service_fee) FILTER (WHERE NOT t.is_voided AND t.is_refund), 0)::bigint AS part_refunds,
            coalesce(sum(t.other_fees) FILTER (WHERE NOT t.is_voided), 0)::bigint AS other_fees,
            coalesce(sum(t.gratuity) FILTER (WHERE NOT t.is_voided), 0)::bigint AS gratuity,
            coalesce(sum(t.charged) FILTER (WHERE NOT t.is_voided), 0)::bigint AS charged,
            coalesce(sum(t.paid) FILTER (WHERE NOT t.is_voided), 0)::bigint AS paid,
            coalesce(sum(t.card_amount) FILTER (WHERE NOT t.is_voided), 0)::bigint AS card,
            coalesce(sum(t.cash_amount) FILTER (WHERE NOT t.is_voided), 0)::bigint AS cash,
            coalesce(sum(t.check_amount) FILTER (WHERE NOT t.is_voided), 0)::bigint AS check_amount,
            coalesce(sum(t.gift_card_amount) FILTER (WHERE NOT t.is_voided), 0)::bigint AS gift_card
     ${TRANSACTION_FROM}
     WHERE ${where}`,
    params,
  );
  const r = rows[0] ?? {};
  const totalCharged = n(r.charged);
  const totalPaid = n(r.paid);
  return {
    count: n(r.count),
    totals: {
      balance: totalCharged - totalPaid,
      totalCharged,
      serviceFee: n(r.service_fee),
      // The Service Fee's parts over the same rows (domain ServiceFeeParts: they add up to it).
      serviceFeeParts: {
        groom: n(r.part_groom),
        trip: n(r.part_trip),
        generator: n(r.part_generator),
        fuel: n(r.part_fuel),
        discount: n(r.part_discount),
        salesTax: n(r.part_sales_tax),
        other: n(r.part_other),
        refunds: n(r.part_refunds),
      },
      gratuity: n(r.gratuity),
      otherFees: n(r.other_fees),
      totalPaid,
      creditCard: n(r.card),
      cash: n(r.cash),
      check: n(r.check_amount),
      giftCard: n(r.gift_card),
    },
  };
}
