import { fullName, toSpecDate, type GratuityMethod, type UnpaidAfterVoidPage, type VoidedPaymentFill } from '@pawroute/domain';
import { selectPaged, type SqlExecutor } from '@pawroute/platform';
import { PAYMENT_VOIDED_SQL } from '@pawroute/projections';
import { daysBetween, localDate } from '../shared/localTime';
import { pagesOf } from '../shared/params';

/**
 * GET transactions/findUnpaidAfterVoid (docs/DECISIONS.md "The ledger after a void"): completed
 * appointments whose payments are all voided and none recorded since (the appointments projector's
 * `appointment_payments`, the same test as every appointment row's `paymentVoided`), each with its
 * newest voided transaction (the `transactions` read table). The balance stays as docs/RULES.md
 * defines it ("Balance, voids and refunds": a void removes the transaction); this read is what shows
 * beside it that the groom is unpaid. Oldest groom first.
 */
export const UNPAID_PAGE_SIZE = 10;

export interface UnpaidAfterVoidInput {
  /** Only this customer's user's appointments. */
  userId?: number;
  appointmentId?: number;
  page: number;
  pageSize: number;
  /** The business's today, 'YYYY-MM-DD' (the one clock, in the business time zone). */
  today: string;
  timeZone: string;
}

type Raw = Record<string, unknown>;
const n = (v: unknown): number => Number(v ?? 0);
const nn = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const s = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const name = (first: unknown, last: unknown): string => fullName({ firstName: s(first), lastName: s(last) });

/** The voided ledger row (`to_jsonb` of a `transactions` row) as the create body's fields. */
function fillOf(t: Raw): VoidedPaymentFill {
  return {
    reasonId: nn(t.reason_id),
    notes: s(t.notes),
    serviceFeeGroom: n(t.service_fee_groom),
    serviceFeeTrip: n(t.service_fee_trip),
    serviceFeeGenerator: n(t.service_fee_generator),
    serviceFeeFuel: n(t.service_fee_fuel),
    serviceDiscountTotal: n(t.service_discount_total),
    serviceFeeSalesTax: n(t.service_fee_sales_tax),
    serviceFeeOther: n(t.service_fee_other),
    serviceFee: n(t.service_fee),
    cancelFee: n(t.cancel_fee),
    returnedFee: n(t.returned_fee),
    reprocessFee: n(t.reprocess_fee),
    gratuity: n(t.gratuity),
    gratuityMethod: s(t.gratuity_method) as GratuityMethod | null,
    creditCardAmount: n(t.card_amount),
    cashAmount: n(t.cash_amount),
    checkAmount: n(t.check_amount),
    checkNumber: s(t.check_number),
    checkDate: t.check_date ? (toSpecDate(String(t.check_date)) ?? String(t.check_date)) : null,
    giftCardAmount: n(t.gift_card_amount),
    giftCardNumber: s(t.gift_card_number),
    creditAmount: n(t.credit_amount),
    isOneTimePayment: t.is_one_time_payment === true,
    creditCardId: nn(t.credit_card_id),
  };
}

export async function readUnpaidAfterVoid(db: SqlExecutor, input: UnpaidAfterVoidInput): Promise<UnpaidAfterVoidPage> {
  const params: unknown[] = [];
  const where = [`NOT a.is_deleted`, PAYMENT_VOIDED_SQL('a')];
  if (input.userId !== undefined) {
    params.push(input.userId);
    where.push(`coalesce(a.customer_user_id, c.user_id) = $${params.length}`);
  }
  if (input.appointmentId !== undefined) {
    params.push(input.appointmentId);
    where.push(`a.id = $${params.length}`);
  }
  const { rows } = await selectPaged<Raw>(
    db,
    `SELECT a.id AS appointment_id, a.date, a.customer_id, coalesce(a.customer_user_id, c.user_id) AS user_id,
            cu.first_name, cu.last_name, a.employee_id, em.first_name AS employee_first, em.last_name AS employee_last,
            v.voided_at, to_jsonb(t) AS tx, count(*) OVER () AS total
       FROM appointments a
       LEFT JOIN customers c ON c.id = a.customer_id
       LEFT JOIN users cu ON cu.id = coalesce(a.customer_user_id, c.user_id)
       LEFT JOIN users em ON em.id = a.employee_id
       JOIN LATERAL (SELECT pv.transaction_id, pv.voided_at FROM appointment_payments pv
                      WHERE pv.appointment_id = a.id AND pv.voided
                      ORDER BY pv.voided_at DESC NULLS LAST, pv.transaction_id DESC LIMIT 1) v ON true
       JOIN transactions t ON t.id = v.transaction_id`,
    { where: where.join(' AND '), params, orderBy: 'a.date, a.id', limit: input.pageSize, offset: input.page * input.pageSize },
  );
  const count = rows.length > 0 ? n(rows[0]!.total) : 0;
  return {
    rows: rows.map((r) => {
      const t = r.tx as Raw;
      const date = String(r.date);
      return {
        appointmentId: n(r.appointment_id),
        appointmentDate: toSpecDate(date) ?? date,
        customerId: n(r.customer_id),
        User: { ID: n(r.user_id), name: name(r.first_name, r.last_name) },
        Employee: r.employee_id === null ? null : { ID: n(r.employee_id), name: name(r.employee_first, r.employee_last) },
        voidedTransactionId: n(t.id),
        voidedAmount: n(t.charged),
        voidedOn: r.voided_at ? (toSpecDate(localDate(input.timeZone, new Date(r.voided_at as string))) ?? '') : '',
        daysSince: Math.max(0, daysBetween(date, input.today)),
        payment: fillOf(t),
      };
    }),
    pages: pagesOf(count, input.pageSize),
    count,
  };
}
