import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_BREEDS } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * "The stylist's appointment", at the stylist's phone width first: a Saturday job opened from
 * the day's list shows its date (not only a time), is titled by the customer and the time, has the
 * phone button, the address's and the customer's notes, and each pet with its breed, package, weight,
 * habits ("Nervous with dryers"), notes, photo and last groom; the same page at 1280 px.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let appointmentId: number;
let petId: number;
let saturday: string;

// A small dog face, 120x90 PNG (the pets test's).
const DOG_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABaCAMAAABE3mLdAAABTVBMVEWNVSSSWyd/TSIYFRLBlEyRWicXFBLpxGoRERGOViXNolWygUCndDiSWyiZYy3nwmmxgUDet2KRWSfOo1WYYyyPWCWbZi7ft2KTXSg7KBffuWM6Jxc5Jxc4JxfVrFuUXSnguWTMolSsejt6SyGATiLow2nnwWkZFhLAkkrWrVvfuGO1hUKUXCmTXCmVXyrClUzju2WkcDW6i0bnwWiygkDeuGLetmIbFhMaFhOodTmTXinBk0vAk0vivGWUXiqgbDOjcDTClk2sejzmv2fNo1awgD65i0aZZC2jbzWPVyW7jUfbs2CaZS6wgD+PWCabZS+QWSeQWCefazHMoVPiu2SreTrWrlzAkkvNoVSfajLLoFSqeDvDlk3jvGa5ikWVXyvmwGflwGfbtF/OpFaXYiyOViS6jEbmwWi5ikaYYy2vfT6kcTaNVSXdtWGcZy9HvNo4AAAACXBIWXMAAAsTAAALEwEAmpwYAAACoklEQVRoge3ZaVMaQRAG4Oac5UYQRFRQVATBCzWXxjPRqNHc933f+f8fU0YqlYHF6ZnuXZKqfb851dVPMewx0iD6FPBgtwKuSR3xYNcC7lFyPNi1gHvUfwQPBeP5TCYfX1jlqUPCs7EItBOpXKDXYeGJEPwVX5Rah4WDfz5G+8MEaXVYeKKjH0AkSqnDwgPS/rV3sWheh4avd/cDSJvXYeGhrg38vYkDpnVoOGjXD2A7Vaqlt5LNg1wzuZWulVK96ozhuH3DVz7578S8fd1lY/gmkJI3hkM0ONQvOGEM36LBP7kvLmzML64FIOW5Mbxq+2DA5sD8ASKOKfCKMIdnOx4VOkmME2DxznizI1negwA21IOAEFGj3U5k6Ye9+40Puuz3r+d/v8jj7eJtXfjOVcEBf9Z1AT5ywNUr+nC5ygA/1XcBogzwMxO4QodTCamjfzQcHpsE1drcNBkuycYly7KsGb9qDepkuCb1Gz01LGtEtQbrZPhY6hc+QwKqNYiR4Rtm8BIZHpT6jZ0hw6o1SJLhgtRvcubUuDilWoMyGc5J/cA/EggMT6nXTrhhbE6YtxqdMvPFhU6S+XZCh347pcGBs61AwI/M4DXmlwQ6D7lfi8gwvBbFAzDIjqDD90zgbJ8OexspBljs6cOHguVAH9J1MzwHevFSF24JHnhX83n9/g0TLB7rwdf4hiErOm5D8MGf7uLdzWVGWBTRX3NS/a+x1tzpqMcvtJ2Zf8s98PqB+il38Ih/0lZ8onY3x50Y8S03VG4Md13pzxazX85jk6j712youbvX87nta712dJq62CrbsRuHLxwf41ajlTlZbe5k1e9flvnxdH09trRfyOUK+99ia3Xl+cou//Tg2pGAM209uDveVrsWcI+S48HCrfwCRrj/1+oPLrgAAAAASUVORK5CYII=';
const ADDRESS = { address: '77 Groom Way', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

/** The Saturday of next week, in the business's calendar (never today: the page must name the day). */
function nextWeeksSaturday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7 + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  office = await server.loginAs('office');
  const admin = await server.loginAs('admin');
  const stylist = await server.loginAs('stylist');
  const stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
  saturday = nextWeeksSaturday();

  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Casey', lastName: 'Driver', emailAddress: `casey.driver.${Date.now().toString(36)}@example.com`,
    phoneNumber: '(214) 555-0199', AddressInfo: ADDRESS, isAccount: false,
  }));
  const shihTzu = SEED_BREEDS.find((b) => b.breed === 'Shih Tzu')!;
  petId = ok('pets/update', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: user.customerId, petName: 'Pepper', animalTypeId: shihTzu.animalTypeId, breedId: shihTzu.id, weight: 14,
    habits: 'Nervous with dryers', notes: 'Muzzle for nail trims', lastGroomDate: '06-14-2026',
  })).ID;
  // The pet's photo, uploaded as the pets tab's form sends it (multipart, with the session and CSRF token).
  const form = new FormData();
  form.set('petId', String(petId));
  form.set('userId', String(user.userId));
  form.set('file', new Blob([new Uint8Array(Buffer.from(DOG_PNG, 'base64'))], { type: 'image/png' }), 'pepper.png');
  const uploaded = await fetch(new URL('/api/v4/pets/uploadPicture', office.baseUrl), {
    method: 'POST',
    headers: { 'X-CSRF-Token': office.csrfToken ?? (await office.csrf()), Cookie: office.cookieHeader(), 'Idempotency-Key': `pepper-${Date.now()}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  ok('updateCustomerDetails', await office.post('/api/v4/user/updateCustomerDetails', {
    customerId: user.customerId, User: { firstName: 'Casey', lastName: 'Driver', notes: 'Gate code 4321; ring twice' },
  }));
  const addresses = ok('addresses', await office.get<{ addresses: { ID: number }[] }>('/api/v4/addresses/findByUser', { query: { userId: user.userId } }));
  ok('addresses/update', await office.post('/api/v4/addresses/update', { addressId: addresses.addresses[0]!.ID, notes: 'Park on the street, not the driveway' }));

  // The demo stylist works weekdays: that Saturday is a shift of their usual day (an all-day working exception).
  ok('exceptions/create', await admin.post('/api/v4/exceptions/create', {
    employeeId: stylistId, isWorking: true, event: { title: 'Saturday shift', startDate: specDate(saturday), endDate: specDate(saturday), isAllDay: true },
  }));
  await server.settle();
  const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId, estimatePackage: 'deluxe', addonIds: [] }] },
    user: { ID: user.userId },
  })).data.estimateId;
  const created = ok('appointment', await office.post<{ newAppointmentId: number; status: string }>('/api/v4/appointments/create', {
    estimateId, employeeId: stylistId, appointmentDate: specDate(saturday), startTime: '9:00 AM',
  }));
  expect(created.status).toBe('scheduled');
  appointmentId = created.newAppointmentId;
  await server.settle();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openFromTheDay(page: Page): Promise<void> {
  await signIn(page, DEMO.stylist, DEMO_PASSWORD);
  await page.goto('/dashboard/schedule/upcoming');
  // Next up (or further down the list), naming the day of a job that is not today.
  const row = page.locator(`[data-appointment-id="${appointmentId}"]`).getByRole('link').first();
  await row.getByText(longDate(saturday)).waitFor();
  await screenshot(page, 'stylist-day-saturday-job-phone');
  await row.click();
  await page.waitForURL(new RegExp(`/dashboard/schedule/currentAppointment/${appointmentId}/estimate/\\d+/user/\\d+$`));
}

async function expectTheDoorCard(page: Page): Promise<void> {
  const title = page.getByRole('heading', { level: 1, name: 'Casey Driver · 9:00 AM' });
  await title.waitFor();
  expect(await page.title()).toBe('Casey Driver · 9:00 AM — Pawroute');
  expect(await page.getByText(/^Estimate #/).count()).toBe(0);
  await page.getByTestId('visit-date').getByText(longDate(saturday), { exact: true }).waitFor();
  expect(await page.getByTestId('visit-date').textContent()).toMatch(/^Saturday, /);
  // The phone button dials the customer.
  const call = page.getByRole('link', { name: /Call \(214\) 555-0199/ });
  expect(await call.getAttribute('href')).toBe('tel:2145550199');
  await page.getByText('77 Groom Way, Dallas, Texas 75204').waitFor();
  // The notes, as plain text.
  expect(await page.getByTestId('visit-address-notes').innerText()).toContain('Park on the street, not the driveway');
  expect(await page.getByTestId('visit-customer-notes').innerText()).toContain('Gate code 4321; ring twice');
  // The pet, with its habits and notes visible.
  const pet = page.locator(`li[data-pet-id="${petId}"]`);
  await pet.getByRole('heading', { name: 'Pepper' }).waitFor();
  await pet.getByText('Shih Tzu · 14 lbs').waitFor();
  await pet.getByText('Deluxe', { exact: true }).waitFor();
  await pet.getByText('Nervous with dryers').waitFor();
  expect(await pet.getByText('Nervous with dryers').isVisible()).toBe(true);
  expect(await pet.getByText('Muzzle for nail trims').isVisible()).toBe(true);
  await pet.getByText('06-14-2026').waitFor();
  const photo = pet.getByRole('img', { name: 'Photo of Pepper' });
  await photo.waitFor();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The buttons are on the card too.
  await page.getByRole('button', { name: 'En Route' }).waitFor();
}

describe("the stylist's appointment", () => {
  it('shows the date, the customer and time as title, the phone, the notes and the pet at 390 px', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await openFromTheDay(page);
    await expectTheDoorCard(page);
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'stylist-appointment-phone');
    await context.close();
  });

  it('shows the same at 1280 px', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await openFromTheDay(page);
    await expectTheDoorCard(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(page, 'stylist-appointment-desktop');
    await context.close();
  });
});
