import { settleDueTransactions } from '@pawroute/command-api';
import { SEED_BREEDS, type TransactionDetail } from '@pawroute/domain';
import { webhookSignatureOf, type AuthorizeNetSettings } from '@pawroute/platform';
import { startFakeAuthorizeNet, type FakeAuthorizeNet } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, streamOf } from '../appointments/commandsTestKit';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * A card held for review by Authorize.net's fraud detection, through the running server and the local
 * stand-in (a billing zip of 46299 is held; `fake.review` approves or declines it): docs/DECISIONS.md
 * "Payments: held for review" and "Payments: webhooks"; docs/RULES.md "Balance, voids and refunds"
 * (received is money the business has). The completion records it held, owed; the sweep or a webhook
 * records the review's outcome: approved, paid from then; declined, still owed. Webhooks are written
 * down only after their effect: a delivery while the gateway is down (503) is applied by the retry, and
 * ten concurrent deliveries apply once.
 */
let fake: FakeAuthorizeNet;
let server: TestServer;
let admin: TestClient;
let settings: AuthorizeNetSettings;
let stylistId: number;

beforeAll(async () => {
  fake = await startFakeAuthorizeNet();
  settings = { ...fake.credentials, signatureKey: 'BEEF'.repeat(30) + 'CD'.repeat(4), environment: 'sandbox', endpoint: fake.url };
  server = await startTestServer({ config: { authorizeNet: settings } });
  admin = await server.loginAs('admin');
  const stylist = await server.loginAs('stylist');
  stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const HELD_ZIP = '46299';
// A working day each (a weekend appointment conflicts with the stylist's hours and cannot start).
const WEEKDAYS = ['02-03-2027', '02-04-2027', '02-05-2027', '02-08-2027', '02-09-2027', '02-10-2027', '02-11-2027'];
let customers = 0;

/** An appointment in progress for a new customer: its id and the customer's. */
async function appointmentInProgress(): Promise<{ appointmentId: number; customerId: number }> {
  customers += 1;
  const saved = ok('estimate/save', await admin.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: 'Held', breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
    user: { firstName: 'Hal', lastName: `Held${customers}`, emailAddress: `hal.held.${customers}.${Date.now()}@example.com`, phoneNumber: `(817) 555-01${String(10 + customers)}`, isAccount: true },
  }));
  const created = ok('appointments/create', await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: saved.data.estimateId, employeeId: stylistId, appointmentDate: WEEKDAYS[customers - 1], startTime: '9:00 AM', endTime: '10:30 AM',
  }));
  const appointmentId = created.newAppointmentId;
  ok('appointments/start', await admin.post('/api/v4/appointments/start', { appointmentId }));
  const [event] = await streamOf(server, `Appointment-${appointmentId}`);
  return { appointmentId, customerId: (event!.data as { customerId: number }).customerId };
}

/** Accept.js's opaque data for a one-time card billed to `zip` (46299: held for review). */
const heldCard = (zip = HELD_ZIP) => ({
  nameOnCard: 'Hal Held', cardNumber: '', expiration: '12/31', securityCode: '', billingZipcode: zip,
  ...fake.opaqueData({ cardNumber: '4111111111111111', expMonth: 12, expYear: 2031, cardCode: '123' }),
});

async function completeWithHeldCard(appointmentId: number, cents: number): Promise<{ transactionId: number; cardStatus: string }> {
  const body = { appointmentId, isCustomerAbsent: true, transaction: { creditCardAmount: cents, isOneTimePayment: true, oneTimeCard: heldCard() } };
  return ok('appointments/complete', await admin.post<{ transactionId: number; cardStatus: string }>('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': `held-${appointmentId}` } }));
}

/** The ledger row and the appointment's invoice, read once the projections have caught up with the log. */
async function ledger(transactionId: number, customerId: number, appointmentId: number) {
  await server.settle();
  const { transaction } = ok('findById', await admin.get<{ transaction: TransactionDetail }>(`/api/v4/transactions/findById?transactionId=${transactionId}`));
  const invoice = ok('getInvoice', await admin.get<{ charged?: number; paid?: number; balance: number; creditCardAmount: number }>(`/api/v4/transactions/getInvoice?customerId=${customerId}&appointmentId=${appointmentId}`));
  const { balance } = ok('balance', await admin.get<{ balance: number }>(`/api/v4/transactions/getCustomerBalanceAndEmails?customerId=${customerId}`));
  return { status: transaction.status, paid: transaction.paid, card: transaction.creditCardAmount, canVoid: transaction.canVoid, owed: invoice.balance, balance };
}

const gatewayIdOf = async (transactionId: number) =>
  ((await streamOf(server, `Transaction-${transactionId}`))[0]!.data as { received: { card: { gatewayTransactionId: string } } }).received.card.gatewayTransactionId;

let notifications = 0;
function webhook(eventType: string, gatewayTransactionId: string) {
  notifications += 1;
  const body = JSON.stringify({
    notificationId: `5c3f7e00-0000-4000-8000-${String(Date.now()).slice(-8)}${String(notifications).padStart(4, '0')}`,
    eventType,
    eventDate: new Date().toISOString(),
    webhookId: '63d6fea2-aa13-4b1d-a204-f5fbc15942b7',
    payload: { responseCode: 4, entityName: 'transaction', id: gatewayTransactionId },
  });
  const send = async () => {
    const response = await fetch(`${server.url}/api/v4/payments/authorizeNet/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-anet-signature': webhookSignatureOf(body, settings.signatureKey) },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { notificationId: (JSON.parse(body) as { notificationId: string }).notificationId, send };
}
const notificationRows = async (notificationId: string) =>
  Number((await server.services.db.query<{ n: string }>(`SELECT count(*) AS n FROM gateway_webhooks WHERE notification_id = $1`, [notificationId]).catch(() => ({ rows: [{ n: '0' }] }))).rows[0]!.n);

describe('a card held for review by the gateway (docs/DECISIONS.md "Payments: held for review")', () => {
  it('completed with a held card: recorded held and owed; approved at the gateway, the sweep makes it the payment', async () => {
    const { appointmentId, customerId } = await appointmentInProgress();
    const done = await completeWithHeldCard(appointmentId, 5000);
    expect(done.cardStatus).toBe('heldForReview');
    const held = await ledger(done.transactionId, customerId, appointmentId);
    expect(held).toMatchObject({ status: 'heldForReview', paid: 0, card: 0, canVoid: true });
    expect(held.owed).toBeGreaterThan(0);
    expect(held.balance).toBe(held.owed);

    // The sweep asks the gateway: still held, nothing changes.
    await settleDueTransactions(server.services);
    expect(await ledger(done.transactionId, customerId, appointmentId)).toEqual(held);

    fake.review(await gatewayIdOf(done.transactionId), 'approve');
    await settleDueTransactions(server.services);
    const approved = await ledger(done.transactionId, customerId, appointmentId);
    expect(approved).toMatchObject({ status: 'capturedPendingSettlement', paid: 5000, card: 5000, owed: held.owed - 5000, balance: held.balance - 5000 });

    // And settles as any card payment.
    fake.settle();
    await settleDueTransactions(server.services);
    expect((await ledger(done.transactionId, customerId, appointmentId)).status).toBe('settledSuccessfully');
  });

  it('declined at review: the webhook records it; nothing was received, the appointment is still owed', async () => {
    const { appointmentId, customerId } = await appointmentInProgress();
    const done = await completeWithHeldCard(appointmentId, 4000);
    const held = await ledger(done.transactionId, customerId, appointmentId);
    const gatewayId = await gatewayIdOf(done.transactionId);
    fake.review(gatewayId, 'decline');
    const answer = await webhook('net.authorize.payment.fraud.declined', gatewayId).send();
    expect(answer).toMatchObject({ status: 200, body: { applied: true, ledgerTransactionId: done.transactionId, recorded: ['TransactionCardReviewed'] } });
    const declined = await ledger(done.transactionId, customerId, appointmentId);
    expect(declined).toMatchObject({ status: 'declined', paid: 0, card: 0, owed: held.owed, balance: held.balance });
    expect(declined.owed).toBeGreaterThan(0);
    // The sweep, later, finds nothing more to do.
    await settleDueTransactions(server.services);
    expect(await ledger(done.transactionId, customerId, appointmentId)).toEqual(declined);
  });

  it('a fraud.approved webhook turns a held payment (transactions/create) into a payment at once', async () => {
    const { appointmentId, customerId } = await appointmentInProgress();
    const created = ok('transactions/create', await admin.post<{ transactionId: number; status: string }>('/api/v4/transactions/create', {
      customerId, appointmentId, reasonId: 8, creditCardAmount: 2500, isOneTimePayment: true, oneTimeCard: heldCard(),
    }));
    expect(created.status).toBe('heldForReview');
    expect(await ledger(created.transactionId, customerId, appointmentId)).toMatchObject({ status: 'heldForReview', paid: 0, balance: 0 });
    const gatewayId = await gatewayIdOf(created.transactionId);
    fake.review(gatewayId, 'approve');
    const answer = await webhook('net.authorize.payment.fraud.approved', gatewayId).send();
    expect(answer).toMatchObject({ status: 200, body: { applied: true, recorded: ['TransactionCardReviewed'] } });
    // A credit of $25.00 on account: it paid and charged nothing.
    expect(await ledger(created.transactionId, customerId, appointmentId)).toMatchObject({ status: 'capturedPendingSettlement', paid: 2500, balance: -2500 });
    // The stylist's day goes on: the appointment completes (its fees charged, the $25.00 paying toward them).
    ok('appointments/complete', await admin.post('/api/v4/appointments/complete', { appointmentId, isCustomerAbsent: true, transaction: {} }));
  });
});

describe('webhooks are written down after their effect (docs/DECISIONS.md "Payments: webhooks")', () => {
  it('a delivery while the gateway is down answers 503 and writes no notification; the retry applies it', async () => {
    const { appointmentId, customerId } = await appointmentInProgress();
    const done = await completeWithHeldCard(appointmentId, 3000);
    const gatewayId = await gatewayIdOf(done.transactionId);
    fake.review(gatewayId, 'approve');
    const hook = webhook('net.authorize.payment.fraud.approved', gatewayId);
    fake.failNext(1);
    expect((await hook.send()).status).toBe(503);
    expect(await notificationRows(hook.notificationId)).toBe(0);
    expect((await ledger(done.transactionId, customerId, appointmentId)).status).toBe('heldForReview');
    expect(await hook.send()).toMatchObject({ status: 200, body: { applied: true, recorded: ['TransactionCardReviewed'] } });
    expect(await notificationRows(hook.notificationId)).toBe(1);
    expect(await ledger(done.transactionId, customerId, appointmentId)).toMatchObject({ status: 'capturedPendingSettlement', paid: 3000 });
  });

  it('ten concurrent deliveries of one notification apply it once', async () => {
    const { appointmentId } = await appointmentInProgress();
    const done = await completeWithHeldCard(appointmentId, 3500);
    const gatewayId = await gatewayIdOf(done.transactionId);
    fake.review(gatewayId, 'approve');
    const hook = webhook('net.authorize.payment.fraud.approved', gatewayId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => hook.send()));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.applied === true)).toHaveLength(1);
    expect(answers.filter((a) => a.body.duplicate === true)).toHaveLength(9);
    expect(await notificationRows(hook.notificationId)).toBe(1);
    const reviewed = (await streamOf(server, `Transaction-${done.transactionId}`)).filter((e) => e.type === 'TransactionCardReviewed');
    expect(reviewed).toHaveLength(1);
  });

  it('a charge not (yet) recorded and within the grace: the answer says when it is checked again', async () => {
    const { paymentGatewayFor } = await import('@pawroute/platform');
    const charged = await paymentGatewayFor(server.services).charge({
      requestKey: `charge:Transaction-910001:u1:pending-${Date.now()}`,
      amountCents: 1_000,
      source: { opaque: { ...fake.opaqueData({ cardNumber: '4111111111111111', expMonth: 12, expYear: 2031, cardCode: '123' }), expMonth: 12, expYear: 2031, nameOnCard: 'Jo Doe', billingZipcode: '75001' } },
    });
    const answer = await webhook('net.authorize.payment.authcapture.created', charged.transactionId).send();
    expect(answer).toMatchObject({ status: 200, body: { applied: true, pending: expect.stringMatching(/^the ledger may still record it; checked again after /) } });
  });
});
