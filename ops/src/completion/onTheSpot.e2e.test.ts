import type { DomainEvent } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, book, demoCustomer, localDatePlus, newCustomer, newEstimate, noServerErrors, ok, spec, weekdayFrom, type ErrorBody, type Person } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/**
 * over real HTTP on a real Postgres: the calls by their exact paths (appointments/createTransaction,
 * user/getCustomerInvoiceInfo, appointments/getAll's variants), completing from an estimate with no
 * appointment (appointments/startFromEstimate), completion moving the pets forward, the customer flags
 * from appointment events, and the fees of part 2 §3 on the balance and the day's totals strip
 * (docs/RULES.md "Cancel, returned-payment and reprocessing fees ... none is taxed").
 */
let t: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let casey: Person;
let dana: Person;
let samId: number;
const responses: TestResponse[] = [];
const TODAY = localDatePlus(0);
const A = (name: string) => `/api/v4/appointments/${name}`;

const post = async <T>(client: TestClient, path: string, body: unknown) => {
  const response = await client.post<T & ErrorBody>(path, body);
  responses.push(response);
  return response;
};
const get = async <T>(client: TestClient, path: string, query: Record<string, string | number | boolean | undefined> = {}) => {
  const response = await client.get<T & ErrorBody>(path, { query });
  responses.push(response);
  return response;
};
const events = async (stream: string): Promise<DomainEvent[]> => (await t.services.store.readStream(stream)).map((e) => ({ type: e.type, data: e.data }));
const balanceOf = async (who: Person) =>
  ok('balance', await get<{ balance: number }>(office, '/api/v4/transactions/getCustomerBalanceAndEmails', { customerId: who.customerId })).balance;
const todaysTotals = async () =>
  ok('getAll', await get<{ totals: { otherFees: number; totalCharged: number; serviceFee: number; balance: number } }>(office, '/api/v4/transactions/getAll', { startDate: spec(TODAY), endDate: spec(TODAY) })).totals;
type Pet = { ID: number; lastGroomDate: string | null; lastFee: number | null; priceHistory: string | null };
const petOf = async (who: Person) => ok('pets', await get<{ pets: Pet[] }>(office, '/api/v4/pets/findByCustomer', { customerId: who.customerId })).pets.find((p) => p.ID === who.petId)!;

beforeAll(async () => {
  t = await startTestServer({ config: { settleAfterS: 0 } });
  [office, stylist, customer] = await Promise.all([t.loginAs('office'), t.loginAs('stylist'), t.loginAs('customer')]);
  casey = await demoCustomer(customer);
  dana = await newCustomer(office, 'Dana', 'Spot');
  const me = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user;
  samId = me.ID;
}, 180_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => noServerErrors(responses));

describe('completing without an appointment (part 2 §4.2)', () => {
  it('one command makes the appointment from the estimate and starts it; the completion moves the pet forward', async () => {
    const estimateId = await newEstimate(office, dana);
    // A customer cannot; a stylist cannot put it on another stylist's day without StartAppointments.
    expect((await post(customer, A('startFromEstimate'), { estimateId })).status).toBe(403);
    const officeUser = ok('session', await office.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user;
    expect((await post(stylist, A('startFromEstimate'), { estimateId, employeeId: officeUser.ID })).status).toBe(403);

    const started = ok('startFromEstimate', await post<{ appointmentId: number; status: string; customerUserId: number }>(stylist, A('startFromEstimate'), { estimateId }));
    expect(started).toMatchObject({ status: 'inProgress', customerUserId: dana.userId });
    const created = (await events(`Appointment-${started.appointmentId}`)).find((e) => e.type === 'AppointmentCreated')!.data as { appointmentDate: string; employeeId: number };
    expect(created).toMatchObject({ appointmentDate: TODAY, employeeId: samId });
    // The estimate now has its appointment: a second on-the-spot start is refused.
    expect((await post(stylist, A('startFromEstimate'), { estimateId })).status).toBe(409);

    const balanceBefore = await balanceOf(dana);
    const done = ok('complete', await post<{ transactionId: number; totalFee: number; status: string }>(stylist, A('complete'), { appointmentId: started.appointmentId, transaction: { cashAmount: 2000 } }));
    expect(done.status).toBe('completed');
    await t.settle();
    expect(await balanceOf(dana)).toBe(balanceBefore + done.totalFee - 2000);
    const pet = await petOf(dana);
    expect(pet.lastGroomDate).toBe(spec(TODAY));
    expect(pet.lastFee).toBeGreaterThan(0);
    expect(JSON.parse(pet.priceHistory!)).toEqual([expect.objectContaining({ date: TODAY, appointmentId: started.appointmentId, fee: pet.lastFee })]);
    // The next estimate prices the pet by its tier: groomed today, under 3 months: the base price.
    const next = ok('estimate/save', await post<{ data: { estimateId: number } }>(office, '/api/v4/estimate/save', {
      estimate: { address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, tripFee: 3900, pets: [{ petId: dana.petId, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: dana.userId },
    }));
    const saved = (await events(`Estimate-${next.data.estimateId}`)).filter((e) => e.type === 'EstimateSaved').at(-1)!.data as { figures: { pets: { tier: string; monthsSinceLastGroom: number }[] } };
    expect(saved.figures.pets[0]).toMatchObject({ tier: 'base', monthsSinceLastGroom: 0 });
  });

  it('an existing appointment still completes only when inProgress', async () => {
    const booked = await book(office, casey, { employeeId: samId, appointmentDate: spec(weekdayFrom(30, 2)), startTime: '9:00 AM' });
    const refused = await post(stylist, A('complete'), { appointmentId: booked.id });
    expect(refused.status).toBe(409);
    expect((await post(stylist, A('startFromEstimate'), { estimateId: booked.estimateId })).status).toBe(409);
  });
});

describe('POST /api/v4/appointments/createTransaction [appointmentId, transaction] (part 1 §7, part 2 §7.4)', () => {
  it('records the payment once; complete then names that transaction; refused for a customer and before the start', async () => {
    const estimateId = await newEstimate(office, casey);
    const booked = ok('create', await post<{ newAppointmentId: number }>(office, A('create'), { estimateId, employeeId: samId, appointmentDate: spec(weekdayFrom(20, 3)), startTime: '1:00 PM' }));
    const appointmentId = booked.newAppointmentId;
    expect((await post(stylist, A('createTransaction'), { appointmentId, transaction: { cashAmount: 1000 } })).status).toBe(409);
    await act(stylist, 'start', { appointmentId });
    expect((await post(customer, A('createTransaction'), { appointmentId, transaction: { cashAmount: 1000 } })).status).toBe(403);

    const paid = ok('createTransaction', await post<{ transactionId: number; totalFee: number }>(stylist, A('createTransaction'), { appointmentId, transaction: { cashAmount: 1000, gratuity: 500, gratuityMethod: 'cash' } }));
    expect(paid.transactionId).toEqual(expect.any(Number));
    const again = await post(stylist, A('createTransaction'), { appointmentId, transaction: { cashAmount: 1000 } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This appointment's payment is already recorded on transaction #${paid.transactionId}.`);
    // The completion charges nothing again and names the payment's transaction.
    expect((await post(stylist, A('complete'), { appointmentId, transaction: { cashAmount: 1 } })).status).toBe(409);
    const done = ok('complete', await post<{ transactionId: number }>(stylist, A('complete'), { appointmentId }));
    expect(done.transactionId).toBe(paid.transactionId);
    const transactions = (await events(`Transaction-${paid.transactionId}`)).filter((e) => e.type === 'TransactionCreated');
    expect(transactions).toHaveLength(1);
    expect(transactions[0]!.data).toMatchObject({ appointmentId, charged: { gratuity: 500, serviceFee: paid.totalFee }, received: { cashAmount: 1000 } });
  });
});

describe('GET /api/v4/user/getCustomerInvoiceInfo [customerId] (part 1 §7, the Send Invoice dialog)', () => {
  it('answers the emails, the balance and each appointment\'s charges; the customer their own only; a stylist is refused', async () => {
    await t.settle();
    const info = ok('invoice info', await get<{
      customerId: number; balance: number; emailAddresses: { emailAddress: string; isPrimary: boolean }[];
      appointments: { appointmentId: number; charged: number; paid: number; balance: number; petNames: string[]; transactionIds: number[]; appointmentDate: string }[];
    }>(office, '/api/v4/user/getCustomerInvoiceInfo', { customerId: dana.customerId }));
    expect(info.customerId).toBe(dana.customerId);
    expect(info.emailAddresses[0]).toMatchObject({ emailAddress: expect.stringContaining('@'), isPrimary: true });
    expect(info.balance).toBe(await balanceOf(dana));
    expect(info.appointments).toHaveLength(1);
    expect(info.appointments[0]).toMatchObject({ appointmentDate: spec(TODAY), petNames: ['Danadog'], paid: 2000 });
    expect(info.appointments[0]!.balance).toBe(info.appointments[0]!.charged - 2000);

    expect((await get(customer, '/api/v4/user/getCustomerInvoiceInfo', { customerId: casey.customerId })).status).toBe(200);
    expect((await get(customer, '/api/v4/user/getCustomerInvoiceInfo', { customerId: dana.customerId })).status).toBe(403);
    expect((await get(stylist, '/api/v4/user/getCustomerInvoiceInfo', { customerId: dana.customerId })).status).toBe(403);
    expect((await get(office, '/api/v4/user/getCustomerInvoiceInfo', { customerId: 'x' })).status).toBe(400);
  });
});

describe('fees of part 2 §3 (docs/RULES.md: cancel, returned-payment and reprocessing fees are charged, none taxed)', () => {
  it('a cancel fee on cancelling, a returned fee and a reprocess fee from the transaction form: each on the balance and in the day\'s totals', async () => {
    const who = await newCustomer(office, 'Fay', 'Fees');
    const booked = await book(office, who, { employeeId: samId, appointmentDate: spec(weekdayFrom(25, 4)), startTime: '10:00 AM' });
    const before = await todaysTotals();
    expect(await balanceOf(who)).toBe(0);

    // The stylist may not cancel at all; a fee needs CreateTransactions too (the office has both).
    expect((await post(stylist, A('cancel'), { appointmentId: booked.id, cancelFee: 2500 })).status).toBe(403);
    const cancelled = ok('cancel', await post<{ status: string; cancelFeeTransactionId: number }>(office, A('cancel'), { appointmentId: booked.id, cancelFee: 2500 }));
    expect(cancelled.status).toBe('cancelled');
    expect((await events(`Transaction-${cancelled.cancelFeeTransactionId}`))[0]!.data).toMatchObject({
      appointmentId: booked.id, reasonId: 2, charged: { cancelFee: 2500, serviceFee: 0, serviceFeeSalesTax: 0 },
    });
    expect(await balanceOf(who)).toBe(2500);

    ok('returned', await post(office, '/api/v4/transactions/create', { customerId: who.customerId, reasonId: 3, returnedFee: 3000 }));
    ok('reprocess', await post(office, '/api/v4/transactions/create', { customerId: who.customerId, reasonId: 4, reprocessFee: 1500 }));
    expect(await balanceOf(who)).toBe(2500 + 3000 + 1500);

    const after = await todaysTotals();
    expect(after.otherFees - before.otherFees).toBe(7000);
    expect(after.totalCharged - before.totalCharged).toBe(7000);
    // None is a service sold: no service fee, no tax.
    expect(after.serviceFee - before.serviceFee).toBe(0);
    // The transaction lists show each as other fees with its reason; the transaction page its own field.
    const list = ok('findByCustomer', await get<{ transactions: { ID: number; reason: string; otherFees: number; serviceFee: number }[] }>(office, '/api/v4/transactions/findByCustomer', { userId: who.userId })).transactions;
    expect(list.map((r) => [r.reason, r.otherFees, r.serviceFee]).sort()).toEqual([['Cancellation Fee', 2500, 0], ['Reprocess Fee', 1500, 0], ['Returned Payment', 3000, 0]]);
    const fields = await Promise.all(list.map(async (r) => ok('findById', await get<{ transaction: { cancelFee: number; returnedFee: number; reprocessFee: number } }>(office, '/api/v4/transactions/findById', { transactionId: r.ID })).transaction));
    expect(fields.map((f) => f.cancelFee + f.returnedFee + f.reprocessFee).sort()).toEqual([1500, 2500, 3000]);
    expect(fields.map((f) => [f.cancelFee, f.returnedFee, f.reprocessFee].filter((v) => v > 0).length)).toEqual([1, 1, 1]);
  });

  it('a cancellation without a fee charges nothing', async () => {
    const who = await newCustomer(office, 'Gil', 'NoFee');
    const booked = await book(office, who, { employeeId: samId, appointmentDate: spec(weekdayFrom(26, 4)), startTime: '10:00 AM' });
    const cancelled = ok('cancel', await post<{ cancelFeeTransactionId: number | null }>(office, A('cancel'), { appointmentId: booked.id }));
    expect(cancelled.cancelFeeTransactionId).toBeNull();
    expect(await balanceOf(who)).toBe(0);
  });
});

describe('customer flags from appointment events (part 1 §3: onWaitingList, hasRescheduled)', () => {
  it('follow the customer\'s appointments', async () => {
    const who = await newCustomer(office, 'Hal', 'Flags');
    const flags = async () => ok('user/find', await get<{ customer: { onWaitingList: boolean; hasRescheduled: boolean } }>(office, '/api/v4/user/find', { ID: who.userId })).customer;
    expect(await flags()).toMatchObject({ onWaitingList: false, hasRescheduled: false });
    const waiting = await book(office, who, { addToWaitingList: true });
    expect(await flags()).toMatchObject({ onWaitingList: true, hasRescheduled: false });
    const placed = await book(office, who, { employeeId: samId, appointmentDate: spec(weekdayFrom(28, 2)), startTime: '2:00 PM' });
    await act(office, 'reschedule', { appointmentId: placed.id });
    expect(await flags()).toMatchObject({ onWaitingList: true, hasRescheduled: true });
    await act(office, 'cancel', { appointmentId: waiting.id });
    expect(await flags()).toMatchObject({ onWaitingList: false, hasRescheduled: true });
  });
});

describe('GET /api/v4/appointments/getAll, the variants of part 1 §7 and part 2 §7.2', () => {
  it('waiting list → appointments, pages; service issues → data.appointments, data.pages; standings → standings, pages; refused without the permission', async () => {
    const waiting = ok('waiting', await get<{ appointments: { ID: number; status: string; Customer: { rating: number | null } }[]; pages: number }>(office, A('getAll'), { statuses: 'waiting,rescheduled', includeCustomerRating: true, page: 0, pageSize: 20 }));
    expect(waiting.pages).toBeGreaterThanOrEqual(1);
    expect(waiting.appointments.length).toBeGreaterThan(0);
    expect(waiting.appointments.every((a) => a.status === 'waiting' || a.status === 'rescheduled')).toBe(true);
    expect(waiting.appointments[0]!.Customer).toHaveProperty('rating');

    const issues = ok('issues', await get<{ data: { appointments: unknown[]; pages: number } }>(office, A('getAll'), { statuses: 'serviceIssue,standingRequest', page: 0, pageSize: 10 }));
    expect(issues.data).toMatchObject({ appointments: expect.any(Array), pages: expect.any(Number) });

    const standings = ok('standings', await get<{ standings: unknown[]; pages: number }>(office, A('getAll'), { onlyStandings: true, page: 0, pageSize: 10 }));
    expect(standings).toMatchObject({ standings: expect.any(Array), pages: expect.any(Number) });

    expect((await get(customer, A('getAll'), { statuses: 'waiting,rescheduled' })).status).toBe(403);
    expect((await get(stylist, A('getAll'), { onlyStandings: true })).status).toBe(403);
  });
});
