import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANIMAL_TYPE_IDS, CONFIRMATION_MESSAGES, SEED_BREEDS, type ConfirmationBoard } from '@pawroute/domain';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider, type TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { ok, specDate } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Texts (docs/TEXTS.md; docs/RULES.md REM-REPLY) in the office's browser: the board's Send texts the
 * customer a confirmation request; the provider stand-in posts her signed reply "C"; the board turns
 * Confirmed live; the Messages thread shows both texts; a reply typed in the thread goes out through
 * the provider. At desktop and 390 px.
 */
const TOKEN = 'browser-sms-token';
let server: RunningTestServer;
let provider: FakeSmsProvider;
let browser: Browser;
let office: TestClient;
let customer: { userId: number; customerId: number };

const NAME = 'Tessa Texter';
const PHONE_NUMBER = '+12145550188';
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const ADDRESS = { address: '200 Oak St', city: 'Dallas', state: 'TX', zipcode: '75201', mapsco: '334D-H' };
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  server = await startSystem({ config: { sms: { url: provider.url, user: 'AC-test', token: TOKEN, from: FAKE_SMS_NUMBER } } });
  provider.connect({ publicUrl: server.services.config.publicUrl, postTo: server.url, authToken: TOKEN });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  customer = ok('signup', await server.client().post<{ userId: number; customerId: number }>('/api/v4/entrance/signup', {
    firstName: 'Tessa', lastName: 'Texter', emailAddress: 'tessa.texter@example.com', Password: 'tessa-password-1', acceptedPolicies: true,
    address: ADDRESS.address, city: ADDRESS.city, state: 'Texas', zipcode: ADDRESS.zipcode, homePhone: '214-555-0188',
    pets: [{ name: 'Pepper', breedId: dog.id }],
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

async function page(viewport?: { width: number; height: number }): Promise<Page> {
  return (await newContext(browser, server.url, viewport)).newPage();
}

describe('texts', () => {
  it('a signed "C" turns the board Confirmed live; the thread shows both texts; a reply from the thread goes out', async () => {
    const { days } = ok('board', await office.get<ConfirmationBoard>('/api/v4/appointments/getConfirmations'));
    const day = days.find((d) => weekday(d) >= 1 && weekday(d) <= 5)!;
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

    // The office's board; Resend texts her the confirmation request too.
    const board = await page();
    await signIn(board, DEMO.office, DEMO_PASSWORD);
    await board.goto('/dashboard/appointments/confirmations');
    const row = board.locator(`tr[data-row-id="${appointmentId}"]`);
    await row.getByText(NAME).waitFor();
    await row.getByRole('button', { name: `Resend the confirmation email to ${NAME}` }).click();
    await board.getByText(CONFIRMATION_MESSAGES.resent).waitFor();
    const request = provider.received.find((t) => t.to === PHONE_NUMBER && t.body.includes('Reply C to confirm'));
    expect(request, 'the confirmation request was texted').toBeTruthy();

    // Her reply, posted by the provider with a real signature: the board turns Confirmed, no reload.
    const answer = await provider.sendInbound({ from: PHONE_NUMBER, body: 'C' });
    expect(answer.headers.get('x-pawroute-outcome')).toBe('confirmed');
    await row.getByText('Confirmed', { exact: true }).waitFor();
    await screenshot(board, 'messages-board-confirmed');

    // The navigation counts the unread text; the thread shows both texts with their status.
    const messages = await page();
    await signIn(messages, DEMO.office, DEMO_PASSWORD);
    await messages.goto('/dashboard/messages');
    await messages.getByRole('link', { name: /Messages/ }).getByLabel('1 unread').waitFor();
    await messages.getByRole('link', { name: new RegExp(NAME) }).click();
    const texts = messages.getByRole('list', { name: `Texts with ${NAME}` });
    await texts.getByText(request!.body).waitFor();
    await texts.getByText('C', { exact: true }).waitFor();
    await messages.getByRole('link', { name: /Messages/ }).getByLabel('1 unread').waitFor({ state: 'detached' });
    await provider.sendStatus(request!.sid!, 'delivered');
    await texts.getByText(/Delivered/).waitFor();

    // A reply typed in the thread goes out through the provider and shows in the thread.
    await messages.getByLabel('Reply').fill('Thanks Tessa, see you then! 🐾 <b>not bold</b>');
    await messages.getByRole('button', { name: 'Send text' }).click();
    await texts.getByText('Thanks Tessa, see you then! 🐾 <b>not bold</b>').waitFor();
    expect(provider.received.at(-1)).toMatchObject({ to: PHONE_NUMBER, body: 'Thanks Tessa, see you then! 🐾 <b>not bold</b>' });
    expect(await texts.locator('b').count()).toBe(0);
    await screenshot(messages, 'messages-thread-desktop');

    // At 390 px: the thread alone, nothing sideways; back to the list.
    const phone = await page(PHONE);
    await signIn(phone, DEMO.office, DEMO_PASSWORD);
    await phone.goto(`/dashboard/messages/${customer.customerId}`);
    await phone.getByRole('list', { name: `Texts with ${NAME}` }).getByText('C', { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'messages-thread-phone');
    await phone.getByRole('button', { name: '← All conversations' }).click();
    await phone.getByRole('link', { name: new RegExp(NAME) }).waitFor();
    await screenshot(phone, 'messages-list-phone');
    for (const p of [board, messages, phone]) await p.context().close();
  });
});
