import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { bookableDay, demoCustomerAcceptsPolicies } from './support/booking';
import { ok } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Booking requests (docs/RULES.md OB-REQUEST): in request mode a customer at 390 px
 * asks for an open time (nothing held); the office, in a second browser already on Booking requests,
 * sees it appear live and accepts it; the customer's portal shows it booked without a reload.
 */
let server: RunningTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  await demoCustomerAcceptsPolicies(server);
  const admin = await server.loginAs('admin');
  const samId = ok('options', await admin.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  ok('settings', await admin.post('/api/v4/booking/updateSettings', {
    enabled: true, acceptMode: 'request', packages: ['b&b', 'deluxe'], employeeIds: [samId], horizonDays: 60, noticeHours: 24, cutoffHours: 24, requireCardOnFile: false, blockedCustomerIds: [],
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('booking requests', () => {
  it('Management shows request mode, the card on file and the blocked clients', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${server.url}/dashboard/management/onlineBooking`);
    await page.getByLabel('Ask for a card on file before booking online').waitFor();
    await page.getByRole('searchbox', { name: 'Block a client' }).fill('Carter');
    await page.getByRole('list', { name: 'Clients found' }).getByRole('button', { name: 'Block' }).first().waitFor();
    await screenshot(page, 'requests-0-settings');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'requests-0b-settings-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('a customer at 390 px requests a time; the office sees it live and accepts; the portal shows it booked live', async () => {
    // The office first, on its list: the request must arrive by the push, not by a reload.
    const officeContext = await newContext(browser, server.url, DESKTOP);
    const officePage = await officeContext.newPage();
    await signIn(officePage, DEMO.office, DEMO_PASSWORD);
    await officePage.goto(`${server.url}/dashboard/bookingRequests`);
    await officePage.getByRole('heading', { name: 'Booking requests' }).waitFor();
    await officePage.getByText('No booking requests yet.').waitFor();

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
    await page.getByRole('textbox', { name: /Anything the office should know/ }).fill('Gate code <b>12</b>');
    await screenshot(page, 'requests-1-review-phone');
    await page.getByRole('button', { name: 'Request this time' }).click();
    await page.getByRole('heading', { name: 'Requested' }).waitFor();
    const mine = page.getByRole('region', { name: 'Your booking requests' }).getByRole('listitem').first();
    await mine.getByText('Requested — the office will confirm').waitFor();
    await screenshot(page, 'requests-2-requested-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The office's list shows it without a reload, with the count in the navigation; the note is text.
    const request = officePage.getByRole('listitem', { name: /Request from Casey/ });
    await request.waitFor();
    await request.getByText('“Gate code <b>12</b>”').waitFor();
    await officePage.getByRole('link', { name: /Booking requests/ }).getByText('1').waitFor();
    await screenshot(officePage, 'requests-3-office-list');
    await request.getByRole('button', { name: 'Accept' }).click();
    await officePage.getByText(/^Scheduled Casey/).waitFor();
    await request.getByText('Booked').waitFor();
    await screenshot(officePage, 'requests-4-office-accepted');
    await officePage.setViewportSize(PHONE);
    await screenshot(officePage, 'requests-4b-office-accepted-phone');

    // The customer's portal follows live: the request is booked and the appointment is upcoming.
    await mine.getByText('Booked', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Your upcoming appointments' }).getByRole('listitem').filter({ hasText: 'Biscuit' }).first().waitFor();
    await screenshot(page, 'requests-5-booked-phone');
    await context.close();
    await officeContext.close();
  });
});
