import { customerCreatedSchema, foldLedgerEvent, LEDGER_EVENT_TYPES, parseTransactionEvent, transactionIdOf, type LedgerRecord } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ApplyContext, ChangedKey, Projector } from '../runner/projector';
import { createTransactionsTables, TRANSACTIONS_TABLES } from './tables';
import { parseEventData } from '../runner/parsedData';
import { insertColumns } from '../runner/insertColumns';

/** The ledger rows are the domain's fold (domain/src/transactions/ledgerFold.ts); this projector keeps them. */
export const TRANSACTIONS_PROJECTOR_EVENT_TYPES = LEDGER_EVENT_TYPES;

/** The `transactions` columns, written from the fold's records. */
export const LEDGER_COLUMNS = [
  'id', 'customer_id', 'customer_user_id', 'appointment_id', 'ref_transaction_id', 'is_refund', 'status', 'is_refunded', 'is_voided',
  'checked_in', 'transaction_date', 'date_added', 'reason_id', 'notes', 'service_fee_groom', 'service_fee_trip', 'service_fee_generator',
  'service_fee_fuel', 'service_discount_total', 'service_fee_sales_tax', 'service_fee_other', 'service_fee', 'cancel_fee', 'returned_fee',
  'reprocess_fee', 'gratuity', 'other_fees', 'charged', 'card_amount', 'cash_amount', 'check_amount', 'gift_card_amount', 'paid',
  'credit_amount', 'check_number', 'check_date', 'gift_card_number', 'credit_card_id', 'is_one_time_payment', 'card_last4', 'card_brand',
  'gratuity_method', 'refunded', 'conceded', 'overpayment', 'balance_effect', 'change_reason',
] as const satisfies readonly (keyof LedgerRecord)[];


const INT_COLUMNS = new Set<string>(LEDGER_COLUMNS.filter((c) => !['is_refund', 'status', 'is_refunded', 'is_voided', 'checked_in', 'transaction_date',
  'date_added', 'notes', 'change_reason', 'check_number', 'check_date', 'gift_card_number', 'is_one_time_payment', 'card_last4', 'card_brand', 'gratuity_method'].includes(c)));

/** A stored row back into the fold's shape (pg gives Dates; integers stay numbers). */
function recordOf(row: Record<string, unknown>): LedgerRecord {
  const out: Record<string, unknown> = { ...row };
  for (const c of INT_COLUMNS) out[c] = row[c] === null || row[c] === undefined ? null : Number(row[c]);
  out.date_added = new Date(row.date_added as string).toISOString();
  return out as unknown as LedgerRecord;
}

async function upsert(tx: Transaction, records: readonly LedgerRecord[]): Promise<void> {
  const updates = LEDGER_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  await insertColumns(tx, { table: 'transactions', columns: LEDGER_COLUMNS, rows: records, onConflict: `ON CONFLICT (id) DO UPDATE SET ${updates}` });
}

/** The balance read model of these customers: Σ balance_effect of their rows (docs/RULES.md "Balance"). */
async function refreshBalances(tx: Transaction, customerIds: readonly number[]): Promise<void> {
  if (customerIds.length === 0) return;
  await tx.query(
    `INSERT INTO transaction_balances (customer_id, customer_user_id, balance, updated_at)
     SELECT t.customer_id, max(t.customer_user_id), coalesce(sum(t.balance_effect), 0)::int, now()
       FROM transactions t WHERE t.customer_id = ANY($1::int[]) GROUP BY t.customer_id
     ON CONFLICT (customer_id) DO UPDATE SET customer_user_id = EXCLUDED.customer_user_id, balance = EXCLUDED.balance, updated_at = EXCLUDED.updated_at`,
    [customerIds],
  );
}

/**
 * The ledger (Transaction* events) and the customer -> user map it is addressed by (CustomerCreated).
 * A batch loads the rows it touches (the transactions and their refund rows), folds in memory (fold.ts),
 * writes them back in one statement and recomputes the touched customers' balances. Keys, per changed
 * customer: `{ scope: 'transactions', id: <user>, ownerUserId: <user> }` and the same for 'balances' (the
 * query API pushes them to staff and that customer; web/src/lib/liveInvalidation refreshes every
 * transactions and balances read, and that user's profile balance, without reload).
 */
export const transactionsProjector: Projector = {
  name: 'transactions',
  // 2: change_reason (a void's or refund's reason). A rebuild creates it. 3: a card held for review is
  // not paid (card_amount, paid) until TransactionCardReviewed approves it.
  version: 3,
  eventTypes: TRANSACTIONS_PROJECTOR_EVENT_TYPES,
  tables: TRANSACTIONS_TABLES,
  // refreshBalances stamps now(): when the balance was last computed, not a fact of the log.
  verifyIgnores: { transaction_balances: ['updated_at'] },
  createTables: (tx: Transaction) => createTransactionsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[], context?: ApplyContext): Promise<ChangedKey[]> {
    const parsed = events.map((event) =>
      event.type === 'CustomerCreated' ? ({ kind: 'customer', data: parseEventData(customerCreatedSchema, event) } as const) : ({ kind: 'ledger', event: parseTransactionEvent(event, (schema) => parseEventData(schema, event)) } as const),
    );
    const ids = new Set<number>();
    const customerIds = new Set<number>();
    for (const p of parsed) {
      if (p.kind !== 'ledger') continue;
      ids.add(transactionIdOf(p.event));
      if (p.event.type === 'TransactionCreated') customerIds.add(p.event.data.customerId);
    }

    const rows = new Map<number, LedgerRecord>();
    const refunds = new Map<number, LedgerRecord[]>();
    if (ids.size > 0) {
      const { rows: stored } = await tx.query<Record<string, unknown>>(
        `SELECT * FROM transactions WHERE id = ANY($1::int[]) OR ref_transaction_id = ANY($1::int[])`,
        [[...ids]],
      );
      for (const row of stored) {
        const record = recordOf(row);
        rows.set(record.id, record);
        if (record.ref_transaction_id !== null) refunds.set(record.ref_transaction_id, [...(refunds.get(record.ref_transaction_id) ?? []), record]);
      }
    }
    const users = new Map<number, number>();
    if (customerIds.size > 0) {
      const { rows: known } = await tx.query<{ customer_id: number; user_id: number }>(
        `SELECT customer_id, user_id FROM transaction_customers WHERE customer_id = ANY($1::int[])`,
        [[...customerIds]],
      );
      for (const row of known) users.set(Number(row.customer_id), Number(row.user_id));
    }

    const changed = new Set<number>();
    const touchedCustomers = new Map<number, number | null>();
    // Customers' users: the last per customer, in one statement after the fold (which reads them from `users`).
    const newCustomers = new Map<number, number>();
    for (const [index, p] of parsed.entries()) {
      if (p.kind === 'customer') {
        users.set(p.data.customerId, p.data.userId);
        newCustomers.set(p.data.customerId, p.data.userId);
        continue;
      }
      const at = events[index]!.createdAt.toISOString();
      const out = foldLedgerEvent(rows, (id) => (refunds.get(id) ?? []).map((r) => rows.get(r.id) ?? r), p.event, (c) => users.get(c) ?? null, at);
      for (const record of out) {
        rows.set(record.id, record);
        if (record.ref_transaction_id !== null && !(refunds.get(record.ref_transaction_id) ?? []).some((r) => r.id === record.id)) {
          refunds.set(record.ref_transaction_id, [...(refunds.get(record.ref_transaction_id) ?? []), record]);
        }
        changed.add(record.id);
        touchedCustomers.set(record.customer_id, record.customer_user_id);
      }
    }

    if (newCustomers.size > 0) {
      await tx.query(
        `INSERT INTO transaction_customers (customer_id, user_id) SELECT * FROM unnest($1::int[], $2::int[])
         ON CONFLICT (customer_id) DO UPDATE SET user_id = EXCLUDED.user_id`,
        [[...newCustomers.keys()], [...newCustomers.values()]],
      );
    }
    await upsert(tx, [...changed].map((id) => rows.get(id)!));
    if (!context?.rebuilding) await refreshBalances(tx, [...touchedCustomers.keys()]);
    const keys: ChangedKey[] = [];
    for (const userId of new Set(touchedCustomers.values())) {
      const id = userId === null ? {} : { id: userId };
      keys.push({ scope: 'transactions', ...id, ownerUserId: userId }, { scope: 'balances', ...id, ownerUserId: userId });
    }
    return keys;
  },
  async finishRebuild(tx: Transaction): Promise<void> {
    const { rows } = await tx.query<{ customer_id: number }>(`SELECT DISTINCT customer_id FROM transactions`);
    await refreshBalances(tx, rows.map((r) => Number(r.customer_id)));
  },
};
