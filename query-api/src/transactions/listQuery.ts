import { filterItem, listParam, sortItem, type TransactionFilter, type TransactionSort } from '@pawroute/domain';

/**
 * transactions/getAll's `sorted` and `filtered` (part 2 §7.5, the table's state): `sorted` is
 * [{id, desc}], `filtered` [{id, value}], each as JSON text or repeated query parameters; only the
 * columns below, anything else a 400. Column filters: text columns contain the value (case
 * insensitive), ids and money match exactly (money typed as dollars, e.g. 12.5), flags 'true'/'false'.
 */
export const LIST_MESSAGES = {
  sorted: 'sorted must be a list of {id, desc} on a known column.',
  filtered: 'filtered must be a list of {id, value} on a known column.',
} as const;

type Kind = 'text' | 'id' | 'money' | 'flag' | 'date';
export const LIST_COLUMNS: Record<string, { sql: string; kind: Kind }> = {
  ID: { sql: 't.id', kind: 'id' },
  userId: { sql: 'coalesce(t.customer_user_id, c.user_id)', kind: 'id' },
  customerId: { sql: 't.customer_id', kind: 'id' },
  appointmentId: { sql: 't.appointment_id', kind: 'id' },
  refTransactionId: { sql: 't.ref_transaction_id', kind: 'id' },
  customerName: { sql: `(cu.first_name || ' ' || cu.last_name)`, kind: 'text' },
  reason: { sql: 'tr.reason', kind: 'text' },
  notes: { sql: 't.notes', kind: 'text' },
  status: { sql: 't.status', kind: 'text' },
  Employee: { sql: `(em.first_name || ' ' || em.last_name)`, kind: 'text' },
  transactionDate: { sql: 't.transaction_date', kind: 'date' },
  DateAdded: { sql: 't.date_added', kind: 'date' },
  isRefunded: { sql: 't.is_refunded', kind: 'flag' },
  isVoided: { sql: 't.is_voided', kind: 'flag' },
  isRefund: { sql: 't.is_refund', kind: 'flag' },
  checkedIn: { sql: 't.checked_in', kind: 'flag' },
  serviceFee: { sql: 't.service_fee', kind: 'money' },
  otherFees: { sql: 't.other_fees', kind: 'money' },
  gratuity: { sql: 't.gratuity', kind: 'money' },
  charged: { sql: 't.charged', kind: 'money' },
  paid: { sql: 't.paid', kind: 'money' },
  creditCardAmount: { sql: 't.card_amount', kind: 'money' },
  cashAmount: { sql: 't.cash_amount', kind: 'money' },
  checkAmount: { sql: 't.check_amount', kind: 'money' },
  giftCardAmount: { sql: 't.gift_card_amount', kind: 'money' },
  creditAmount: { sql: 't.credit_amount', kind: 'money' },
};

const COLUMN_IDS = Object.keys(LIST_COLUMNS) as [string, ...string[]];

/** Through the one list schema (domain shared/listParams.ts): filter text is storable text (else a 400). */
export const sortedParam = listParam(sortItem(COLUMN_IDS, LIST_MESSAGES.sorted), { message: LIST_MESSAGES.sorted, max: 5, lenient: true })
  .transform((list): Sorted | undefined => (list.length === 0 ? undefined : list))
  .optional();

export const filteredParam = listParam(filterItem(COLUMN_IDS, LIST_MESSAGES.filtered), { message: LIST_MESSAGES.filtered, max: 20, lenient: true })
  .transform((list): Filtered | undefined => (list.length === 0 ? undefined : (list as Filtered)))
  .optional();

/** The web's table state (domain transactionsQuerySchema), and the same lists as other clients write them. */
export type Sorted = (Pick<TransactionSort, 'id'> & { desc?: TransactionSort['desc'] | 'true' | 'false' })[];
export type Filtered = (Pick<TransactionFilter, 'id'> & { value: TransactionFilter['value'] | number | boolean })[];

/** ORDER BY from `sorted`; default transactionDate descending (part 2 §9), ties newest first. */
export function orderByOf(sorted: Sorted | undefined): string {
  const parts = (sorted ?? []).map((s) => `${LIST_COLUMNS[s.id]!.sql} ${s.desc === true || s.desc === 'true' ? 'DESC' : 'ASC'} NULLS LAST`);
  return [...parts, 't.transaction_date DESC', 't.date_added DESC', 't.id DESC'].join(', ');
}

/** Conditions from `filtered`, appending values to `params`; a filter that cannot match gives 'false'. */
export function filterConditions(filtered: Filtered | undefined, params: unknown[]): string[] {
  const out: string[] = [];
  for (const f of filtered ?? []) {
    const column = LIST_COLUMNS[f.id]!;
    const value = String(f.value).trim();
    if (value === '') continue;
    switch (column.kind) {
      case 'text':
        params.push(`%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
        out.push(`${column.sql} ILIKE $${params.length}`);
        break;
      case 'date':
        params.push(`%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
        out.push(`${column.sql}::text ILIKE $${params.length}`);
        break;
      case 'id': {
        if (!/^\d{1,10}$/.test(value) || Number(value) > 2_147_483_647) {
          out.push('false');
          break;
        }
        params.push(Number(value));
        out.push(`${column.sql} = $${params.length}`);
        break;
      }
      case 'money': {
        const match = /^-?\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.replace(/,/g, ''));
        if (!match) {
          out.push('false');
          break;
        }
        const cents = (Number(match[1]) * 100 + Number(((match[2] ?? '') + '00').slice(0, 2))) * (value.startsWith('-') ? -1 : 1);
        params.push(cents);
        out.push(`${column.sql} = $${params.length}`);
        break;
      }
      case 'flag': {
        if (value !== 'true' && value !== 'false') {
          out.push('false');
          break;
        }
        out.push(value === 'true' ? column.sql : `NOT ${column.sql}`);
        break;
      }
    }
  }
  return out;
}
