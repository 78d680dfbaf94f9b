import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { DayRouteAnswer, OptionsResponse } from '@pawroute/domain';
import { startTestServer, type TestClient, type TestServer } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * "The day's route", the map and drive-times part of the phone-width test: the stylist's day
 * at 390x844 shows a Leaflet map with a numbered pin per stop and the drive between appointments,
 * labelled in plain words, 'about … (estimated)' (no OSRM here: the straight-line estimate). The tile URL is empty, so no tile
 * service is contacted: the test checks that every request the page makes stays on our server.
 * (The offline/queued-actions part of phone test is another session's.)
 */
let server: TestServer;
let browser: Browser;
let office: TestClient;
let stylistId: number;
const suffix = Date.now().toString(36);

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

async function bookToday(street: string, startTime: string, options: OptionsResponse): Promise<number> {
  const address = { address: street, city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Map', lastName: `Stop${street.split(' ')[0]}${suffix}`, emailAddress: `map.${street.split(' ')[0]}.${suffix}@example.com`, AddressInfo: address, isAccount: false,
  }));
  const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: user.customerId, petName: 'Pip', animalTypeId: options.breeds[0]!.animalTypeId, breedId: options.breeds[0]!.ID,
  }));
  const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: user.userId },
  })).data.estimateId;
  return ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId, employeeId: stylistId, appointmentDate: specDate(today()), startTime, resolveConfliction: true,
  })).newAppointmentId;
}

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ serveWeb: true, config: { mapTileUrl: '' } });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  const stylist = await server.loginAs('stylist');
  stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
  const options = ok('getOptions', await office.get<OptionsResponse>('/api/v4/getOptions'));
  // Late in the day, after the demo schedule: two stops of ours, whatever else today holds.
  await bookToday('18 Elm St', '6:00 PM', options);
  await bookToday('27 Oak Ave', '8:00 PM', options);
  // The office places a pin for every stop of the stylist's day, a few km apart.
  const day = ok('getDay', await office.get<DayRouteAnswer>(`/api/v4/routes/getDay?employeeId=${stylistId}&date=${specDate(today())}`));
  let n = 0;
  for (const stop of day.stops) {
    if (stop.addressId === null) continue;
    n += 1;
    ok('setLocation', await office.post('/api/v4/addresses/setLocation', { addressId: stop.addressId, lat: 32.75 + n * 0.02, lng: -96.8 + (n % 2) * 0.03 }));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the stylist's day on the road, at phone width", () => {
  it('shows a map with the stops and the drive times between them, labelled as estimates', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(server.url) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
    });
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/schedule');
    const route = page.getByTestId('day-route');
    const map = route.getByTestId('route-map');
    await map.waitFor();
    // Leaflet drew the map and one numbered circle per stop with a pin.
    await route.locator('.leaflet-container').waitFor();
    await expect.poll(() => route.locator('path.route-map__stop').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => route.locator('.route-map__number').count()).toBeGreaterThanOrEqual(2);
    // The drive between appointments, in minutes, labelled as an estimate (no OSRM configured).
    const leg = route.getByTestId('route-leg').filter({ hasText: /\d+ (min|h)/ }).first();
    await leg.waitFor();
    await expect.poll(() => leg.textContent()).toMatch(/^about \d+ (min|h \d+ min) drive.*\(estimated\)/);
    await leg.getByText('(estimated)').waitFor();
    // no internal badge word.
    expect(await route.textContent()).not.toMatch(/ESTIMATE/);
    await expect.poll(() => route.getByTestId('route-total').textContent()).toMatch(/^Driving: (about )?\d+/);
    await route.getByText('MAPSCO 345D-Q').first().waitFor();
    // The map fits the phone's width.
    const box = await map.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-day-route');
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('the office route view: pins are placed on the map, and Suggest order is a proposal', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto('/dashboard/route');
    await page.getByLabel('Stylist').selectOption(String(stylistId));
    const route = page.getByTestId('day-route');
    await route.getByTestId('route-map').locator('.leaflet-container').or(route.getByTestId('route-map')).first().waitFor();
    await expect.poll(() => route.locator('path.route-map__stop').count()).toBeGreaterThanOrEqual(2);
    // Move the first stop's pin: 'Move pin', then a click on the map writes setLocation.
    const before = ok('getDay', await office.get<DayRouteAnswer>(`/api/v4/routes/getDay?employeeId=${stylistId}&date=${specDate(today())}`)).stops[0]!;
    await route.getByRole('button', { name: 'Move pin' }).first().click();
    await route.getByText(/Tap the map where/).waitFor();
    const box = (await route.getByTestId('route-map').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Pin placed for' }).first().waitFor();
    await expect
      .poll(async () => ok('getDay', await office.get<DayRouteAnswer>(`/api/v4/routes/getDay?employeeId=${stylistId}&date=${specDate(today())}`)).stops[0]!.location)
      .not.toEqual(before.location);
    // Suggest order answers a proposal; nothing moves until Accept.
    await route.getByRole('button', { name: 'Suggest order' }).click();
    const proposal = route.getByTestId('route-suggestion');
    await proposal.waitFor();
    await expect.poll(() => proposal.textContent()).toMatch(/Saves|drives least/);
    await screenshot(page, 'desktop-office-route');
    await proposal.getByRole('button', { name: /Keep as booked|Close/ }).click();
    await proposal.waitFor({ state: 'detached' });
    const after = ok('getDay', await office.get<DayRouteAnswer>(`/api/v4/routes/getDay?employeeId=${stylistId}&date=${specDate(today())}`));
    expect(after.stops.map((s) => s.startTime)[0]).toBe(before.startTime);
    await context.close();
  });
});
