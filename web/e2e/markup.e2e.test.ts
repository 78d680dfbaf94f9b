import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DayRouteAnswer, OptionsResponse } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, signIn } from './support/browser';
import { drivewayCast, ok, specDate, today, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * markup from users never becomes HTML. A customer named `X<img src="/api/v4/account/logout">`
 * signed the administrator out when the route map's popup opened (Leaflet took the name as HTML). Here
 * every user-entered text field shown on the schedule, route, day, customer, transaction, reports and
 * portal screens holds such markup; each screen is opened (the text must show, as text), and no element
 * with the planted id exists, no request went to the planted URL, and the session is still signed in.
 */
// Short enough for a name (50 characters at most): the field's code in the URL says which one leaked.
const CODES: Record<string, string> = {
  first: 'fn', middle: 'mn', last: 'ln', notes: 'nt', pet: 'pn', grooming: 'gr', habits: 'hb', priceHistory: 'ph', petNotes: 'pt',
  comment: 'cm', rating: 'rt', address: 'ad', city: 'ct', appointmentComment: 'ac', transactionNotes: 'tn', todo: 'td',
  customerAddress: 'ca', customerCity: 'cc', addressNotes: 'an', phoneLabel: 'pl',
};
const planted = (field: string) => `<img src=/api/v4/account/logout?x=${CODES[field]} id=pwned>`;
/** What shows on the screen when the field is text: the planted markup, characters and all. */
const shown = (field: string) => `logout?x=${CODES[field]} id=pwned`;
const PLANTED_URL = '/api/v4/account/logout?x=';

let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;
let transactionId: number;

async function seedMarkup(): Promise<void> {
  const { casey, stylistId } = cast;
  const options = ok('getOptions', await office.get<OptionsResponse>('/api/v4/getOptions'));
  const breed = options.breeds[0]!;
  // The customer's names and notes (the demo customer: the portal shows them to her too).
  ok('updateCustomerDetails', await office.post('/api/v4/user/updateCustomerDetails', {
    customerId: casey.customerId, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false, tripCharge: '39.00', tripChargeCents: 3900,
    defaultGratuityPercent: 10, defaultGratuityDollar: '5.00', defaultGratuityCents: 500, contactMethodId: 1, preferredStylistId: null,
    User: { firstName: planted('first'), middleName: planted('middle'), lastName: planted('last'), birthday: '01-02-1980', notes: planted('notes') },
  }));
  // A pet whose every text is markup.
  const pet = ok('pets/update', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: casey.customerId, petName: planted('pet'), animalTypeId: breed.animalTypeId, breedId: breed.ID, sex: 'Male', weight: 20, age: 3,
    grooming: planted('grooming'), habits: planted('habits'), priceHistory: planted('priceHistory'), notes: planted('petNotes'), isDeceased: false, isServicePet: false,
  }));
  const group = ok('openCommentGroup', await office.post<{ commentGroupId: number }>('/api/v4/user/openCommentGroup', { userId: casey.userId }));
  ok('comment', await office.post('/api/v4/comments/create', { commentGroupId: group.commentGroupId, comment: planted('comment') }));
  ok('rating', await office.post('/api/v4/ratings/create', { userId: casey.userId, rating: 4, comment: planted('rating') }));
  // The customer's own address and phone number, their free text planted too.
  ok('address', await office.post('/api/v4/addresses/create', {
    userId: casey.userId, address: planted('customerAddress'), city: planted('customerCity'), state: 'TX', zipcode: '75205', mapsco: '334D-H',
    mapscoCityId: 1, notes: planted('addressNotes'), isPrimary: false, needsGenerator: false,
  }));
  ok('phone', await office.post('/api/v4/phoneNumbers/create', { userId: casey.userId, phoneNumber: '214-555-0177', extension: '12', label: planted('phoneLabel'), isPrimary: false }));
  // An estimate at an address that is markup, and today's appointment from it with the demo stylist.
  const address = { address: planted('address'), city: planted('city'), state: 'TX', zipcode: '75205', mapsco: '334D-H' };
  const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address, tripFee: 3900, pets: [{ petId: casey.petId, estimatePackage: 'b&b', addonIds: [] }, { petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: casey.userId },
  })).data.estimateId;
  ok('appointment', await office.post('/api/v4/appointments/create', {
    estimateId, employeeId: stylistId, appointmentDate: specDate(today()), startTime: '7:00 PM', resolveConfliction: true, initialComment: planted('appointmentComment'),
  }));
  // A payment with notes and numbers typed by staff.
  transactionId = ok('transaction', await office.post<{ transactionId: number }>('/api/v4/transactions/create', {
    customerId: casey.customerId, appointmentId: null, reasonId: 8, transactionDate: specDate(today()), notes: planted('transactionNotes'),
    serviceFeeOther: 1000, serviceFee: 1000, gratuity: 100, gratuityMethod: 'cash', cashAmount: 600, checkAmount: 300, checkNumber: '1001',
    checkDate: specDate(today()), giftCardAmount: 200, giftCardNumber: 'GC-1', isOneTimePayment: false, creditCardId: null,
  })).transactionId;
  ok('todo', await office.post('/api/v4/todo/create', { note: planted('todo'), date: today(), customerId: casey.customerId, todoCategoryId: 1 }));
  // Every stop of the stylist's day on the map, so the route screens draw them (and their popups).
  const day = ok('getDay', await office.get<DayRouteAnswer>(`/api/v4/routes/getDay?employeeId=${stylistId}&date=${specDate(today())}`));
  let n = 0;
  for (const stop of day.stops) {
    if (stop.addressId === null) continue;
    n += 1;
    ok('setLocation', await office.post('/api/v4/addresses/setLocation', { addressId: stop.addressId, lat: 32.75 + n * 0.02, lng: -96.8 + (n % 2) * 0.03 }));
  }
  await server.settle();
}

beforeAll(async () => {
  server = await startSystem({ config: { mapTileUrl: '' } });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  cast = await drivewayCast(server);
  await seedMarkup();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A signed-in page that records every request to the planted URL. */
async function openAs(email: string, viewport: { width: number; height: number } = DESKTOP): Promise<{ page: Page; requests: string[] }> {
  const context = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(PLANTED_URL)) requests.push(request.url());
  });
  await signIn(page, email, DEMO_PASSWORD);
  return { page, requests };
}

/** The screen shows the planted text as text, and nothing of it became an element or a request. */
async function expectInert(page: Page, requests: string[], fields: readonly string[]): Promise<void> {
  for (const field of fields) await page.getByText(shown(field)).first().waitFor();
  expect(await page.locator('#pwned').count()).toBe(0);
  expect(await page.locator('img[src*="logout"]').count()).toBe(0);
  expect(requests).toEqual([]);
}

async function stillSignedIn(page: Page): Promise<void> {
  const session = await page.evaluate(async () => (await fetch('/api/v4/entrance/check-session-user')).json());
  expect((session as { user: { ID: number } | null }).user).not.toBeNull();
}

/** Opens every stop's popup on the route map (where the name was parsed as HTML). `expect`: the test's own (its poll). */
async function openEveryPopup(page: Page, requests: string[], expect: ExpectStatic): Promise<void> {
  const stops = page.locator('path.route-map__stop');
  await expect.poll(() => stops.count()).toBeGreaterThanOrEqual(1);
  let sawName = false;
  for (let i = 0; i < (await stops.count()); i += 1) {
    await stops.nth(i).dispatchEvent('click');
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor();
    if ((await popup.textContent())?.includes(shown('first'))) sawName = true;
  }
  expect(await page.locator('#pwned').count()).toBe(0);
  expect(requests).toEqual([]);
  expect(sawName).toBe(true);
}

// Concurrent: the four people only read what beforeAll planted, each in a context of their own; side by
// side their waits on the server overlap.
describe.concurrent('markup typed into user fields stays text on every screen', () => {
  it('office: schedule, route map, customer profile, todo, transactions', async ({ expect }) => {
    const { page, requests } = await openAs(DEMO.office);
    await page.goto('/dashboard/appointments');
    await expectInert(page, requests, ['first']);

    await page.goto('/dashboard/route');
    await page.getByLabel('Stylist').selectOption(String(cast.stylistId));
    await page.getByTestId('day-route').getByText(shown('first')).first().waitFor();
    await openEveryPopup(page, requests, expect);
    await expectInert(page, requests, ['first', 'address']);

    // The profile and each of its tabs (what each shows of the planted fields, where it shows them).
    const tabs: [string, string[]][] = [
      ['overview', ['first', 'last']], ['pets', ['pet']], ['addresses', ['customerAddress']], ['phoneNumbers', []], ['emailAddresses', []],
      ['upcomingAppointments', []], ['appointmentHistory', []], ['estimateHistory', []], ['transactionHistory', []],
    ];
    for (const [tab, fields] of tabs) {
      await page.goto(`/dashboard/customers/${cast.casey.userId}/${tab}`);
      await expectInert(page, requests, ['last', ...fields]);
    }

    await page.goto('/dashboard/todoList');
    await expectInert(page, requests, ['todo']);

    await page.goto('/dashboard/transactions');
    await expectInert(page, requests, ['last']);
    await page.goto(`/dashboard/transactions/${transactionId}/user/${cast.casey.userId}`);
    await expectInert(page, requests, ['transactionNotes']);

    await stillSignedIn(page);
    await page.context().close();
  });

  it("administrator: the reports, and the transactions behind a figure (customers' names)", async () => {
    const { page, requests } = await openAs(DEMO.admin);
    for (const report of ['dailyTips', 'payroll', 'salesTax']) {
      await page.goto(`/dashboard/reports/${report}`);
      await page.getByTestId('report-table').waitFor();
      await expectInert(page, requests, []);
    }
    // Today's sales: the figure opens the transactions behind it, each with its customer's name.
    await page.getByTestId('report-table').getByRole('row').filter({ hasText: specDate(today()) }).locator('.report-figure').first().click();
    await expectInert(page, requests, ['last']);
    await stillSignedIn(page);
    await page.context().close();
  });

  it("stylist: the day's route at phone width, with its map", async ({ expect }) => {
    const { page, requests } = await openAs(DEMO.stylist, PHONE);
    await page.goto('/dashboard/schedule');
    await expectInert(page, requests, ['first']);
    await openEveryPopup(page, requests, expect);
    await stillSignedIn(page);
    await page.context().close();
  });

  it('customer portal: profile, information, appointments, estimates, transactions', async () => {
    const { page, requests } = await openAs(DEMO.customer);
    await page.goto('/dashboard/profile');
    await expectInert(page, requests, ['first', 'pet']);
    await page.goto('/dashboard/information');
    await expectInert(page, requests, ['first']);
    await page.goto('/dashboard/appointments');
    await expectInert(page, requests, []);
    await page.goto('/dashboard/estimates');
    await expectInert(page, requests, []);
    await page.goto('/dashboard/transactions');
    await expectInert(page, requests, []);
    await stillSignedIn(page);
    await page.context().close();
  });
});
