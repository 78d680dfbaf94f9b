import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

let server: RunningTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function freshPage(): Promise<Page> {
  const context = await newContext(browser, server.url);
  return context.newPage();
}

const path = (page: Page) => new URL(page.url()).pathname;
const navLabels = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).map((t) => t.trim());

// Concurrent, all the file's tests: each has a fresh context (its own session; a sign-out ends only its
// own) and changes nothing another reads; side by side their waits on the server overlap.
describe.concurrent('sign-in and public pages', () => {
  it('shows the login page as a customer relations management system, and checks its input', async () => {
    const page = await freshPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    expect(await page.title()).toBe('Pawroute — Customer Relations Management');
    await page.getByText('Customer Relations Management').waitFor();
    expect(await page.getByRole('link', { name: 'About' }).getAttribute('href')).toMatch(/\/about$/);
    expect(await page.getByRole('link', { name: 'Contact' }).getAttribute('href')).toMatch(/\/contact$/);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Must enter email and password.').waitFor();

    await page.getByLabel('Email').fill(DEMO.office);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Invalid email or password.').waitFor();
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(path(page)).toBe('/login');
    await screenshot(page, 'login-failed');
    await page.context().close();
  });

  it('links to sign-up and to password recovery', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/sign-up');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/password/forgot');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.context().close();
  });

  it("shows 'Page not found' for an unknown path", async () => {
    const page = await freshPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  it('sends an unauthenticated dashboard visit to /login and back to the target after sign-in', async () => {
    const page = await freshPage();
    await page.goto('/dashboard/customers/new');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(DEMO.office);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/customers/new');
    // Signed in, the login page sends the user on.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await page.context().close();
  });
});

describe.concurrent('each demo login lands on its default route and sees its own navigation', () => {
  const cases = [
    {
      who: 'admin',
      email: DEMO.admin,
      lands: /^\/dashboard\/appointments$/,
      sees: ['Appointments', 'Schedule', 'Todo', 'Customers', 'Employees', 'Transactions', 'Management', 'Reports'],
      hidden: ['Profile'],
    },
    {
      who: 'office',
      email: DEMO.office,
      lands: /^\/dashboard\/appointments$/,
      sees: ['Appointments', 'Todo', 'Customers', 'Employees', 'Transactions'],
      hidden: ['Management', 'Schedule', 'Reports'],
    },
    {
      who: 'stylist',
      email: DEMO.stylist,
      lands: /^\/dashboard\/schedule$/,
      sees: ['Schedule', 'Customers'],
      hidden: ['Appointments', 'Employees', 'Management', 'Transactions'],
    },
    {
      who: 'customer',
      email: DEMO.customer,
      lands: /^\/dashboard\/profile\/\d+$/,
      sees: ['Profile', 'Information', 'Estimates', 'Appointments', 'Book', 'Transactions'],
      hidden: ['Customers', 'Employees', 'Management', 'Schedule'],
    },
  ] as const;

  for (const c of cases) {
    it(`${c.who}`, async () => {
      const page = await freshPage();
      await signIn(page, c.email, DEMO_PASSWORD);
      await page.waitForURL((url) => c.lands.test(url.pathname));
      const labels = await navLabels(page);
      for (const label of c.sees) expect(labels).toContain(label);
      for (const label of c.hidden) expect(labels).not.toContain(label);
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      await screenshot(page, `landing-${c.who}`);
      await page.context().close();
    });
  }
});

describe.concurrent('the shell', () => {
  it('sends a route the user may not see to their default route', async () => {
    const page = await freshPage();
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/profile\/\d+$/);
    await page.goto('/dashboard/customers');
    await page.waitForURL(/\/dashboard\/profile\/\d+$/);
    await page.goto('/dashboard/management');
    await page.waitForURL(/\/dashboard\/profile\/\d+$/);
    await page.context().close();

    const office = await freshPage();
    await signIn(office, DEMO.office, DEMO_PASSWORD);
    await office.goto('/dashboard/management');
    await office.waitForURL('**/dashboard/appointments');
    // The staff landing is the day schedule.
    await office.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    await office.context().close();
  });

  it('offers customer creation only to those who may create customers (EditCustomers)', async () => {
    const page = await freshPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/customers');
    await page.locator('tbody tr[data-customer-id]').first().waitFor();
    expect(await page.getByRole('link', { name: 'Create New Customer' }).count()).toBe(0);
    await page.goto('/dashboard/customers/new');
    await page.waitForURL(/\/dashboard\/customers$/);
    await page.context().close();
  });

  it('keeps the extension (UsePhoneSystem only, 4 characters) in this browser', async () => {
    const page = await freshPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    const box = page.getByRole('textbox', { name: 'Extension' });
    await box.fill('123456');
    expect(await box.inputValue()).toBe('1234');
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Extension' }).inputValue()).toBe('1234');
    await page.context().close();

    const stylist = await freshPage();
    await signIn(stylist, DEMO.stylist, DEMO_PASSWORD);
    await stylist.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await stylist.getByRole('textbox', { name: 'Extension' }).count()).toBe(0);
    await stylist.context().close();
  });

  it('logs out to /login, and the dashboard then needs a sign-in again', async () => {
    const page = await freshPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard/customers');
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
