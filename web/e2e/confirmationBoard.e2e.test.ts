import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANIMAL_TYPE_IDS, LINK_MESSAGES, SEED_BREEDS, type ConfirmationBoard } from '@pawroute/domain';
import { linkIn, startSmtpTestServer, type SmtpTestServer, type TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { ok, specDate } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * done when: the confirmation board lists tomorrow's unconfirmed appointment; 'Send' puts the
 * email in the in-process SMTP server; its link confirms it and the board updates live. The appointment
 * is a standing appointment's instance (part 1 §3: recurring appointments are "subject to change until
 * confirmed"), which no scheduling mail has asked about yet: the board shows it 'Not sent'. Between the
 * mail and the link, the mail's image loads as a mail program would load it: 'Opened'.
 */
let server: RunningTestServer;
let smtp: SmtpTestServer;
let browser: Browser;
let office: TestClient;
let sam: { ID: number };
let customer: { userId: number; customerId: number };

const EMAIL = 'dana.board@example.com';
const NAME = 'Dana Board';
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const ADDRESS = { address: '200 Oak St', city: 'Dallas', state: 'TX', zipcode: '75201', mapsco: '334D-H' };
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startSystem({ config: { smtpUrl: smtp.url } });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  sam = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!;
  customer = ok('signup', await server.client().post<{ userId: number; customerId: number }>('/api/v4/entrance/signup', {
    firstName: 'Dana', lastName: 'Board', emailAddress: EMAIL, Password: 'dana-password-1', acceptedPolicies: true,
    address: ADDRESS.address, city: ADDRESS.city, state: 'Texas', zipcode: ADDRESS.zipcode, homePhone: '214-555-0122',
    pets: [{ name: 'Pepper', breedId: dog.id }],
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

async function page(viewport?: { width: number; height: number }): Promise<Page> {
  return (await newContext(browser, server.url, viewport)).newPage();
}
const noSideways = async (p: Page) => expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/**
 * A standing appointment for the customer with the demo stylist, and its instance on `day`: scheduled,
 * and (unlike a one-time booking) never mailed.
 */
async function standingInstanceOn(day: string): Promise<number> {
  await server.settle();
  const pets = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: customer.customerId } }));
  const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pets.pets[0]!.ID, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: customer.userId },
  })).data.estimateId;
  const standingId = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', { estimateId, addToWaitingList: true })).newAppointmentId;
  ok('requestStanding', await office.post('/api/v4/appointments/requestStanding', { appointmentId: standingId, comment: 'Every 2 weeks' }));
  const startDate = specDate(day);
  ok('createStanding', await office.post('/api/v4/appointments/createStanding', {
    appointmentId: standingId, employeeId: sam.ID, startTime: '3:00 PM', endTime: '4:30 PM',
    event: {
      title: 'Every 2 weeks', description: 'Afternoons', startDate, endDate: null, isRecurring: true,
      RecurringPattern: { rrule: `FREQ=WEEKLY;INTERVAL=2;BYDAY=${BYDAY[weekday(day)]}`, separationCount: 2, startDate, endDate: null },
    },
  }));
  const instance = ok('createInstance', await office.post<{ newAppointmentId: number; status: string }>('/api/v4/appointments/createInstance', {
    appointmentId: standingId, appointmentDate: startDate,
  }));
  expect(instance.status).toBe('scheduled');
  return instance.newAppointmentId;
}

describe('the confirmation board', () => {
  it("lists the next business day's unconfirmed appointment; Send mails the link, which confirms it, and the board updates live", async () => {
    // The board's first business day the demo stylist works (Monday to Friday): tomorrow, unless that is a weekend.
    const { days } = ok('board', await office.get<ConfirmationBoard>('/api/v4/appointments/getConfirmations'));
    const day = days.find((d) => weekday(d) >= 1 && weekday(d) <= 5)!;
    const appointmentId = await standingInstanceOn(day);

    const board = await page();
    await signIn(board, DEMO.office, DEMO_PASSWORD);
    await board.goto('/dashboard/appointments/confirmations');
    await board.getByRole('heading', { name: 'Confirmations' }).waitFor();
    const row = board.locator(`tr[data-row-id="${appointmentId}"]`);
    await row.getByText(NAME).waitFor();
    await row.getByText('Not sent', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(specDate(day));

    await board.getByLabel('Only unconfirmed').check();
    await row.getByText('Not sent', { exact: true }).waitFor();
    await screenshot(board, 'confirmation-board-office');

    await row.getByRole('button', { name: `Send the confirmation email to ${NAME}` }).click();
    await board.getByText('Confirmation email sent.').waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject === 'Please confirm your Pawroute appointment');
    await row.getByText('Sent', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Resend the confirmation email to ${NAME}` }).waitFor();
    // When it went out, on the business's clock (this browser runs in UTC, the business in Chicago).
    const sent = ok('board', await office.get<ConfirmationBoard>('/api/v4/appointments/getConfirmations')).rows.find((r) => r.appointment.ID === appointmentId)!;
    const businessClock = new Date(sent.sentAt!).toLocaleString('en-US', { timeZone: 'America/Chicago', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' });
    expect(await row.textContent()).toContain(`Sent ${businessClock} to ${EMAIL}`);
    await screenshot(board, 'confirmation-board-sent');

    // The board at phone width: one card per appointment, nothing sideways.
    const phoneBoard = await page(PHONE);
    await signIn(phoneBoard, DEMO.office, DEMO_PASSWORD);
    await phoneBoard.goto('/dashboard/appointments/confirmations');
    await phoneBoard.locator(`tr[data-row-id="${appointmentId}"]`).getByText('Sent', { exact: true }).waitFor();
    await noSideways(phoneBoard);
    await screenshot(phoneBoard, 'confirmation-board-phone');

    // Her mail program shows the mail, images included: the board says Opened, live.
    const image = /src="([^"]*\/api\/v4\/entrance\/confirmationImage[^"]*)"/.exec(mail.html ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(image, 'the mail carries its image').toBeTruthy();
    // The mail names the public address; the same path on this test server.
    const loaded = await fetch(new URL(image!.slice(image!.indexOf('/api/')), server.url));
    expect(loaded.headers.get('content-type')).toBe('image/gif');
    await row.getByText('Opened', { exact: true }).waitFor();
    await screenshot(board, 'confirmation-board-opened');

    // The customer follows the link on her phone.
    const phone = await page(PHONE);
    await phone.goto(linkIn(mail, '/appointmentConfirmation'));
    await phone.getByRole('status').getByText(LINK_MESSAGES.appointmentConfirmed).waitFor();

    // Live, no reload: the confirmed appointment leaves the unconfirmed list, and shows Confirmed on the phone's board.
    await row.waitFor({ state: 'detached' });
    await phoneBoard.locator(`tr[data-row-id="${appointmentId}"]`).getByText('Confirmed', { exact: true }).waitFor();
    await screenshot(phoneBoard, 'confirmation-board-phone-confirmed');
    await board.getByLabel('Only unconfirmed').uncheck();
    await row.getByText('Confirmed', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    for (const p of [board, phoneBoard, phone]) await p.context().close();
  });
});
