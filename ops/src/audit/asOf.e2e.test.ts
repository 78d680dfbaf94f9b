import { randomUUID } from 'node:crypto';
import {
  decideTransaction,
  evolveTransaction,
  initialTransactionState,
  transactionStream,
  type AuditAsOfAnswer,
  type AuditHistoryAnswer,
  type BalanceAnswer,
  type ChargedParts,
  type TransactionCommand,
  type TransactionState,
} from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDatePlus, newCustomer, ok, type Person } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * "Replay as of an instant", over real HTTP on a real Postgres: balances as of an instant
 * before a refund equal what getBalance answered at that instant (recorded during the test), and after
 * it equal today's; the history of a transaction names who, what, when and from which request.
 */
let t: TestServer;
let admin: TestClient;
let office: TestClient;
let dana: Person;
let eli: Person;
const TODAY = localDatePlus(0);
const ADMIN_USER_ID = 1;

const states = new Map<number, TransactionState>();
/** The real decider's events, appended as the command side would, with an actor and a correlation id. */
async function write(command: TransactionCommand, transactionId: number, correlationId: string): Promise<void> {
  const state = states.get(transactionId) ?? initialTransactionState();
  const now = new Date().toISOString();
  const events = decideTransaction(command, state, { now, actorUserId: ADMIN_USER_ID });
  states.set(transactionId, events.reduce(evolveTransaction, state));
  const appended = await t.services.store.appendToStream(
    transactionStream(transactionId),
    events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e.data,
      metadata: { actorUserId: ADMIN_USER_ID, correlationId, causationId: null, commandName: command.type, idempotencyKey: null, occurredAt: now, schemaVersion: 1 },
    })),
    { expected: state.kind === 'none' ? 'no_stream' : 'stream_exists' },
  );
  await t.settle(appended.position);
}

const charge = (groom: number): ChargedParts => ({
  serviceFeeGroom: groom, serviceFeeTrip: 3900, serviceFeeGenerator: 0, serviceFeeFuel: 146, serviceDiscountTotal: 0, serviceFeeSalesTax: 0,
  serviceFeeOther: 0, serviceFee: groom + 3900 + 146, cancelFee: 0, returnedFee: 0, reprocessFee: 0, gratuity: 0,
});
const paid = (card: number, cash = 0) => ({
  card: card > 0 ? { amount: card, status: 'capturedPendingSettlement' as const, creditCardId: null, isOneTimePayment: true, last4: '4242', brand: 'Visa', gatewayTransactionId: `g-${randomUUID()}` } : null,
  cashAmount: cash, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null,
});
const create = (transactionId: number, who: Person, charged: ChargedParts, received: ReturnType<typeof paid>, correlationId: string) =>
  write({
    type: 'CreateTransaction',
    data: { transactionId, customerId: who.customerId, appointmentId: null, reasonId: 1, transactionDate: TODAY, notes: null, charged, received, creditAmount: 0, gratuityMethod: null },
  }, transactionId, correlationId);

const T1 = 930001, T2 = 930002, R1 = 940001;
const balanceOf = async (who: Person) => ok('getBalance', await admin.get<BalanceAnswer>('/api/v4/user/getBalance', { query: { userId: who.userId } })).balanceCents;
const asOf = async (instant: string) => ok('audit/asOf', await admin.get<AuditAsOfAnswer>('/api/v4/audit/asOf', { query: { instant } }));
/** An instant after everything written so far, before anything written later (both clocks are this machine's). */
async function instantNow(): Promise<string> {
  const at = new Date();
  // The next write must be recorded after `at`: wait for the clock to move on (the condition, not a time).
  for (const start = Date.now(); Date.now() <= start; ) await new Promise((r) => setImmediate(r));
  return at.toISOString();
}

let before: { instant: string; dana: number; eli: number };
let afterRefund: { instant: string; dana: number; eli: number };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.loginAs('admin');
  office = await t.loginAs('office');
  dana = await newCustomer(office, 'Dana', 'Audit');
  eli = await newCustomer(office, 'Eli', 'Audit');
  // Dana pays 7046 on a 6046 charge: a $10 credit (-1000). Eli owes 3046 of 8046.
  await create(T1, dana, charge(2000), paid(7046), 'corr-create-t1');
  await create(T2, eli, charge(4000), paid(0, 5000), 'corr-create-t2');
  await write({ type: 'SettleTransaction', data: { transactionId: T1 } }, T1, 'corr-settle-t1');
  before = { instant: '', dana: await balanceOf(dana), eli: await balanceOf(eli) };
  before.instant = await instantNow();
  // The refund returns the overpayment first: Dana's balance rises to 0.
  await write({ type: 'RefundTransaction', data: { refTransactionId: T1, refundTransactionId: R1, amount: 1000, refundDate: TODAY, gatewayTransactionId: 'r1' } }, T1, 'corr-refund-t1');
  afterRefund = { instant: '', dana: await balanceOf(dana), eli: await balanceOf(eli) };
  afterRefund.instant = await instantNow();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v4/audit/asOf', () => {
  it('before the refund: the balances getBalance answered then; after it: today\'s', async () => {
    expect(before.dana).toBe(-1000);
    expect(afterRefund.dana).toBe(0);
    const then = await asOf(before.instant);
    const bal = (answer: AuditAsOfAnswer, who: Person) => answer.balances.find((b) => b.customerId === who.customerId)!;
    expect(bal(then, dana)).toMatchObject({ balanceThen: before.dana, balanceNow: afterRefund.dana, customerName: 'Dana Audit' });
    expect(bal(then, eli)).toMatchObject({ balanceThen: before.eli, balanceNow: afterRefund.eli });
    // The refund row did not exist then; the original was not refunded yet.
    expect(then.transactions.find((x) => x.id === R1)).toMatchObject({ then: null, now: expect.objectContaining({ paid: -1000 }) });
    expect(then.transactions.find((x) => x.id === T1)).toMatchObject({ then: expect.objectContaining({ isRefunded: false }), now: expect.objectContaining({ isRefunded: true, refunded: 1000 }) });

    const now = await asOf(afterRefund.instant);
    expect(bal(now, dana).balanceThen).toBe(afterRefund.dana);
    expect(bal(now, eli).balanceThen).toBe(afterRefund.eli);
    // The month's reports as they stood: both transactions' sales (no tax), unmoved by the overpayment refund.
    expect(then.reports.then.salesTax).toEqual({ taxable: 6046 + 8046, exempt: 0, tax: 0 });
    expect(then.reports.now.salesTax).toEqual({ taxable: 6046 + 8046, exempt: 0, tax: 0 });
    expect((await asOf('2000-01-01T00:00:00Z')).reports.then.salesTax.taxable).toBe(0);
    // After the last event, every balance then is today's (the replay and the read model agree).
    for (const b of now.balances) expect(b.balanceThen).toBe(b.balanceNow);
    expect(now.totals.balanceThen).toBe(now.totals.balanceNow);
  });

  it('the replayed reports of now equal the reports read model (the same arithmetic, two ways)', async () => {
    const answer = await asOf(afterRefund.instant);
    const spec = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
    const report = ok('getSalesTax', await admin.get<{ totals: { taxableSales: number; taxCollected: number; exemptSales: number } }>('/api/v4/reports/getSalesTax', {
      query: { startDate: spec(answer.reports.startDate), endDate: spec(answer.reports.endDate) },
    }));
    expect(report.totals).toMatchObject({ taxableSales: answer.reports.now.salesTax.taxable, exemptSales: answer.reports.now.salesTax.exempt, taxCollected: answer.reports.now.salesTax.tax });
  });

  it('before anything was written, nobody owed anything', async () => {
    const answer = await asOf('2000-01-01T00:00:00Z');
    expect(answer.eventsReplayed).toBe(0);
    expect(answer.balances.every((b) => b.balanceThen === 0)).toBe(true);
  });

  it('refuses a malformed instant with a 400, and a user without ViewAuditLog with a 403', async () => {
    const bad = await admin.get<{ message: string }>('/api/v4/audit/asOf', { query: { instant: 'yesterday' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/valid instant/);
    expect((await admin.get('/api/v4/audit/asOf')).status).toBe(400);
    expect((await office.get('/api/v4/audit/asOf', { query: { instant: before.instant } })).status).toBe(403);
    expect((await office.get('/api/v4/audit/history', { query: { customerId: dana.customerId } })).status).toBe(403);
    expect((await office.get('/api/v4/audit/verify')).status).toBe(403);
    expect((await office.get('/api/v4/audit/export')).status).toBe(403);
    expect((await t.client().get('/api/v4/audit/asOf', { query: { instant: before.instant } })).status).toBe(401);
  });
});

describe('GET /api/v4/audit/history', () => {
  it('is the timeline of a transaction: who, what, when, from which request, amounts before and after', async () => {
    const history = ok('history', await admin.get<AuditHistoryAnswer>('/api/v4/audit/history', { query: { transactionId: T1 } }));
    expect(history.entries.map((e) => [e.type, e.correlationId])).toEqual([
      ['TransactionCreated', 'corr-create-t1'],
      ['TransactionSettled', 'corr-settle-t1'],
      ['TransactionRefunded', 'corr-refund-t1'],
    ]);
    const [created, , refunded] = history.entries;
    expect(created).toMatchObject({ actor: { userId: ADMIN_USER_ID, name: expect.any(String) }, chargedBefore: 0, chargedAfter: 6046, paidAfter: 7046, balanceBefore: 0, balanceAfter: -1000 });
    expect(refunded).toMatchObject({ transactionId: R1, paidBefore: 0, paidAfter: -1000, balanceBefore: -1000, balanceAfter: 0, commandName: 'RefundTransaction' });
    expect(Date.parse(refunded!.recordedAt)).toBeGreaterThan(Date.parse(before.instant));
  });

  it('is the timeline of a customer balance', async () => {
    const history = ok('history', await admin.get<AuditHistoryAnswer>('/api/v4/audit/history', { query: { customerId: eli.customerId } }));
    expect(history.entries.map((e) => [e.type, e.balanceBefore, e.balanceAfter])).toEqual([['TransactionCreated', 0, 3046]]);
    expect((await admin.get('/api/v4/audit/history', { query: { customerId: 1, transactionId: 2 } })).status).toBe(400);
  });
});

describe('GET /api/v4/audit/export and verify', () => {
  it('streams the ledger as CSV with the running balances', async () => {
    const response = await admin.get<string>('/api/v4/audit/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = String(response.body).trim().split('\r\n');
    expect(lines[0]).toMatch(/^"position","recordedAt","occurredAt","event",/);
    const refund = lines.find((l) => l.includes('TransactionRefunded') && l.includes(String(R1)))!;
    // Dana's balance before and after, then the whole ledger's: the last columns.
    expect(refund.split(',').slice(-3, -1)).toEqual(['-10', '0']);
    // The Service Fee with its parts (groom, trip, generator, fuel, discount, sales tax, other), before the balances.
    const header = lines[0]!.split(',').map((h) => h.replace(/"/g, ''));
    expect(header.slice(-11)).toEqual([
      'serviceFee', 'serviceFeeGroom', 'serviceFeeTrip', 'serviceFeeGenerator', 'serviceFeeFuel', 'serviceDiscount', 'serviceFeeSalesTax', 'serviceFeeOther',
      'customerBalanceBefore', 'customerBalance', 'ledgerBalance',
    ]);
    const created = lines.find((l) => l.includes('TransactionCreated') && l.includes(String(T1)))!;
    expect(created.split(',').slice(-11, -3)).toEqual(['60.46', '20', '39', '0', '1.46', '0', '0', '0']);
    expect(Number(response.headers.get('x-pawroute-total'))).toBeGreaterThanOrEqual(4);
  });

  it('verifies the chain with progress lines and a result', async () => {
    // Newline-delimited JSON: read as text (the test client would parse it as one JSON document).
    const response = await fetch(new URL('/api/v4/audit/verify', t.url), { headers: { Cookie: admin.cookieHeader() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = (await response.text()).trim().split('\n').map((l) => JSON.parse(l) as { kind: string; ok?: boolean; events?: number });
    expect(lines.at(-1)).toMatchObject({ kind: 'result', ok: true });
    expect(lines.at(-1)!.events).toBeGreaterThan(10);
    expect(lines.some((l) => l.kind === 'progress')).toBe(true);
  });
});
