import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider, type TestClient } from '../../ops/src/testing';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { ok, specDate } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Management → Message templates (docs/TEXTS.md "Message templates") in the manager's browser: at
 * 1280 px she picks the first reminder, writes new words with placeholders, sees them in the live
 * preview with made-up facts, saves; an unknown placeholder is refused with the server's words; the
 * reminder then goes out (on the test clock) with her words. The office sets the customer's preferred
 * channel to email on her page and asks for a card: it is mailed only. At 390 px the page is usable.
 */
const TOKEN = 'browser-template-token';
let shiftMs = 0;
let server: RunningTestServer;
let provider: FakeSmsProvider;
let browser: Browser;
let office: TestClient;
let customer: { userId: number; customerId: number };

const PHONE_NUMBER = '+12145550188';
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const ADDRESS = { address: '400 Elm St', city: 'Dallas', state: 'TX', zipcode: '75201', mapsco: '334D-H' };
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
    firstName: 'Tess', lastName: 'Templated', emailAddress: 'tess.templated@example.com', Password: 'tess-password-1', acceptedPolicies: true,
    address: ADDRESS.address, city: ADDRESS.city, state: 'Texas', zipcode: ADDRESS.zipcode, homePhone: '214-555-0188',
    pets: [{ name: 'Noodle', breedId: dog.id }],
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

async function page(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  return (await newContext(browser, server.url, viewport)).newPage();
}
const moveClockTo = (iso: string) => {
  shiftMs = Math.max(shiftMs, Date.parse(iso) + 1_000 - Date.now());
};
const WORDS = 'Yip! {customer}, {pets} has a groom on {date} at {time}. Reply C to confirm.';

describe('message templates', () => {
  it('edit the first reminder at 1280 px, see the preview, save; the reminder goes out with the new words; usable at 390 px', async () => {
    const manager = await page();
    await signIn(manager, DEMO.admin, DEMO_PASSWORD);
    await manager.goto('/dashboard/management/messageTemplates');
    await manager.getByLabel('Message', { exact: true }).selectOption('firstReminder');
    const sms = manager.getByLabel('Text message');
    await expect.poll(() => sms.inputValue()).toContain('reminder, your grooming appointment');

    // An unknown placeholder: the form says which, with the ones this message may use.
    await sms.fill('See you at {eta}');
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText(/Unknown placeholder \{eta\}: this message can use \{customer\}/).waitFor();

    await sms.fill(WORDS);
    await manager.getByLabel('Text and email').check();
    const preview = manager.getByTestId('preview-sms');
    await expect.poll(() => preview.textContent()).toBe('Yip! Dana, Moose and Bella has a groom on 12-03-2026 at 9:00 AM. Reply C to confirm.');
    await manager.getByTestId('preview-email').waitFor();
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText('Message template saved.').waitFor();
    await screenshot(manager, 'message-templates-desktop');
    await manager.context().close();

    // A booking; the clock passes its first reminder: it goes with her words.
    const sam = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!;
    const pets = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: customer.customerId } }));
    const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pets.pets[0]!.ID, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: customer.userId },
    })).data.estimateId;
    const day = new Date(Date.now() + shiftMs + 5 * 86_400_000).toISOString().slice(0, 10);
    const appointmentId = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId, employeeId: sam.ID, appointmentDate: specDate(day), startTime: '3:00 PM', endTime: '4:30 PM',
    })).newAppointmentId;
    await server.settle();
    const first = ok('list', await office.get<{ rows: Row[] }>('/api/v4/reminders/list')).rows.find((r) => r.appointmentId === appointmentId && r.which === 'first')!;
    moveClockTo(first.dueAt);
    await expect.poll(() => provider.received.find((t) => t.to === PHONE_NUMBER)?.body, { timeout: 20_000 }).toMatch(/^Yip! Tess, Noodle has a groom on \d\d-\d\d-\d{4} at 3:00 PM\. Reply C to confirm\.$/);

    // The customer page: the office sets her preferred channel to email, then asks for a card: it is mailed only.
    const desk = await page();
    await signIn(desk, DEMO.office, DEMO_PASSWORD);
    await desk.goto(`/dashboard/customers/${customer.userId}/emailAddresses`);
    await desk.getByLabel('Preferred channel').selectOption('email');
    await desk.getByText('Saved the preferred channel').waitFor();
    await server.settle();
    expect(ok('channel', await office.get<{ channel: string }>('/api/v4/customers/preferredChannel', { query: { customerId: customer.customerId } })).channel).toBe('email');
    await screenshot(desk, 'message-templates-preferred-channel');
    await desk.goto(`/dashboard/customers/${customer.userId}/creditCards`);
    await desk.getByRole('button', { name: 'Ask for a card' }).click();
    await desk.getByText('Asked for a card: mailed to tess.templated@example.com.').waitFor();
    expect(provider.received.filter((t) => t.to === PHONE_NUMBER)).toHaveLength(1);
    await desk.context().close();

    // The dev outbox page shows the text beside the mail.
    const outbox = await page();
    await signIn(outbox, DEMO.admin, DEMO_PASSWORD);
    await outbox.goto('/dashboard/dev/outbox');
    await outbox.getByRole('heading', { name: /^Texts \(\d+\)$/ }).waitFor();
    await outbox.locator(`[data-text-dedupe-key^="reminder-${appointmentId}-first"]`).getByText(/^Yip! Tess/).waitFor();
    await screenshot(outbox, 'message-templates-outbox');
    await outbox.context().close();

    // At 390 px: the page fits, the preview below the form, Reset to default brings the old words back.
    const phone = await page(PHONE);
    await signIn(phone, DEMO.admin, DEMO_PASSWORD);
    await phone.goto('/dashboard/management/messageTemplates');
    await phone.getByLabel('Message', { exact: true }).selectOption('firstReminder');
    await expect.poll(() => phone.getByLabel('Text message').inputValue()).toBe(WORDS);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'message-templates-phone');
    await phone.getByRole('button', { name: 'Reset to default' }).click();
    await phone.getByText('Message template reset to the default.').waitFor();
    await expect.poll(() => phone.getByLabel('Text message').inputValue()).toContain('reminder, your grooming appointment');
    await phone.context().close();
  });
});
