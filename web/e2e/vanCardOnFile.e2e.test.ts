import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newCustomer, newEstimate, type Person } from '../../ops/src/testing';
import type { TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, signIn } from './support/browser';
import { ok, signOnPad, specDate, today } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The van saves the card on file ("Save the card on file from the van"), at 390 px: the stylist
 * completes with a new card and "Save this card for next time" (Accept.js stand-in: the number never
 * reaches our server); the door view of the next visit says a card is on file, and its completion offers
 * that card, which pays.
 */
const SHOTS = process.env.PAWROUTE_SHOTS_DIR ?? '/tmp/shots-van';
const CARD = '4111111111111111';
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let stylistId: number;
let customer: Person;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  office = await server.loginAs('office');
  const stylist = await server.loginAs('stylist');
  stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
  customer = await newCustomer(office, 'Vera', 'Van');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-${PHONE.width}.png`), fullPage: true, animations: 'disabled' });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `sideways scrolling on ${name}`).toBeLessThanOrEqual(0);
}

/** Today's appointment for Vera at `startTime`, started by the office. */
async function startedVisit(startTime: string): Promise<{ appointmentId: number; estimateId: number }> {
  const estimateId = await newEstimate(office, customer);
  const { newAppointmentId } = ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId, employeeId: stylistId, appointmentDate: specDate(today()), startTime,
  }));
  ok('start', await office.post('/api/v4/appointments/start', { appointmentId: newAppointmentId }));
  return { appointmentId: newAppointmentId, estimateId };
}

async function signAndSubmit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
  await signOnPad(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
}

describe('the card on file from the van (390 px)', () => {
  it('a new card saved at the completion is on file at the next door and pays the next visit', async () => {
    const first = await startedVisit('10:00 AM');
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(server.url)) sent.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);

    // The door view before: no card on file.
    await page.goto(`/dashboard/schedule/currentAppointment/${first.appointmentId}/estimate/${first.estimateId}/user/${customer.userId}`);
    await page.getByTestId('visit-card-on-file').getByText('No card on file').waitFor();

    await page.goto(`/appointmentCompletion/${first.appointmentId}`);
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).waitFor();
    await page.getByLabel('Credit Card', { exact: true }).locator('..').getByRole('button', { name: 'Rest' }).click();
    await page.getByLabel('Card', { exact: true }).selectOption('oneTime');
    await page.getByLabel('Name on card').fill('Vera Van');
    await page.getByLabel('Card number').fill(CARD);
    await page.getByLabel('Exp. MM/YY').fill('1230');
    await page.getByLabel('CVV').fill('987');
    await page.getByLabel('Zip').fill('75204');
    await page.getByLabel('Save this card for next time').check();
    await shot(page, 'van-save-card');
    await signAndSubmit(page);
    const completion = sent.find((r) => r.includes('/api/v4/appointments/complete'))!;
    expect(completion).toContain('"saveCard":true');
    expect(completion).toContain('COMMON.PAWROUTE.SANDBOX');
    expect(sent.join('\n')).not.toContain(CARD);

    // The next visit: the door says a card is on file, and the completion offers it.
    const next = await startedVisit('2:00 PM');
    await page.goto(`/dashboard/schedule/currentAppointment/${next.appointmentId}/estimate/${next.estimateId}/user/${customer.userId}`);
    await page.getByTestId('visit-card-on-file').getByText('Card on file: Visa •••• 1111').waitFor();
    await shot(page, 'van-door-card-on-file');

    await page.goto(`/appointmentCompletion/${next.appointmentId}`);
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).waitFor();
    await page.getByLabel('Credit Card', { exact: true }).locator('..').getByRole('button', { name: 'Rest' }).click();
    const picker = page.getByLabel('Card', { exact: true });
    await expect.poll(async () => picker.locator('option:checked').textContent()).toContain('1111');
    await expect.poll(async () => picker.locator('option:checked').textContent()).toContain('primary');
    await shot(page, 'van-card-offered');
    await signAndSubmit(page);
    const paid = sent.filter((r) => r.includes('/api/v4/appointments/complete')).at(-1)!;
    expect(paid).toContain('"isOneTimePayment":false');
    await context.close();
  }, 240_000);
});
