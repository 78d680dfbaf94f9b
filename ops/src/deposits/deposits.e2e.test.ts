import { DEPOSIT_PROBLEMS, type DepositsAnswer } from '@pawroute/domain';
import { paymentGatewayFor } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../appointments/commandsTestKit';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * The Deposits page's read over the running server with the sandbox gateway (it settles at once here):
 * each settled batch with its charges and refunds, matched against the ledger; a charge the ledger never
 * recorded is flagged with what differs, and the batch with it.
 */
let s: TestServer;
let office: TestClient;
let admin: TestClient;
let stylist: TestClient;
let customerId: number;
beforeAll(async () => {
  s = await startTestServer({ config: { settleAfterS: 0 } });
  [office, admin, stylist] = await Promise.all([s.loginAs('office'), s.loginAs('admin'), s.loginAs('stylist')]);
  const customer = await s.loginAs('customer');
  customerId = ok('session', await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user')).user.customerId;
}, 180_000);
afterAll(async () => s?.close());

const CARD = { nameOnCard: 'Pat Payer', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205' };
const cardPayment = (cents: number) => ({ customerId, reasonId: 8, serviceFeeOther: cents, serviceFee: cents, creditCardAmount: cents, isOneTimePayment: true, oneTimeCard: CARD });

describe('GET /api/v4/deposits/findByDate', () => {
  it("each settled batch: charges less refunds, every transaction matched with the ledger, a charge the ledger never recorded flagged", async () => {
    const first = ok('create', await office.post<{ transactionId: number }>('/api/v4/transactions/create', cardPayment(1500)));
    const second = ok('create', await office.post<{ transactionId: number }>('/api/v4/transactions/create', cardPayment(2500)));
    const refund = ok('refund', await admin.post<{ refundTransactionId: number }>('/api/v4/transactions/refund', { refTransactionId: second.transactionId, amount: 500, reason: 'Nail trim skipped' }));
    // Taken at the gateway, never recorded (e.g. in the gateway's own interface).
    const outside = await paymentGatewayFor(s.services).charge({ requestKey: `outside-${Date.now()}`, amountCents: 700, source: { card: { ...CARD, expMonth: 12, expYear: 2039 } } });

    const answer = ok('deposits', await office.get<DepositsAnswer>('/api/v4/deposits/findByDate'));
    expect(answer.gateway).toBe('sandbox');
    expect(answer.batches).toHaveLength(1);
    const [batch] = answer.batches;
    expect(batch).toMatchObject({ chargesCents: 1500 + 2500 + 700, refundsCents: 500, totalCents: 4200, ledgerTotalCents: 3500, matched: false });
    const byLedger = (id: number) => batch!.transactions.find((t) => t.ledgerTransactionId === id);
    expect(byLedger(first.transactionId)).toMatchObject({ kind: 'charge', amountCents: 1500, ledgerAmountCents: 1500, problem: null, cardLast4: '1111' });
    expect(byLedger(first.transactionId)!.customerName).toBeTruthy();
    expect(byLedger(refund.refundTransactionId)).toMatchObject({ kind: 'refund', amountCents: 500, ledgerAmountCents: 500, problem: null });
    expect(batch!.transactions.find((t) => t.gatewayTransactionId === outside.transactionId)).toMatchObject({ ledgerTransactionId: null, problem: DEPOSIT_PROBLEMS.notInLedger });

    // A range with no settlement is empty; the dates are the business's.
    expect(ok('deposits', await office.get<DepositsAnswer>('/api/v4/deposits/findByDate', { query: { startDate: '01-01-2020', endDate: '01-31-2020' } })).batches).toEqual([]);
  });

  it('needs ViewAllTransactions; a backwards or too long range is a 400 with the message', async () => {
    expect((await stylist.get('/api/v4/deposits/findByDate')).status).toBe(403);
    const backwards = await office.get<{ message: string }>('/api/v4/deposits/findByDate', { query: { startDate: '02-01-2026', endDate: '01-01-2026' } });
    expect([backwards.status, backwards.body.message]).toEqual([400, DEPOSIT_PROBLEMS.rangeBackwards]);
    const long = await office.get<{ message: string }>('/api/v4/deposits/findByDate', { query: { startDate: '01-01-2024', endDate: '01-01-2026' } });
    expect([long.status, long.body.message]).toEqual([400, DEPOSIT_PROBLEMS.rangeTooLong]);
    const bad = await office.get('/api/v4/deposits/findByDate', { query: { startDate: 'soon' } });
    expect(bad.status).toBe(400);
  });
});
