import {
  appointmentStream,
  decideTransaction,
  evolveTransaction,
  initialTransactionState,
  transactionStream,
  type BalanceAnswer,
  type ChargedParts,
  type CustomerBalanceAndEmails,
  type InvoiceAnswer,
  type OutstandingBalancesPage,
  type SignoffCheckAnswer,
  type TransactionCommand,
  type TransactionDetail,
  type TransactionRow,
  type TransactionsPage,
  type TransactionState,
  type TransactionSummaryAnswer,
} from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, appendDirect, book, demoCustomer, localDatePlus, newCustomer, noServerErrors, ok, spec, weekdayFrom, type Booked, type ErrorBody, type Person } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/**
 * The ledger's reads over real HTTP on a real Postgres: transactions are written as the
 * write side would (the real decider's events appended to `Transaction-<id>` streams), then every read is
 * checked for its shape, its figures (docs/RULES.md "Balance, voids and refunds" and
 * "totals strip"), its permissions and customer isolation, and the live changed keys.
 */
let t: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let casey: Person;
let dana: Person;
let visit: Booked;
const responses: TestResponse[] = [];
const TODAY = localDatePlus(0);
const YESTERDAY = localDatePlus(-1);

const get = async <T>(client: TestClient, path: string, query: Record<string, string | number | boolean | undefined> = {}) => {
  const response = await client.get<T & ErrorBody>(`/api/v4/${path}`, { query });
  responses.push(response);
  return response;
};

/** The decider's state per transaction, so later commands decide on what earlier ones wrote. */
const states = new Map<number, TransactionState>();
async function write(command: TransactionCommand, transactionId: number): Promise<void> {
  const state = states.get(transactionId) ?? initialTransactionState();
  const events = decideTransaction(command, state, { now: new Date().toISOString(), actorUserId: 2 });
  states.set(transactionId, events.reduce(evolveTransaction, state));
  await appendDirect(t, transactionStream(transactionId), events);
}

const charge = (groom: number, gratuity = 0): ChargedParts => ({
  serviceFeeGroom: groom, serviceFeeTrip: 3900, serviceFeeGenerator: 0, serviceFeeFuel: 146, serviceDiscountTotal: 0, serviceFeeSalesTax: 0,
  serviceFeeOther: 0, serviceFee: groom + 3900 + 146, cancelFee: 0, returnedFee: 0, reprocessFee: 0, gratuity,
});
const received = (card: number, cash = 0) => ({
  card: card > 0 ? { amount: card, status: 'capturedPendingSettlement' as const, creditCardId: null, isOneTimePayment: true, last4: '4242', brand: 'Visa', gatewayTransactionId: `g-${card}` } : null,
  cashAmount: cash, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null,
});
async function create(transactionId: number, who: Person, charged: ChargedParts, paid: ReturnType<typeof received>, extra: { date?: string; appointmentId?: number | null } = {}) {
  await write({
    type: 'CreateTransaction',
    data: { transactionId, customerId: who.customerId, appointmentId: extra.appointmentId ?? null, reasonId: 1, transactionDate: extra.date ?? TODAY, notes: null, charged, received: paid, creditAmount: 0, gratuityMethod: charged.gratuity > 0 ? 'creditCard' : null },
  }, transactionId);
}

// Casey: T1 card $100 + $15 tip (charge 10046+1500 = 11546), settled, $10 refunded (a concession: balance unmoved).
//        T2 charge 8046, $50 cash: owes 3046. T3 voided card payment. T5 yesterday, paid in full.
// Dana:  T4 charge 6046, paid 7046 by card: a $10 credit; settled and $10 refunded (the overpayment: balance rises to 0).
const T1 = 910001, T2 = 910002, T3 = 910003, T4 = 910004, T5 = 910005, R1 = 920001, R4 = 920004;

beforeAll(async () => {
  t = await startTestServer();
  office = await t.loginAs('office');
  stylist = await t.loginAs('stylist');
  customer = await t.loginAs('customer');
  casey = await demoCustomer(customer);
  dana = await newCustomer(office, 'Dana', 'Ledger');
  const options = ok('getOptions', await office.get<{ stylists: { ID: number; firstName: string }[] }>('/api/v4/getOptions'));
  const samId = options.stylists.find((s) => s.firstName === 'Sam')!.ID;
  visit = await book(office, casey, { employeeId: samId, appointmentDate: spec(weekdayFrom(40, 2)), startTime: '8:00 AM', endTime: '10:30 AM' });

  await create(T1, casey, charge(6000, 1500), received(11546), { appointmentId: visit.id });
  await write({ type: 'SettleTransaction', data: { transactionId: T1 } }, T1);
  await write({ type: 'RefundTransaction', data: { refTransactionId: T1, refundTransactionId: R1, amount: 1000, refundDate: TODAY, gatewayTransactionId: 'r1' } }, T1);
  await create(T2, casey, charge(4000), received(0, 5000));
  await create(T3, casey, charge(2000), received(6046));
  await write({ type: 'VoidTransaction', data: { refTransactionId: T3 } }, T3);
  await create(T5, casey, charge(1000), received(5046), { date: YESTERDAY });
  await create(T4, dana, charge(2000), received(7046));
  await write({ type: 'SettleTransaction', data: { transactionId: T4 } }, T4);
  await write({ type: 'RefundTransaction', data: { refTransactionId: T4, refundTransactionId: R4, amount: 1000, refundDate: TODAY, gatewayTransactionId: 'r4' } }, T4);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => noServerErrors(responses));

describe('GET transactions/getAll (part 2 §2.5, §7.5, §9)', () => {
  it('defaults to today, newest first, with refunds as negative rows of their own and voids shown but not totalled', async () => {
    const page = ok('getAll', await get<TransactionsPage>(office, 'transactions/getAll'));
    const ours = page.rows.filter((r) => r.ID >= 910000);
    expect(ours.map((r) => r.ID).sort()).toEqual([T1, T2, T3, T4, R1, R4].sort());
    const refund = ours.find((r) => r.ID === R1)!;
    expect(refund).toMatchObject({ isRefund: true, refTransactionId: T1, paid: -1000, creditCardAmount: -1000, charged: -1000, transactionDate: spec(TODAY) });
    expect(refund.serviceFee + refund.otherFees + refund.gratuity).toBe(-1000);
    expect(ours.find((r) => r.ID === T1)).toMatchObject({ isRefunded: true, refundedAmount: 1000, status: 'settledSuccessfully', customerName: expect.stringContaining('Casey'), reason: expect.any(String) });
    expect(ours.find((r) => r.ID === T3)).toMatchObject({ isVoided: true, status: 'voided', transactionBalance: 0 });
    // Dana's overpayment refund: charged 0, paid -1000 (docs/RULES.md: only what was received moves).
    expect(ours.find((r) => r.ID === R4)).toMatchObject({ charged: 0, paid: -1000 });
    const dates = page.rows.map((r) => r.date);
    expect(dates.every((d) => d === TODAY)).toBe(true);
    const added = page.rows.map((r) => r.DateAdded);
    expect([...added].sort().reverse()).toEqual(added);
  });

  it('the totals strip sums every non-voided matching row: balance = total charged − total paid', async () => {
    const filtered = JSON.stringify([{ id: 'ID', value: '' }]);
    const page = ok('getAll', await get<TransactionsPage>(office, 'transactions/getAll', { filtered, pageSize: 1 }));
    expect(page.rows).toHaveLength(1);
    const all = ok('getAll', await get<TransactionsPage>(office, 'transactions/getAll', { pageSize: 100 }));
    const live = all.rows.filter((r) => !r.isVoided);
    const sum = (f: (r: TransactionRow) => number) => live.reduce((a, r) => a + f(r), 0);
    expect(page.totals).toEqual(all.totals);
    expect(all.totals).toMatchObject({
      totalCharged: sum((r) => r.charged),
      totalPaid: sum((r) => r.paid),
      serviceFee: sum((r) => r.serviceFee),
      gratuity: sum((r) => r.gratuity),
      creditCard: sum((r) => r.creditCardAmount),
      cash: sum((r) => r.cashAmount),
    });
    expect(all.totals.balance).toBe(all.totals.totalCharged - all.totals.totalPaid);
    expect(all.totals.totalCharged).toBe(all.totals.serviceFee + all.totals.otherFees + all.totals.gratuity);
    expect(page.pages).toBe(all.count);
  });

  it('filters by column, sorts on request, pages on the server and takes a date range', async () => {
    const danas = ok('getAll', await get<TransactionsPage>(office, 'transactions/getAll', { filtered: JSON.stringify([{ id: 'customerName', value: 'ledger' }]) }));
    expect(danas.rows.map((r) => r.ID).sort()).toEqual([T4, R4]);
    expect(danas.totals.balance).toBe(0);
    const voided = ok('getAll', await get<TransactionsPage>(office, 'transactions/getAll', { filtered: JSON.stringify([{ id: 'isVoided', value: 'true' }]) }));
    expect(voided.rows.map((r) => r.ID)).toEqual([T3]);
    expect(voided.totals.totalCharged).toBe(0);
    const byPaid = ok('getAll', await get<TransactionsPage>(office, 'transactions/getAll', { sorted: JSON.stringify([{ id: 'paid', desc: false }]), pageSize: 2, page: 0 }));
    expect(byPaid.rows[0]!.paid).toBeLessThanOrEqual(byPaid.rows[1]!.paid);
    const range = ok('getAll', await get<TransactionsPage>(office, 'transactions/getAll', { startDate: spec(YESTERDAY), endDate: spec(TODAY), pageSize: 100 }));
    expect(range.rows.map((r) => r.ID)).toContain(T5);
  });

  it('refuses bad input with a 400 and its message', async () => {
    for (const [query, message] of [
      [{ sorted: JSON.stringify([{ id: 'password', desc: true }]) }, 'sorted must be a list of {id, desc} on a known column.'],
      [{ filtered: '[{"id":"notes"}]' }, 'filtered must be a list of {id, value} on a known column.'],
      [{ startDate: '13-45-2026' }, 'A valid start date is required (MM-DD-YYYY).'],
      [{ startDate: spec(TODAY), endDate: spec(YESTERDAY) }, 'The start date must not be after the end date.'],
      [{ pageSize: 1000 }, undefined],
    ] as const) {
      const r = await get(office, 'transactions/getAll', query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      if (message) expect(r.body.message).toBe(message);
    }
  });

  it('a customer sees only their own rows; staff without ViewAllTransactions are refused', async () => {
    const mine = ok('getAll', await get<TransactionsPage>(customer, 'transactions/getAll', { pageSize: 100 }));
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.userId === casey.userId)).toBe(true);
    expect((await get(stylist, 'transactions/getAll')).status).toBe(403);
  });
});

describe('GET transactions/findById, findByCustomer', () => {
  it('answers the detail with its breakdown, refunds and what its status allows (part 2 §4.3)', async () => {
    const { transaction } = ok('findById', await get<{ transaction: TransactionDetail }>(office, 'transactions/findById', { transactionId: T1 }));
    expect(transaction).toMatchObject({ ID: T1, serviceFeeGroom: 6000, serviceFeeTrip: 3900, gratuity: 1500, creditCardAmount: 11546, canVoid: false, canRefund: true, refundableAmount: 10546 });
    expect(transaction.refunds).toEqual([expect.objectContaining({ ID: R1, amount: 1000, concession: 1000, overpayment: 0 })]);
    const two = ok('findById', await get<{ transaction: TransactionDetail }>(office, 'transactions/findById', { transactionId: T2 })).transaction;
    expect(two).toMatchObject({ canVoid: true, canRefund: false, cashAmount: 5000 });
  });

  it('a customer reads their own, not another customer\'s (404, as for a missing one)', async () => {
    expect((await get(customer, 'transactions/findById', { transactionId: T1 })).status).toBe(200);
    expect((await get(customer, 'transactions/findById', { transactionId: T4 })).status).toBe(404);
    expect((await get(customer, 'transactions/findById', { transactionId: 999999 })).status).toBe(404);
    expect((await get(office, 'transactions/findById', { transactionId: 'x' })).status).toBe(400);
    const own = ok('findByCustomer', await get<{ transactions: TransactionRow[] }>(customer, 'transactions/findByCustomer', { userId: casey.userId }));
    expect(own.transactions.map((r) => r.ID)).toEqual(expect.arrayContaining([T1, T2, T3, T5, R1]));
    expect(own.transactions.some((r) => r.ID === T4)).toBe(false);
    expect((await get(customer, 'transactions/findByCustomer', { userId: dana.userId })).status).toBe(403);
  });
});

describe('balances: user/getBalance, getCustomerBalanceAndEmails (docs/RULES.md "Balance")', () => {
  it('answers the real balance: charged − received over non-voided transactions, each net of its refunds', async () => {
    const mine = ok('getBalance', await get<BalanceAnswer>(office, 'user/getBalance', { userId: casey.userId }));
    // T1: 11546 − 1000 conceded − (11546 − 1000) = 0; T2: 8046 − 5000; T3 void; T5: 0. Plus whatever the demo seed holds (none).
    expect(mine.balanceCents).toBe(3046);
    expect(mine.recentPayments.map((p) => p.ID)).toEqual(expect.arrayContaining([T1, T2, T5]));
    expect(mine.recentPayments.find((p) => p.ID === T2)).toMatchObject({ amountCents: 5000, method: 'Cash', DateAdded: spec(TODAY) });
    expect(mine.recentPayments.some((p) => p.ID === T3)).toBe(false);
    // Dana overpaid $10 (a credit, -1000) and the $10 refund returned it: 0.
    expect(ok('getBalance', await get<BalanceAnswer>(office, 'user/getBalance', { userId: dana.userId })).balanceCents).toBe(0);
    expect((await get(customer, 'user/getBalance', { userId: dana.userId })).status).toBe(403);
  });

  it('getCustomerBalanceAndEmails answers the balance and the emails; a customer only their own', async () => {
    const answer = ok('balanceAndEmails', await get<CustomerBalanceAndEmails>(office, 'transactions/getCustomerBalanceAndEmails', { customerId: casey.customerId }));
    expect(answer.balance).toBe(3046);
    expect(answer.emailAddresses.length).toBeGreaterThan(0);
    expect((await get(customer, 'transactions/getCustomerBalanceAndEmails', { customerId: casey.customerId })).status).toBe(200);
    expect((await get(customer, 'transactions/getCustomerBalanceAndEmails', { customerId: dana.customerId })).status).toBe(403);
  });
});

describe('GET transactions/getInvoice and getSummary: every figure is the ledger\'s', () => {
  it('the invoice sums the appointment\'s transactions and names its pets', async () => {
    const invoice = ok('getInvoice', await get<InvoiceAnswer>(office, 'transactions/getInvoice', { customerId: casey.customerId, appointmentId: visit.id }));
    expect(invoice).toMatchObject({ serviceFeeGroom: 6000, serviceFeeTrip: 3900, serviceFeeFuel: 146 });
    // The $10 concession's shares come off the figures, as the ledger's refund row holds them.
    const rows = invoice.transactions;
    expect(rows.map((r) => r.ID).sort()).toEqual([T1, R1].sort());
    expect(invoice.serviceFee).toBe(rows.reduce((a, r) => a + r.serviceFee, 0));
    expect(invoice.gratuity).toBe(rows.reduce((a, r) => a + r.gratuity, 0));
    expect(invoice.creditCardAmount).toBe(11546 - 1000);
    expect(invoice.balance).toBe(0);
    expect(invoice.petNames).toEqual(['Biscuit']);
    const missing = await get(office, 'transactions/getInvoice', { customerId: casey.customerId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Attempted to retrieve invoice but no appointment ID was given');
    expect((await get(office, 'transactions/getInvoice', { customerId: dana.customerId, appointmentId: visit.id })).status).toBe(404);
    expect((await get(customer, 'transactions/getInvoice', { customerId: casey.customerId, appointmentId: visit.id })).status).toBe(200);
    expect((await get(customer, 'transactions/getInvoice', { customerId: dana.customerId, appointmentId: visit.id })).status).toBe(403);
  });

  it('the summary sums the customer\'s non-voided rows in the range', async () => {
    const summary = ok('getSummary', await get<TransactionSummaryAnswer>(office, 'transactions/getSummary', { customerId: casey.customerId, startDate: spec(YESTERDAY), endDate: spec(TODAY) }));
    expect(summary.balance).toBe(3046);
    expect(summary.cashAmount).toBe(5000);
    expect(summary.transactions.map((r) => r.ID)).toEqual(expect.arrayContaining([T1, T2, T3, T5, R1]));
    expect(summary.petNames).toContain('Biscuit');
    expect((await get(customer, 'transactions/getSummary', { customerId: dana.customerId })).status).toBe(403);
  });
});

describe('GET outstandingBalances/findByDate and appointments/signoffCheck', () => {
  it('lists customers who owe, with lastSeen their last completed appointment, largest first (ViewOutstandingBalances)', async () => {
    // Casey's appointment started and completed (the event the completion command writes).
    await act(office, 'start', { appointmentId: visit.id });
    await appendDirect(t, appointmentStream(visit.id), [
      { type: 'AppointmentCompleted', data: { appointmentId: visit.id, at: new Date().toISOString(), isCustomerAbsent: false, transactionId: T1, signatureFileName: null } },
    ]);
    const { rows: [a] } = await t.services.db.query<{ date: string }>(`SELECT date FROM appointments WHERE id = $1`, [visit.id]);
    const page = ok('outstanding', await get<OutstandingBalancesPage>(office, 'outstandingBalances/findByDate', { startDate: spec(a!.date), endDate: spec(a!.date) }));
    expect(page.rows).toEqual([{ User: { ID: casey.userId, name: expect.stringContaining('Casey') }, customerId: casey.customerId, balance: 3046, lastSeen: spec(a!.date) }]);
    expect(page.pages).toBe(1);
    const none = ok('outstanding', await get<OutstandingBalancesPage>(office, 'outstandingBalances/findByDate', { startDate: spec(YESTERDAY), endDate: spec(YESTERDAY) }));
    expect(none.rows.some((r) => r.customerId === casey.customerId)).toBe(false);
    expect((await get(customer, 'outstandingBalances/findByDate')).status).toBe(403);
    expect((await get(stylist, 'outstandingBalances/findByDate')).status).toBe(403);
    expect(ok('signoff', await get<SignoffCheckAnswer>(office, 'appointments/signoffCheck', { appointmentId: visit.id }))).toEqual({
      error: true,
      message: 'This appointment has already been completed. Sign-off is no longer needed.',
    });
  });

  it('says whether sign-off is still needed (part 2 §4.1 step 6)', async () => {
    const other = await book(office, dana, { employeeId: (ok('getOptions', await office.get<{ stylists: { ID: number; firstName: string }[] }>('/api/v4/getOptions'))).stylists.find((s) => s.firstName === 'Sam')!.ID, appointmentDate: spec(weekdayFrom(40, 3)), startTime: '8:00 AM', endTime: '9:30 AM' });
    const before = ok('signoff', await get<SignoffCheckAnswer>(office, 'appointments/signoffCheck', { appointmentId: other.id }));
    expect(before).toEqual({ error: true, message: 'This appointment is not in progress. Sign-off is no longer needed.' });
    await act(office, 'start', { appointmentId: other.id });
    await t.settle();
    expect(ok('signoff', await get<SignoffCheckAnswer>(office, 'appointments/signoffCheck', { appointmentId: other.id }))).toEqual({ error: false, message: 'Sign-off is needed.' });
    await create(910006, dana, charge(3000), received(7046), { appointmentId: other.id });
    expect(ok('signoff', await get<SignoffCheckAnswer>(office, 'appointments/signoffCheck', { appointmentId: other.id })).error).toBe(true);
    expect((await get(customer, 'appointments/signoffCheck', { appointmentId: other.id })).status).toBe(403);
    expect((await get(office, 'appointments/signoffCheck', { appointmentId: 99999999 })).status).toBe(404);
  });
});

describe('live: a second office browser sees a new transaction and balance without reload', () => {
  it('pushes the transactions and balances keys to staff and to that customer only', async () => {
    const otherBrowser = await t.loginAs('office');
    const officeLive = await otherBrowser.live();
    const customerLive = await customer.live();
    try {
      await create(910007, dana, charge(1000), received(0));
      const changed = await officeLive.next((m) => m.type === 'changed' && (m.keys as { scope: string }[]).some((k) => k.scope === 'transactions'));
      expect(changed.keys).toEqual(expect.arrayContaining([
        { scope: 'transactions', id: dana.userId, ownerUserId: dana.userId },
        { scope: 'balances', id: dana.userId, ownerUserId: dana.userId },
      ]));
      // Casey's socket hears of Casey's own change, never of Dana's.
      await create(910008, casey, charge(1000), received(0));
      const own = await customerLive.next((m) => m.type === 'changed' && (m.keys as { scope: string }[]).some((k) => k.scope === 'transactions'));
      expect(own.keys).toContainEqual({ scope: 'transactions', id: casey.userId, ownerUserId: casey.userId });
      expect(customerLive.messages.flatMap((m) => (m.type === 'changed' ? (m.keys as { ownerUserId?: number }[]) : [])).every((k) => k.ownerUserId === casey.userId)).toBe(true);
      expect(ok('getBalance', await get<BalanceAnswer>(otherBrowser, 'user/getBalance', { userId: dana.userId })).balanceCents).toBe(5046);
    } finally {
      officeLive.close();
      customerLive.close();
    }
  });
});
