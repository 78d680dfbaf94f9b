import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, signIn } from './support/browser';
import { drivewayCast, ok, signOnPad, specDate, today, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The working day's seams (workingDay.e2e.test.ts), each at 390 px and 1280 px:
 * - the stylist completes with a 15% tip: the Thank-you step shows what was paid, tip included;
 * - the tab closed, the stylist sends the receipt from the completed appointment's own page (the shared
 *   Send Receipt dialog), and its success toast goes when the stylist leaves the page;
 * - the estimate's confirmation step has no sideways scroll at 390 px;
 * - booking on a phone opens the stylist picker on a stylist offered for the estimate, not the first one.
 */
const SHOTS = process.env.PAWROUTE_SHOTS_DIR ?? '/tmp/shots-polish';
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let admin: TestClient;
let cast: DrivewayCast;
let aaron: string;
/** Casey's 45 lb dog, over Aaron's maximum. */
let moose: number;

beforeAll(async () => {
  server = await startSystem({ config: { settleAfterS: 3600 } });
  browser = await launchBrowser();
  [office, admin] = await Promise.all([server.loginAs('office'), server.loginAs('admin')]);
  cast = await drivewayCast(server);
  // A stylist who works every day but takes pets up to 1 lb: never offered for Biscuit, and first by id and name.
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const made = ok('user/create', await admin.post<{ employeeId: number }>('/api/v4/user/create', {
    firstName: 'Aaron', lastName: 'Ahead', emailAddress: 'aaron.ahead@example.com', UserTypeID: 4, isAccount: false,
  }));
  ok('employee', await admin.post('/api/v4/user/updateEmployeeDetails', {
    employeeId: made.employeeId, firstName: 'Aaron', lastName: 'Ahead', dateHired: '01-02-2024', workDayStartTime: '8:00 AM', workDayEndTime: '5:00 PM',
    ...Object.fromEntries(days.map((d) => [`works${d}`, true])),
  }));
  ok('stylist', await admin.post('/api/v4/user/updateStylistDetails', {
    employeeId: made.employeeId, petsPerDay: 5, minutesPerPet: 90, maxPetWeight: 1, commissionRate: 45, servicesCats: true, stylistBreedRestrictions: [],
  }));
  aaron = 'Aaron Ahead';
  const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
  moose = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: cast.casey.customerId, petName: 'Moose', animalTypeId: dog.animalTypeId, breedId: dog.id, weight: 45,
  })).ID;
  await server.settle();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page: Page, name: string, width: { width: number }) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-${width.width}.png`), fullPage: true, animations: 'disabled' });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `sideways scrolling on ${name} at ${width.width} px`).toBeLessThanOrEqual(0);
}

async function newEstimate(petId = cast.casey.petId): Promise<number> {
  return ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, tripFee: 3900, pets: [{ petId, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: cast.casey.userId },
  })).data.estimateId;
}

async function outboxTo(to: string): Promise<number> {
  const { messages } = ok('outbox', await admin.get<{ messages: { to: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } }));
  return messages.filter((m) => m.to === to).length;
}

/** The Wednesday of next week (the demo stylist works weekdays), YYYY-MM-DD. */
function nextWednesday(): string {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7 + ((3 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

describe('the seams of the working day', () => {
  for (const [width, startTime] of [[PHONE, '9:00 AM'], [DESKTOP, '2:00 PM']] as const) {
    it(`at ${width.width} px: Thank you shows what was paid with the tip; the receipt later from the appointment's page; its toast stays on that page`, async () => {
      const estimateId = await newEstimate();
      const appointmentId = ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
        estimateId, employeeId: cast.stylistId, appointmentDate: specDate(today()), startTime,
      })).newAppointmentId;
      const stylist = await server.loginAs('stylist');
      ok('start', await stylist.post('/api/v4/appointments/start', { appointmentId }));

      const context = await newContext(browser, server.url, width);
      const van = await context.newPage();
      await signIn(van, DEMO.stylist, DEMO_PASSWORD);
      await van.goto(`/appointmentCompletion/${appointmentId}`);
      const total = Math.round(Number(((await van.getByTestId('completion-total').textContent()) ?? '').replace(/[$,]/g, '')) * 100);
      expect(total).toBeGreaterThan(0);
      await van.getByLabel('Cash', { exact: true }).fill((total / 100).toFixed(2));
      await van.getByRole('button', { name: 'Continue to Customer Signing' }).click();
      await van.getByRole('button', { name: 'Percent' }).click();
      await van.getByRole('button', { name: '15%' }).click();
      await van.getByRole('radio', { name: 'Cash' }).click();
      await signOnPad(van);
      await van.getByRole('button', { name: 'Accept' }).click();
      const completing = van.waitForResponse((r) => r.url().includes('/api/v4/appointments/complete') && r.request().method() === 'POST');
      await van.getByRole('button', { name: 'Submit' }).click();
      const tip = ((await completing).request().postDataJSON() as { transaction: { gratuity: number } }).transaction.gratuity;
      expect(tip).toBe(Math.round(total * 0.15));
      await van.getByRole('heading', { name: 'Thank you!' }).waitFor();
      // What was paid, the tip included (the fee alone was shown: $116.80 when $134.32 was paid).
      const paid = `$${((total + tip) / 100).toFixed(2)}`;
      await van.getByTestId('completion-paid').getByText(paid, { exact: true }).waitFor();
      await van.getByText(`incl. $${(tip / 100).toFixed(2)} tip`).waitFor();
      await shot(van, 'thank-you-paid', width);
      await van.close();

      // The tab was closed before the receipt: the stylist sends it from the appointment's own page.
      const page = await context.newPage();
      // The page's clock, so the toast's age can be moved on without waiting.
      await page.clock.install();
      await page.goto(`/dashboard/schedule/currentAppointment/${appointmentId}/estimate/${estimateId}/user/${cast.casey.userId}`);
      await page.getByTestId('current-appointment').getByText('Completed').first().waitFor();
      await page.getByRole('button', { name: 'Send Receipt', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Send Receipt' });
      // The customer's email is filled in (as on the completion's receipt step); none sent yet.
      await expect.poll(() => dialog.getByLabel('Email address').inputValue()).toContain('@');
      expect(await dialog.getByTestId('receipt-last-sent').count()).toBe(0);
      const to = `casey.${width.width}@example.com`;
      await dialog.getByLabel('Email address').fill(to);
      await shot(page, 'receipt-from-appointment', width);
      await dialog.getByRole('button', { name: 'Send Receipt' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => outboxTo(to), { timeout: 30_000 }).toBe(1);
      const sentToast = page.locator('[data-sonner-toast]').filter({ hasText: `Receipt sent to ${to}` });
      await sentToast.waitFor();
      await shot(page, 'receipt-sent', width);

      // Read, then the stylist goes back to the day: the success toast stays behind (it lives 5 s otherwise).
      await page.clock.fastForward(1_500);
      await page.getByRole('link', { name: '← My Day' }).click();
      await page.waitForURL('**/dashboard/schedule/upcoming');
      await sentToast.waitFor({ state: 'detached', timeout: 2_500 });

      // Opened again, the dialog says the receipt went out, to whom and when.
      await page.goto(`/dashboard/schedule/currentAppointment/${appointmentId}/estimate/${estimateId}/user/${cast.casey.userId}`);
      await page.getByRole('button', { name: 'Send Receipt', exact: true }).click();
      const again = page.getByRole('dialog', { name: 'Send Receipt' });
      await again.getByTestId('receipt-last-sent').getByText(new RegExp(`^Receipt sent to ${to.replace(/\./g, '\\.')} at \\d{1,2}:\\d{2}\\s?(AM|PM)$`)).waitFor();
      await shot(page, 'receipt-dialog-already-sent', width);
      await context.close();
    }, 240_000);
  }

  it('the estimate confirmation at 390 px has no sideways scroll; booking on a phone opens on an offered stylist', async () => {
    const estimateId = await newEstimate(moose);
    const day = nextWednesday();
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto(`/dashboard/estimate/${estimateId}/user/${cast.casey.userId}/confirmation`);
    const onSite = page.getByRole('button', { name: 'Complete Appointment — Customer On Site' });
    await onSite.waitFor();
    await shot(page, 'estimate-confirmation', PHONE);
    // The button keeps clear of the screen's right edge.
    const box = (await onSite.boundingBox())!;
    expect(box.x + box.width).toBeLessThan(PHONE.width - 8);

    await page.getByRole('button', { name: 'Save/Create and Schedule Appointment' }).click();
    await page.waitForURL('**/dashboard/appointments**');
    const booking = page.getByRole('region', { name: 'Open slots' });
    await booking.waitFor();
    await page.getByLabel('Pick a day').fill(day);
    await booking.getByTestId('not-offered-reasons').getByText(`Not offered: ${aaron}`, { exact: false }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Stylist' });
    // Aaron is the day's first stylist, and not offered: the picker opens on Sam, whose slots are drawn.
    expect(await picker.locator('option').first().textContent()).toBe(aaron);
    await expect.poll(async () => picker.locator('option:checked').textContent()).toBe('Sam Stone');
    await page.locator('[data-testid="day-calendar"] .appt-open-slot').first().waitFor();
    await shot(page, 'booking-phone-picker', PHONE);
    await context.close();
  }, 240_000);
});
