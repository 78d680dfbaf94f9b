import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../ops/src/testing';
import { seedLastMonthPayroll, type PayrollFixture } from '../../ops/src/testing';
import { parseCsv } from '../src/features/reports/csv';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { ensureWebBuild } from './support/webBuild';

/**
 * report journey, the manager's half: a Manager (the built-in type has ViewAdminReports and
 * ViewManagerReports, not ViewAuditLog) opens Reports, then Payroll, picks last month (seeded by
 * ops/src/reports/reportsFixture.ts: two stylists, one rate changed mid-month, a refund, a cancelled
 * appointment), sees the table and the chart, opens the transactions behind a figure, downloads the CSV
 * and its rows equal the table; the same at phone width (390 px).
 */
let server: TestServer;
let browser: Browser;
let f: PayrollFixture;

const spec = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ serveWeb: true });
  f = await seedLastMonthPayroll(server);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every row of the table as its cells' text: header, body, totals. */
async function tableRows(page: Page): Promise<string[][]> {
  return page.getByTestId('report-table').evaluate((table) =>
    [...table.querySelectorAll('thead tr, tbody tr, tfoot tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
  );
}

async function openLastMonthsPayroll(page: Page, viaNavigation: boolean): Promise<void> {
  await signIn(page, f.manager.emailAddress, f.manager.password);
  if (viaNavigation) await page.getByRole('link', { name: 'Reports' }).first().click();
  else await page.goto('/dashboard/reports');
  await page.waitForURL('**/dashboard/reports');
  await page.getByRole('link', { name: 'Payroll' }).click();
  await page.waitForURL('**/dashboard/reports/payroll');
  await page.getByRole('heading', { name: 'Payroll Report' }).waitFor();
  // The default range is the current month (part 2 §9); choose last month.
  await page.getByLabel('Start Date').fill(f.month.startDate);
  await page.getByLabel('End Date').fill(f.month.endDate);
  await page.getByText(`${spec(f.month.startDate)} to ${spec(f.month.endDate)}`, { exact: true }).waitFor();
  await page.getByTestId('report-table').getByText('Riley Reyes').waitFor();
}

// Concurrent: the three tests only read the reports beforeAll's data makes, each in a context of its own;
// side by side their waits on the server overlap.
describe.concurrent('reports, the manager', () => {
  it('opens last month\'s payroll, sees the table and the chart, the transactions behind a figure, and downloads a CSV equal to the table', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await openLastMonthsPayroll(page, true);

    const rows = await tableRows(page);
    expect(rows[0]).toEqual(['Stylist', 'Appointments', 'Commissionable', 'Rates', 'Commission', 'Tips', 'Commission + Tips']);
    expect(rows).toContainEqual(['Jordan Jones', '1', '$57.22', '45%', '$25.75', '$14.30', '$40.05']);
    expect(rows).toContainEqual(['Riley Reyes', '2', '$175.00', '40%, 50%', '$78.50', '$25.00', '$103.50']);
    expect(rows.at(-1)![0]).toBe('Total');
    // The chart: recharts draws one bar per stylist and figure.
    const chart = page.getByTestId('report-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'reports-payroll-desktop');

    // Each figure links to the transactions behind it: Jordan's commission is T3 and its refund.
    await page.getByTestId('report-table').getByRole('button', { name: '$25.75' }).click();
    const drill = page.getByTestId('report-drill');
    await drill.locator(`a[data-transaction-id="${f.transactions.T3}"]`, { hasText: 'Payment' }).waitFor();
    await drill.locator(`a[data-transaction-id="${f.transactions.R3}"]`, { hasText: 'Refund' }).waitFor();
    expect(await drill.getByRole('link').count()).toBe(2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`payroll-${spec(f.month.startDate)}-to-${spec(f.month.endDate)}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    expect(parseCsv(csv)).toEqual(rows);

    // The transaction link opens the ledger's page for it.
    await drill.locator(`a[data-transaction-id="${f.transactions.T3}"]`).click();
    await page.waitForURL(`**/dashboard/transactions/${f.transactions.T3}/**`);
    await context.close();
  });

  it('works at phone width (390 px): the table as cards, the chart, the CSV equal to the table', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await openLastMonthsPayroll(page, false);
    await page.getByTestId('report-chart').locator('.recharts-bar-rectangle').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    const rows = await tableRows(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, ''))).toEqual(rows);
    await screenshot(page, 'reports-payroll-phone');
    await context.close();
  });

  it('sales tax and daily tips open from Reports for last month too', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, f.manager.emailAddress, f.manager.password);
    await page.goto('/dashboard/reports/salesTax');
    await page.getByLabel('Start Date').fill(f.month.startDate);
    await page.getByLabel('End Date').fill(f.month.endDate);
    await page.getByTestId('report-table').getByText(spec(f.day(5))).waitFor();
    expect(await tableRows(page)).toContainEqual([spec(f.day(10)), '$0.00', '$0.00', '$120.46', '1']);
    await page.goto('/dashboard/reports/dailyTips');
    await page.getByLabel('Start Date').fill(f.month.startDate);
    await page.getByLabel('End Date').fill(f.month.endDate);
    await page.getByTestId('report-table').getByText('Jordan Jones').first().waitFor();
    expect(await tableRows(page)).toContainEqual([spec(f.day(12)), 'Jordan Jones', '-$5.70']);
    await context.close();
  });
});
