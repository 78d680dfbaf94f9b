import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestClient, type TestServer } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, demoStylistWorksToday } from './support/server';
import { ensureWebBuild } from './support/webBuild';
import { bookTodayForCasey, drivewayCast, ok, specDate, today, type DrivewayCast } from './support/driveway';

/**
 * in Chromium: the profile menu on a profile that is not a customer's (the demo stylist's):
 * Send Transaction Summary sends the transactions of the appointments that employee worked, New
 * Complaint names that employee and picks the customer; the spec's 'Failed to navigate to user
 * profile...' and 'Failed to receive options for the product.' when those requests fail; the
 * transactions table shows every column at 1280 px and 390 px without the page scrolling sideways,
 * and no 'Transaction N'.
 */
let server: TestServer;
let browser: Browser;
let admin: TestClient;
let cast: DrivewayCast;
let transactionId: number;

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ serveWeb: true, config: { settleAfterS: 3600 } });
  await demoStylistWorksToday(server);
  browser = await launchBrowser();
  const office = await server.loginAs('office');
  admin = await server.loginAs('admin');
  cast = await drivewayCast(server);
  // A groom the stylist completed today: the summary of the stylist's appointments holds its payment.
  const appointmentId = await bookTodayForCasey(office, cast);
  const stylist = await server.loginAs('stylist');
  ok('start', await stylist.post('/api/v4/appointments/start', { appointmentId }));
  transactionId = ok('complete', await stylist.post<{ transactionId: number }>('/api/v4/appointments/complete', {
    appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 20000 },
  })).transactionId;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

async function adminPage(size: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await (await newContext(browser, server.url, size)).newPage();
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  return page;
}

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  return ok('outbox', await admin.get<{ messages: { to: string; subject: string; text: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } })).messages;
}

async function openMore(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'More ▾' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

// Concurrent, all six tests: each opens its own context and only reads what beforeAll made, or adds what
// only it looks for (its own mail address, its own complaint); side by side their waits on the server overlap.
describe.concurrent('the profile menu on a profile that is not a customer\'s', () => {
  it('Send Transaction Summary sends the transactions of the appointments that employee worked', async ({ expect }) => {
    const stylistUser = ok('user', await admin.get<{ user: { emailAddress: string; firstName: string; lastName: string; customerId: number | null } }>('/api/v4/user/getDetails', { query: { userId: cast.stylistId } })).user;
    expect(stylistUser.customerId).toBeNull();
    const page = await adminPage();
    await page.goto(`/dashboard/customers/${cast.stylistId}/overview`);
    await openMore(page, 'Send Transaction Summary');
    const dialog = page.getByRole('dialog', { name: 'Send Transaction Summary' });
    await dialog.getByTestId('summary-of-employee').getByText(`${stylistUser.firstName} ${stylistUser.lastName}`).waitFor();
    // The employee's own address is preselected; today's range holds the groom they completed.
    expect(await dialog.getByLabel('Email').inputValue()).toBe(stylistUser.emailAddress);
    await expect.poll(() => dialog.getByTestId('summary-count').textContent()).toBe(`1 transaction from ${specDate(today())} to ${specDate(today())}`);
    await dialog.getByLabel('Email').fill('not an email');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Please enter a valid email. Example: name@example.com').waitFor();
    await dialog.getByLabel('Email').fill('books.stylist@example.com');
    await screenshot(page, 'profile-employee-summary-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Sent the transaction summary');
    expect(await page.getByText('coming in a later release').count()).toBe(0);
    const mail = (await outbox()).find((m) => m.to === 'books.stylist@example.com');
    expect(mail?.subject).toContain(`${stylistUser.firstName} ${stylistUser.lastName}`);
    // Each transaction by its kind and date, not its number.
    expect(mail?.text).toMatch(/(Payment|Charge) of \d\d-\d\d-\d{4}/);
    expect(mail?.text).not.toContain(`#${transactionId}`);
    expect(mail?.text).toContain('200.00');
  });

  it('New Complaint names that employee and picks the customer by name', async ({ expect }) => {
    const page = await adminPage(PHONE);
    await page.goto(`/dashboard/customers/${cast.stylistId}/overview`);
    await openMore(page, 'New Complaint');
    const dialog = page.getByRole('dialog', { name: 'New Complaint' });
    await dialog.getByTestId('complaint-employee-fixed').waitFor();
    await dialog.getByRole('button', { name: 'Create Complaint' }).click();
    await dialog.getByText('A customer must be selected to create the complaint').waitFor();
    await dialog.getByText('An explanation of the complaint is required').waitFor();
    const casey = ok('casey', await admin.get<{ user: { firstName: string; lastName: string } }>('/api/v4/user/getDetails', { query: { userId: cast.casey.userId } })).user;
    await dialog.getByLabel('Find the customer').fill(casey.lastName);
    const select = dialog.getByLabel('Customer', { exact: true });
    await expect.poll(() => select.locator(`option[value="${cast.casey.customerId}"]`).count()).toBe(1);
    await select.selectOption(String(cast.casey.customerId));
    await dialog.getByLabel('Explanation').fill('Left the gate open twice');
    await screenshot(page, 'profile-employee-complaint-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create Complaint' }).click();
    await toast(page, 'Created complaint');
    // The complaints read model follows the write: wait until it shows the complaint.
    const created = async () =>
      ok('complaints', await admin.get<{ complaints: { complaint: string; employeeId: number; customerId: number; isBlocking: boolean }[] }>('/api/v4/complaints/findAll')).complaints.find(
        (c) => c.complaint === 'Left the gate open twice',
      );
    await expect.poll(created).toMatchObject({ employeeId: cast.stylistId, customerId: cast.casey.customerId, isBlocking: true });
  });
});

describe.concurrent('the spec\'s failure messages where they apply', () => {
  it("'Failed to navigate to user profile...' when the profile cannot be read; Try again opens it", async () => {
    const page = await adminPage();
    await page.route('**/api/v4/user/getDetails?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.goto(`/dashboard/customers/${cast.casey.userId}/overview`);
    await toast(page, 'Failed to navigate to user profile...');
    await page.getByRole('alert').getByText('Failed to navigate to user profile...').waitFor();
    await page.unroute('**/api/v4/user/getDetails?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('toolbar', { name: 'Profile actions' }).waitFor();
  });

  it("'Failed to receive options for the product.' when the options request fails", async () => {
    const page = await adminPage();
    await page.route('**/api/v4/getOptions**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.goto('/dashboard/customers');
    await toast(page, 'Failed to receive options for the product.');
  });
});

describe.concurrent('the transactions table', () => {
  for (const [label, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`shows every column within the view at ${size.width} px, the page never scrolls sideways, and no internal words`, async () => {
      const page = await adminPage(size);
      await page.goto('/dashboard/transactions');
      await page.locator(`[data-transaction-id="${transactionId}"]`).waitFor();
      const layout = await page.evaluate(() => {
        const table = document.querySelector('table.tx-list')!;
        const scroller = table.closest('.table-scroll')!.getBoundingClientRect();
        const headers = [...table.querySelectorAll('thead tr:first-child th')].map((th) => ({ text: th.textContent ?? '', box: th.getBoundingClientRect(), shown: getComputedStyle(th).display !== 'none' && th.getBoundingClientRect().width > 0 }));
        // On a phone each row is a card: every column's label is on the card, inside the view.
        const cells = [...table.querySelectorAll('tbody tr:first-child td')].map((td) => ({ label: td.getAttribute('data-label') ?? '', box: td.getBoundingClientRect(), shown: getComputedStyle(td).display !== 'none' }));
        return { scroller: { left: scroller.left, right: scroller.right }, headers, cells, pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth };
      });
      expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
      const right = Math.min(layout.scroller.right, layout.viewport);
      const visibleHeaders = layout.headers.filter((h) => h.shown);
      if (visibleHeaders.length === layout.headers.length) {
        expect(visibleHeaders.map((h) => h.text)).toContain('Gift Card');
        for (const h of visibleHeaders) {
          expect(h.box.left, h.text).toBeGreaterThanOrEqual(layout.scroller.left - 1);
          expect(h.box.right, h.text).toBeLessThanOrEqual(right + 1);
        }
      } else {
        expect(layout.cells.map((c) => c.label)).toContain('Gift Card');
        for (const c of layout.cells.filter((x) => x.shown)) {
          expect(c.box.left, c.label).toBeGreaterThanOrEqual(0);
          expect(c.box.right, c.label).toBeLessThanOrEqual(layout.viewport + 1);
        }
      }
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/Transaction \d+/);
      await screenshot(page, `transactions-columns-${label}`, { fullPage: label === 'phone' ? false : true });
      // The transaction's own page is titled as the counter says it.
      await page.goto(`/dashboard/transactions/${transactionId}`);
      await page.getByRole('heading', { level: 1, name: /^Payment from .+ on \d{2}-\d{2}-\d{4}/ }).waitFor();
      expect((await page.locator('main').textContent()) ?? '').not.toMatch(/Transaction \d+/);
      await screenshot(page, `transaction-page-${label}`, { fullPage: false });
    });
  }
});
