import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFakeAmiServer, type FakeAmiServer } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

let server: RunningTestServer;
let browser: Browser;
let fakeAmi: FakeAmiServer;

beforeAll(async () => {
  // The phone system is Asterisk over AMI: an AMI server in process stands in for the PBX.
  fakeAmi = await startFakeAmiServer();
  server = await startSystem({ config: { phoneAmiUrl: fakeAmi.url } });
  browser = await launchBrowser();
  await fakeAmi.loggedIn();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fakeAmi?.close();
});

/** The demo customer (seed): Casey Carter, (214) 555-0103. */
const CASEY = { name: 'Casey Carter', number: '+12145550103' };

/**
 * Signs the office in, waits for the live socket's hello (pushes reach this tab from then on), types
 * `extension` into the top bar's box and waits until the server says this browser listens on it.
 */
async function officeOnExtension(context: BrowserContext, extension: string, opts: { phone?: boolean } = {}): Promise<Page> {
  const page = await context.newPage();
  const hello = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/v4/live')).then((ws) =>
    ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"hello"')),
  );
  await signIn(page, DEMO.office, DEMO_PASSWORD);
  await hello;
  if (opts.phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('textbox', { name: 'Extension' });
  await box.fill(extension);
  await page.locator(`[data-phone-listening="${extension}"]:visible`).waitFor();
  return page;
}

describe('the phone system (part 2 §2.7, §7.8): incoming calls over AMI', () => {
  it('rings extension 101: the browser on 101 shows the caller within a second, the one on 102 does not', async () => {
    const contextA = await newContext(browser, server.url);
    const contextB = await newContext(browser, server.url);
    try {
      const on101 = await officeOnExtension(contextA, '101');
      const on102 = await officeOnExtension(contextB, '102');

      // Newchannel, Newchannel, DialBegin, Newstate, Hangup, Hangup, as Asterisk sends them.
      const { emittedAt } = await fakeAmi.ring({ extension: '101', callerNumber: CASEY.number, callerName: 'WIRELESS CALLER' });
      const toast = on101.locator('[data-sonner-toast]').filter({ hasText: `Incoming call: ${CASEY.name}` });
      await toast.waitFor({ state: 'visible', timeout: 1_000 });
      expect(Date.now() - emittedAt).toBeLessThanOrEqual(1_000);
      await toast.getByText('(214) 555-0103 · Extension 101').waitFor();
      await screenshot(on101, 'phone-incoming-call', { fullPage: false });

      // The browser on 102 gets its own next call, and that call's toast is its first: the 101 call never reached it.
      await fakeAmi.ring({ extension: '102', callerNumber: '9405550000' });
      await on102.locator('[data-sonner-toast]').filter({ hasText: 'Incoming call: (940) 555-0000' }).waitFor({ timeout: 5_000 });
      expect(await on102.locator('[data-sonner-toast]').filter({ hasText: CASEY.name }).count()).toBe(0);
      expect(await on101.locator('[data-sonner-toast]').filter({ hasText: '(940) 555-0000' }).count()).toBe(0);

      // The toast's button opens the caller's profile.
      await toast.getByRole('button', { name: 'Open Profile' }).click();
      await on101.waitForURL(/\/dashboard\/customers\/\d+/);
      await on101.getByRole('heading', { name: /Casey Carter/ }).first().waitFor();
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  it("calls a customer's number from the extension, and shows the SMS settings", async () => {
    const context = await newContext(browser, server.url);
    try {
      const page = await officeOnExtension(context, '101');
      const { rows } = await server.database.database.query<{ id: number }>(`SELECT id FROM users WHERE email_address = $1`, [DEMO.customer]);
      const userId = Number(rows[0]!.id);
      await page.goto(`/dashboard/customers/${userId}/phoneNumbers`);

      const before = fakeAmi.actions.filter((a) => a.Action === 'Originate').length;
      await page.getByRole('button', { name: 'Call (214) 555-0103' }).click();
      await page.getByText('Calling (214) 555-0103: pick up extension 101.').waitFor();
      const originates = fakeAmi.actions.filter((a) => a.Action === 'Originate');
      expect(originates.length).toBe(before + 1);
      expect(originates.at(-1)).toMatchObject({ Channel: 'PJSIP/101', Exten: '2145550103' });

      await page.getByRole('button', { name: 'SMS (214) 555-0103' }).click();
      const dialog = page.getByRole('dialog', { name: 'SMS Settings' });
      await dialog.getByRole('link', { name: 'Open Conversation' }).waitFor();
      // A customer's number opens their thread in Messages (docs/TEXTS.md); another number, the phone's own texting.
      expect(await dialog.getByRole('link', { name: 'Open Conversation' }).getAttribute('href')).toMatch(/^\/dashboard\/messages\/\d+$/);
      await screenshot(page, 'phone-sms-settings', { fullPage: false });
      await dialog.getByRole('button', { name: 'Close' }).first().click();
    } finally {
      await context.close();
    }
  });

  it('at phone width: the extension lives in the slide-down menu, and the call toast shows', async () => {
    const context = await newContext(browser, server.url, PHONE);
    try {
      const page = await officeOnExtension(context, '103', { phone: true });
      await page.getByRole('button', { name: 'Close menu' }).click();
      await fakeAmi.ring({ extension: '103', callerNumber: CASEY.number });
      await page.locator('[data-sonner-toast]').filter({ hasText: `Incoming call: ${CASEY.name}` }).waitFor({ timeout: 5_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'phone-incoming-call-390', { fullPage: false });

      // The profile's phone numbers with their Call and SMS buttons fit the width.
      await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Open Profile' }).click();
      await page.waitForURL(/\/dashboard\/customers\/\d+/);
      await page.goto(`${new URL(page.url()).pathname.replace(/\/overview$/, '')}/phoneNumbers`);
      await page.getByRole('button', { name: 'Call (214) 555-0103' }).waitFor();
      await page.getByRole('button', { name: 'SMS (214) 555-0103' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, 'phone-numbers-call-sms-390', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});

describe('at phone width (390x844)', () => {
  it('the slide-down menu opens and reaches the customer list', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await page.goto('/login');
    await screenshot(page, 'phone-login');
    await signIn(page, DEMO.office, DEMO_PASSWORD);

    // The desktop navigation row is hidden; the hamburger takes its place.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator('.mobile-menu');
    await menu.getByRole('link', { name: 'Customers' }).waitFor();
    await menu.getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'phone-menu-open');

    await menu.getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL('**/dashboard/customers');
    // The menu gets out of the way after navigating.
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByRole('link', { name: 'Create New Customer' }).waitFor();
    // The table scrolls inside its panel; the page itself does not scroll sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-customers');
    await screenshot(page, 'phone-customers-first-screen', { fullPage: false });

    await page.getByRole('link', { name: 'Create New Customer' }).click();
    await page.waitForURL('**/dashboard/customers/new');
    await page.getByLabel('First name').waitFor();
    const formOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(formOverflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-customer-new');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByText('First name is required.').waitFor();
    await screenshot(page, 'phone-customer-new-errors', { fullPage: false });
    await context.close();
  });
});
