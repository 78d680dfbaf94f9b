import { PACKAGE_LABELS, type AppointmentRow, type AuditHistoryAnswer, type DomainEvent, type EstimateSavedData, type TransactionDetail } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, futureDate, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { readSmsOutbox } from '@pawroute/platform';

/**
 * "Completing and the money after": a receipt sent later, from the completed appointment or
 * its transaction (not only from the completion's tab), and voids and refunds that record why, shown
 * in the transaction's details and the audit timeline. Real HTTP on a real Postgres.
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

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  return ok('outbox', await admin.get<{ messages: { to: string; subject: string; text: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } })).messages;
}
async function detail(id: number): Promise<TransactionDetail> {
  await s.settle();
  const answer = ok('findById', await admin.get<TransactionDetail | { transaction: TransactionDetail }>(T('findById'), { query: { transactionId: id } }));
  return 'transaction' in answer ? answer.transaction : answer;
}

async function appointmentNow(appointmentId: number): Promise<AppointmentRow> {
  await s.settle();
  return ok('findById', await office.get<{ appointment: AppointmentRow }>(A('findById'), { query: { appointmentId } })).appointment;
}
async function unpaid(): Promise<AppointmentRow[]> {
  await s.settle();
  return ok('findPaymentVoided', await office.get<{ rows: AppointmentRow[] }>(A('findPaymentVoided'))).rows;
}

/** Casey's appointment with Sam, started and completed in cash by the stylist (the tab then closed). */
async function completed(n: number): Promise<{ appointmentId: number; transactionId: number }> {
  const estimateId = await newEstimate(office, casey.userId, casey.petId);
  const day = futureDate(n);
  const made = ok('create', await office.post<{ newAppointmentId: number }>(A('create'), { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM' }));
  const appointmentId = made.newAppointmentId;
  ok('start', await stylist.post(A('start'), { appointmentId }));
  const saved = (await streamOf(s, `Estimate-${estimateId}`)).filter((e) => e.type === 'EstimateSaved').at(-1) as DomainEvent<'EstimateSaved', EstimateSavedData>;
  const answer = ok('complete', await stylist.post<{ transactionId: number }>(A('complete'), {
    appointmentId, isCustomerAbsent: true, transaction: { cashAmount: saved.data.figures.feeTotal },
  }));
  return { appointmentId, transactionId: answer.transactionId };
}

beforeAll(async () => {
  s = await startTestServer({ config: { settleAfterS: 0 } });
  [office, admin, stylist, customer] = await Promise.all([s.loginAs('office'), s.loginAs('admin'), s.loginAs('stylist'), s.loginAs('customer')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  const session = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  const pets = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } }));
  casey = { userId: session.ID, customerId: session.customerId, petId: pets.pets[0]!.ID };
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('Send receipt after the completion', () => {
  it('the stylist sends the completed appointment\'s receipt later by appointmentId; after a void there is none to send until a replacement', async () => {
    const { appointmentId, transactionId } = await completed(3);
    ok('sendReceipt', await stylist.post(T('sendReceipt'), { appointmentId, method: 'email', value: 'later.receipt@example.com' }));
    const later = (await outbox()).find((m) => m.to === 'later.receipt@example.com');
    // The pets and services of the appointment's estimate; the date, not the transaction's number.
    const pet = (await streamOf(s, `Estimate-${(await appointmentNow(appointmentId)).estimateId}`)).filter((e) => e.type === 'EstimateSaved').at(-1) as DomainEvent<'EstimateSaved', EstimateSavedData>;
    expect(later?.text).toContain(`  ${pet.data.pets[0]!.petName}: ${PACKAGE_LABELS[pet.data.pets[0]!.estimatePackage]}`);
    expect(later?.text).toMatch(/Payment of \d\d-\d\d-\d{4}/);
    expect(`${later?.subject}\n${later?.text}`).not.toContain(`#${transactionId}`);
    // By text too, through the SMS port (the same command the completion's last step uses).
    ok('sendReceipt text', await stylist.post(T('sendReceipt'), { appointmentId, method: 'text', value: '(214) 555-0199' }));
    // The outbox keeps texts sealed; it opens them with the server's key.
    const text = (await readSmsOutbox(s.services.db, 100, s.services.config)).find((t) => t.to === '12145550199')?.text;
    expect(text).toContain(`for ${pet.data.pets[0]!.petName}: ${PACKAGE_LABELS[pet.data.pets[0]!.estimatePackage]}`);
    expect(text).not.toContain('#');
    // Every text is an event: the receipt is in the customer's conversation (docs/TEXTS.md).
    expect((await streamOf(s, `Conversation-${casey.customerId}`)).filter((e) => e.type === 'TextSent').map((e) => e.data)).toEqual([
      expect.objectContaining({ kind: 'receipt', to: '12145550199', appointmentId, body: text }),
    ]);

    await expectRefused(s, () => stylist.post(T('sendReceipt'), { method: 'email', value: 'x@example.com' }), 400, 'A transaction or an appointment is required for the receipt.');
    expect((await appointmentNow(appointmentId)).paymentVoided).toBe(false);
    ok('void', await admin.post(T('void'), { refTransactionId: transactionId, reason: 'Charged the wrong customer' }));
    // The balance rule stands (the void removes the transaction), and the appointment is flagged unpaid.
    expect((await appointmentNow(appointmentId)).paymentVoided).toBe(true);
    expect((await unpaid()).map((r) => r.ID)).toContain(appointmentId);
    await expectRefused(s, () => stylist.post(T('sendReceipt'), { appointmentId, method: 'email', value: 'x@example.com' }), 409, 'This appointment has no payment to send a receipt for.');

    const replacement = ok('create', await office.post<{ transactionId: number }>(T('create'), { customerId: casey.customerId, appointmentId, reasonId: 1, serviceFeeOther: 5000, serviceFee: 5000, cashAmount: 5000 }));
    ok('sendReceipt', await office.post(T('sendReceipt'), { appointmentId, method: 'email', value: 'replacement.receipt@example.com' }));
    const again = (await outbox()).find((m) => m.to === 'replacement.receipt@example.com');
    // The replacement has no pets' estimate line of its own beyond the appointment's: the same groom, and its cash.
    expect(again?.text).toMatch(/Cash +\$50\.00/);
    expect(again?.text).not.toContain(`#${replacement.transactionId}`);
    // The replacement clears the flag and the office's list.
    expect((await appointmentNow(appointmentId)).paymentVoided).toBe(false);
    expect((await unpaid()).map((r) => r.ID)).not.toContain(appointmentId);
    await expectRefused(s, () => stylist.get(A('findPaymentVoided')), 403);
  });
});

describe('void and refund record why', () => {
  it('a void\'s reason is in its event, the transaction\'s details and the audit timeline', async () => {
    const { transactionId } = await completed(4);
    await expectRefused(s, () => admin.post(T('void'), { refTransactionId: transactionId, reason: 'x'.repeat(501) }), 400);
    ok('void', await admin.post(T('void'), { refTransactionId: transactionId, reason: '  Customer paid twice  ' }));
    const voided = (await streamOf(s, `Transaction-${transactionId}`)).at(-1)!;
    expect(voided).toMatchObject({ type: 'TransactionVoided', data: { reason: 'Customer paid twice' } });
    expect(await detail(transactionId)).toMatchObject({ isVoided: true, changeReason: 'Customer paid twice' });
    const history = ok('history', await admin.get<AuditHistoryAnswer>('/api/v4/audit/history', { query: { transactionId } }));
    expect(history.entries.find((e) => e.type === 'TransactionVoided')?.reason).toBe('Customer paid twice');
  });

  // The server refuses what the web form refuses, with the form's words (one schema: domain bodies.ts).
  it.each([
    ['no reason', {}],
    ['a null reason', { reason: null }],
    ['a blank reason', { reason: '   ' }],
  ])('a void or refund with %s is a 400 with the web\'s message, and writes nothing', async (_what, reason) => {
    const CARD = { nameOnCard: 'Pat Payer', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205' };
    const cash = ok('create', await office.post<{ transactionId: number }>(T('create'), { customerId: casey.customerId, reasonId: 8, serviceFeeOther: 700, serviceFee: 700, cashAmount: 700 }));
    await expectRefused(s, () => admin.post(T('void'), { refTransactionId: cash.transactionId, ...reason }), 400, 'Please enter a reason for the void.');
    const card = ok('create', await office.post<{ transactionId: number }>(T('create'), {
      customerId: casey.customerId, reasonId: 8, serviceFeeOther: 3000, serviceFee: 3000, creditCardAmount: 3000, isOneTimePayment: true, oneTimeCard: CARD,
    }));
    await expectRefused(s, () => admin.post(T('refund'), { refTransactionId: card.transactionId, amount: 1000, ...reason }), 400, 'Please enter a reason for the refund.');
    expect(await detail(cash.transactionId)).toMatchObject({ isVoided: false });
  });

  it('a refund\'s reason is on its event, its own row and the original\'s list of refunds', async () => {
    const CARD = { nameOnCard: 'Pat Payer', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205' };
    const paid = ok('create', await office.post<{ transactionId: number }>(T('create'), {
      customerId: casey.customerId, reasonId: 8, serviceFeeOther: 3000, serviceFee: 3000, creditCardAmount: 3000, isOneTimePayment: true, oneTimeCard: CARD,
    }));
    const refund = ok('refund', await admin.post<{ refundTransactionId: number }>(T('refund'), { refTransactionId: paid.transactionId, amount: 1000, reason: 'Nail trim skipped' }));
    const event = (await streamOf(s, `Transaction-${paid.transactionId}`)).at(-1)!;
    expect(event).toMatchObject({ type: 'TransactionRefunded', data: { amount: 1000, reason: 'Nail trim skipped' } });
    expect((await detail(paid.transactionId)).refunds).toEqual([expect.objectContaining({ ID: refund.refundTransactionId, reason: 'Nail trim skipped' })]);
    expect(await detail(refund.refundTransactionId)).toMatchObject({ isRefund: true, changeReason: 'Nail trim skipped' });
    const history = ok('history', await admin.get<AuditHistoryAnswer>('/api/v4/audit/history', { query: { transactionId: paid.transactionId } }));
    expect(history.entries.find((e) => e.type === 'TransactionRefunded')?.reason).toBe('Nail trim skipped');
  });
});
