import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ANIMAL_TYPE_IDS, SEED_BREEDS, businessDateOf } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, PHONE, launchBrowser, openBookingPanel, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * the schedule's rules in the browser, at 1280 and 390 px:
 * - rule "the business time zone is a setting": the server runs in a zone whose date is neither the
 *   browser's (UTC) nor America/Chicago's right now; the schedule's day and the new transaction's date are
 *   the server zone's today.
 * - part 1 §5 / the rules' "Open slots" (the reason is available to the office): a stylist whose maximum
 *   weight the pet exceeds is not offered, and the panel says which requirement fails; a stylist working
 *   a Saturday by an "All day, Working" exception is offered without a weekday warning (SCH-EXC).
 */
const today = (tz: string) => businessDateOf(new Date(), tz);
// The server's zone: one of these two always has another date than America/Chicago (the old fixed
// default); the browser's: one whose date differs from the server's too.
const ZONE = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((tz) => today(tz) !== today('America/Chicago'))!;
const BROWSER_ZONE = ['UTC', 'America/Chicago'].find((tz) => today(tz) !== today(ZONE))!;

const plusDaysTo = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** The first Saturday at least two days after the business's today. */
const saturday = (() => {
  let d = plusDaysTo(today(ZONE), 2);
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 6) d = plusDaysTo(d, 1);
  return d;
})();

let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let estimateId: number;
let userId: number;
const suffix = Date.now().toString(36);

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

beforeAll(async () => {
  server = await startSystem({ config: { timeZone: ZONE } });
  browser = await launchBrowser();
  const admin = await server.loginAs('admin');
  office = await server.loginAs('office');
  // Lina: works every day, takes pets up to 20 lbs only.
  const lina = ok('user/create', await admin.post<{ employeeId: number }>('/api/v4/user/create', {
    firstName: 'Lina', lastName: `Light${suffix}`, emailAddress: `lina.${suffix}@example.com`, UserTypeID: 4, isAccount: false,
  }));
  const every = { worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: true, worksSunday: true };
  ok('employee', await admin.post('/api/v4/user/updateEmployeeDetails', {
    employeeId: lina.employeeId, firstName: 'Lina', lastName: `Light${suffix}`, dateHired: '01-02-2024', workDayStartTime: '8:00 AM', workDayEndTime: '5:00 PM', ...every,
  }));
  ok('stylist', await admin.post('/api/v4/user/updateStylistDetails', {
    employeeId: lina.employeeId, petsPerDay: 5, minutesPerPet: 90, maxPetWeight: 20, commissionRate: 45, servicesCats: true, stylistBreedRestrictions: [],
  }));
  // Sid: Monday to Friday, 9:00 AM to 3:00 PM; an all-day working exception on a Saturday (spec formats).
  const sid = ok('user/create', await admin.post<{ employeeId: number }>('/api/v4/user/create', {
    firstName: 'Sid', lastName: `Saturday${suffix}`, emailAddress: `sid.${suffix}@example.com`, UserTypeID: 4, isAccount: false,
  }));
  ok('employee', await admin.post('/api/v4/user/updateEmployeeDetails', {
    employeeId: sid.employeeId, firstName: 'Sid', lastName: `Saturday${suffix}`, dateHired: '01-02-2024', workDayStartTime: '9:00 AM', workDayEndTime: '3:00 PM',
    ...every, worksSaturday: false, worksSunday: false,
  }));
  ok('stylist', await admin.post('/api/v4/user/updateStylistDetails', {
    employeeId: sid.employeeId, petsPerDay: 4, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 45, servicesCats: true, stylistBreedRestrictions: [],
  }));
  ok('exception', await admin.post('/api/v4/exceptions/create', {
    employeeId: sid.employeeId, isWorking: true, event: { title: 'Saturday shift', startDate: saturday, endDate: saturday, isAllDay: true },
  }));
  const address = { address: '9 Heavy Ln', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };
  const user = ok('customer', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Hank', lastName: `Heavy${suffix}`, emailAddress: `hank.${suffix}@example.com`, AddressInfo: address, isAccount: false,
  }));
  userId = user.userId;
  const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
  const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', { customerId: user.customerId, petName: 'Tank', animalTypeId: dog.animalTypeId, breedId: dog.id, weight: 60 }));
  estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] }, user: { ID: user.userId },
  })).data.estimateId;
  await server.settle();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the schedule at %s width', (name, viewport) => {
  it(`"today" is the server's business day (${ZONE}), not the browser's (${BROWSER_ZONE}) nor the old fixed America/Chicago`, async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport, timezoneId: BROWSER_ZONE, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto('/dashboard/appointments');
    await expect.poll(() => page.getByLabel('Pick a day').inputValue()).toBe(today(ZONE));
    await page.goto('/dashboard/transactions/new');
    await expect.poll(() => page.locator('#transactionDate').inputValue()).toBe(today(ZONE));
    await context.close();
  });

  it('the open slots say which requirement fails for a stylist not offered; a working exception on a day off warns nothing', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    const booking = await openBookingPanel(page, { estimateId, userId }, saturday);
    // Lina takes pets up to 20 lbs: not offered for Tank (60 lbs), and the panel says why.
    await booking.getByTestId('not-offered-reasons').getByText(`Not offered: Lina Light${suffix} (a pet is over their maximum weight).`).waitFor();
    // Sid works Monday to Friday; an all-day working exception gives him his usual 9:00 AM-3:00 PM that Saturday
    // (SCH-EXC: an all-day exception that adds working hours gives the stylist's usual day). That exception
    // is his working day: no 'does not work this weekday' on his slots (docs/DECISIONS.md).
    const sid = booking.getByRole('button', { name: new RegExp(`with Sid Saturday${suffix}`) });
    await sid.first().waitFor();
    expect((await sid.allTextContents()).map((t) => t.split(' – ')[0])).toEqual(['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM']);
    expect(await sid.getByTestId('slot-warning').count()).toBe(0);
    await screenshot(page, `schedule-slot-warning-${name}`, { fullPage: false });
    await context.close();
  });
});
