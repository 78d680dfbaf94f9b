import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Part 2 §5.5 (only the mailed feedback link rated): the office rates a started appointment
 * from its panel. A comment is required ('A comment is required to rate an appointment'); success says
 * 'Successfully submitted appointment rating' and the button is disabled from then on, after a reload too.
 * The portal (at 390 px): the customer's appointments page has each list under its own title, and the
 * customer rates a completed appointment from Previous Appointments; the office's Ratings card of the
 * customer then shows that rating with its comment (it said "No ratings yet" before).
 */
let server: RunningTestServer;
let browser: Browser;
const started: { id: number; date: string }[] = [];
let completedId: number;
let caseyUserId: number;

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  const office = await server.loginAs('office');
  const stylist = await server.loginAs('stylist');
  const customer = await server.loginAs('customer');
  const casey = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  const pet = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: casey.customerId } })).pets[0]!;
  const samId = ok('options', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  const address = { address: '27 Oak Ave', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };
  caseyUserId = casey.ID;
  for (let i = 0; i < 3; i += 1) {
    const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] }, user: { ID: casey.ID },
    })).data.estimateId;
    // Completing without a booking starts the appointment today, now (part 2 §4.2).
    const made = ok('startFromEstimate', await stylist.post<{ appointmentId: number }>('/api/v4/appointments/startFromEstimate', { estimateId, employeeId: samId }));
    await server.settle();
    const found = ok('findById', await office.get<{ appointment: { date: string } }>('/api/v4/appointments/findById', { query: { appointmentId: made.appointmentId } }));
    started.push({ id: made.appointmentId, date: found.appointment.date });
  }
  // The third, completed (no payment: the customer was absent): the portal's Rate.
  const admin = await server.loginAs('admin');
  completedId = started.pop()!.id;
  ok('complete', await admin.post('/api/v4/appointments/complete', { appointmentId: completedId, isCustomerAbsent: true, transaction: {} }));
  await server.settle();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each([
  ['desktop', DESKTOP, 0],
  ['phone', PHONE, 1],
] as const)('rating at %s width', (name, viewport, index) => {
  it('Rate asks for a comment, then submits once; the button stays disabled', async () => {
    const { id, date } = started[index]!;
    const context = await newContext(browser, server.url, viewport);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    const open = async () => {
      await page.goto(`/dashboard/appointments?date=${date}&view=table`);
      await page.locator(`[data-row-id="a-${id}"]`).first().click();
      const panel = page.locator(`[data-testid="appointment-panel"][data-appointment-id="${id}"]`);
      await panel.waitFor();
      return panel;
    };
    const panel = await open();
    await panel.getByRole('button', { name: 'Rate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate Appointment' });
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await dialog.getByText('A comment is required to rate an appointment').waitFor();
    await dialog.getByText('4 ★').click();
    await dialog.getByLabel('Comment').fill('Calm and tidy.');
    await screenshot(page, `rate-appointment-${name}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Successfully submitted appointment rating' }).first().waitFor();
    expect(await panel.getByRole('button', { name: 'Rated' }).isDisabled()).toBe(true);
    // After a reload the appointment's rating keeps it disabled.
    const again = await open();
    expect(await again.getByRole('button', { name: 'Rated' }).isDisabled()).toBe(true);
    await context.close();
  });
});

describe('the portal at 390 px', () => {
  it('lists upcoming and previous appointments under their own titles; the customer rates a completed one; the office sees it on the Ratings card', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.goto('/dashboard/appointments/history');
    await page.getByRole('heading', { level: 1, name: 'My Appointments' }).waitFor();
    const upcoming = page.getByRole('region', { name: 'Upcoming Appointments', exact: true });
    const previous = page.getByRole('region', { name: 'Previous Appointments', exact: true });
    await upcoming.getByRole('heading', { name: 'Upcoming Appointments' }).waitFor();
    await previous.getByRole('heading', { name: 'Previous Appointments' }).waitFor();
    // Each title sits inside its panel's padding, not against its left edge.
    for (const list of [upcoming, previous]) {
      const padding = await list.getByRole('heading', { level: 2 }).evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft));
      expect(padding).toBeGreaterThanOrEqual(12);
    }
    const rate = previous.getByRole('button', { name: 'Rate', exact: true });
    await rate.first().waitFor();
    await screenshot(page, 'portal-appointments-phone');
    await rate.first().click();
    const dialog = page.getByRole('dialog', { name: 'Rate Appointment' });
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await dialog.getByText('A comment is required to rate an appointment').waitFor();
    await dialog.getByText('5 ★').click();
    await dialog.getByLabel('Comment').fill('Biscuit came home fluffy & calm <b>thanks</b>');
    await screenshot(page, 'portal-rate-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Successfully submitted appointment rating' }).first().waitFor();
    expect(await previous.getByRole('button', { name: 'Rated' }).first().isDisabled()).toBe(true);
    await context.close();

    // The office's customer page: the Ratings card lists it with its comment, as text.
    await server.settle();
    const officeContext = await newContext(browser, server.url, DESKTOP);
    const officePage = await officeContext.newPage();
    await signIn(officePage, DEMO.office, DEMO_PASSWORD);
    await officePage.goto(`/dashboard/customers/${caseyUserId}`);
    const ratings = officePage.getByRole('list', { name: 'Ratings' });
    await ratings.getByText('Biscuit came home fluffy & calm <b>thanks</b>').waitFor();
    await ratings.getByText('Biscuit came home fluffy & calm <b>thanks</b>').scrollIntoViewIfNeeded();
    await screenshot(officePage, 'office-ratings-card', { fullPage: false });
    await officeContext.close();
  });
});
