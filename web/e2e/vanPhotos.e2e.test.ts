import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { bookTodayForCasey, confirmStart, drivewayCast, ok, type DrivewayCast } from './support/driveway';
import { cameraJpeg } from './support/photos';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Before/after photos from the stylist's phone at 390 px (docs/OFFLINE.md): the stylist starts the
 * appointment, the signal drops, two photos are taken (files through the camera input), shown queued,
 * the signal returns and they are uploaded once (the server holds exactly two); the customer, in
 * another browser, sees the visible one in the portal and not the hidden one; a photo that cannot get
 * through stays queued across a reload and goes once the way is clear.
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
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Paths = { rows: { name: string; visibleToCustomer: boolean }[] };

describe("photos from the stylist's phone, at 390 px", () => {
  it('two photos taken offline are queued, uploaded once when the signal returns, and the customer sees the visible one', async () => {
    const appointmentId = await bookTodayForCasey(office, cast);
    const { estimateId } = ok('findById', await office.get<{ appointment: { estimateId: number } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment;

    const phone = await newContext(browser, server.url, PHONE);
    const page = await phone.newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto(`/dashboard/schedule/currentAppointment/${appointmentId}/estimate/${estimateId}/user/${cast.casey.userId}`);
    await confirmStart(page);
    await expect.poll(async () => ok('findById', await office.get<{ appointment: { status: string } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment.status).toBe('inProgress');
    const photos = page.getByTestId('van-photos');
    await photos.getByText('No photos yet.').waitFor();
    const before = await cameraJpeg(page, '#8a5a2b');
    const after = await cameraJpeg(page, '#2b6a8a');

    // The signal drops.
    await phone.setOffline(true);
    await page.getByTestId('connection-banner').filter({ hasText: 'Not Connected' }).waitFor();

    // Before: hidden from the customer (the default for a before photo).
    await photos.getByRole('radio', { name: 'Before' }).check();
    expect(await photos.getByLabel('Visible to the customer').isChecked()).toBe(false);
    await photos.getByLabel('Take a photo').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: before });
    await photos.locator('[data-testid="van-photo"][data-state="queued"]').first().waitFor();
    // After: visible (the default for an after photo).
    await photos.getByRole('radio', { name: 'After' }).check();
    expect(await photos.getByLabel('Visible to the customer').isChecked()).toBe(true);
    await photos.getByLabel('Take a photo').setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: after });
    await expect.poll(() => photos.locator('[data-testid="van-photo"][data-state="queued"]').count()).toBe(2);
    await photos.getByText('2 photos saved on this phone').waitFor();
    await expect.poll(() => page.getByTestId('outbox-banner').textContent()).toMatch(/^2 queued actions\b/);
    await photos.scrollIntoViewIfNeeded();
    await screenshot(page, 'van-photos-queued-phone', { fullPage: false });
    expect(ok('paths', await office.get<Paths>('/api/v4/appointments/getPicturePaths', { query: { appointmentId } })).rows).toHaveLength(0);

    // The signal returns: both go, once.
    await phone.setOffline(false);
    await page.getByTestId('outbox-banner').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => photos.locator('[data-testid="van-photo"][data-state="uploaded"]').count(), { timeout: 15_000 }).toBe(2);
    expect(await photos.locator('[data-testid="van-photo"]').count()).toBe(2);
    const taken = photos.getByRole('list', { name: 'Photos of this appointment' });
    await taken.getByText('Before', { exact: true }).waitFor();
    await taken.getByText('After', { exact: true }).waitFor();
    await photos.scrollIntoViewIfNeeded();
    await screenshot(page, 'van-photos-uploaded-phone', { fullPage: false });
    const stored = ok('paths', await office.get<Paths>('/api/v4/appointments/getPicturePaths', { query: { appointmentId } })).rows;
    expect(stored).toHaveLength(2);
    const visible = stored.filter((p) => p.visibleToCustomer);
    const hidden = stored.filter((p) => !p.visibleToCustomer);
    expect(visible).toHaveLength(1);
    expect(hidden).toHaveLength(1);
    // Resized on the phone: the longest side at most 1600 px.
    const width = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return Math.max(img.naturalWidth, img.naturalHeight);
    }, `/api/v4/appointments/getPicture?appointmentId=${appointmentId}&fileName=${visible[0]!.name}`);
    expect(width).toBeLessThanOrEqual(1600);
    expect(width).toBeGreaterThan(1000);

    // The customer, in another browser, sees the visible photo in the portal and not the hidden one.
    const home = await newContext(browser, server.url, PHONE);
    const portal = await home.newPage();
    await signIn(portal, DEMO.customer, DEMO_PASSWORD);
    await portal.goto('/dashboard/appointments/history');
    const upcoming = portal.getByRole('region', { name: 'Upcoming Appointments', exact: true });
    await upcoming.locator(`button[data-appointment-id="${appointmentId}"]`).click();
    const dialog = portal.getByRole('dialog', { name: 'Appointment Pictures' });
    const images = dialog.locator('img');
    await expect.poll(() => images.count()).toBe(1);
    expect(await images.first().getAttribute('src')).toContain(visible[0]!.name);
    expect(await dialog.locator(`img[src*="${hidden[0]!.name}"]`).count()).toBe(0);
    await images.first().evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(portal, 'van-photos-customer-portal-phone', { fullPage: false });
    await home.close();

    // Nothing taken is lost on a reload: a photo whose upload cannot get through (the request fails on the
    // way) stays in the outbox across a reload of the page, and goes once the way is clear.
    await page.route('**/api/v4/appointments/uploadPicture', (route) => route.abort('internetdisconnected'));
    await photos.getByLabel('Take a photo').setInputFiles({ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, '#6a8a2b') });
    await expect.poll(() => page.getByTestId('outbox-banner').textContent()).toMatch(/^1 queued action\b/);
    await page.reload();
    await expect.poll(() => page.getByTestId('van-photos').locator('[data-testid="van-photo"]').count()).toBe(3);
    await page.getByTestId('van-photos').locator('[data-testid="van-photo"][data-state="uploading"]').waitFor();
    await page.unroute('**/api/v4/appointments/uploadPicture');
    // The outbox tries again by itself (every 10 s while actions wait).
    await page.getByTestId('outbox-banner').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => page.getByTestId('van-photos').locator('[data-testid="van-photo"][data-state="uploaded"]').count(), { timeout: 15_000 }).toBe(3);
    expect(ok('paths', await office.get<Paths>('/api/v4/appointments/getPicturePaths', { query: { appointmentId } })).rows).toHaveLength(3);

    // Not a picture (text named .jpg): the phone cannot draw it, the server checks the content and refuses;
    // the thumbnail says so with the reason, until dismissed.
    await page.getByTestId('van-photos').getByLabel('Choose photos from the library').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all\n') });
    const refused = page.getByTestId('van-photos').locator('[data-testid="van-photo"][data-state="refused"]');
    await refused.getByText('Only image files (JPEG, PNG, GIF, WebP, HEIC, AVIF or TIFF) can be uploaded.').waitFor();
    await refused.scrollIntoViewIfNeeded();
    await screenshot(page, 'van-photos-refused-phone', { fullPage: false });
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(ok('paths', await office.get<Paths>('/api/v4/appointments/getPicturePaths', { query: { appointmentId } })).rows).toHaveLength(3);
    await phone.close();
  }, 120_000);
});
