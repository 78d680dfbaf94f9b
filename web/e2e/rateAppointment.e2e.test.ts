import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Part 2 §5.5 (issue 28: only the mailed feedback link rated): the office rates a started appointment
 * from its panel. A comment is required ('A comment is required to rate an appointment'); success says
 * 'Successfully submitted appointment rating' and the button is disabled from then on, after a reload too.
 */
let server: RunningTestServer;
let browser: Browser;
const started: { id: number; date: string }[] = [];

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
  for (let i = 0; i < 2; i += 1) {
    const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] }, user: { ID: casey.ID },
    })).data.estimateId;
    // Completing without a booking starts the appointment today, now (part 2 §4.2).
    const made = ok('startFromEstimate', await stylist.post<{ appointmentId: number }>('/api/v4/appointments/startFromEstimate', { estimateId, employeeId: samId }));
    await server.settle();
    const found = ok('findById', await office.get<{ appointment: { date: string } }>('/api/v4/appointments/findById', { query: { appointmentId: made.appointmentId } }));
    started.push({ id: made.appointmentId, date: found.appointment.date });
  }
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
