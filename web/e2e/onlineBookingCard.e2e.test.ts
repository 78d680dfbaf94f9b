import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { ok } from './support/driveway';
import { bookableDay, demoCustomerAcceptsPolicies } from './support/booking';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Online booking when the business asks for a card on file (docs/RULES.md OB-REQUEST) and the cutoff
 * (OB-CUTOFF): a signed-in customer at 390 px is asked for a card before the Book button works, adds one
 * through the card form (Accept.js: the number never reaches our server), books, and then, inside the
 * cutoff, the portal says to call the office instead of offering Cancel; the server refuses a late cancel
 * with the same words.
 */
let server: RunningTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  await demoCustomerAcceptsPolicies(server);
  const admin = await server.loginAs('admin');
  const current = ok('settings', await admin.get<{ settings: Record<string, unknown>; stylists: { employeeId: number }[] }>('/api/v4/booking/getSettings'));
  ok(
    'update settings',
    await admin.post('/api/v4/booking/updateSettings', {
      ...current.settings,
      enabled: true,
      acceptMode: 'automatic',
      employeeIds: current.stylists.map((s) => s.employeeId),
      // Every bookable day is inside a 30-day cutoff: once booked, it can only be changed by calling.
      cutoffHours: 720,
      requireCardOnFile: true,
    }),
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('online booking with a card on file required', () => {
  it('asks for a card before booking, books once it is added, and inside the cutoff says to call instead of cancelling', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.goto(`${server.url}/dashboard/book`);
    await page.getByRole('heading', { name: 'Book an appointment' }).waitFor();
    await page.getByRole('checkbox', { name: /Biscuit/ }).check();
    await page.getByRole('button', { name: 'See the price' }).click();
    await page.getByText(/Estimated total: \$\d+\.\d\d/).waitFor();
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(bookableDay());
    const firstTime = page.getByRole('radiogroup', { name: 'Open times' }).getByRole('radio').first();
    await firstTime.waitFor();
    await firstTime.click();
    await page.getByRole('region', { name: '3. Review' }).waitFor();

    // The review says until when it can be changed online (OB-CUTOFF) before anything is booked.
    await page.getByText('You can move or cancel it here until 720 hours before it starts; after that, please call the office.', { exact: false }).waitFor();
    // No card on file: the review says so, and Book waits for one.
    await page.getByText('Please add a card on file before booking online.').waitFor();
    expect(await page.getByRole('button', { name: 'Book', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'booking-card-1-required-phone');
    await page.getByRole('button', { name: 'Add a card' }).click();
    const card = page.getByRole('dialog');
    await card.getByRole('textbox', { name: 'Name on Card', exact: true }).fill('Casey Customer');
    await card.getByRole('textbox', { name: 'Card Number', exact: true }).fill('4111111111111111');
    await card.getByRole('textbox', { name: 'Expiration', exact: true }).pressSequentially('1230');
    await card.getByRole('textbox', { name: 'Security Code', exact: true }).fill('123');
    await card.getByRole('textbox', { name: 'Billing Zipcode', exact: true }).fill('75023');
    await screenshot(page, 'booking-card-2-add-card-phone');
    await card.getByRole('button', { name: 'Add Card' }).click();
    await page.getByText('Successfully added new card to account.').waitFor();
    await page.getByText('Please add a card on file before booking online.').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByRole('heading', { name: 'Booked' }).waitFor();
    const row = page.getByRole('region', { name: 'Your upcoming appointments' }).getByRole('listitem').filter({ hasText: 'Biscuit' }).first();
    await row.waitFor();

    // OB-CUTOFF: inside the cutoff the portal offers no Cancel or Move, it says to call.
    await row.getByText('To change it, please call the office.').waitFor();
    expect(await row.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await screenshot(page, 'booking-card-3-booked-inside-cutoff-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The server holds the same rule: a late cancel sent anyway is refused with the words the portal says.
    const customer = await server.loginAs('customer');
    const casey = ok('session', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user;
    const office = await server.loginAs('office');
    const upcoming = ok('upcoming', await office.get<{ rows: { ID: number }[] }>('/api/v4/appointments/findUpcomingByCustomer', { query: { userId: casey.ID } }));
    const late = await customer.post<{ message: string }>('/api/v4/booking/cancel', { appointmentId: upcoming.rows[0]!.ID });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('It is too late to change this appointment online. Please call the office.');
    await context.close();
  });
});
