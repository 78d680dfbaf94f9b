import {
  APPOINTMENT_MESSAGES,
  PACKAGE_LABELS,
  TRANSACTION_MESSAGES as M,
  customerBalance,
  foldTransaction,
  ledgerEntryOf,
  type DomainEvent,
  type EstimateSavedData,
  type TransactionCreated,
  type TransactionRefunded,
} from '@pawroute/domain';
import { CARD_DECLINED, SandboxGateway, paymentGatewayFor, usePaymentGateway, type PaymentGateway } from '@pawroute/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, expectRefused, futureDate, newCustomer, newEstimate, ok, streamOf, type Answer } from '../appointments/commandsTestKit';
import { settleDueTransactions } from '@pawroute/command-api';
import { upload } from '../pets/testSupport';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * The ledger's writes and completion over real HTTP on a real Postgres, with the sandbox
 * gateway: the payment lifecycle (docs/RULES.md "Balance, voids and refunds": a card part
 * voids only before settlement, a refund only after and never more than what remains paid), idempotent
 * payments, the completion guard and the absent-customer path. Results are read from the event store and
 * the gateway, not from read models (another helper's).
 *
 * The server settles card payments at once (PAWROUTE_SETTLE_AFTER_S=0, config.settleAfterS); the tests
 * that need a payment before settlement put a sandbox gateway with a far settlement in its place.
 */
let s: TestServer;
let office: TestClient;
let admin: TestClient;
let stylist: TestClient;
let customer: TestClient;
let samId: number;
let casey: { userId: number; customerId: number; petId: number };

const T = (name: string) => `/api/v4/transactions/${name}`;
const A = (name: string) => `/api/v4/appointments/${name}`;
const CARD = { nameOnCard: 'Pat Payer', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205' };
const DECLINED_CARD = { ...CARD, cardNumber: '4000000000000002' };
type Created = { transactionId: number; status: string | null };
type ErrorBody = { statusCode: number; message: string };

const cashPayment = (cents: number, extra: Record<string, unknown> = {}) => ({
  customerId: casey.customerId, reasonId: 8, serviceFeeOther: cents, serviceFee: cents, cashAmount: cents, ...extra,
});
const cardPayment = (cents: number, card = CARD) => ({
  customerId: casey.customerId, reasonId: 8, serviceFeeOther: cents, serviceFee: cents, creditCardAmount: cents, isOneTimePayment: true, oneTimeCard: card,
});
const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

async function created(client: TestClient, body: Record<string, unknown>, key?: string): Promise<Created> {
  return ok('transactions/create', await client.post<Created>(T('create'), body, key ? withKey(key) : {}));
}
const transactionEvents = (id: number) => streamOf(s, `Transaction-${id}`);
const gatewayIdOf = async (id: number) => ((await transactionEvents(id))[0] as TransactionCreated).data.received.card!.gatewayTransactionId!;

/** Runs `tasks` with at most `limit` in flight. */
async function limited<R>(tasks: (() => Promise<R>)[], limit: number): Promise<R[]> {
  const results: R[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** A sandbox gateway whose settlement is far away (an hour), in place of the server's, for `work`. */
async function beforeSettlement<R>(work: (gateway: PaymentGateway) => Promise<R>): Promise<R> {
  const original = paymentGatewayFor(s.services);
  const gateway = new SandboxGateway({ db: s.services.db, timeZone: s.services.config.timeZone, settleAfterS: 3600 });
  usePaymentGateway(s.services, gateway);
  try {
    return await work(gateway);
  } finally {
    usePaymentGateway(s.services, original);
  }
}

/** A new estimate for Casey's pet booked with Sam on a future Monday, then started (inProgress). */
async function appointment(n: number, start = true): Promise<{ appointmentId: number; estimateId: number }> {
  const estimateId = await newEstimate(office, casey.userId, casey.petId);
  const day = futureDate(n);
  const made = ok('appointments/create', await office.post<{ newAppointmentId: number }>(A('create'), { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM' }));
  if (start) ok('appointments/start', await stylist.post(A('start'), { appointmentId: made.newAppointmentId }));
  return { appointmentId: made.newAppointmentId, estimateId };
}
async function figures(estimateId: number): Promise<EstimateSavedData['figures']> {
  const saved = (await streamOf(s, `Estimate-${estimateId}`)).filter((e) => e.type === 'EstimateSaved').at(-1) as DomainEvent<'EstimateSaved', EstimateSavedData>;
  return saved.data.figures;
}
async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  return ok('outbox', await admin.get<{ messages: { to: string; subject: string; text: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } })).messages;
}

beforeAll(async () => {
  s = await startTestServer({ config: { settleAfterS: 0, businessName: 'Suds on Wheels', businessPhone: '(214) 555-0100', businessAddress: '12 Elm St, Dallas, TX 75201' } });
  [office, admin, stylist, customer] = await Promise.all([s.loginAs('office'), s.loginAs('admin'), s.loginAs('stylist'), s.loginAs('customer')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  const session = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  const pets = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } }));
  casey = { userId: session.ID, customerId: session.customerId, petId: pets.pets[0]!.ID };
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('transactions/create', () => {
  it('records a cash payment, refuses the spec\'s form errors with their messages, and a customer may not create', async () => {
    const { transactionId, status } = await created(office, cashPayment(2500, { notes: 'Paid at the door' }));
    expect(status).toBeNull();
    const [event] = (await transactionEvents(transactionId)) as TransactionCreated[];
    expect(event!.type).toBe('TransactionCreated');
    expect(event!.data).toMatchObject({ customerId: casey.customerId, charged: { serviceFee: 2500 }, received: { cashAmount: 2500, card: null } });

    await expectRefused(s, () => office.post(T('create'), { ...cashPayment(100), reasonId: null }), 400, M.reasonRequired);
    await expectRefused(s, () => office.post(T('create'), { ...cashPayment(100), checkAmount: 100 }), 400, M.checkDetailsRequired);
    await expectRefused(s, () => office.post(T('create'), { ...cashPayment(100), giftCardAmount: 100 }), 400, M.giftCardNumberRequired);
    await expectRefused(s, () => office.post(T('create'), { ...cardPayment(100), oneTimeCard: { ...CARD, securityCode: '' } }), 400, M.oneTimeCardFieldsRequired);
    await expectRefused(s, () => office.post(T('create'), { ...cardPayment(100), oneTimeCard: { ...CARD, cardNumber: '4111111111111112' } }), 400, M.cardNumberInvalid);
    await expectRefused(s, () => office.post(T('create'), { ...cardPayment(100), isOneTimePayment: false }), 400, M.storedCardRequired);
    await expectRefused(s, () => office.post(T('create'), { ...cashPayment(100), customerId: null }), 400, M.customerRequired);
    await expectRefused(s, () => office.post(T('create'), { ...cashPayment(100), cashAmount: 1.5 }), 400);
    await expectRefused(s, () => customer.post(T('create'), cashPayment(100)), 403);
  });

  it('a declined card is a 422 with the gateway\'s message and writes nothing', async () => {
    await expectRefused(s, () => office.post(T('create'), cardPayment(5000, DECLINED_CARD)), 422, CARD_DECLINED);
  });

  it('a retried or double-tapped payment charges once: the same Idempotency-Key answers the first transaction', async () => {
    const key = `pay-${Date.now()}`;
    const body = cardPayment(4200);
    const answers = await Promise.all([1, 2, 3].map(() => office.post<Created>(T('create'), body, withKey(key))));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const ids = new Set(answers.map((a) => a.body.transactionId));
    expect(ids.size).toBe(1);
    const again = await office.post<Created>(T('create'), body, withKey(key));
    expect(again.body.transactionId).toBe(answers[0]!.body.transactionId);
    const { rows } = await s.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_gateway_transactions WHERE kind = 'charge' AND request_key LIKE $1`, [`%${key}`]);
    expect(rows[0]!.n).toBe(1);
    expect((await transactionEvents(answers[0]!.body.transactionId)).filter((e) => e.type === 'TransactionCreated')).toHaveLength(1);
    // The same key for another payment is refused, and charges nothing.
    await expectRefused(s, () => office.post(T('create'), cardPayment(4300), withKey(key)), 422);
  });
});

describe('void and refund follow the gateway\'s lifecycle (docs/RULES.md "Balance, voids and refunds")', () => {
  it('before settlement: a refund is refused, a void succeeds at the gateway and in the ledger', async () => {
    await beforeSettlement(async (gateway) => {
      const { transactionId, status } = await created(office, cardPayment(3000));
      expect(status).toBe('capturedPendingSettlement');
      await expectRefused(s, () => admin.post(T('refund'), { refTransactionId: transactionId, amount: 100, reason: 'Nail trim skipped' }), 409, M.refundNotSettled);
      await expectRefused(s, () => office.post(T('void'), { refTransactionId: transactionId, reason: 'Charged twice' }), 403);
      ok('void', await admin.post(T('void'), { refTransactionId: transactionId, reason: 'Charged twice' }));
      expect((await gateway.getTransaction(await gatewayIdOf(transactionId)))!.status).toBe('voided');
      expect((await transactionEvents(transactionId)).map((e) => e.type)).toEqual(['TransactionCreated', 'TransactionVoided']);
      await expectRefused(s, () => admin.post(T('void'), { refTransactionId: transactionId, reason: 'Charged twice' }), 409, M.alreadyVoided);
    });
  });

  it('after settlement: a void is refused (TransactionSettled recorded from the gateway), a refund succeeds', async () => {
    const { transactionId } = await created(office, cardPayment(2000));
    await expectRefused(s, () => admin.post(T('void'), { transactionId: null, reason: 'Charged twice' }), 400, M.voidIdRequired);
    const before = await eventCount(s);
    const refused = (await admin.post(T('void'), { refTransactionId: transactionId, reason: 'Charged twice' })) as Answer<ErrorBody>;
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.voidAfterSettlement);
    // The gateway's word on settlement was recorded; nothing else.
    expect(await eventCount(s)).toBe(before + 1);
    expect((await transactionEvents(transactionId)).map((e) => e.type)).toEqual(['TransactionCreated', 'TransactionSettled']);

    await expectRefused(s, () => admin.post(T('refund'), { amount: 100, reason: 'Nail trim skipped' }), 400, M.refundIdRequired);
    await expectRefused(s, () => admin.post(T('refund'), { refTransactionId: transactionId, amount: 2001, reason: 'Nail trim skipped' }), 409, M.refundTooLarge('$20.00'));
    const refund = ok('refund', await admin.post<{ refundTransactionId: number; remaining: number }>(T('refund'), { refTransactionId: transactionId, amount: 500, reason: 'Nail trim skipped' }));
    expect(refund.remaining).toBe(1500);
    const refunded = (await transactionEvents(transactionId)).at(-1) as TransactionRefunded;
    expect(refunded.data).toMatchObject({ amount: 500, refundTransactionId: refund.refundTransactionId, concession: 500, overpayment: 0 });
    expect((await paymentGatewayFor(s.services).getTransaction(await gatewayIdOf(transactionId)))!.refundedCents).toBe(500);
  });

  it('the settlement sweep records the gateway\'s settlement without anyone trying a void (part 2 §4.3: Refund shows once settled)', async () => {
    const answer = ok('create', await office.post<Created & { position: string }>(T('create'), cardPayment(1500)));
    await s.settle();
    await settleDueTransactions(s.services);
    expect((await transactionEvents(answer.transactionId)).map((e) => e.type)).toEqual(['TransactionCreated', 'TransactionSettled']);
    // A second sweep finds nothing more to record.
    const before = await eventCount(s);
    await s.settle();
    await settleDueTransactions(s.services);
    expect(await eventCount(s)).toBe(before);
  });

  it('1,000 concurrent refunds of $1 against one settled $50 payment: exactly 50 succeed, the rest are refused with a clear message', async () => {
    const { transactionId } = await created(office, cardPayment(5000));
    const answers = await limited(
      Array.from({ length: 1000 }, (_, i) => () => admin.post<ErrorBody>(T('refund'), { refTransactionId: transactionId, amount: 100, reason: 'Nail trim skipped' }, withKey(`r1000-${i}`))),
      50,
    );
    const succeeded = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(succeeded).toHaveLength(50);
    expect(refused).toHaveLength(950);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect([M.refundNothingLeft, M.refundTooLarge('$0.00')]).toContain(a.body.message);
    }
    const refunds = (await transactionEvents(transactionId)).filter((e) => e.type === 'TransactionRefunded') as TransactionRefunded[];
    expect(refunds).toHaveLength(50);
    expect(refunds.reduce((sum, r) => sum + r.data.amount, 0)).toBe(5000);
    expect(new Set(refunds.map((r) => r.data.refundTransactionId)).size).toBe(50);
    // The gateway moved exactly what the ledger says: never more than what was paid.
    expect((await paymentGatewayFor(s.services).getTransaction(await gatewayIdOf(transactionId)))!.refundedCents).toBe(5000);
  }, 300_000);
});

describe('appointments/complete (part 2 §4.1)', () => {
  it('is refused for an appointment that is not inProgress, before any money moves; §5.4\'s payment messages; customers may not', async () => {
    const { appointmentId } = await appointment(0, false);
    await expectRefused(s, () => customer.post(A('complete'), { appointmentId, transaction: { cashAmount: 1000 } }), 403);
    await expectRefused(s, () => customer.post(T('refund'), { refTransactionId: 1, amount: 100, reason: 'Nail trim skipped' }), 403);
    await expectRefused(s, () => customer.post(T('void'), { refTransactionId: 1, reason: 'Charged twice' }), 403);
    await expectRefused(s, () => customer.post(T('sendReceipt'), { transactionId: 1, method: 'email', value: 'x@example.com' }), 403);
    await expectRefused(s, () => customer.post(A('notifyOnTheWay'), { appointmentId }), 403);
    await expectRefused(s, () => stylist.post(A('complete'), { appointmentId, transaction: { cashAmount: 1000 } }), 409, APPOINTMENT_MESSAGES.completionNotInProgress);
    await expectRefused(s, () => stylist.post(A('complete'), { appointmentId, transaction: { ...cardPayment(1000) } }), 409, APPOINTMENT_MESSAGES.completionNotInProgress);
    const { rows } = await s.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_gateway_transactions WHERE amount_cents = 1000`);
    expect(rows[0]!.n).toBe(0);

    ok('start', await stylist.post(A('start'), { appointmentId }));
    await expectRefused(s, () => stylist.post(A('complete'), { appointmentId, transaction: { creditCardAmount: 1000 } }), 400, 'A credit card must be entered when a credit amount is added.');
    await expectRefused(s, () => stylist.post(A('complete'), { appointmentId, transaction: { checkAmount: 1000, checkNumber: '12' } }), 400, 'A check number and date is required when a check amount is added.');
    await expectRefused(s, () => stylist.post(A('complete'), { appointmentId, transaction: { giftCardAmount: 1000 } }), 400, 'A gift card number is required when a gift card amount is added.');
    await expectRefused(s, () => stylist.post(A('complete'), { appointmentId, transaction: { cashAmount: 1000, gratuity: 100 } }), 400, M.gratuityMethodRequired);
  });

  it('the absent-customer path with cash: the estimate\'s figures frozen, the tip in cash, then AppointmentCompleted; a second completion is refused', async () => {
    const { appointmentId, estimateId } = await appointment(1);
    const price = await figures(estimateId);
    const answer = ok('complete', await stylist.post<{ transactionId: number; message: string }>(A('complete'), {
      appointmentId, isCustomerAbsent: true,
      transaction: { cashAmount: price.feeTotal + 500, gratuity: 500, gratuityMethod: 'cash' },
    }, withKey(`complete-${appointmentId}`)));
    expect(answer.message).toBe('Successfully completed appointment');
    const [tx] = (await transactionEvents(answer.transactionId)) as TransactionCreated[];
    expect(tx!.data).toMatchObject({
      appointmentId, customerId: casey.customerId, reasonId: 1, gratuityMethod: 'cash',
      charged: {
        serviceFeeGroom: price.feeServices, serviceFeeTrip: price.feeTrip, serviceFeeGenerator: price.feeGenerator, serviceFeeFuel: price.feeFuel,
        serviceDiscountTotal: price.discount, serviceFeeSalesTax: price.feeSalesTax, serviceFeeOther: 0, serviceFee: price.feeTotal, gratuity: 500,
      },
      received: { cashAmount: price.feeTotal + 500, card: null },
    });
    const completed = (await streamOf(s, `Appointment-${appointmentId}`)).at(-1)!;
    expect(completed).toMatchObject({ type: 'AppointmentCompleted', data: { appointmentId, isCustomerAbsent: true, transactionId: answer.transactionId } });
    await expectRefused(s, () => stylist.post(A('complete'), { appointmentId, transaction: { cashAmount: 100 } }), 409, APPOINTMENT_MESSAGES.completionNotInProgress);
    // A retry of the completion with its Idempotency-Key answers the first answer: one payment, one completion.
    const replay = ok('complete again', await stylist.post<{ transactionId: number }>(A('complete'), {
      appointmentId, isCustomerAbsent: true,
      transaction: { cashAmount: price.feeTotal + 500, gratuity: 500, gratuityMethod: 'cash' },
    }, withKey(`complete-${appointmentId}`)));
    expect(replay.transactionId).toBe(answer.transactionId);
    expect((await streamOf(s, `Appointment-${appointmentId}`)).filter((e) => e.type === 'AppointmentCompleted')).toHaveLength(1);

    // Check-in: only unchecked transactions with an appointment; irreversible.
    const cashOnly = await created(office, cashPayment(300));
    await expectRefused(s, () => office.post(T('checkIn'), { transactionIds: [answer.transactionId, cashOnly.transactionId] }), 409, `#${cashOnly.transactionId}: ${M.checkInWithoutAppointment}`);
    ok('checkIn', await office.post(T('checkIn'), { transactionIds: [answer.transactionId] }));
    await expectRefused(s, () => office.post(T('checkIn'), { transactionIds: [answer.transactionId] }), 409, `#${answer.transactionId}: ${M.alreadyCheckedIn}`);
    await expectRefused(s, () => admin.post(T('void'), { refTransactionId: answer.transactionId, reason: 'Charged twice' }), 409, M.voidAfterCheckIn);
  });

  it('on site with a card, a signature and a 15 percent tip; the receipt goes to the outbox; another payment for it charges no fees again', async () => {
    const { appointmentId, estimateId } = await appointment(2);
    const price = await figures(estimateId);
    const tip = Math.round(price.feeTotal * 0.15);
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const uploaded = await upload(stylist, A('uploadSignature'), { appointmentId }, { bytes: png, name: 'signature.png', type: 'image/png' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const signatureFileName = uploaded.body.fileName as string;
    expect(signatureFileName).toMatch(/^[0-9a-f]{64}\.png$/);
    const answer = ok('complete', await stylist.post<{ transactionId: number; cardStatus: string }>(A('complete'), {
      appointmentId, signatureFileName,
      transaction: { creditCardAmount: price.feeTotal + tip, isOneTimePayment: true, oneTimeCard: CARD, gratuity: tip, gratuityMethod: 'creditCard' },
    }));
    expect(answer.cardStatus).toBe('capturedPendingSettlement');
    const completed = (await streamOf(s, `Appointment-${appointmentId}`)).at(-1)!;
    expect(completed).toMatchObject({ type: 'AppointmentCompleted', data: { transactionId: answer.transactionId, isCustomerAbsent: false, signatureFileName } });

    ok('sendReceipt', await stylist.post(T('sendReceipt'), { transactionId: answer.transactionId, method: 'email', value: 'casey.receipt@example.com' }));
    const receipt = (await outbox()).find((m) => m.to === 'casey.receipt@example.com');
    // The business, the pets and services (the estimate's last save), the card's last four; no internal numbers.
    const saved = (await streamOf(s, `Estimate-${estimateId}`)).filter((e) => e.type === 'EstimateSaved').at(-1) as DomainEvent<'EstimateSaved', EstimateSavedData>;
    const pet = saved.data.pets[0]!;
    expect(receipt?.subject).toMatch(/^Your Suds on Wheels receipt of \d\d-\d\d-\d{4}$/);
    expect(receipt?.text).toContain('Suds on Wheels\n(214) 555-0100\n12 Elm St, Dallas, TX 75201\n');
    expect(receipt?.text).toContain(`  ${pet.petName}: ${PACKAGE_LABELS[pet.estimatePackage]}`);
    expect(receipt?.text).toContain('Card ending 1111');
    expect(`${receipt?.subject}\n${receipt?.text}`).not.toContain('#');
    await expectRefused(s, () => stylist.post(T('sendReceipt'), { transactionId: answer.transactionId, method: 'email', value: 'not-an-email' }), 400);

    // The invoice and the summary carry the ledger's figures.
    ok('sendInvoice', await office.post(T('sendInvoice'), { customerId: casey.customerId, appointmentId, emailAddress: 'casey.invoice@example.com' }));
    const invoice = (await outbox()).find((m) => m.to === 'casey.invoice@example.com');
    expect(invoice?.text).toMatch(/Payment of \d\d-\d\d-\d{4}/);
    expect(invoice?.text).not.toContain('#');
    expect(invoice?.text).toContain(`$${((price.feeTotal + tip) / 100).toFixed(2)}`);
    const today = new Intl.DateTimeFormat('en-US', { timeZone: s.services.config.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).replace(/\//g, '-');
    const summary = ok('sendSummary', await office.post<{ transactions: number }>(T('sendSummary'), { customerId: casey.customerId, startDate: today, endDate: today, emailAddress: 'casey.summary@example.com' }));
    expect(summary.transactions).toBeGreaterThan(0);
    expect((await outbox()).find((m) => m.to === 'casey.summary@example.com')?.text).toContain(`Payment of ${today}`);
    await expectRefused(s, () => office.post(T('sendSummary'), { customerId: casey.customerId, startDate: today, endDate: today, emailAddress: 'nope' }), 400, 'Please enter a valid email...');

    const again = (await office.post(T('create'), { ...cashPayment(1000), appointmentId })) as Answer<ErrorBody>;
    expect(again.status).toBe(409);
    ok('paying what is owed', await office.post(T('create'), { customerId: casey.customerId, appointmentId, reasonId: 1, cashAmount: 1000 }));
  });
});

describe('appointments/complete decides once and appends once', () => {
  it('TXN-CANCEL-NEXT: a cancel fee still owed is charged on the completed appointment\'s transaction, untaxed, and commissioned', async () => {
    const { appointmentId, estimateId } = await appointment(6);
    const price = await figures(estimateId);
    const answer = ok('complete', await stylist.post<{ transactionId: number }>(A('complete'), {
      appointmentId, transaction: { cashAmount: price.feeTotal + 2500, cancelFee: 2500 },
    }));
    const [tx] = (await transactionEvents(answer.transactionId)) as TransactionCreated[];
    expect(tx!.data.charged).toMatchObject({ cancelFee: 2500, serviceFee: price.feeTotal, serviceFeeSalesTax: price.feeSalesTax });
    await s.settle();
    const { rows } = await s.services.db.query<{ commissionable: number }>(`SELECT commissionable FROM report_lines WHERE transaction_id = $1`, [answer.transactionId]);
    expect(rows[0]!.commissionable).toBe(price.feeServices + price.feeGenerator + 2500);
  });

  it('a retry whose first answer was never recorded (a crash after the commit) answers the first result from the events, also after signing in again', async () => {
    const { appointmentId, estimateId } = await appointment(7);
    const price = await figures(estimateId);
    const key = `complete-lost-${appointmentId}`;
    const body = { appointmentId, transaction: { creditCardAmount: price.feeTotal, isOneTimePayment: true, oneTimeCard: CARD } };
    const first = ok('complete', await stylist.post<{ transactionId: number; cardStatus: string; totalFee: number }>(A('complete'), body, withKey(key)));
    // The crash fell between the append and the recording of the answer: the key's row is gone.
    await s.services.db.query(`DELETE FROM idempotency_keys WHERE key = $1`, [key]);
    const again = await stylist.post<{ transactionId: number; cardStatus: string; totalFee: number }>(A('complete'), body, withKey(key));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ transactionId: first.transactionId, cardStatus: first.cardStatus, totalFee: first.totalFee, status: 'completed' });
    const signedInAgain = await s.loginAs('stylist');
    const fromNewSession = ok('complete from a new session', await signedInAgain.post<{ transactionId: number }>(A('complete'), body, withKey(key)));
    expect(fromNewSession.transactionId).toBe(first.transactionId);
    expect((await streamOf(s, `Appointment-${appointmentId}`)).filter((e) => e.type === 'AppointmentCompleted')).toHaveLength(1);
    const { rows } = await s.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'TransactionCreated' AND (data->>'appointmentId')::int = $1`, [appointmentId]);
    expect(rows[0]!.n).toBe(1);
    const charges = await s.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_gateway_transactions WHERE kind = 'charge' AND request_key LIKE $1`, [`charge:Appointment-${appointmentId}@%`]);
    expect(charges.rows[0]!.n).toBe(1);
  });
});

describe('transactions/sendInvoice', () => {
  it('invoices a transaction that transactions/create recorded with the appointmentId (no completion), as getInvoice shows it', async () => {
    const { appointmentId } = await appointment(5, false);
    await expectRefused(s, () => office.post(T('sendInvoice'), { customerId: casey.customerId, appointmentId, emailAddress: 'casey.early@example.com' }), 409, 'This appointment has no transaction to invoice yet.');
    const paid = await created(office, cashPayment(2500, { appointmentId }));
    ok('sendInvoice', await office.post(T('sendInvoice'), { customerId: casey.customerId, appointmentId, emailAddress: 'casey.created.invoice@example.com' }));
    const invoice = (await outbox()).find((m) => m.to === 'casey.created.invoice@example.com');
    expect(invoice?.text).toMatch(/Payment of \d\d-\d\d-\d{4}/);
    expect(invoice?.subject).toMatch(/^Your Pawroute invoice for the appointment of \d\d-\d\d-\d{4}$/);
    expect(invoice?.text).toContain('$25.00');
  });
});

describe('a double-tapped completion (two attempts, two keys)', () => {
  it('completes once and charges the card once (both ask the gateway the same request: the appointment at its revision); the other attempt is refused', async () => {
    const { appointmentId, estimateId } = await appointment(4);
    const price = await figures(estimateId);
    const body = { appointmentId, transaction: { creditCardAmount: price.feeTotal, isOneTimePayment: true, oneTimeCard: CARD } };
    const answers = await Promise.all(['tap-a', 'tap-b'].map((k) => stylist.post<ErrorBody & { transactionId: number }>(A('complete'), body, withKey(`${k}-${appointmentId}`))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(APPOINTMENT_MESSAGES.completionNotInProgress);
    const { rows } = await s.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_gateway_transactions WHERE kind = 'charge' AND request_key LIKE $1`, [`charge:Appointment-${appointmentId}@%`]);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('appointments/notifyOnTheWay', () => {
  it('marks the stylist en route and mails the customer once per appointment', async () => {
    const { appointmentId } = await appointment(3, false);
    ok('notify', await stylist.post(A('notifyOnTheWay'), { appointmentId }));
    ok('notify again', await stylist.post(A('notifyOnTheWay'), { appointmentId }));
    // The mail follows from the event (the side effects reactor): waited for, then counted.
    const onTheWay = async () => (await outbox()).filter((m) => m.subject === `Your ${s.services.config.businessName} stylist is on the way`); // the onMyWay template's default subject
    for (const deadline = Date.now() + 30_000; (await onTheWay()).length === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = await onTheWay();
    expect(mails).toHaveLength(1);
    expect((await streamOf(s, `Appointment-${appointmentId}`)).filter((e) => e.type === 'AppointmentStylistEnRoute')).toHaveLength(1);
  });
});

describe('the balance after all of the above', () => {
  it('user/getBalance (the read helper\'s projection) equals the fold of the customer\'s Transaction streams from the event store', async () => {
    await s.settle();
    const { rows } = await s.services.db.query<{ stream: string }>(`SELECT DISTINCT stream FROM events WHERE stream LIKE 'Transaction-%'`);
    const states = await Promise.all(rows.map(async (r) => foldTransaction(await streamOf(s, r.stream))));
    const caseys = states.filter((t) => t.kind === 'recorded' && t.customerId === casey.customerId);
    expect(caseys.length).toBeGreaterThan(5);
    const expected = customerBalance(caseys.map((t) => ledgerEntryOf(t)!));
    const answer = ok('getBalance', await customer.get<{ balanceCents: number }>('/api/v4/user/getBalance', { query: { userId: casey.userId } }));
    expect(answer.balanceCents).toBe(expected);
  });
});
