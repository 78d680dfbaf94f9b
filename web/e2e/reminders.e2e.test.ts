import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANIMAL_TYPE_IDS, SEED_BREEDS, type ConfirmationBoard } from '@pawroute/domain';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider, type TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { ok, specDate } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Appointment reminders (docs/TEXTS.md "Reminders"; docs/RULES.md REM-OFFSET, REM-REPLY) in the office's
 * browsers, on the test clock: booked, the Reminders page lists both reminders; the clock passes the
 * first and it goes out through the provider stand-in (the page says Sent, live); her signed reply "C"
 * turns the confirmation board Confirmed live in a second browser; the thread shows both texts; after
 * her STOP the second reminder is not sent and the page says why.
 */
const TOKEN = 'browser-reminder-token';
let shiftMs = 0;
let server: RunningTestServer;
let provider: FakeSmsProvider;
let browser: Browser;
let office: TestClient;
let customer: { userId: number; customerId: number };

const NAME = 'Rhea Reminded';
const PHONE_NUMBER = '+12145550177';
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const ADDRESS = { address: '300 Elm St', city: 'Dallas', state: 'TX', zipcode: '75201', mapsco: '334D-H' };
type Row = { appointmentId: number; which: 'first' | 'second'; dueAt: string };

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  server = await startSystem({
    clock: () => new Date(Date.now() + shiftMs),
    config: { sms: { url: provider.url, user: 'AC-test', token: TOKEN, from: FAKE_SMS_NUMBER }, reminderSweepMs: 200 },
  });
  provider.connect({ publicUrl: server.services.config.publicUrl, postTo: server.url, authToken: TOKEN });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  customer = ok('signup', await server.client().post<{ userId: number; customerId: number }>('/api/v4/entrance/signup', {
    firstName: 'Rhea', lastName: 'Reminded', emailAddress: 'rhea.reminded@example.com', Password: 'rhea-password-1', acceptedPolicies: true,
    address: ADDRESS.address, city: ADDRESS.city, state: 'Texas', zipcode: ADDRESS.zipcode, homePhone: '214-555-0177',
    pets: [{ name: 'Biscuit', breedId: dog.id }],
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

async function page(): Promise<Page> {
  return (await newContext(browser, server.url)).newPage();
}
const moveClockTo = (iso: string) => {
  shiftMs = Math.max(shiftMs, Date.parse(iso) + 1_000 - Date.now());
};

describe('reminders', () => {
  it('the first reminder goes on the test clock, a signed "C" confirms it live on the board, the thread shows both, a STOP stops the second', async () => {
    // Management > Texts: the first reminder a day before (REM-OFFSET), the second 2 hours before (the default).
    const manager = await page();
    await signIn(manager, DEMO.admin, DEMO_PASSWORD);
    await manager.goto('/dashboard/management/texts');
    await manager.getByLabel('First reminder: how many').fill('1');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await manager.getByText('Saved the reminder settings').waitFor();
    await screenshot(manager, 'reminders-settings');
    await manager.context().close();
    const admin = await server.loginAs('admin');
    expect(ok('settings', await admin.get('/api/v4/reminders/settings'))).toMatchObject({ first: { enabled: true, amount: 1, unit: 'days' }, second: { enabled: true, amount: 2, unit: 'hours' } });
    // The board's second day: after the clock moves to the day before it, the board still shows it.
    const { days } = ok('board', await office.get<ConfirmationBoard>('/api/v4/appointments/getConfirmations'));
    // Sam works Monday to Friday (the demo's hours): a Saturday on the board (run on a Thursday) would book
    // as a conflict, which the board does not list. The later weekday, as the board's second day was.
    const weekday = (date: string) => [1, 2, 3, 4, 5].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    const day = [...days].reverse().find(weekday) ?? days[0]!;
    await server.settle();
    const sam = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!;
    const pets = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: customer.customerId } }));
    const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pets.pets[0]!.ID, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: customer.userId },
    })).data.estimateId;
    const appointmentId = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId, employeeId: sam.ID, appointmentDate: specDate(day), startTime: '3:00 PM', endTime: '4:30 PM',
    })).newAppointmentId;
    await server.settle();
    const rows = ok('list', await office.get<{ rows: Row[] }>('/api/v4/reminders/list')).rows.filter((r) => r.appointmentId === appointmentId);
    const [first, second] = rows;
    expect(rows.map((r) => r.which)).toEqual(['first', 'second']);

    // The Reminders page: both scheduled.
    const reminders = await page();
    await signIn(reminders, DEMO.office, DEMO_PASSWORD);
    await reminders.goto('/dashboard/reminders');
    const firstRow = reminders.locator(`tr[data-appointment="${appointmentId}"][data-which="first"]`);
    const secondRow = reminders.locator(`tr[data-appointment="${appointmentId}"][data-which="second"]`);
    await firstRow.getByText(NAME).waitFor();
    await firstRow.getByText('Biscuit').waitFor();
    await firstRow.getByText('Scheduled').waitFor();
    await secondRow.getByText('Scheduled').waitFor();
    await screenshot(reminders, 'reminders-scheduled');

    // The test clock passes the first reminder: the server's pass sends it; the page says Sent, no reload.
    moveClockTo(first!.dueAt);
    await firstRow.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    const reminder = provider.received.find((t) => t.to === PHONE_NUMBER && t.body.includes('reminder'));
    expect(reminder, 'the first reminder went to the provider').toBeTruthy();
    expect(provider.received.filter((t) => t.to === PHONE_NUMBER)).toHaveLength(1);
    await screenshot(reminders, 'reminders-first-sent');

    // The office's board in a second browser; her signed reply "C" confirms it live.
    const board = await page();
    await signIn(board, DEMO.office, DEMO_PASSWORD);
    await board.goto('/dashboard/appointments/confirmations');
    const boardRow = board.locator(`tr[data-row-id="${appointmentId}"]`);
    await boardRow.getByText(NAME).waitFor();
    const answer = await provider.sendInbound({ from: PHONE_NUMBER, body: 'C' });
    expect(answer.headers.get('x-pawroute-outcome')).toBe('confirmed');
    await boardRow.getByText('Confirmed', { exact: true }).waitFor();
    await screenshot(board, 'reminders-board-confirmed');

    // The thread shows both texts.
    const messages = await page();
    await signIn(messages, DEMO.office, DEMO_PASSWORD);
    await messages.goto(`/dashboard/messages/${customer.customerId}`);
    const texts = messages.getByRole('list', { name: `Texts with ${NAME}` });
    await texts.getByText(reminder!.body).waitFor();
    await texts.getByText('C', { exact: true }).waitFor();
    await screenshot(messages, 'reminders-thread');

    // STOP: the second reminder is not sent; the page says why, live.
    expect((await provider.sendInbound({ from: PHONE_NUMBER, body: 'STOP' })).status).toBe(200);
    await server.settle();
    moveClockTo(second!.dueAt);
    await secondRow.getByText('Skipped: the number opted out (STOP)').waitFor({ timeout: 20_000 });
    expect(provider.received.filter((t) => t.to === PHONE_NUMBER && t.body.includes('reminder'))).toHaveLength(1);
    await screenshot(reminders, 'reminders-second-skipped');
    for (const p of [reminders, board, messages]) await p.context().close();
  });
});
