import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBalance, foldTransaction, ledgerEntryOf, TRANSACTION_EVENT_SCHEMAS, type DomainEvent, type EventMetadata } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { createCustomersTables } from '../customers';
import { createOptionsTables } from '../options';
import { createAppointmentsTables } from '../appointments';
import { ledgerHistory, type HistoryEvent } from './ledgerHistory';
import { transactionsProjector } from './projector';

const metadata: EventMetadata = {
  actorUserId: 2, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: '2026-03-01T15:00:00.000Z', schemaVersion: 1,
};

let position = 0;
function recorded(type: string, data: unknown, stream = `Test-${position + 1}`): RecordedEvent {
  const schema = TRANSACTION_EVENT_SCHEMAS[type as keyof typeof TRANSACTION_EVENT_SCHEMAS];
  if (schema) schema.parse(data);
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream, revision: 0, position: String(position), createdAt: new Date() };
}

const CUSTOMERS = 12;
const customerCreated = (customerId: number) =>
  recorded('CustomerCreated', {
    customerId, userId: 100 + customerId, tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false,
    defaultGratuityPercent: null, defaultGratuityCents: null, preferredStylistId: null, contactMethodId: null, createdAt: '2026-03-01T15:00:00.000Z',
  });

/** 400 transactions by the real decider, interleaved round-robin so streams cross batches. */
function historyEvents(): { recorded: RecordedEvent[]; streams: Map<string, DomainEvent[]> } {
  const perTransaction = [...ledgerHistory({ seed: 12, transactions: 400, customers: CUSTOMERS, days: 10, lastDate: '2026-03-10', appointmentIdOf: (n) => (n % 3 === 0 ? 1000 + n : null) })];
  const order: HistoryEvent[] = [];
  for (let i = 0; perTransaction.some((t) => t.length > i); i += 1) for (const t of perTransaction) if (t[i]) order.push(t[i]!);
  const streams = new Map<string, DomainEvent[]>();
  for (const { stream, event } of order) streams.set(stream, [...(streams.get(stream) ?? []), event]);
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => customerCreated(i + 1));
  return { recorded: [...customers, ...order.map(({ stream, event }) => recorded(event.type, event.data, stream))], streams };
}

const { recorded: history, streams } = historyEvents();

/** The domain's balance per customer: each stream folded by the decider's evolve, summed by customerBalance. */
function foldedBalances(): Map<number, number> {
  const entries = new Map<number, ReturnType<typeof ledgerEntryOf>[]>();
  for (const events of streams.values()) {
    const state = foldTransaction(events);
    if (state.kind !== 'recorded') continue;
    entries.set(state.customerId, [...(entries.get(state.customerId) ?? []), ledgerEntryOf(state)]);
  }
  return new Map([...entries].map(([customerId, list]) => [customerId, customerBalance(list.filter((e) => e !== null))]));
}

let batched: TestDatabase;
let single: TestDatabase;

const apply = (db: TestDatabase, events: readonly RecordedEvent[]) => db.database.transaction((tx: Transaction) => transactionsProjector.apply(tx, events));

async function tables(db: TestDatabase) {
  const q = (sql: string) => db.database.query(sql).then((r) => r.rows);
  return {
    transactions: await q(`SELECT * FROM transactions ORDER BY id`),
    balances: await q(`SELECT customer_id, customer_user_id, balance FROM transaction_balances ORDER BY customer_id`),
    customers: await q(`SELECT * FROM transaction_customers ORDER BY customer_id`),
  };
}

async function applyInBatches(db: TestDatabase, size: number) {
  const keys = [];
  for (let i = 0; i < history.length; i += size) keys.push(...(await apply(db, history.slice(i, i + size))));
  return keys;
}

beforeAll(async () => {
  [batched, single] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  for (const db of [batched, single]) await db.database.transaction((tx) => transactionsProjector.createTables(tx));
  // The read models the rows join (names, reasons, the appointment's stylist).
  await batched.database.transaction(async (tx) => {
    await createCustomersTables(tx);
    await createOptionsTables(tx);
    await createAppointmentsTables(tx);
    await tx.query(
      `INSERT INTO users (id, first_name, last_name, email_address, user_type_id, customer_id, name_search, created_at)
       SELECT 100 + g, 'Cust', 'Number' || g, 'c' || g || '@example.com', 5, g, 'cust number' || g, now() FROM generate_series(1, ${CUSTOMERS}) g`,
    );
    await tx.query(`INSERT INTO customers (id, user_id, trip_charge_cents, created_at) SELECT g, 100 + g, 3900, now() FROM generate_series(1, ${CUSTOMERS}) g`);
    await tx.query(`INSERT INTO transaction_reasons (id, reason) VALUES (1, 'Appointment')`);
  });
});
afterAll(async () => {
  await batched?.drop();
  await single?.drop();
});

describe('transactions projector (real Postgres)', () => {
  let keys: Awaited<ReturnType<typeof apply>>;

  it('has a varied history: voids, refunds with overpayments and concessions, check-ins', () => {
    const types = history.map((e) => e.type);
    for (const type of ['TransactionCreated', 'TransactionSettled', 'TransactionVoided', 'TransactionRefunded', 'TransactionCheckedIn']) expect(types).toContain(type);
    const refunds = history.filter((e) => e.type === 'TransactionRefunded').map((e) => e.data as { overpayment: number; concession: number });
    expect(refunds.some((r) => r.overpayment > 0)).toBe(true);
    expect(refunds.some((r) => r.concession > 0)).toBe(true);
  });

  it('the balance read model equals a fold of the domain balance() over the events (docs/RULES.md "Balance")', async () => {
    keys = await applyInBatches(batched, 97);
    const t = await tables(batched);
    const expected = foldedBalances();
    expect(new Map(t.balances.map((b) => [Number(b.customer_id), Number(b.balance)]))).toEqual(expected);
    expect(t.balances.every((b) => Number(b.customer_user_id) === 100 + Number(b.customer_id))).toBe(true);
  });

  it('writes refunds as rows of their own with refTransactionId, negative amounts, and voids as 0 in the balance', async () => {
    const t = await tables(batched);
    const refundEvents = history.filter((e) => e.type === 'TransactionRefunded');
    const refundRows = t.transactions.filter((r) => r.is_refund);
    expect(refundRows).toHaveLength(refundEvents.length);
    for (const row of refundRows) {
      const original = t.transactions.find((o) => o.id === row.ref_transaction_id)!;
      expect(original.is_refunded).toBe(true);
      expect(Number(row.paid)).toBeLessThan(0);
      expect(Number(row.service_fee) + Number(row.other_fees) + Number(row.gratuity)).toBe(Number(row.charged));
    }
    for (const row of t.transactions.filter((r) => r.is_voided)) {
      expect(Number(row.balance_effect)).toBe(0);
      expect(row.status === null || row.status === 'voided').toBe(true);
    }
  });

  it('names the changed keys with the customer as owner and id (transactions, balances)', () => {
    expect(keys).toContainEqual({ scope: 'transactions', id: 101, ownerUserId: 101 });
    expect(keys).toContainEqual({ scope: 'balances', id: 101, ownerUserId: 101 });
    expect(keys.every((k) => k.ownerUserId === k.id)).toBe(true);
  });

  it('replayed, the same events leave the same rows', async () => {
    const before = await tables(batched);
    await applyInBatches(batched, 250);
    expect(await tables(batched)).toEqual(before);
  });

  it('one event per batch ends in the same rows as big batches', async () => {
    for (const event of history) await apply(single, [event]);
    const [a, b] = [await tables(single), await tables(batched)];
    expect(a.transactions.map((r) => ({ ...r, date_added: String(r.date_added) }))).toEqual(b.transactions.map((r) => ({ ...r, date_added: String(r.date_added) })));
    expect(a.balances).toEqual(b.balances);
  });

  it('faults on a malformed event rather than writing a half row', async () => {
    const bad = { ...history.find((e) => e.type === 'TransactionCreated')!, data: { transactionId: 99999 } };
    await expect(apply(single, [bad])).rejects.toThrow();
    expect((await single.database.query(`SELECT 1 FROM transactions WHERE id = 99999`)).rows).toEqual([]);
  });
});
