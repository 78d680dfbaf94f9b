import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { bookableDay, demoCustomerAcceptsPolicies } from './support/booking';
import { ok } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Online booking (docs/RULES.md "Online booking"): the office turns it on in Management →
 * Online Booking; a signed-in customer at 390 px books their pet (services, the price, a date, an open
 * time, review, book), moves it to another day; the office cancels that appointment from its side and the customer's list updates
 * live.
 */
let server: RunningTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  await demoCustomerAcceptsPolicies(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('online booking in the portal', () => {
  it('the office turns it on; the customer books at 390 px; the office cancels and the portal updates', async () => {
    const officeContext = await newContext(browser, server.url, DESKTOP);
    const officePage = await officeContext.newPage();
    await signIn(officePage, DEMO.admin, DEMO_PASSWORD);
    await officePage.goto(`${server.url}/dashboard/management/onlineBooking`);
    await officePage.getByLabel('Customers may book online').check();
    await officePage.getByRole('group', { name: 'Stylists bookable online' }).getByRole('checkbox').first().check();
    await screenshot(officePage, 'booking-1-settings');
    await officePage.getByRole('button', { name: 'Save' }).click();
    await officePage.getByText('Saved the online booking settings').waitFor();

    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.goto(`${server.url}/dashboard/book`);
    await page.getByRole('heading', { name: 'Book an appointment' }).waitFor();
    await page.getByRole('checkbox', { name: /Biscuit/ }).check();
    await screenshot(page, 'booking-2-pets-phone');
    await page.getByRole('button', { name: 'See the price' }).click();
    await page.getByText(/Estimated total: \$\d+\.\d\d/).waitFor();
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(bookableDay());
    const firstTime = page.getByRole('radiogroup', { name: 'Open times' }).getByRole('radio').first();
    await firstTime.waitFor();
    await screenshot(page, 'booking-3-times-phone');
    await firstTime.click();
    await page.getByRole('region', { name: '3. Review' }).waitFor();
    await screenshot(page, 'booking-4-review-phone');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByRole('heading', { name: 'Booked' }).waitFor();
    const row = page.getByRole('region', { name: 'Your upcoming appointments' }).getByRole('listitem').filter({ hasText: 'Biscuit' });
    await row.first().waitFor();
    await screenshot(page, 'booking-5-booked-phone');
    const widths = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widths).toBeLessThanOrEqual(390);

    // Move it (before the cutoff): a new date's open times, one chosen.
    const firstText = (await row.first().innerText()).split('·')[0]!.trim();
    await row.first().getByRole('button', { name: 'Move' }).click();
    await row.first().getByRole('textbox', { name: 'New date' }).fill(bookableDay(7));
    const moveTo = row.first().getByRole('group', { name: 'Move to an open time' }).getByRole('button').nth(1);
    await moveTo.waitFor();
    await screenshot(page, 'booking-5b-move-phone');
    await moveTo.click();
    await page.getByText(/^Moved to /).waitFor();
    await row.filter({ hasNotText: firstText }).first().waitFor();
    // The confirmation of the first time is gone: the page no longer names the old time.
    expect(await page.getByRole('heading', { name: 'Booked' }).count()).toBe(0);
    await screenshot(page, 'booking-5c-moved-phone');

    // The office cancels it from its side; the customer's list follows without a reload.
    const office = await server.loginAs('office');
    const casey = ok('session', await (await server.loginAs('customer')).get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user;
    const upcoming = ok('upcoming', await office.get<{ rows: { ID: number }[] }>('/api/v4/appointments/findUpcomingByCustomer', { query: { userId: casey.ID } }));
    ok('cancel', await office.post('/api/v4/appointments/cancel', { appointmentId: upcoming.rows[0]!.ID }));
    await row.first().waitFor({ state: 'detached' });
    await page.getByText('None yet.').waitFor();
    await screenshot(page, 'booking-6-after-office-cancel-phone');
    await context.close();
    await officeContext.close();
  });
});
