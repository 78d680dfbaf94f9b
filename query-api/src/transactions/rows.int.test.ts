import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { allProjectors, ledgerHistory, type Projector } from '@pawroute/projections';
import { selectTransactionDetail, selectTransactionRows, selectTransactionTotals } from './rows';

/** The ledger's reads over a varied history (voids, refunds, check-ins) written by the transactions projector. */
const metadata: EventMetadata = {
  actorUserId: 2, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: '2026-03-01T15:00:00.000Z', schemaVersion: 1,
};
const CUSTOMERS = 12;
const projector = (name: string): Projector => allProjectors.find((p) => p.name === name)!;

let position = 0;
const recorded = (type: string, data: unknown, stream: string): RecordedEvent => {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream, revision: 0, position: String(position), createdAt: new Date() };
};

function history(): RecordedEvent[] {
  const customers = Array.from({ length: CUSTOMERS }, (_, i) =>
    recorded('CustomerCreated', {
      customerId: i + 1, userId: 101 + i, tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false,
      defaultGratuityPercent: null, defaultGratuityCents: null, preferredStylistId: null, contactMethodId: null, createdAt: '2026-03-01T15:00:00.000Z',
    }, `Customer-${i + 1}`),
  );
  const ledger = [...ledgerHistory({ seed: 12, transactions: 200, customers: CUSTOMERS, days: 10, lastDate: '2026-03-10', appointmentIdOf: (n) => (n % 3 === 0 ? 1000 + n : null) })];
  return [...customers, ...ledger.flat().map(({ stream, event }) => recorded(event.type, event.data, stream))];
}

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  const transactions = projector('transactions');
  await test.database.transaction(async (tx) => {
    // The ledger and the read models its rows join (names, reasons, the appointment's stylist).
    for (const name of ['transactions', 'customers', 'options', 'appointments']) await projector(name).createTables(tx);
    await tx.query(
      `INSERT INTO users (id, first_name, last_name, email_address, user_type_id, customer_id, name_search, created_at)
       SELECT 100 + g, 'Cust', 'Number' || g, 'c' || g || '@example.com', 5, g, 'cust number' || g, now() FROM generate_series(1, ${CUSTOMERS}) g`,
    );
    await tx.query(`INSERT INTO customers (id, user_id, trip_charge_cents, created_at) SELECT g, 100 + g, 3900, now() FROM generate_series(1, ${CUSTOMERS}) g`);
    await tx.query(`INSERT INTO transaction_reasons (id, reason) VALUES (1, 'Appointment')`);
    await transactions.apply(tx, history().filter((e) => transactions.eventTypes.includes(e.type)));
  });
});
afterAll(async () => {
  await test?.drop();
});

describe('the ledger reads (real Postgres)', () => {
  it('the totals strip over every row is charged − paid = Σ balances; rows and detail read back', async () => {
    const { totals, count } = await selectTransactionTotals(test.database, 'true');
    const balances = await test.database.query<{ balance: string }>(`SELECT balance FROM transaction_balances`);
    expect(totals.balance).toBe(balances.rows.reduce((a, b) => a + Number(b.balance), 0));
    expect(totals.totalCharged).toBe(totals.serviceFee + totals.otherFees + totals.gratuity);
    // The Service Fee's parts (groom, trip, generator, fuel, discount, sales tax, other, refunds) add up to it.
    const p = totals.serviceFeeParts;
    expect(p.groom + p.trip + p.generator + p.fuel - p.discount + p.salesTax + p.other + p.refunds).toBe(totals.serviceFee);
    expect(p.groom).toBeGreaterThan(0);
    expect(p.refunds).toBeLessThan(0);
    expect(totals.totalPaid).toBe(totals.creditCard + totals.cash + totals.check + totals.giftCard);
    expect(count).toBe(Number((await test.database.query<{ n: string }>(`SELECT count(*) AS n FROM transactions`)).rows[0]!.n));
    const [row] = await selectTransactionRows(test.database, { where: 't.is_refunded', limit: 1 });
    expect(row!.customerName).toMatch(/^Cust Number\d+$/);
    expect(row!.reason).toBe('Appointment');
    expect(row!.transactionDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const detail = (await selectTransactionDetail(test.database, row!.ID))!;
    expect(detail.refunds.length).toBeGreaterThan(0);
    expect(detail.refundableAmount).toBe(detail.creditCardAmount - detail.refunds.reduce((a, r) => a + r.amount, 0));
    expect(detail.canVoid).toBe(false);
  });
});
