import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OptionsResponse } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * "Completing without an appointment" (part 2 §4.2: "When there is no appointment, or it is
 * inProgress, the completion actions appear"; part 1 §4's estimate flow "or complete appointment"), on a
 * phone-width page: the stylist opens an estimate that has no appointment, presses 'Complete Appointment
 * — Customer On Site', and the same payment → signing → thank-you flow completes it. The office then sees
 * it in the ledger, the customer's balance (paid $10 short, so $10.00 owed) and the pet's last groom
 * date, which the completion moved forward.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let customer: { userId: number; customerId: number; petId: number };
let estimateId: number;
const suffix = Date.now().toString(36);
const NAME = `Spot${suffix}`;
const ADDRESS = { address: '88 Lakewood Blvd', city: 'Dallas', state: 'TX', zipcode: '75214', mapsco: '345D-Q' };

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  office = await server.loginAs('office');
  const options = ok('getOptions', await office.get<OptionsResponse>('/api/v4/getOptions'));
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Robin', lastName: NAME, emailAddress: `robin.${suffix}@example.com`, AddressInfo: ADDRESS, isAccount: false,
  }));
  const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: user.customerId, petName: 'Pickles', animalTypeId: options.breeds[0]!.animalTypeId, breedId: options.breeds[0]!.ID,
  }));
  customer = { ...user, petId: pet.ID };
  // An estimate and nothing else: no appointment was ever made from it.
  estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: user.userId },
  })).data.estimateId;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('completing from an estimate with no appointment, at phone width', () => {
  it('the stylist completes on the spot; the ledger, the balance and the pet show it', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto(`/dashboard/estimate/${estimateId}/user/${customer.userId}/confirmation`);
    const completeButton = page.getByRole('button', { name: 'Complete Appointment — Customer On Site' });
    await completeButton.waitFor();
    await page.getByRole('button', { name: 'Complete — Customer Not Home' }).waitFor();
    // No appointment yet: nothing to start, so no Start Appointment button.
    expect(await page.getByRole('button', { name: 'Start Appointment' }).count()).toBe(0);
    await screenshot(page, 'complete-without-appointment-estimate-phone');

    // One command makes the appointment and starts it; the completion view follows.
    await completeButton.click();
    await page.waitForURL(/\/appointmentCompletion\/\d+$/);
    const appointmentId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const total = Number((await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, ''));
    expect(total).toBeGreaterThan(10);

    // Payment: $10 short in cash (the mismatch modal, Continue: the difference stays owed).
    await page.getByLabel('Cash').fill((total - 10).toFixed(2));
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    await page.getByRole('dialog', { name: 'Payment Does Not Match' }).getByRole('button', { name: 'Continue' }).click();
    await screenshot(page, 'complete-without-appointment-signing-phone');

    // customerSigning: sign, Accept, Submit.
    const submit = page.getByRole('button', { name: 'Submit' });
    await page.getByTestId('signature-pad').scrollIntoViewIfNeeded(); // strokes land in viewport coordinates
    const pad = await page.getByTestId('signature-pad').boundingBox();
    await page.mouse.move(pad!.x + 30, pad!.y + 120);
    await page.mouse.down();
    for (const [dx, dy] of [[80, -50], [150, 25], [220, -35]] as const) await page.mouse.move(pad!.x + dx, pad!.y + 100 + dy, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Accept' }).click();
    await submit.click();

    // thankYou: no receipt, then back to /dashboard.
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.getByRole('radio', { name: 'None' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard') && !url.pathname.includes('Completion'), { timeout: 10_000 });
    await context.close();

    // The write side: the appointment is today's, completed, with the completion's transaction.
    const appointment = ok('findById', await office.get<{ appointment: { status: string; appointmentDate: string } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment;
    expect(appointment).toMatchObject({ status: 'completed', appointmentDate: specDate(today()) });

    // The office sees it: the ledger (today's transactions), the balance, the pet's last groom.
    const officeContext = await newContext(browser, server.url, PHONE);
    const officePage = await officeContext.newPage();
    await signIn(officePage, DEMO.office, DEMO_PASSWORD);
    await officePage.goto('/dashboard/transactions');
    await officePage.getByText(`Robin ${NAME}`).first().waitFor();
    await screenshot(officePage, 'complete-without-appointment-ledger-phone');
    await officePage.goto(`/dashboard/customers/${customer.userId}`);
    await expect.poll(() => officePage.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe('$10.00');
    await officePage.goto(`/dashboard/customers/${customer.userId}/pets`);
    const lastGroom = officePage.locator(`[data-pet-id="${customer.petId}"]`).getByTestId('pet-last-groom');
    await lastGroom.waitFor();
    expect(await lastGroom.textContent()).toContain(specDate(today()));
    await screenshot(officePage, 'complete-without-appointment-pet-phone');
    await officeContext.close();
  });

  it('an estimate whose appointment exists but is not in progress offers no completion', async () => {
    const made = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', { estimateId: ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: customer.petId, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: customer.userId },
    })).data.estimateId, addToWaitingList: true }));
    expect(made.newAppointmentId).toEqual(expect.any(Number));
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    const waiting = ok('findById', await office.get<{ appointment: { estimateId: number } }>('/api/v4/appointments/findById', { query: { appointmentId: made.newAppointmentId } })).appointment;
    await page.goto(`/dashboard/estimate/${waiting.estimateId}/user/${customer.userId}/confirmation`);
    await page.locator(`.est-appointment__status[data-appointment-id="${made.newAppointmentId}"]`).waitFor();
    expect(await page.getByRole('button', { name: 'Complete Appointment — Customer On Site' }).count()).toBe(0);
    await context.close();
  });
});
