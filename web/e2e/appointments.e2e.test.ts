import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OptionsResponse } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * journey (part 1 §2, §4, §5, §9; part 2 §4.2): office makes an estimate for Casey Carter and
 * books it into an open slot; a second office browser sees it appear without reload; the stylist's
 * upcoming list shows it; a blocked stylist is not offered and an API call assigning them is refused;
 * moving it onto another stylist's overlapping time asks 'Save anyway (Keep Confliction and Save)',
 * 'Schedule anyway (Resolve and Schedule)' or 'Pick another time' (a drag between two stylists' calendars on a computer; the panel's form at phone width,
 * where the day shows one stylist at a time with a picker); a service issue is raised and resolved;
 * the customer sees it in the portal; a standing request becomes a standing every 4 weeks whose
 * placeholders show 4 and 8 weeks later, and one becomes an instance.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let sam: { ID: number; name: string };
let nora: { ID: number; name: string };
let blake: { ID: number; name: string };
let other: { userId: number; customerId: number; petId: number };
const suffix = Date.now().toString(36);
const ADDRESS = { address: '88 Swiss Ave', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function newStylist(admin: TestClient, firstName: string, lastName: string): Promise<{ ID: number; name: string }> {
  const created = ok('user/create', await admin.post<{ employeeId: number }>('/api/v4/user/create', {
    firstName, lastName, emailAddress: `${firstName}.${lastName}.${suffix}@example.com`.toLowerCase(), UserTypeID: 4, isAccount: false,
  }));
  ok('employee details', await admin.post('/api/v4/user/updateEmployeeDetails', {
    employeeId: created.employeeId, firstName, lastName, dateHired: '2024-01-02', dateTerminated: null, workDayStartTime: '08:00', workDayEndTime: '17:00',
    worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: false, worksSunday: false,
    emergencyContactName: null, emergencyContactPhone: null,
  }));
  ok('stylist details', await admin.post('/api/v4/user/updateStylistDetails', {
    employeeId: created.employeeId, petsPerDay: 5, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 45, servicesCats: true, isSmoker: false,
    hasGeneratorVehicle: false, stylistBreedRestrictions: [],
  }));
  return { ID: created.employeeId, name: `${firstName} ${lastName}` };
}

/**
 * 'YYYY-MM-DD' in the business time zone: the n-th Monday–Friday after today. This was once "the first
 * weekday at least n days from today", so on a Friday 1 and 3 both gave Monday; the phone run then booked a
 * second Olive at 8:00 on Nora's Monday, and the calendar rightly drew two appointments ("resolved to 2
 * elements"). Counting weekdays keeps the two runs on different days.
 */
function weekdayAhead(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  for (let counted = 0; counted < n; ) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) counted += 1;
  }
  return d.toISOString().slice(0, 10);
}
const plusDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  const admin = await server.loginAs('admin');
  office = await server.loginAs('office');
  const options = ok('getOptions', await office.get<OptionsResponse>('/api/v4/getOptions'));
  const first = options.stylists[0]!;
  sam = { ID: first.ID, name: `${first.firstName} ${first.lastName}` };
  nora = await newStylist(admin, 'Nora', `Newcut${suffix}`);
  blake = await newStylist(admin, 'Blake', `Blocked${suffix}`);
  // Casey Carter (the demo customer) has a blocking complaint against Blake.
  const customerClient = await server.loginAs('customer');
  const casey = ok('session', await customerClient.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  // The portal's first-visit policies modal is the customer portal journey's; here they were accepted before.
  ok('policies', await customerClient.post('/api/v4/user/customerAcceptedPolicies', { userId: casey.ID, acceptedPolicies: true }));
  ok('complaint', await office.post('/api/v4/complaints/create', { customerId: casey.customerId, employeeId: blake.ID, complaint: 'Left the gate open', isBlocking: true }));
  // Another customer whose appointment sits on Nora's day.
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Olive', lastName: `Other${suffix}`, emailAddress: `olive.${suffix}@example.com`, AddressInfo: ADDRESS, isAccount: false,
  }));
  const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: user.customerId, petName: 'Oreo', animalTypeId: options.breeds[0]!.animalTypeId, breedId: options.breeds[0]!.ID,
  }));
  other = { ...user, petId: pet.ID };
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

describe.each([
  ['desktop', DESKTOP, 1],
  ['phone', PHONE, 3],
] as const)('appointments at %s width', (name, viewport, daysAhead) => {
  it('books an estimate into an open slot, moves it with the conflict prompt, raises and resolves a service issue, and makes it a standing every 4 weeks', async () => {
    const phone = name === 'phone';
    const date = weekdayAhead(daysAhead);
    const contexts: BrowserContext[] = [];
    const context = async () => {
      const c = await newContext(browser, server.url, viewport);
      contexts.push(c);
      return c;
    };

    // Nora already has Olive at 8:00 on that day.
    const otherEstimate = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: other.petId, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: other.userId },
    })).data.estimateId;
    ok('olive', await office.post('/api/v4/appointments/create', { estimateId: otherEstimate, employeeId: nora.ID, appointmentDate: specDate(date), startTime: '8:00 AM' }));

    // A second office browser watches that day's schedule.
    const watcher = await signedIn(await context(), DEMO.office);
    await watcher.goto(`/dashboard/appointments?date=${date}&view=table`);
    await watcher.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    await watcher.getByText(`Olive Other${suffix}`).first().waitFor();

    // Office: a new estimate for Casey Carter, then 'Save/Create and Schedule Appointment'.
    const page = await signedIn(await context(), DEMO.office);
    await page.goto('/dashboard/estimate');
    await page.getByText('Existing customer', { exact: true }).click();
    await page.getByLabel('Find a customer').fill('Carter');
    await page.getByRole('button', { name: /Carter, Casey/ }).click();
    await page.getByTestId('estimate-customer').getByText('Casey Carter').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dashboard/estimate/pets');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dashboard/estimate/confirmation');
    await page.getByRole('button', { name: 'Save/Create and Schedule Appointment' }).click();
    await page.waitForURL('**/dashboard/appointments**');
    const booking = page.getByRole('region', { name: 'Open slots' });
    await booking.waitFor();
    await page.getByLabel('Pick a day').fill(date);
    // Blake (blocking complaint) is never offered; Sam and Nora are.
    await booking.getByText(`Not offered (blocking complaint): ${blake.name}`).waitFor();
    await booking.getByRole('button', { name: new RegExp(`with ${nora.name}`) }).first().waitFor();
    expect(await booking.getByRole('button', { name: new RegExp(`with ${blake.name}`) }).count()).toBe(0);
    await screenshot(page, `appointments-booking-${name}`);
    const created = page.waitForResponse((r) => r.url().includes('/api/v4/appointments/create') && r.request().method() === 'POST');
    await booking.getByRole('button', { name: new RegExp(`^8:00 AM.*with ${sam.name}`) }).click();
    const answer = (await (await created).json()) as { newAppointmentId: number; status: string };
    expect(answer.status).toBe('scheduled');
    const appointmentId = answer.newAppointmentId;
    const panel = page.locator(`[data-testid="appointment-panel"][data-appointment-id="${appointmentId}"]`);
    await panel.waitFor();

    // The watcher sees it appear without a reload.
    await watcher.locator(`[data-row-id="a-${appointmentId}"]`).waitFor();
    await screenshot(watcher, `appointments-watcher-${name}`);

    // The stylist's upcoming list shows it.
    const stylist = await signedIn(await context(), DEMO.stylist);
    await stylist.waitForURL('**/dashboard/schedule');
    await stylist.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    await screenshot(stylist, `appointments-stylist-upcoming-${name}`);

    // Assigning the blocked stylist through the API is refused whatever the client sends.
    const refused = await office.post<{ message: string }>('/api/v4/appointments/update', {
      appointmentId, employeeId: blake.ID, appointmentDate: specDate(date), startTime: '1:00 PM',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Cannot auto select stylist due to blocking complaint. Block must be removed to assign stylist.');

    // Move onto Nora's 8:00 (Olive is there): both conflict choices are offered.
    if (phone) {
      // One stylist at a time, with a picker.
      await panel.getByRole('button', { name: 'Close' }).click();
      const picker = page.getByLabel('Stylist', { exact: true });
      await picker.selectOption(String(nora.ID));
      await page.getByRole('region', { name: `${nora.name}'s day` }).getByText(`Olive Other${suffix}`).waitFor();
      await screenshot(page, `appointments-day-picker-${name}`);
      await picker.selectOption(String(sam.ID));
      await page.getByRole('region', { name: `${sam.name}'s day` }).locator('.fc-event').filter({ hasText: 'Casey' }).click();
      await panel.waitFor();
      await panel.getByRole('combobox', { name: 'Stylist' }).selectOption(String(nora.ID));
      await panel.getByRole('button', { name: 'Save', exact: true }).click();
    } else {
      await panel.getByRole('button', { name: 'Close' }).click();
      const event = page.getByRole('region', { name: `${sam.name}'s day` }).locator('.fc-event').filter({ hasText: 'Casey' });
      const lane = page.getByRole('region', { name: `${nora.name}'s day` }).locator('td.fc-timegrid-slot-lane[data-time="08:30:00"]');
      const from = (await event.boundingBox())!;
      const to = (await lane.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + 8);
      await page.mouse.down();
      for (let i = 1; i <= 12; i += 1) await page.mouse.move(from.x + from.width / 2 + ((to.x + to.width / 2 - from.x - from.width / 2) * i) / 12, from.y + 8 + ((to.y + 4 - from.y - 8) * i) / 12);
      await page.mouse.up();
    }
    const keep = page.getByRole('button', { name: 'Save anyway (Keep Confliction and Save)' });
    await keep.waitFor();
    await page.getByRole('button', { name: 'Schedule anyway, conflict settled (Resolve and Schedule)' }).waitFor();
    await page.getByRole('button', { name: 'Pick another time' }).waitFor();
    await screenshot(page, `appointments-conflict-${name}`);
    await keep.click();
    await expect
      .poll(async () => (await office.get<{ appointment: { status: string; employeeId: number } }>('/api/v4/appointments/findById', { query: { appointmentId } })).body.appointment)
      .toMatchObject({ status: 'conflicting', employeeId: nora.ID });

    // A service issue, raised and resolved from the panel.
    await page.goto(`/dashboard/appointments?date=${date}&view=table`);
    await page.locator(`[data-row-id="a-${appointmentId}"]`).click();
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Create Service Issue' }).click();
    const issue = page.getByRole('dialog', { name: 'Create Service Issue' });
    await issue.getByLabel('Comment').fill('Missed a spot on the left ear');
    await issue.getByRole('button', { name: 'Create Service Issue' }).click();
    await toast(page, 'Created service issue appointment');
    await panel.getByRole('button', { name: 'Resolve Service Issue' }).click();
    await toast(page, 'Successfully resolved service issue.');

    // The customer sees it in the portal.
    const customer = await signedIn(await context(), DEMO.customer);
    await customer.goto('/dashboard/appointments');
    await customer.waitForURL('**/dashboard/appointments/history');
    await customer.getByRole('region', { name: 'Upcoming appointments' }).getByText(specDate(date)).first().waitFor();
    await screenshot(customer, `appointments-portal-upcoming-${name}`);

    // A standing request, then a standing every 4 weeks: placeholders 4 and 8 weeks later; one becomes an instance.
    await panel.getByRole('button', { name: 'Request Standing Appointment' }).click();
    const request = page.getByRole('dialog', { name: 'Request Standing Appointment' });
    await request.getByLabel('Comment').fill('Every four weeks, same time');
    await request.getByRole('button', { name: 'Request Standing Appointment' }).click();
    await toast(page, 'Created request for a standing appointment');
    await panel.getByRole('button', { name: 'Create Standing Appointment' }).click();
    const standing = page.getByRole('dialog', { name: 'Create Standing Appointment' });
    expect(await standing.getByLabel('Every').inputValue()).toBe('4');
    await screenshot(page, `appointments-standing-${name}`);
    await standing.getByRole('button', { name: 'Create Standing Appointment' }).click();
    await toast(page, 'Successfully created standing appointment');

    await page.goto(`/dashboard/appointments?date=${plusDays(date, 56)}&view=table`);
    await page.getByRole('button', { name: 'Create Instance' }).first().waitFor();
    await page.goto(`/dashboard/appointments?date=${plusDays(date, 28)}&view=table`);
    const instance = page.waitForResponse((r) => r.url().includes('/api/v4/appointments/createInstance'));
    await page.getByRole('button', { name: 'Create Instance' }).first().click();
    const made = (await (await instance).json()) as { newAppointmentId: number };
    await toast(page, 'Successfully created instance');
    await page.locator(`[data-row-id="a-${made.newAppointmentId}"]`).waitFor();
    await screenshot(page, `appointments-instance-${name}`);

    for (const c of contexts) await c.close();
  });
});
