import type { DomainEvent, EstimateSavedData, UnpaidAfterVoidPage } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, futureDate, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * The ledger after a void (docs/DECISIONS.md "The ledger after a void"): GET
 * transactions/findUnpaidAfterVoid lists a completed appointment whose payment was voided, with the
 * voided amount, the days since the groom (the one clock, business time zone) and the voided
 * transaction's fields for Record Payment; a replacement payment takes it off; the balance keeps the
 * docs/RULES.md's definition (a void removes the transaction). Real HTTP on a real Postgres.
 */
let s: TestServer;
let now = new Date();
let office: TestClient;
let admin: TestClient;
let stylist: TestClient;
let customer: TestClient;
let samId: number;
let casey: { userId: number; customerId: number; petId: number };
let cardId: number;

const T = (name: string) => `/api/v4/transactions/${name}`;
const A = (name: string) => `/api/v4/appointments/${name}`;
const READ = T('findUnpaidAfterVoid');

async function unpaid(client: TestClient, query: Record<string, string | number> = {}): Promise<UnpaidAfterVoidPage> {
  await s.settle();
  return ok('findUnpaidAfterVoid', await client.get<UnpaidAfterVoidPage>(READ, { query }));
}

async function balance(): Promise<number> {
  await s.settle();
  return ok('getBalance', await office.get<{ balanceCents: number }>('/api/v4/user/getBalance', { query: { userId: casey.userId } })).balanceCents;
}

/** Casey's appointment with Sam on `day`, completed by the stylist with the card on file and a tip. */
async function completedByCard(n: number, tip: number): Promise<{ appointmentId: number; transactionId: number; fee: number; day: string }> {
  const estimateId = await newEstimate(office, casey.userId, casey.petId);
  const day = futureDate(n);
  const appointmentId = ok('create', await office.post<{ newAppointmentId: number }>(A('create'), { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM' })).newAppointmentId;
  ok('start', await stylist.post(A('start'), { appointmentId }));
  const saved = (await streamOf(s, `Estimate-${estimateId}`)).filter((e) => e.type === 'EstimateSaved').at(-1) as DomainEvent<'EstimateSaved', EstimateSavedData>;
  const fee = saved.data.figures.feeTotal;
  const answer = ok('complete', await stylist.post<{ transactionId: number }>(A('complete'), {
    appointmentId,
    isCustomerAbsent: true,
    transaction: { creditCardAmount: fee + tip, creditCardId: cardId, gratuity: tip, gratuityMethod: 'creditCard' },
  }));
  return { appointmentId, transactionId: answer.transactionId, fee, day: day.iso };
}

beforeAll(async () => {
  s = await startTestServer({ config: { settleAfterS: 3600 }, clock: () => now });
  [office, admin, stylist, customer] = await Promise.all([s.loginAs('office'), s.loginAs('admin'), s.loginAs('stylist'), s.loginAs('customer')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  const session = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  const pets = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } }));
  casey = { userId: session.ID, customerId: session.customerId, petId: pets.pets[0]!.ID };
  cardId = ok('addNewCard', await office.post<{ newCardId: number }>('/api/v4/user/addNewCard', {
    userId: casey.userId, isPrimary: true, nameOnCard: 'Casey Carter', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205',
  })).newCardId;
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('transactions/findUnpaidAfterVoid', () => {
  it('lists a completion whose card payment was voided (amount, days since, the voided fields) until a replacement is recorded', async () => {
    const paid = await completedByCard(1, 0);
    const voided = await completedByCard(2, 1500);
    const before = await balance();
    expect((await unpaid(office)).rows.map((r) => r.appointmentId)).not.toContain(voided.appointmentId);

    ok('void', await admin.post(T('void'), { refTransactionId: voided.transactionId, reason: 'Card declined at the bank' }));
    // The balance keeps docs/RULES.md's definition: the void removed the transaction.
    expect(await balance()).toBe(before);
    // Three days after the groom, in the business's calendar (noon UTC is morning in Chicago).
    now = new Date(`${voided.day}T12:00:00Z`);
    now.setUTCDate(now.getUTCDate() + 3);

    const page = await unpaid(office);
    const ids = page.rows.map((r) => r.appointmentId);
    expect(ids).toContain(voided.appointmentId);
    expect(ids).not.toContain(paid.appointmentId);
    const row = page.rows.find((r) => r.appointmentId === voided.appointmentId)!;
    expect(row).toMatchObject({
      customerId: casey.customerId,
      User: { ID: casey.userId },
      voidedTransactionId: voided.transactionId,
      voidedAmount: voided.fee + 1500,
      daysSince: 3,
      appointmentDate: `${voided.day.slice(5, 7)}-${voided.day.slice(8, 10)}-${voided.day.slice(0, 4)}`,
      payment: { reasonId: 1, gratuity: 1500, gratuityMethod: 'creditCard', creditCardAmount: voided.fee + 1500, creditCardId: cardId, cashAmount: 0, isOneTimePayment: false },
    });
    expect(row.payment.serviceFee).toBe(voided.fee);
    expect(row.voidedOn).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // Narrowed to the customer and to one appointment.
    expect((await unpaid(office, { userId: casey.userId })).rows.map((r) => r.appointmentId)).toContain(voided.appointmentId);
    expect((await unpaid(office, { appointmentId: voided.appointmentId })).rows.map((r) => r.appointmentId)).toEqual([voided.appointmentId]);
    expect((await unpaid(office, { appointmentId: paid.appointmentId })).rows).toEqual([]);

    // The replacement, from those fields: the appointment leaves the list and the balance is unchanged.
    const { payment } = row;
    ok('replacement', await office.post(T('create'), { ...payment, customerId: casey.customerId, appointmentId: voided.appointmentId }));
    expect((await unpaid(office)).rows.map((r) => r.appointmentId)).not.toContain(voided.appointmentId);
    expect((await unpaid(office, { appointmentId: voided.appointmentId })).count).toBe(0);
    expect(await balance()).toBe(before);
  });

  it('refuses the wrong roles and bad input; a customer sees their own', async () => {
    const voided = await completedByCard(3, 0);
    ok('void', await admin.post(T('void'), { refTransactionId: voided.transactionId, reason: 'Wrong amount' }));

    // The customer: their own only, whether or not they name themself.
    const mine = await unpaid(customer);
    expect(mine.rows.map((r) => r.appointmentId)).toContain(voided.appointmentId);
    expect(mine.rows.every((r) => r.User.ID === casey.userId)).toBe(true);
    expect((await unpaid(customer, { userId: casey.userId })).rows.map((r) => r.appointmentId)).toContain(voided.appointmentId);
    await expectRefused(s, () => customer.get(READ, { query: { userId: samId } }), 403);

    // The stylist holds neither ViewOutstandingBalances nor ViewAllTransactions: refused, even for
    // their own appointment (its row says paymentVoided; the office records the payment).
    await expectRefused(s, () => stylist.get(READ), 403);
    await expectRefused(s, () => stylist.get(READ, { query: { userId: casey.userId } }), 403);
    await expectRefused(s, () => stylist.get(READ, { query: { appointmentId: voided.appointmentId } }), 403);

    // Bad input is a 400 with the message.
    await expectRefused(s, () => office.get(READ, { query: { appointmentId: 'abc' } }), 400, 'A valid appointment id is required.');
    await expectRefused(s, () => office.get(READ, { query: { userId: '-1' } }), 400, 'A valid user id is required.');
    // Signed out: 401.
    const stranger = s.client();
    expect((await stranger.get(READ)).status).toBe(401);
  });
});
