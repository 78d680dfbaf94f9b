import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ANIMAL_TYPE_IDS, SEED_BREEDS, businessDateOf, toSpecTime, toTime } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, openBookingPanel, screenshot, signIn } from './support/browser';
import { ok } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Booking by the office, explained (docs/DECISIONS.md "Booking by the office, explained"), on a computer:
 * - the booking panel says what closed each free gap of a stylist's day (closedGaps, docs/RULES.md
 *   SCH-SLOTS): Gus has a gap shorter than the appointment before his next appointment, and the last part
 *   of no day;
 * - a click on an empty calendar cell picks that time: there it clashes, so the conflict question asks in
 *   plain words ('Pick another time' writes nothing; 'Save anyway (Keep Confliction and Save)' saves it at
 *   the clicked time, Conflicting) and says it cannot be started until resolved, and how.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let estimateId: number;
let userId: number;
let length: number;
let gusId: number;
const suffix = Date.now().toString(36);
const GUS = `Gus Gap${suffix}`;
const ZONE = 'America/Chicago';

const plusDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** A Sunday at least three days ahead: the demo stylist does not work it, Gus does. */
const day = (() => {
  let d = plusDays(businessDateOf(new Date(), ZONE), 3);
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 0) d = plusDays(d, 1);
  return d;
})();
const spec = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  const admin = await server.loginAs('admin');
  office = await server.loginAs('office');
  // Gus: every day 8:00 AM to 5:00 PM, an hourly grid.
  const gus = ok('user/create', await admin.post<{ employeeId: number }>('/api/v4/user/create', {
    firstName: 'Gus', lastName: `Gap${suffix}`, emailAddress: `gus.${suffix}@example.com`, UserTypeID: 4, isAccount: false,
  }));
  gusId = gus.employeeId;
  const every = { worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: true, worksSunday: true };
  ok('employee', await admin.post('/api/v4/user/updateEmployeeDetails', {
    employeeId: gusId, firstName: 'Gus', lastName: `Gap${suffix}`, dateHired: '01-02-2024', workDayStartTime: '8:00 AM', workDayEndTime: '5:00 PM', ...every,
  }));
  ok('stylist', await admin.post('/api/v4/user/updateStylistDetails', {
    employeeId: gusId, petsPerDay: 8, minutesPerPet: 60, maxPetWeight: 150, commissionRate: 45, servicesCats: true, stylistBreedRestrictions: [],
  }));
  const address = { address: '5 Gap Rd', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };
  const user = ok('customer', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Gina', lastName: `Gap${suffix}`, emailAddress: `gina.${suffix}@example.com`, AddressInfo: address, isAccount: false,
  }));
  userId = user.userId;
  const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
  const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', { customerId: user.customerId, petName: 'Rex', animalTypeId: dog.animalTypeId, breedId: dog.id, weight: 30 }));
  const estimate = async () =>
    ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] }, user: { ID: user.userId },
    })).data.estimateId;
  estimateId = await estimate();
  await server.settle();
  length = ok('slots', await office.get<{ length: number }>('/api/v4/appointments/getOpenSlots', { query: { date: day, estimateId } })).length;
  // Gus's day: booked 8:00-10:00 and from (10:00 + length - 30 minutes) to 5:00 PM: the gap between is 30 minutes too short.
  const gapEnd = 600 + length - 30;
  for (const [start, end] of [[480, 600], [gapEnd, 1020]] as const) {
    const made = ok('create', await office.post<{ status: string }>('/api/v4/appointments/create', {
      estimateId: await estimate(), employeeId: gusId, appointmentDate: spec(day), startTime: toSpecTime(toTime(start)), endTime: toSpecTime(toTime(end)), resolveConfliction: true,
    }));
    expect(made.status).toBe('scheduled');
  }
  await server.settle();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the office books an estimate, explained (desktop)', () => {
  it('says what closed each gap; a click on an empty cell picks that time; the conflict question in plain words', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    const booking = await openBookingPanel(page, { estimateId, userId }, day);

    // The reasons: under "No open time …, because:" when nobody has a slot, else behind "Why not other times?".
    const reasons = booking.getByTestId('closed-reasons');
    await booking.getByTestId('no-open-time').or(booking.getByText('Why not other times?')).first().waitFor();
    const why = booking.getByText('Why not other times?');
    if (await why.count()) await why.click();
    const gus = reasons.locator('li').filter({ hasText: GUS }).first();
    const gapEnd = toSpecTime(toTime(600 + length - 30));
    await gus.getByText(`10:00 AM – ${gapEnd} (${length - 30} minutes free): the ${length}-minute appointment would run into the next appointment at ${gapEnd}.`).waitFor();
    await screenshot(page, 'office-booking-explained-reasons', { fullPage: true });

    // A click on Gus's empty 10:00 AM cell: that time, which clashes with his next appointment.
    const column = page.getByRole('region', { name: `${GUS}'s day` });
    const lane = column.locator('td.fc-timegrid-slot-lane[data-time="10:00:00"]');
    await lane.scrollIntoViewIfNeeded();
    const clickCell = async () => {
      const box = (await lane.boundingBox())!;
      // The top of the half-hour cell: 10:00 (the calendar snaps clicks to 15 minutes).
      await page.mouse.click(box.x + box.width / 2, box.y + 4);
    };
    await clickCell();
    const dialog = page.getByRole('dialog', { name: 'Scheduling Conflict' });
    await dialog.waitFor();
    await dialog.getByText('It overlaps another appointment of this stylist.').waitFor();
    await dialog.getByText('Saved with a conflict, the appointment is marked Conflicting and cannot be started until the conflict is resolved.').waitFor();
    await dialog.getByText(/The stylist sees it as Conflicting on their day/).waitFor();
    await dialog.getByRole('button', { name: 'Schedule anyway, conflict settled (Resolve and Schedule)' }).waitFor();
    await screenshot(page, 'office-booking-explained-conflict', { fullPage: false });
    // 'Pick another time': nothing written, still booking.
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v4/appointments/create') && r.method() === 'POST') creates.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Pick another time' }).click();
    await dialog.waitFor({ state: 'detached' });
    await booking.waitFor();
    expect(creates).toEqual([]);

    // Again, and 'Save anyway': saved at the clicked time with Gus, Conflicting.
    await clickCell();
    await dialog.waitFor();
    const created = page.waitForResponse((r) => r.url().includes('/api/v4/appointments/create') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save anyway (Keep Confliction and Save)' }).click();
    const answer = (await (await created).json()) as { newAppointmentId: number; status: string };
    expect(answer.status).toBe('conflicting');
    await server.settle();
    const saved = ok('findById', await office.get<{ appointment: { startTime: string; employeeId: number; status: string } }>('/api/v4/appointments/findById', { query: { appointmentId: answer.newAppointmentId } }));
    expect(saved.appointment).toMatchObject({ startTime: '10:00 AM', employeeId: gusId, status: 'conflicting' });
    const panel = page.locator(`[data-testid="appointment-panel"][data-appointment-id="${answer.newAppointmentId}"]`);
    await panel.getByText(/cannot be started until the conflict is resolved/).waitFor();
    await screenshot(page, 'office-booking-explained-saved-conflicting', { fullPage: false });
    await context.close();
  });
});
