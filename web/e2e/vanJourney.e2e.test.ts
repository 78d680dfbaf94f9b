import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { bookTodayForCasey, confirmStart, drivewayCast, ok, signOnPad, specDate, today, type DrivewayCast } from './support/driveway';
import { cameraJpeg } from './support/photos';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The groomer's van, one day at 390 px with the network cut by the test (the journey of the van's
 * "Done when"): at the door the pet's Grooming and Cut and its vaccination's expiry; the appointment
 * started; the signal drops; two photos taken (files through the camera input) and queued; the completion
 * says at once that a card needs the signal and finishes with cash, signed, with a grooming report; the
 * signal returns and everything goes once; a card saved on file from the van at the next visit is offered
 * at the visit after; the customer, in the portal, sees the visible photo and the grooming report. The
 * office's pet card shows the vaccination certificate's thumbnail (1280 px).
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;

beforeAll(async () => {
  server = await startSystem({ config: { mapTileUrl: '' } });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  cast = await drivewayCast(server);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Today's visit for Casey at `startTime`, started by the office (the stylist then completes it on the phone). */
async function startedVisit(startTime: string): Promise<number> {
  const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, tripFee: 3900, pets: [{ petId: cast.casey.petId, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: cast.casey.userId },
  })).data.estimateId;
  const { newAppointmentId } = ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId, employeeId: cast.stylistId, appointmentDate: specDate(today()), startTime, resolveConfliction: true,
  }));
  ok('start', await office.post('/api/v4/appointments/start', { appointmentId: newAppointmentId }));
  return newAppointmentId;
}

async function signAndSubmit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
  await signOnPad(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
}

type Paths = { rows: { name: string; visibleToCustomer: boolean }[] };

describe("the groomer's van, a whole visit at 390 px with the network cut", () => {
  it('door, photos offline, cash completion with a report, card saved and offered, the customer sees the photo and the report', async () => {
    // The office's facts: the cut, and a rabies vaccination (with its certificate) expiring in ten days.
    const expires = addDays(today(), 10);
    const grooming = 'Teddy bear face, 1/2 inch body, round feet';
    const appointmentId = await bookTodayForCasey(office, cast);
    ok('grooming', await office.post('/api/v4/pets/updateGrooming', { appointmentId, petId: cast.casey.petId, grooming }));
    const recordId = ok('record', await office.post<{ recordId: number }>('/api/v4/vaccinations/record', { petId: cast.casey.petId, vaccineId: 1, givenOn: specDate(addDays(today(), -355)), expiresOn: specDate(expires) })).recordId;
    const { estimateId } = ok('findById', await office.get<{ appointment: { estimateId: number } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment;

    const phone = await newContext(browser, server.url, PHONE);
    const page = await phone.newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);

    // The office's pet card (1280 px): the certificate's picture, taken on the desktop, as a thumbnail that opens it.
    const desk = await newContext(browser, server.url, DESKTOP);
    const officePage = await desk.newPage();
    await signIn(officePage, DEMO.office, DEMO_PASSWORD);
    await officePage.goto(`/dashboard/customers/${cast.casey.userId}/pets`);
    await officePage.locator(`tr[data-pet-id="${cast.casey.petId}"]`).click();
    const vaccinations = officePage.locator('section.pet-form').getByTestId('pet-vaccinations');
    await vaccinations.getByText(`Expires ${specDate(expires)}`).waitFor();
    await vaccinations.getByLabel('Choose a picture of the Rabies certificate').setInputFiles({ name: 'rabies-certificate.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(officePage, '#e8e4d8') });
    const thumb = vaccinations.getByRole('link', { name: 'Open the Rabies certificate' });
    await thumb.waitFor();
    await thumb.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    expect(await thumb.getAttribute('href')).toContain(`recordId=${recordId}`);
    await vaccinations.scrollIntoViewIfNeeded();
    await screenshot(officePage, 'van-journey-certificate-desktop', { fullPage: false });

    // At the door: the cut first, and the vaccination's expiry.
    await page.goto(`/dashboard/schedule/currentAppointment/${appointmentId}/estimate/${estimateId}/user/${cast.casey.userId}`);
    await page.getByTestId('pet-grooming-text').filter({ hasText: grooming }).first().waitFor();
    await page.getByTestId('visit-pet-vaccinations').getByText(`Expires ${specDate(expires)}`).waitFor();
    await screenshot(page, 'van-journey-door-phone', { fullPage: false });
    await page.getByTestId('visit-pet-vaccinations').scrollIntoViewIfNeeded();
    await screenshot(page, 'van-journey-door-vaccinations-phone', { fullPage: false });
    await confirmStart(page);
    await expect.poll(async () => ok('findById', await office.get<{ appointment: { status: string } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment.status).toBe('inProgress');
    const photos = page.getByTestId('van-photos');
    await photos.getByText('No photos yet.').waitFor();
    const before = await cameraJpeg(page, '#8a5a2b');
    const after = await cameraJpeg(page, '#2b6a8a');
    await page.waitForLoadState('networkidle');

    // The signal drops (the test cuts it).
    await phone.setOffline(true);
    await page.getByTestId('connection-banner').filter({ hasText: 'Not Connected' }).waitFor();
    await photos.getByRole('radio', { name: 'Before' }).check();
    await photos.getByLabel('Take a photo').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: before });
    await photos.locator('[data-testid="van-photo"][data-state="queued"]').first().waitFor();
    await photos.getByRole('radio', { name: 'After' }).check();
    expect(await photos.getByLabel('Visible to the customer').isChecked()).toBe(true);
    await photos.getByLabel('Take a photo').setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: after });
    await expect.poll(() => photos.locator('[data-testid="van-photo"][data-state="queued"]').count()).toBe(2);
    await expect.poll(() => page.getByTestId('outbox-banner').textContent()).toMatch(/^2 queued actions\b/);
    await photos.scrollIntoViewIfNeeded();
    await screenshot(page, 'van-journey-photos-queued-phone', { fullPage: false });

    // The completion, still without a signal: it says at once that a card needs the signal; cash it is.
    // Inside the open tab (a page load cannot work offline: docs/OFFLINE.md).
    await page.getByRole('button', { name: 'Customer On Site — Complete' }).click();
    await page.waitForURL(`**/appointmentCompletion/${appointmentId}`);
    await page.getByText('card payments need a connection', { exact: false }).first().waitFor();
    await screenshot(page, 'van-journey-no-signal-payment-phone', { fullPage: false });
    const total = (await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, '');
    await page.getByLabel('Cash').fill(total);
    await signAndSubmit(page);
    await page.getByText('Saved on this device').waitFor();

    // The grooming report goes with it (queued after the completion).
    const next = addDays(today(), 42);
    const report = page.getByTestId('grooming-report-form');
    await report.getByLabel('Note for the customer').fill('Biscuit was a star. <b>Brush</b> twice a week!');
    await report.getByLabel('Next suggested groom').fill(next);
    await report.getByRole('button', { name: 'Save report' }).click();
    await report.getByText('1 photo visible to the customer (1 still on this phone)').waitFor();
    await report.getByText('Report saved on this phone').waitFor();
    await screenshot(page, 'van-journey-report-offline-phone', { fullPage: false });
    await page.getByRole('radio', { name: 'None' }).click();
    await expect.poll(() => page.getByTestId('outbox-banner').textContent()).toMatch(/queued actions\b/);
    expect(ok('paths', await office.get<Paths>('/api/v4/appointments/getPicturePaths', { query: { appointmentId } })).rows).toHaveLength(0);

    // The signal returns: everything goes, once and in order.
    await phone.setOffline(false);
    await page.getByTestId('outbox-banner').waitFor({ state: 'detached', timeout: 60_000 });
    expect(await page.getByTestId('outbox-conflict').count()).toBe(0);
    const stored = ok('paths', await office.get<Paths>('/api/v4/appointments/getPicturePaths', { query: { appointmentId } })).rows;
    expect(stored).toHaveLength(2);
    const visible = stored.filter((p) => p.visibleToCustomer);
    expect(visible).toHaveLength(1);
    await expect.poll(async () => ok('findById', await office.get<{ appointment: { status: string } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment.status).toBe('completed');
    // The report was the outbox's last write: its read model may be a moment behind the emptied banner.
    const reportRead = async () =>
      ok('report', await office.get<{ report: { note: string; photos: string[]; nextSuggestedDate: string } | null }>('/api/v4/groomingReport/get', { query: { appointmentId } })).report;
    await expect.poll(reportRead).toMatchObject({ note: 'Biscuit was a star. <b>Brush</b> twice a week!', nextSuggestedDate: specDate(next), photos: [visible[0]!.name] });

    // The next visit: a new card, saved on file from the van.
    const second = await startedVisit('1:00 PM');
    await page.goto(`/appointmentCompletion/${second}`);
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).waitFor();
    await page.getByLabel('Credit Card', { exact: true }).locator('..').getByRole('button', { name: 'Rest' }).click();
    await page.getByLabel('Card', { exact: true }).selectOption('oneTime');
    await page.getByLabel('Name on card').fill('Casey Carter');
    await page.getByLabel('Card number').fill('4111111111111111');
    await page.getByLabel('Exp. MM/YY').fill('1230');
    await page.getByLabel('CVV').fill('987');
    await page.getByLabel('Zip').fill('75205');
    await page.getByLabel('Save this card for next time').check();
    await signAndSubmit(page);
    // The visit after: that card is offered.
    const third = await startedVisit('4:00 PM');
    await page.goto(`/appointmentCompletion/${third}`);
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).waitFor();
    await page.getByLabel('Credit Card', { exact: true }).locator('..').getByRole('button', { name: 'Rest' }).click();
    const picker = page.getByLabel('Card', { exact: true });
    await expect.poll(async () => picker.locator('option:checked').textContent()).toContain('1111');
    await screenshot(page, 'van-journey-card-offered-phone', { fullPage: false });

    // The customer, on their phone, follows the receipt's link: the visible photo and the grooming report.
    const home = await newContext(browser, server.url, PHONE);
    const portal = await home.newPage();
    await signIn(portal, DEMO.customer, DEMO_PASSWORD);
    await portal.goto(`/dashboard/appointments/history?photos=${appointmentId}`);
    const dialog = portal.getByRole('dialog', { name: 'Appointment Pictures' });
    const shown = dialog.getByTestId('grooming-report');
    await shown.getByText('Biscuit was a star. <b>Brush</b> twice a week!').waitFor();
    await shown.getByText(specDate(next)).waitFor();
    // Its photo once, below the report (the dialog's photos).
    await expect.poll(() => dialog.locator(`img[src*="${visible[0]!.name}"]`).count()).toBe(1);
    expect(await shown.locator('b').count()).toBe(0);
    await expect.poll(() => dialog.locator(`img[src*="${visible[0]!.name}"]`).count()).toBeGreaterThanOrEqual(1);
    expect(await dialog.locator(`img[src*="${stored.find((p) => !p.visibleToCustomer)!.name}"]`).count()).toBe(0);
    await dialog.locator('img').first().evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(portal, 'van-journey-customer-report-phone', { fullPage: false });
    const wide = await newContext(browser, server.url, DESKTOP);
    const portalWide = await wide.newPage();
    await signIn(portalWide, DEMO.customer, DEMO_PASSWORD);
    await portalWide.goto(`/dashboard/appointments/history?photos=${appointmentId}`);
    await portalWide.getByTestId('grooming-report').getByText('Biscuit was a star.', { exact: false }).waitFor();
    await screenshot(portalWide, 'van-journey-customer-report-desktop', { fullPage: false });
    await Promise.all([home.close(), wide.close(), desk.close(), phone.close()]);
  }, 300_000);
});
