import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, openBookingPanel, PHONE, screenshot, signIn } from './support/browser';
import { bookTodayForCasey, drivewayCast, ok, specDate, today, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Vaccinations (docs/RULES.md VAC-VALID) in the browser: the office adds one on the pet's card at desktop
 * width, an expired one says so in words, and the stylist sees each vaccine's expiry at the door at 390 px.
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

const nextYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

describe('vaccinations', () => {
  it('the office adds a vaccination on the pet at desktop; the stylist sees its expiry at the door at 390 px, without a signal', async () => {
    const given = today();
    const expires = nextYear(given);
    // An old one, expired: said in words on the card and at the door.
    ok('expired', await office.post('/api/v4/vaccinations/record', { petId: cast.casey.petId, vaccineId: 2, givenOn: '01-10-2024', expiresOn: '01-10-2025' }));

    const desk = await newContext(browser, server.url, DESKTOP);
    const page = await desk.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto(`/dashboard/customers/${cast.casey.userId}/pets`);
    // The pet's page: its row opens the pet form, with the vaccinations under it.
    await page.locator(`tr[data-pet-id="${cast.casey.petId}"]`).click();
    const card = page.locator('section.pet-form');
    const section = card.getByTestId('pet-vaccinations');
    await section.getByText('Expired 01-10-2025').waitFor();
    await section.getByRole('button', { name: 'Add vaccination' }).click();
    // The expiry before the date given is refused by the form, with the server's words.
    await section.getByLabel('Vaccine').selectOption({ label: 'Rabies' });
    await section.getByLabel('Date given').fill(given);
    await section.getByLabel('Expiry date').fill('2020-01-01');
    await section.getByRole('button', { name: 'Save vaccination' }).click();
    await section.getByRole('alert').filter({ hasText: 'The expiry date cannot be before the date given.' }).waitFor();
    await section.getByLabel('Expiry date').fill(expires);
    await section.getByRole('button', { name: 'Save vaccination' }).click();
    await section.getByText(`Expires ${specDate(expires)}`).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'vaccinations-pet-card-desktop', { fullPage: false });
    await desk.close();

    const appointmentId = await bookTodayForCasey(office, cast);
    const phone = await newContext(browser, server.url, PHONE);
    const door = await phone.newPage();
    await signIn(door, DEMO.stylist, DEMO_PASSWORD);
    // The day reads ahead each pet's vaccinations while there is a signal; then the signal drops.
    await door.goto('/dashboard/schedule');
    await door.getByTestId('current-appointment').locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    await door.waitForLoadState('networkidle');
    await phone.setOffline(true);
    await door.getByTestId('connection-banner').filter({ hasText: 'Not Connected' }).waitFor();
    await door.getByRole('link', { name: 'Open appointment' }).click();
    const pet = door.locator(`li.visit__pet[data-pet-id="${cast.casey.petId}"]`);
    const shots = pet.getByTestId('visit-pet-vaccinations');
    await shots.getByText(`Expires ${specDate(expires)}`).waitFor();
    await shots.getByText('Expired 01-10-2025').waitFor();
    expect(await shots.getByText('Rabies').count()).toBe(1);
    // Nothing wider than the phone.
    expect(await door.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shots.scrollIntoViewIfNeeded();
    await screenshot(door, 'vaccinations-door-offline-phone', { fullPage: false });
    await phone.setOffline(false);
    await phone.close();
  });

  it('Management requires a vaccine and refuses bookings missing it; the office booking panel says which, for which pet and day', async () => {
    const desk = await newContext(browser, server.url, DESKTOP);
    const page = await desk.newPage();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/dashboard/management/vaccinations');
    const tab = page.getByRole('region', { name: 'Vaccinations' });
    await tab.getByLabel('DHPP required').check();
    await tab.getByLabel(/Refuse bookings/).check();
    await tab.getByRole('button', { name: 'Save rules' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Saved the vaccination rules' }).first().waitFor();
    await screenshot(page, 'vaccinations-management-desktop', { fullPage: false });

    // A weekday two weeks on: Biscuit's DHPP expired in 2025.
    const d = new Date(`${today()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 14);
    while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
    const day = d.toISOString().slice(0, 10);
    const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, tripFee: 3900, pets: [{ petId: cast.casey.petId, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: cast.casey.userId },
    })).data.estimateId;
    const booking = await openBookingPanel(page, { estimateId, userId: cast.casey.userId }, day);
    await booking.getByRole('button', { name: / with / }).first().click();
    const refusal = `DHPP is missing or expired for Biscuit on ${specDate(day)}.`;
    await page.locator('[data-sonner-toast]').filter({ hasText: refusal }).first().waitFor();
    await screenshot(page, 'vaccinations-booking-refused-desktop', { fullPage: false });
    await desk.close();
  });
});
