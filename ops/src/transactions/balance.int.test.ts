import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerBalance,
  foldTransaction,
  ledgerEntryOf,
  transactionDecider,
  transactionStream,
  TRANSACTION_MESSAGES,
  type DomainEvent,
  type LedgerEntry,
  type TransactionCommand,
} from '@pawroute/domain';
import { DomainError } from '@pawroute/domain';
import { createPostgresEventStore, executeCommand, type Database, type EventStore, type Position, type RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { ledgerHistory, rebuildAll, startProjectionRunner, transactionsProjector } from '@pawroute/projections';
import { memoryLogger, readEverything, waitForProjector } from '@pawroute/projections/testing';

/**
 * The balance read model against the event store (docs/RULES.md "Balance, voids and
 * refunds"): a ledger history written by the real decider, plus 1,000 concurrent $1 refunds of one
 * settled $10 card payment decided under the stream's revision. Exactly 10 succeed, the rest are refused
 * with the decider's message; then the live projection, a rebuild from zero and a fold of the domain's
 * balance() over the stored events all give the same balance per customer.
 */
let test: TestDatabase;
let db: Database;
let store: EventStore;
const CUSTOMERS = 8;
const PAYMENT = 800_001;

const append = (stream: string, events: { type: string; data: unknown }[]) =>
  store.appendToStream(
    stream,
    events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e.data,
      metadata: { actorUserId: 2, correlationId: randomUUID(), causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
    })),
    { expected: 'any' },
  );

const run = (command: TransactionCommand, transactionId: number, maxRetries = 5) =>
  executeCommand(store, transactionStream(transactionId), transactionDecider, command, {
    commandName: command.type,
    context: { now: new Date().toISOString(), actorUserId: 2 },
    correlationId: randomUUID(),
    maxRetries,
  });

/** The domain's balance per customer: every Transaction stream folded, summed by customerBalance(). */
function foldedBalances(all: readonly RecordedEvent[]): Record<number, number> {
  const streams = new Map<string, DomainEvent[]>();
  for (const e of all) if (e.stream.startsWith('Transaction-')) streams.set(e.stream, [...(streams.get(e.stream) ?? []), { type: e.type, data: e.data } as DomainEvent]);
  const entries = new Map<number, LedgerEntry[]>();
  for (const events of streams.values()) {
    const state = foldTransaction(events);
    const entry = ledgerEntryOf(state);
    if (state.kind === 'recorded' && entry) entries.set(state.customerId, [...(entries.get(state.customerId) ?? []), entry]);
  }
  return Object.fromEntries([...entries].map(([customerId, list]) => [customerId, customerBalance(list)]));
}

async function readBalances(): Promise<Record<number, number>> {
  const { rows } = await db.query<{ customer_id: number; balance: number }>(`SELECT customer_id, balance FROM transaction_balances ORDER BY customer_id`);
  return Object.fromEntries(rows.map((r) => [Number(r.customer_id), Number(r.balance)]));
}

let outcomes: PromiseSettledResult<unknown>[];
let head: Position;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database;
  store = await createPostgresEventStore(db);
  for (let c = 1; c <= CUSTOMERS; c += 1) {
    await append(`Customer-${c}`, [{ type: 'CustomerCreated', data: {
      customerId: c, userId: 100 + c, tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false,
      defaultGratuityPercent: null, defaultGratuityCents: null, preferredStylistId: null, contactMethodId: null, createdAt: new Date().toISOString(),
    } }]);
  }
  for (const events of ledgerHistory({ seed: 7, transactions: 300, customers: CUSTOMERS, days: 30, lastDate: '2026-11-20' })) {
    await append(events[0]!.stream, events.map((e) => e.event));
  }
  // One settled $10 card payment (customer 1), then 1,000 concurrent $1 refunds of it. Ten winners, not fifty:
  // every win is a round in which the other attempts conflict and read again, so the rounds (not the
  // thousand racers) are what this test pays for, and ten rounds prove the same thing.
  await run({
    type: 'CreateTransaction',
    data: {
      transactionId: PAYMENT, customerId: 1, appointmentId: null, reasonId: 1, transactionDate: '2026-11-20', notes: null,
      charged: { serviceFeeGroom: 1000, serviceFeeTrip: 0, serviceFeeGenerator: 0, serviceFeeFuel: 0, serviceDiscountTotal: 0, serviceFeeSalesTax: 0, serviceFeeOther: 0, serviceFee: 1000, cancelFee: 0, returnedFee: 0, reprocessFee: 0, gratuity: 0 },
      received: { card: { amount: 1000, status: 'capturedPendingSettlement', creditCardId: null, isOneTimePayment: true, last4: '4242', brand: 'Visa', gatewayTransactionId: 'g-10' }, cashAmount: 0, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null },
      creditAmount: 0, gratuityMethod: null,
    },
  }, PAYMENT);
  await run({ type: 'SettleTransaction', data: { transactionId: PAYMENT } }, PAYMENT);
  outcomes = await Promise.allSettled(
    Array.from({ length: 1000 }, (_, i) =>
      run({ type: 'RefundTransaction', data: { refTransactionId: PAYMENT, refundTransactionId: 810_000 + i, amount: 100, refundDate: '2026-11-21', gatewayTransactionId: `r-${i}` } }, PAYMENT, 2000),
    ),
  );
  const last = (await store.readStream(transactionStream(PAYMENT))).at(-1)!;
  head = last.position;
}, 240_000);

afterAll(async () => {
  await store?.close();
  await test?.drop();
});

describe('the balance read model (real Postgres, real store)', { timeout: 240_000 }, () => {
  it('1,000 concurrent $1 refunds of a settled $10 payment: exactly 10 succeed, the rest are refused with the decider\'s message', () => {
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(refused).toHaveLength(990);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(DomainError);
      expect(r.reason.statusCode).toBe(409);
      expect([TRANSACTION_MESSAGES.refundTooLarge('$0.00'), TRANSACTION_MESSAGES.refundNothingLeft]).toContain(r.reason.message);
    }
  });

  it('the live projection, a rebuild from events and the domain fold agree on every customer\'s balance', async () => {
    const all = await readEverything(store, head);
    const expected = foldedBalances(all);
    const runner = await startProjectionRunner({ db, store, projectors: [transactionsProjector], logger: memoryLogger() });
    try {
      await waitForProjector(db, store, 'transactions', head);
    } finally {
      await runner.stop();
    }
    const live = await readBalances();
    expect(live).toEqual(expected);
    // The $10 payment fully refunded by concessions: charged and received both 0 net, so customer 1's
    // balance is that of the rest of their ledger.
    const { rows } = await db.query<{ n: number; paid: number }>(`SELECT count(*)::int AS n, sum(paid)::int AS paid FROM transactions WHERE ref_transaction_id = $1`, [PAYMENT]);
    expect(rows[0]).toEqual({ n: 10, paid: -1000 });

    await rebuildAll({ db, store, projectors: [transactionsProjector] });
    expect(await readBalances()).toEqual(expected);
  });
});
