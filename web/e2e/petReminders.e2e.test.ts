import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ANIMAL_TYPE_IDS, SEED_BREEDS, addLocalDays, businessDateOf } from '@pawroute/domain';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { ok } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * A pet's reminders on the Reminders page at 390 px (docs/TEXTS.md "A pet's reminders", docs/RULES.md
 * VAC-REMIND): a Rabies record expiring in 10 days, entered after its 14-days-before moment, is listed
 * scheduled for the next 10:00 AM with the pet, customer and expiry; Send now sends it once and the row
 * says Sent. A dog groomed every 4 weeks and due in 2 days with nothing booked (the rebook reminder) is
 * listed with its due date, the way it goes (text and email) and 10:00 AM, at 1280 and 390 px; Send now
 * sends it once.
 */
let server: RunningTestServer;
let browser: Browser;
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;

beforeAll(async () => {
  // The server's own pass is off: the test sends with the page's Send now.
  server = await startSystem({ config: { reminderSweepMs: 0 } });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('pet reminders on the Reminders page', () => {
  it('VAC-REMIND: a vaccine expiry reminder is listed at 390 px with Send now and Dismiss; Send now sends it once', async () => {
    const admin = await server.loginAs('admin');
    ok('rules', await admin.post('/api/v4/vaccinations/updateRules', { requiredVaccineIds: [1], refuseBookings: false }));
    const customer = ok('signup', await server.client().post<{ userId: number; customerId: number }>('/api/v4/entrance/signup', {
      firstName: 'Vera', lastName: 'Vaccinated', emailAddress: 'vera.vaccinated@example.com', Password: 'vera-password-1', acceptedPolicies: true,
      address: '12 Oak St', city: 'Dallas', state: 'Texas', zipcode: '75201', homePhone: '214-555-0188', pets: [{ name: 'Pepper', breedId: dog.id }],
    }));
    const office = await server.loginAs('office');
    const pets = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: customer.customerId } }));
    const petId = pets.pets[0]!.ID;
    const expiresOn = addLocalDays(businessDateOf(new Date().toISOString(), server.services.config.timeZone), 10);
    const { recordId } = ok('record', await office.post<{ recordId: number }>('/api/v4/vaccinations/record', { petId, vaccineId: 1, givenOn: addLocalDays(expiresOn, -365), expiresOn }));
    await server.settle();

    const page = await (await newContext(browser, server.url, PHONE)).newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto('/dashboard/reminders');
    const row = page.locator(`tr[data-key="vaccine-${petId}-${recordId}"]`);
    await row.getByText('Vera Vaccinated').waitFor();
    await row.getByText('Pepper').waitFor();
    await row.getByText(`Rabies expires ${expiresOn.slice(5, 7)}-${expiresOn.slice(8, 10)}-${expiresOn.slice(0, 4)}`).waitFor();
    await row.getByText('Scheduled').waitFor();
    await row.getByRole('button', { name: 'Dismiss' }).waitFor();
    await row.getByText('10:00 AM').waitFor();
    await screenshot(page, 'pet-reminders-scheduled-390');

    await row.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Reminder sent.').waitFor();
    await row.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'pet-reminders-sent-390');
    const { rows } = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sms_outbox WHERE dedupe_key = $1`, [`vaccine-${petId}-${recordId}`]);
    expect(rows[0]!.n).toBe(1);
    await page.context().close();
  });

  it('the rebook reminder: a due pet is listed at 1280 and 390 px with its due date, the way it goes and 10:00 AM; Send now sends it once', async () => {
    const office = await server.loginAs('office');
    const customer = ok('user', await office.post<{ customerId: number }>('/api/v4/user/create', {
      firstName: 'Rita', lastName: 'Rebook', emailAddress: 'rita.rebook@example.com', phoneNumber: '214-555-0189',
      AddressInfo: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, isAccount: false,
    }));
    const today = businessDateOf(new Date().toISOString(), server.services.config.timeZone);
    const dueOn = addLocalDays(today, 2);
    const lastGroomed = addLocalDays(dueOn, -28);
    const us = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
    const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
      customerId: customer.customerId, petName: 'Biscuit', animalTypeId: dog.animalTypeId, breedId: dog.id, groomingFrequencyWeeks: '4', lastGroomDate: us(lastGroomed),
    }));
    await server.settle();
    const key = `rebook-${pet.ID}-${dueOn}`;

    for (const [size, name] of [[DESKTOP, '1280'], [PHONE, '390']] as const) {
      const page = await (await newContext(browser, server.url, size)).newPage();
      await signIn(page, DEMO.office, DEMO_PASSWORD);
      await page.goto('/dashboard/reminders');
      const row = page.locator(`tr[data-key="${key}"]`);
      await row.getByText('Rita Rebook').waitFor();
      await row.getByText('Biscuit').waitFor();
      await row.getByText(`Due for a groom ${us(dueOn)}`).waitFor();
      await row.getByText('Text and email').waitFor();
      await row.getByText('10:00 AM').waitFor();
      await row.getByText('Scheduled').waitFor();
      await row.getByRole('button', { name: 'Dismiss' }).waitFor();
      await row.getByRole('button', { name: 'Send now' }).scrollIntoViewIfNeeded();
      await screenshot(page, `pet-reminders-rebook-scheduled-${name}`);
      if (name === '390') {
        await row.getByRole('button', { name: 'Send now' }).click();
        await page.getByText('Reminder sent.').waitFor();
        await row.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
        await screenshot(page, 'pet-reminders-rebook-sent-390');
      }
      await page.context().close();
    }
    const { rows } = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sms_outbox WHERE dedupe_key = $1`, [key]);
    expect(rows[0]!.n).toBe(1);
  });
});
