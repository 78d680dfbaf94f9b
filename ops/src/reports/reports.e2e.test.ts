import type { DailyTipsReport, PayrollReport, ReportTransactions, SalesTaxReport } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noServerErrors, spec, type ErrorBody } from '../appointments/readsSupport';
import { startTestServer, TestClient, type TestResponse, type TestServer } from '../testing';
import { seedLastMonthPayroll, type PayrollFixture } from './reportsFixture';

/**
 * The reports over real HTTP on a real Postgres (part 2 §2.2, §7.7, §9): last month's payroll,
 * sales tax and daily tips as written in reportsFixture.ts, with the cents written out; the transactions
 * behind a figure; MM-DD-YYYY dates and their 400s; and the permissions (ViewAdminReports for sales tax
 * and payroll, ViewManagerReports for daily tips), 403 without them.
 */
let t: TestServer;
let manager: TestClient;
let f: PayrollFixture;
const responses: TestResponse[] = [];

const get = async <T>(client: TestClient, path: string, query: Record<string, string | number | undefined> = {}) => {
  const response = await client.get<T & ErrorBody>(`/api/v4/reports/${path}`, { query });
  responses.push(response);
  return response;
};
const month = () => ({ startDate: spec(f.month.startDate), endDate: spec(f.month.endDate) });

beforeAll(async () => {
  t = await startTestServer();
  f = await seedLastMonthPayroll(t);
  manager = t.client();
  await manager.login(f.manager.emailAddress, f.manager.password);
}, 180_000);
afterAll(async () => t?.close());
afterEach(() => noServerErrors(responses));

describe('GET reports/getPayroll (ViewAdminReports; part 2 §9; docs/RULES.md "Payroll, per stylist")', () => {
  it('last month per stylist: Riley at 40 % then 50 % from the 15th, Jordan at 45 % less a refund\'s shares, the cancelled appointment not counted', async () => {
    const r = await get<PayrollReport>(manager, 'getPayroll', month());
    expect(r.status).toBe(200);
    const rows = r.body.rows.filter((row) => [f.riley, f.jordan].includes(row.employeeId));
    expect(rows.map(({ drill: _drill, ...row }) => row)).toEqual([
      // (80.00 + 10.00) x 40 % = 36.00 on the 5th; (60.00 + 25.00 cancel fee) x 50 % = 42.50 on the 20th.
      { employeeId: f.jordan, stylist: 'Jordan Jones', appointments: 1, commissionable: 5722, rates: [45], commission: 2575, tips: 1430, total: 4005 },
      { employeeId: f.riley, stylist: 'Riley Reyes', appointments: 2, commissionable: 17500, rates: [40, 50], commission: 7850, tips: 2500, total: 10350 },
    ]);
    expect(r.body).toMatchObject({ startDate: month().startDate, endDate: month().endDate });
    expect(r.body.totals.commission).toBe(r.body.rows.reduce((a, row) => a + row.commission, 0));
  });

  it('defaults to the current month (part 2 §9), where last month\'s appointments are not', async () => {
    const r = await get<PayrollReport>(manager, 'getPayroll');
    expect(r.status).toBe(200);
    expect(r.body.startDate.slice(0, 2)).not.toBe(month().startDate.slice(0, 2));
    expect(r.body.rows.filter((row) => row.employeeId === f.riley)).toEqual([]);
  });

  it('each figure links to the transactions behind it: Jordan\'s are T3 and its refund, not the cancel fee T4', async () => {
    const payroll = (await get<PayrollReport>(manager, 'getPayroll', month())).body;
    const drill = payroll.rows.find((row) => row.employeeId === f.jordan)!.drill;
    expect(drill).toEqual({ report: 'payroll', ...month(), employeeId: f.jordan });
    const r = await get<ReportTransactions>(manager, 'getTransactions', { ...drill });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((row) => [row.transactionId, row.refTransactionId, row.date, row.commissionable, row.commission, row.tips])).toEqual([
      [f.transactions.T3, null, spec(f.day(10)), 8000, 3600, 2000],
      [f.transactions.R3, f.transactions.T3, spec(f.day(12)), -2278, -1025, -570],
    ]);
    expect(r.body.rows[0]).toMatchObject({ customerName: 'Ezra Exempt', stylist: 'Jordan Jones', ratePercent: 45, isTaxExempt: true });
  });
});

describe('GET reports/getSalesTax (ViewAdminReports; docs/RULES.md "Sales tax")', () => {
  it('by day: taxable sales, tax collected and exempt sales; the refund a negative row on its own date; a cancel fee is no sale', async () => {
    const r = await get<SalesTaxReport>(manager, 'getSalesTax', month());
    expect(r.status).toBe(200);
    expect(r.body.rows.map(({ drill: _d, ...row }) => row)).toEqual([
      { date: spec(f.day(5)), isoDate: f.day(5), taxableSales: 12546, taxCollected: 1034, exemptSales: 0, transactions: 1 },
      { date: spec(f.day(10)), isoDate: f.day(10), taxableSales: 0, taxCollected: 0, exemptSales: 12046, transactions: 1 },
      { date: spec(f.day(12)), isoDate: f.day(12), taxableSales: 0, taxCollected: 0, exemptSales: -3430, transactions: 1 },
      { date: spec(f.day(20)), isoDate: f.day(20), taxableSales: 10046, taxCollected: 823, exemptSales: 0, transactions: 1 },
      { date: spec(f.day(22)), isoDate: f.day(22), taxableSales: 0, taxCollected: 0, exemptSales: 0, transactions: 1 },
    ]);
    expect(r.body.totals).toEqual({ taxableSales: 22592, taxCollected: 1857, exemptSales: 8616, transactions: 5 });
    const day5 = await get<ReportTransactions>(manager, 'getTransactions', { ...r.body.rows[0]!.drill });
    expect(day5.body.rows.map((row) => row.transactionId)).toEqual([f.transactions.T1]);
  });
});

describe('GET reports/getDailyTips (ViewManagerReports; part 2 §9, docs/RULES.md "Daily tips")', () => {
  it('per day and stylist, less refund shares on the refund\'s date', async () => {
    const r = await get<DailyTipsReport>(manager, 'getDailyTips', month());
    expect(r.status).toBe(200);
    expect(r.body.rows.filter((row) => [f.riley, f.jordan].includes(row.employeeId)).map((row) => [row.date, row.stylist, row.tips])).toEqual([
      [spec(f.day(5)), 'Riley Reyes', 1500],
      [spec(f.day(10)), 'Jordan Jones', 2000],
      [spec(f.day(12)), 'Jordan Jones', -570],
      [spec(f.day(20)), 'Riley Reyes', 1000],
    ]);
  });

  it('defaults to today (part 2 §9)', async () => {
    const r = await get<DailyTipsReport>(manager, 'getDailyTips');
    expect(r.status).toBe(200);
    expect(r.body.startDate).toBe(r.body.endDate);
  });
});

describe('dates and permissions', () => {
  it.each<[string, Record<string, string>, string]>([
    ['a date not MM-DD-YYYY', { startDate: '2026-13-45', endDate: '11-30-2026' }, 'A valid start date is required (MM-DD-YYYY).'],
    ['a day that does not exist', { startDate: '11-01-2026', endDate: '02-30-2027' }, 'A valid end date is required (MM-DD-YYYY).'],
    ['text', { startDate: 'yesterday' }, 'A valid start date is required (MM-DD-YYYY).'],
    ['the start after the end', { startDate: '11-30-2026', endDate: '11-01-2026' }, 'The start date must not be after the end date.'],
    ['more than three years', { startDate: '01-01-2020', endDate: '01-01-2026' }, 'A report covers at most 3 years (1,096 days).'],
  ])('%s is a 400 with a clear message', async (_what, query, message) => {
    for (const path of ['getSalesTax', 'getPayroll', 'getDailyTips']) {
      const r = await get(manager, path, query);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
  });

  it('the Office type (no ViewAdminReports) gets 403 for sales tax, payroll and their transactions; a stylist and a customer 403 for all', async () => {
    const office = await t.loginAs('office');
    const stylist = await t.loginAs('stylist');
    const customer = await t.loginAs('customer');
    for (const path of ['getSalesTax', 'getPayroll']) expect((await get(office, path, month())).status).toBe(403);
    expect((await get(office, 'getTransactions', { report: 'payroll', ...month() })).status).toBe(403);
    for (const client of [stylist, customer]) {
      for (const path of ['getSalesTax', 'getPayroll', 'getDailyTips']) expect((await get(client, path, month())).status).toBe(403);
      expect((await get(client, 'getTransactions', { report: 'dailyTips', ...month() })).status).toBe(403);
    }
    expect((await get(t.client(), 'getPayroll', month())).status).toBe(401);
  });

  it('getTransactions refuses an unknown report', async () => {
    const r = await get(manager, 'getTransactions', { report: 'everything', ...month() });
    expect([r.status, r.body.message]).toEqual([400, "report must be one of 'salesTax', 'payroll', 'dailyTips'."]);
  });
});
