import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DayRouteAnswer } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { bookTodayForCasey, drivewayCast, ok, specDate, today, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * "A signal lost in the van", at phone width: the stylist's day shows the map and the drive
 * times; the network is cut (context offline); the stylist starts the appointment (confirming it), a card
 * payment is refused for want of a connection, a cash payment is taken and the appointment completed
 * (customer not home); the banner counts 3 queued actions; the network returns, the outbox empties, and
 * an office browser sees the appointment completed and the payment, each once.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;
/** The day's second stop (4:00 PM), the current one once the first is completed. */
let laterId: number;

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

beforeAll(async () => {
  server = await startSystem({ config: { mapTileUrl: '' } });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  cast = await drivewayCast(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the day without a signal, at phone width', () => {
  it('queues start, cash payment and completion offline, sends them once when the connection returns', async () => {
    const appointmentId = await bookTodayForCasey(office, cast);
    // A second stop later in the day, elsewhere: a drive between the two.
    const laterEstimate = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: { address: '27 Oak Ave', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' }, tripFee: 3900, pets: [{ petId: cast.casey.petId, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: cast.casey.userId },
    })).data.estimateId;
    laterId = ok('later', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId: laterEstimate, employeeId: cast.stylistId, appointmentDate: specDate(today()), startTime: '4:00 PM', resolveConfliction: true,
    })).newAppointmentId;
    // Pins for the day's stops, so the map draws them and the drive between them.
    const day = ok('getDay', await office.get<DayRouteAnswer>(`/api/v4/routes/getDay?employeeId=${cast.stylistId}&date=${specDate(today())}`));
    let n = 0;
    for (const stop of day.stops) {
      if (stop.addressId === null) continue;
      n += 1;
      ok('setLocation', await office.post('/api/v4/addresses/setLocation', { addressId: stop.addressId, lat: 32.75 + n * 0.02, lng: -96.8 + (n % 2) * 0.03 }));
    }

    const phone = await newContext(browser, server.url, PHONE);
    const page = await phone.newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/schedule');
    const current = page.getByTestId('current-appointment');
    await current.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    // The map and the drive times.
    const route = page.getByTestId('day-route');
    await route.locator('.leaflet-container').waitFor();
    await expect.poll(() => route.locator('path.route-map__stop').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => route.getByTestId('route-leg').filter({ hasText: /\d+ (min|h)/ }).count()).toBeGreaterThanOrEqual(1);
    // The day's reads (the appointment, its estimate, the customer's defaults) are read ahead and saved.
    await page.waitForLoadState('networkidle');

    // The signal drops.
    await phone.setOffline(true);
    await page.getByTestId('connection-banner').filter({ hasText: 'Not Connected' }).waitFor();

    // Start, confirmed in the dialog: queued, and the day shows it in progress.
    await current.getByRole('button', { name: 'Start Appointment' }).click();
    await page.getByRole('dialog', { name: 'Start Appointment?' }).getByRole('button', { name: 'Yes, Start Appointment' }).click();
    await toast(page, 'the start is saved and will be sent when the connection returns');
    await expect.poll(() => page.getByTestId('outbox-banner').textContent()).toMatch(/^1 queued action\b/);
    await current.getByRole('heading', { name: 'In progress' }).waitFor();
    await current.getByTestId('queued-tag').waitFor();
    await screenshot(page, 'offline-started-phone', { fullPage: false });

    // The customer is not home: a card needs the connection and says so; cash is queued.
    await current.getByRole('button', { name: 'Customer Not Home' }).click();
    await page.waitForURL(`**/appointmentCompletionWithoutCustomer/${appointmentId}`);
    const total = (await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, '');
    await page.getByLabel('Credit Card', { exact: true }).fill(total);
    await page.getByLabel('Card', { exact: true }).selectOption('oneTime');
    await page.getByLabel('Name on card').fill('Casey Carter');
    await page.getByLabel('Card number').fill('4111111111111111');
    await page.getByLabel('Exp. MM/YY').fill('1230');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Zip').fill('75205');
    await page.getByRole('button', { name: 'Complete Appointment' }).click();
    const mismatch = page.getByRole('dialog', { name: 'Payment Does Not Match' });
    const refused = page.locator('p.form__error[role="alert"]').filter({ hasText: 'Card payments need a connection.' });
    await mismatch.or(refused).first().waitFor();
    if (await mismatch.isVisible()) await mismatch.getByRole('button', { name: 'Continue' }).click();
    await refused.waitFor();
    await screenshot(page, 'offline-card-refused-phone', { fullPage: false });
    expect(await page.getByTestId('outbox-banner').textContent()).toMatch(/^1 queued action\b/);

    await page.getByLabel('Credit Card', { exact: true }).fill('');
    await page.getByLabel('Cash').fill(total);
    await page.getByRole('button', { name: 'Complete Appointment' }).click();
    const queued = page.locator('[data-sonner-toast]').filter({ hasText: 'the completion is saved on this device' }).first();
    await mismatch.or(queued).first().waitFor();
    if (await mismatch.isVisible()) await mismatch.getByRole('button', { name: 'Continue' }).click();
    await queued.waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await expect.poll(() => page.getByTestId('outbox-banner').textContent()).toMatch(/^3 queued actions\b/);
    await screenshot(page, 'offline-three-queued-phone', { fullPage: false });
    // Nothing reached the server.
    expect(ok('findById', await office.get<{ appointment: { status: string } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment.status).toBe('scheduled');

    // The signal returns: the outbox sends the three, in order, and empties.
    await phone.setOffline(false);
    await page.getByTestId('outbox-banner').waitFor({ state: 'detached', timeout: 30_000 });
    // the emptied line says so, with the count.
    await page.locator('[data-sonner-toast]').filter({ hasText: '3 queued actions sent' }).first().waitFor();
    await screenshot(page, 'offline-drained-phone', { fullPage: false });
    expect(await page.getByTestId('outbox-conflict').count()).toBe(0);

    // The server has it once: completed, one payment for the appointment. The office's reads are another
    // client's, without the phone's read-your-writes token: they see the writes once projected.
    const status = async () => ok('findById', await office.get<{ appointment: { status: string } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment.status;
    await expect.poll(status, { timeout: 30_000 }).toBe('completed');
    const payments = async () => ok('findByCustomer', await office.get<{ transactions: { ID: number; appointmentId: number | null; cashAmount: number; isVoided?: boolean }[] }>(
      '/api/v4/transactions/findByCustomer',
      { query: { userId: cast.casey.userId } },
    )).transactions.filter((t) => t.appointmentId === appointmentId);
    await expect.poll(async () => (await payments()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const transactions = await payments();
    expect(transactions).toHaveLength(1);
    expect(transactions[0]!.cashAmount).toBe(Math.round(Number(total) * 100));

    // A second browser, in the office, sees both, each once.
    const desk = await newContext(browser, server.url, DESKTOP);
    const officePage = await desk.newPage();
    await signIn(officePage, DEMO.office, DEMO_PASSWORD);
    await officePage.goto(`/dashboard/customers/${cast.casey.userId}/transactionHistory`);
    await officePage.locator(`[data-transaction-id="${transactions[0]!.ID}"]`).waitFor();
    expect(await officePage.locator(`[data-transaction-id="${transactions[0]!.ID}"]`).count()).toBe(1);
    await screenshot(officePage, 'offline-office-transactions-desktop');
    await officePage.goto(`/dashboard/appointments?date=${today()}&view=table`);
    const row = officePage.locator(`[data-row-id="a-${appointmentId}"]`);
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toMatch(/Completed/);
    await screenshot(officePage, 'offline-office-appointment-desktop');
    await desk.close();
    await phone.close();
  });

  it('a queued start the server refuses (the office cancelled meanwhile) is shown as a conflict, not dropped', async () => {
    const phone = await newContext(browser, server.url, PHONE);
    const page = await phone.newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/schedule');
    const current = page.getByTestId('current-appointment');
    await current.locator(`[data-appointment-id="${laterId}"]`).waitFor();
    await page.waitForLoadState('networkidle');

    await phone.setOffline(true);
    await current.getByRole('button', { name: 'Start Appointment' }).click();
    await page.getByRole('dialog', { name: 'Start Appointment?' }).getByRole('button', { name: 'Yes, Start Appointment' }).click();
    await expect.poll(() => page.getByTestId('outbox-banner').textContent()).toMatch(/^1 queued action\b/);
    // Meanwhile the office cancels it.
    ok('cancel', await office.post('/api/v4/appointments/cancel', { appointmentId: laterId }));

    await phone.setOffline(false);
    const conflict = page.getByTestId('outbox-conflict');
    await conflict.waitFor({ timeout: 30_000 });
    expect(await conflict.textContent()).toContain('Start appointment (Casey Carter)');
    await page.getByTestId('outbox-banner').waitFor({ state: 'detached' });
    await screenshot(page, 'offline-conflict-phone', { fullPage: false });
    // It stays until the stylist has seen it.
    await conflict.getByRole('button', { name: 'Dismiss' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(ok('findById', await office.get<{ appointment: { status: string } }>('/api/v4/appointments/findById', { query: { appointmentId: laterId } })).appointment.status).toBe('cancelled');
    await phone.close();
  });
});
