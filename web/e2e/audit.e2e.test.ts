import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestClient, type TestServer } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * the auditor's half: an auditor (the Administrator holds ViewAuditLog) opens the audit page
 * from the menu, picks yesterday noon and sees a customer's balance of then and of now; opens that
 * balance's timeline and verifies the log. The history needs events recorded yesterday: the test server's
 * injectable clock (docs/DECISIONS.md "Audit": test clock) is moved back while the first transaction is
 * written, then returned to the real time for the second.
 *
 * "Yesterday noon" is in the browser's time zone, which is this process's (same machine, same TZ).
 */
let server: TestServer;
let browser: Browser;
let office: TestClient;
let shiftMs = 0;
let customer: { userId: number; customerId: number };

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const yesterdayAt = (hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  d.setHours(hour, 0, 0, 0);
  return d;
};
const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ serveWeb: true, clock: () => new Date(Date.now() + shiftMs) });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  // Yesterday at 10:00: the customer is created and owes $15.00 ($25.00 charged, $10.00 paid in cash).
  shiftMs = yesterdayAt(10).getTime() - Date.now();
  customer = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Audrey', lastName: 'Auditson', emailAddress: `audrey.${Date.now()}@example.com`,
    AddressInfo: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, isAccount: false,
  }));
  ok('yesterday', await office.post('/api/v4/transactions/create', { customerId: customer.customerId, reasonId: 8, serviceFeeOther: 2500, serviceFee: 2500, cashAmount: 1000 }));
  // Today, at the real time: $40.00 more charged, $10.00 paid: she owes $45.00 now.
  shiftMs = 0;
  ok('today', await office.post('/api/v4/transactions/create', { customerId: customer.customerId, reasonId: 8, serviceFeeOther: 4000, serviceFee: 4000, cashAmount: 1000 }));
  await server.settle();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function balancesAtYesterdayNoon(page: Page) {
  await page.getByLabel('As of (your local time)').fill(localInput(yesterdayAt(12)));
  await page.getByRole('button', { name: 'Show balances' }).click();
  const row = page.locator(`tr[data-customer-id="${customer.customerId}"]`);
  await row.waitFor();
  return row;
}

// Concurrent: the three tests only read (and verify) what beforeAll recorded, each in a context of its own;
// side by side their waits on the server overlap.
describe.concurrent('the audit page', () => {
  it('an auditor picks yesterday noon and sees a customer\'s balance then and now, its timeline, and verifies the log', async ({ expect }) => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Audit' }).first().click();
    await page.waitForURL('**/dashboard/audit');
    const row = await balancesAtYesterdayNoon(page);
    await expect.poll(() => row.textContent()).toContain('Audrey Auditson');
    expect(await row.locator('td[data-label="Then"]').textContent()).toBe('$15.00');
    expect(await row.locator('td[data-label="Now"]').textContent()).toBe('$45.00');

    // The month's reports then and now: yesterday's $25.00 of taxable sales, and today's $40.00 once it is
    // recorded (when today falls in the same month, in the business time zone).
    const chicagoMonth = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit' }).format(d);
    const taxable = page.locator('tr[data-figure="Taxable sales"]');
    expect(await taxable.locator('td[data-label="Then"]').textContent()).toBe('$25.00');
    expect(await taxable.locator('td[data-label="Now"]').textContent()).toBe(chicagoMonth(new Date()) === chicagoMonth(yesterdayAt(12)) ? '$65.00' : '$25.00');

    await row.getByRole('button', { name: 'History' }).click();
    const timeline = page.locator('.audit__entry');
    await expect.poll(() => timeline.count()).toBe(2);
    expect(await timeline.nth(0).textContent()).toContain('$0.00 → $15.00');
    expect(await timeline.nth(1).textContent()).toContain('$15.00 → $45.00');
    expect(await timeline.nth(0).textContent()).toContain('Olivia');
    // In words: whose history, what happened, which payment; no event codes, no internal numbers.
    await page.getByRole('heading', { name: 'Balance history of Audrey Auditson' }).waitFor();
    expect(await timeline.nth(0).textContent()).toContain('Recorded');
    expect(await timeline.nth(0).textContent()).toMatch(/The \$\d+\.\d\d (payment|charge) of \d\d-\d\d-\d{4}/);
    expect(await page.locator('.audit__timeline').textContent()).not.toMatch(/Transaction(Created|Settled)|#\d/);
    await page.getByText('Transactions then and now').click();
    const ledger = page.getByRole('table', { name: 'Transactions then and now' });
    expect(await ledger.textContent()).not.toMatch(/capturedPendingSettlement|settledSuccessfully|authorizedPendingCapture|#\d/);
    // Each row named by what it charged (or paid in full) and its date: the $25.00 and the $40.00 charges.
    const named = await ledger.locator('tbody th').allTextContents();
    expect(named.some((n) => /^The \$25\.00 charge of \d\d-\d\d-\d{4}$/.test(n))).toBe(true);
    expect(named.some((n) => /^The \$40\.00 charge of \d\d-\d\d-\d{4}$/.test(n))).toBe(true);

    await page.getByRole('button', { name: 'Verify the log' }).click();
    await page.getByRole('status').filter({ hasText: 'Intact:' }).waitFor();
    await screenshot(page, 'audit-desktop');
    await context.close();
  });

  it('works at phone width (390px), without sideways scrolling of the page', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/dashboard/audit');
    const row = await balancesAtYesterdayNoon(page);
    expect(await row.locator('td[data-label="Then"]').textContent()).toBe('$15.00');
    expect(await row.locator('td[data-label="Now"]').textContent()).toBe('$45.00');
    // The page is no wider than the phone (a wide table scrolls inside its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByText('Transactions then and now').click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'audit-phone');
    await context.close();
  });

  it('is not offered to, nor open for, someone without ViewAuditLog', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    expect(await page.getByRole('link', { name: 'Audit' }).count()).toBe(0);
    await page.goto('/dashboard/audit');
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/audit'));
    await context.close();
  });
});
