import { LINK_MESSAGES, type DailyTipsReport } from '@pawroute/domain';
import { createLinkToken } from '@pawroute/platform';
import { recoveryMailsSettled, settleDueTransactions } from '@pawroute/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newEstimate, ok, spec, type Person } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * item 8, "One clock": a server whose clock stands months away from the real date answers
 * every "now" and "today" for its own date: open slots, the daily tips' default day, link expiry and
 * the settlement of card payments. Each assertion here fails on a server that reads the wall clock.
 */
const TODAY = '2027-07-13'; // a Tuesday, months from the real date
const NOON = new Date('2027-07-13T17:00:00.000Z'); // 12:00 in America/Chicago (CDT)
const HOUR = 3_600_000;

let now = NOON;
let t: TestServer;
let office: TestClient;
let admin: TestClient;
let pat: Person;

beforeAll(async () => {
  // A card payment settles an hour after its capture (the sandbox gateway, by the server's clock).
  t = await startTestServer({ clock: () => now, config: { settleAfterS: 3600 } });
  office = await t.loginAs('office');
  admin = await t.loginAs('admin');
  pat = await newCustomer(office, 'Pat', 'Clock');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

interface Slots {
  slots: { employeeId: number; start: string }[];
  notOffered: unknown[];
}

describe("a test server's clock reaches every 'now'", () => {
  it("open slots: today's start after the clock's noon, last week's are the past", async () => {
    now = NOON;
    const estimateId = await newEstimate(office, pat);
    await t.settle();
    const today = ok('getOpenSlots', await office.get<Slots>('/api/v4/appointments/getOpenSlots', { query: { date: spec(TODAY), estimateId } }));
    expect(today.slots.length).toBeGreaterThan(0);
    for (const slot of today.slots) expect(slot.start >= '12:00', `slot at ${slot.start} is before the clock's noon`).toBe(true);
    const lastWeek = ok('getOpenSlots', await office.get<Slots>('/api/v4/appointments/getOpenSlots', { query: { date: spec('2027-07-06'), estimateId } }));
    expect([lastWeek.slots, lastWeek.notOffered]).toEqual([[], []]);
  });

  it("daily tips default to the clock's day", async () => {
    now = NOON;
    const report = ok('getDailyTips', await admin.get<DailyTipsReport>('/api/v4/reports/getDailyTips'));
    expect([report.startDate, report.endDate]).toEqual([spec(TODAY), spec(TODAY)]);
  });

  it("a password link expires by the clock: 24 hours after the clock's now, not the wall clock's", async () => {
    now = NOON;
    const email = `pat.clock.${Date.now()}@example.com`;
    const user = ok('user/create', await office.post<{ userId: number }>('/api/v4/user/create', { firstName: 'Pat', lastName: 'Linked', emailAddress: email }));
    ok('createLoginAccount', await office.post('/api/v4/user/createLoginAccount', { userId: user.userId, loginEmail: email }));
    await recoveryMailsSettled();
    const outbox = ok('outbox', await admin.get<{ messages: { to: string; text: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } }));
    const mail = outbox.messages.find((m) => m.to === email)!;
    const token = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const reset = { emailAddress: email, token, password: 'a-new-password-1' };

    now = new Date(NOON.getTime() + 25 * HOUR);
    const late = await t.client().post<{ message: string }>('/api/v4/entrance/update-password-and-login', reset);
    expect([late.status, late.body.message]).toEqual([400, 'This link has expired. Please request a new one.']);
  });

  it('email confirmation and feedback links expire by the clock (7 and 30 days after it), and work until then', async () => {
    now = NOON;
    const make = (purpose: 'emailConfirmation' | 'feedback', subjectId: number) =>
      createLinkToken(t.services.db, { purpose, subjectId, emailAddress: 'pat.clock@example.com', now });
    const confirm = await make('emailConfirmation', pat.userId);
    const feedback = await make('feedback', 999_999);
    const anyone = t.client();

    now = new Date(NOON.getTime() + 8 * 24 * HOUR);
    const late = await anyone.get<{ message: string }>('/api/v4/entrance/confirmEmail', { query: { token: confirm } });
    expect([late.status, late.body.message]).toEqual([400, LINK_MESSAGES.emailConfirmation.expired]);
    // Still within its 30 days: it gets as far as the appointment (none here), not 'expired'.
    const info = await anyone.get<{ message: string }>('/api/v4/entrance/getFeedbackInfo', { query: { token: feedback } });
    expect([info.status, info.body.message]).toEqual([404, LINK_MESSAGES.feedback.invalid]);

    now = new Date(NOON.getTime() + 31 * 24 * HOUR);
    const lateInfo = await anyone.get<{ message: string }>('/api/v4/entrance/getFeedbackInfo', { query: { token: feedback } });
    expect([lateInfo.status, lateInfo.body.message]).toEqual([400, LINK_MESSAGES.feedback.expired]);
  });

  it('a card payment settles by the clock (the sandbox gateway and the sweep read it)', async () => {
    now = NOON;
    const card = { nameOnCard: 'Pat Clock', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205' };
    const created = ok('transactions/create', await office.post<{ transactionId: number }>('/api/v4/transactions/create', {
      customerId: pat.customerId, reasonId: 8, serviceFeeOther: 1200, serviceFee: 1200, creditCardAmount: 1200, isOneTimePayment: true, oneTimeCard: card,
    }));
    await t.settle();
    const types = async () => (await t.services.store.readStream(`Transaction-${created.transactionId}`)).map((e) => e.type);
    expect(await settleDueTransactions(t.services)).toBe(0); // captured at the clock's noon: not settled yet

    now = new Date(NOON.getTime() + 2 * HOUR);
    expect(await settleDueTransactions(t.services)).toBe(1);
    expect(await types()).toEqual(['TransactionCreated', 'TransactionSettled']);
    const settled = (await t.services.store.readStream(`Transaction-${created.transactionId}`)).at(-1)!;
    expect(settled.metadata.occurredAt).toBe(now.toISOString());
  });
});
