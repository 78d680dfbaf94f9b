import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
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
