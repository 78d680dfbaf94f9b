import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contactsStream, type CreditCardAdded, type EventMetadata } from '@pawroute/domain';
import { PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The contacts tabs (addresses, phone numbers, emails, credit cards) on a customer, through the UI,
 * on the profile's tabs /dashboard/customers/{userId}/{tab} (staff) and the portal's
 * /dashboard/information/{userId}/{tab} (the customer), at desktop size and at 390x844.
 */
let server: RunningTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newCustomer(): Promise<number> {
  const office = await server.loginAs('office');
  const created = await office.post<{ userId: number }>('/api/v4/user/create', {
    firstName: 'Tabitha',
    lastName: `Contacts${randomUUID().slice(0, 6)}`,
    emailAddress: `tabitha.${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(created.status).toBe(200);
  return created.body.userId;
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
/** One tab of the staff profile; each contacts tab has a sub-route of its own. */
const profileTab = (page: Page, userId: number, tab: 'addresses' | 'phoneNumbers' | 'emailAddresses' | 'creditCards') =>
  page.goto(`/dashboard/customers/${userId}/${tab}`);

async function addAddress(page: Page, withMapsco: boolean) {
  await panel(page, 'Addresses').getByRole('button', { name: 'Add Address' }).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'Address', exact: true }).fill('400 Elm St');
  await d.getByRole('textbox', { name: 'City', exact: true }).fill('Plano');
  expect(await d.getByRole('textbox', { name: 'State', exact: true }).inputValue()).toBe('Texas');
  await d.getByRole('textbox', { name: 'Zipcode', exact: true }).fill('7502');
  if (withMapsco) {
    await d.getByRole('textbox', { name: 'Mapsco', exact: true }).fill('12-A');
    await d.getByRole('textbox', { name: 'Notes', exact: true }).click();
    await d.getByText('Please enter a valid Mapsco (Ex: 123-A or 123A-A)').waitFor();
    await d.getByText('Please enter a valid zipcode.').waitFor();
    await d.getByRole('textbox', { name: 'Mapsco', exact: true }).fill('123-A');
    await d.getByLabel('Generator Required').check();
  }
  await d.getByRole('textbox', { name: 'Zipcode', exact: true }).fill('75023');
  await d.getByRole('textbox', { name: 'Notes', exact: true }).fill('Gate code 42');
  await d.getByRole('button', { name: 'Add Address' }).click();
  await page.getByText('Successfully created address').waitFor();
  await dialog(page).waitFor({ state: 'detached' });
}

// Concurrent: each test works on a customer of its own (the last, the demo customer's own contacts, is the
// only one on that customer) in a context of its own; side by side their waits on the server overlap.
describe.concurrent('contacts tabs', () => {
  it('office adds an address (Mapsco 123-A), a phone, an email and a card to a customer', async () => {
    const userId = await newCustomer();
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await profileTab(page, userId, 'addresses');
    await panel(page, 'Addresses')
      .getByText('No addresses yet.')
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(page, 'contacts-failure-start');
        throw error;
      });

    await addAddress(page, true);
    const address = panel(page, 'Addresses').locator('tbody tr').first();
    await address.getByText('400 Elm St, Plano, Texas 75023').waitFor();
    expect(await address.textContent()).toContain('123-A');
    expect(await address.getByText('Primary').count()).toBe(1);
    expect(await address.getByTitle('Generator required').count()).toBe(1);

    await profileTab(page, userId, 'phoneNumbers');
    await panel(page, 'Phone Numbers').getByRole('button', { name: 'Add Phone Number' }).click();
    await dialog(page).getByRole('textbox', { name: 'Phone Number', exact: true }).fill('555-01');
    await dialog(page).getByRole('textbox', { name: 'Extension', exact: true }).click();
    await dialog(page).getByText('Please enter a valid phone number.').waitFor();
    await dialog(page).getByRole('textbox', { name: 'Phone Number', exact: true }).fill('2145550142');
    await dialog(page).getByRole('textbox', { name: 'Extension', exact: true }).fill('12345');
    expect(await dialog(page).getByRole('textbox', { name: 'Extension', exact: true }).inputValue()).toBe('1234');
    await dialog(page).getByRole('textbox', { name: 'Label', exact: true }).fill('Cell');
    await dialog(page).getByRole('button', { name: 'Add Phone Number' }).click();
    await page.getByText('Successfully created phone number').waitFor();
    await panel(page, 'Phone Numbers').getByText('(214) 555-0142').waitFor();

    await profileTab(page, userId, 'emailAddresses');
    await panel(page, 'Email Addresses').getByRole('button', { name: 'Add Email' }).click();
    await dialog(page).getByRole('textbox', { name: 'Email Address', exact: true }).fill('tabitha.work@example.com');
    await dialog(page).getByRole('textbox', { name: 'Label', exact: true }).fill('Work');
    await dialog(page).getByRole('button', { name: 'Add Email' }).click();
    await page.getByText('Successfully created email').waitFor();
    await panel(page, 'Email Addresses').getByText('tabitha.work@example.com').waitFor();

    await profileTab(page, userId, 'creditCards');
    await panel(page, 'Credit Cards').getByRole('button', { name: 'Add Card' }).click();
    const card = dialog(page);
    await card.getByRole('textbox', { name: 'Name on Card', exact: true }).fill('Tabitha Contacts');
    await card.getByRole('textbox', { name: 'Card Number', exact: true }).fill('4111111111111112');
    await card.getByRole('textbox', { name: 'Expiration', exact: true }).click();
    await card.getByText('Credit card number is invalid').waitFor();
    await card.getByRole('textbox', { name: 'Card Number', exact: true }).fill('4111111111111111');
    await card.getByRole('textbox', { name: 'Expiration', exact: true }).pressSequentially('1230');
    expect(await card.getByRole('textbox', { name: 'Expiration', exact: true }).inputValue()).toBe('12/30');
    await card.getByRole('textbox', { name: 'Security Code', exact: true }).fill('123');
    await card.getByRole('textbox', { name: 'Billing Zipcode', exact: true }).fill('75023');
    await screenshot(page, 'contacts-add-card');
    await card.getByRole('button', { name: 'Add Card' }).click();
    await page.getByText('Successfully added new card to account.').waitFor();
    const cardRow = panel(page, 'Credit Cards').locator('tbody tr').first();
    await cardRow.getByText('•••• •••• •••• 1111').waitFor();
    expect(await cardRow.textContent()).toContain('12/30');
    expect(await cardRow.getByText('Primary').count()).toBe(1);

    // An expired card (written as an event: the API refuses expired cards) shows as a red row.
    const stream = contactsStream(userId);
    const last = (await server.services.store.readStream(stream)).at(-1);
    const now = new Date().toISOString();
    const oldCard: CreditCardAdded = {
      type: 'CreditCardAdded',
      data: {
        cardId: 999_990,
        userId,
        nameOnCard: 'Old Card',
        brand: 'MasterCard',
        last4: '4444',
        expMonth: 1,
        expYear: 2021,
        billingZipcode: '75023',
        gatewayToken: 'sbx_tok_test',
        isPrimary: false,
        addedAt: now,
      },
    };
    const metadata: EventMetadata = {
      actorUserId: null,
      correlationId: randomUUID(),
      causationId: null,
      commandName: 'TestSetup',
      idempotencyKey: null,
      occurredAt: now,
      schemaVersion: 1,
    };
    await server.services.store.appendToStream(stream, [{ id: randomUUID(), ...oldCard, metadata }], {
      expected: last ? last.revision : 'no_stream',
    });
    const expired = panel(page, 'Credit Cards').locator('tr[data-card-id="999990"]');
    await expired.waitFor(); // arrives by the push
    expect(await expired.getAttribute('class')).toContain('ct-row--expired');
    await expired.getByText('Expired').waitFor();
    const red = await expired.locator('td').first().evaluate((td) => getComputedStyle(td).backgroundColor);
    expect(red).toBe('rgb(253, 236, 234)');

    // Make the old card primary, then delete it.
    await expired.getByRole('button', { name: /Make .* primary/ }).click();
    await page.getByText('Successfully updated primary card').waitFor();
    await expired.getByText('Primary').waitFor();
    await screenshot(page, 'contacts-desktop');
    await expired.getByRole('button', { name: /Delete/ }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Successfully removed credit card').waitFor();
    await expired.waitFor({ state: 'detached' });

    // Edit the address: making it not primary, then back.
    await profileTab(page, userId, 'addresses');
    await address.getByRole('button', { name: 'Edit 400 Elm St' }).click();
    await dialog(page).getByRole('textbox', { name: 'Notes', exact: true }).fill('Blue door');
    await dialog(page).getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Successfully saved address').waitFor();
    await address.getByText('Blue door').waitFor();
    await context.close();
  });

  it('works at 390x844: reading, adding a phone number and an address', async () => {
    const userId = await newCustomer();
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await profileTab(page, userId, 'addresses');
    await panel(page, 'Addresses').getByText('No addresses yet.').waitFor();
    await addAddress(page, true);

    await profileTab(page, userId, 'phoneNumbers');
    await panel(page, 'Phone Numbers').getByRole('button', { name: 'Add Phone Number' }).click();
    await screenshot(page, 'contacts-phone-dialog', { fullPage: false });
    await dialog(page).getByRole('textbox', { name: 'Phone Number', exact: true }).fill('12145550199');
    await dialog(page).getByRole('button', { name: 'Add Phone Number' }).click();
    await panel(page, 'Phone Numbers').getByText('+1 (214) 555-0199').waitFor();

    // No sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'contacts-phone');
    await context.close();
  });

  it('the tabs on the customer profile (/dashboard/customers/{id}/addresses ... /creditCards), at 390x844', async () => {
    const office = await server.loginAs('office');
    const created = await office.post<{ userId: number }>('/api/v4/user/create', {
      firstName: 'Polly',
      lastName: `Profile${randomUUID().slice(0, 6)}`,
      emailAddress: `polly.${randomUUID().slice(0, 8)}@example.com`,
      phoneNumber: '2145550177',
      AddressInfo: { address: '77 Shell Rd', city: 'Dallas', state: 'Texas', zipcode: '75201', mapsco: '345D-Q' },
    });
    expect(created.status).toBe(200);
    const userId = created.body.userId;
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);

    await page.goto(`/dashboard/customers/${userId}/addresses`);
    // The address given at user/create is the first, primary one.
    const first = panel(page, 'Addresses').locator('tbody tr').first();
    await first.getByText('77 Shell Rd, Dallas, Texas 75201').waitFor();
    expect(await first.getByText('Primary').count()).toBe(1);
    await addAddress(page, true);
    await panel(page, 'Addresses').getByText('400 Elm St, Plano, Texas 75023').waitFor();
    expect(await first.getByText('Primary').count()).toBe(1);
    await screenshot(page, 'contacts-profile-addresses-phone');

    await page.goto(`/dashboard/customers/${userId}/phoneNumbers`);
    await panel(page, 'Phone Numbers').getByText('(214) 555-0177').waitFor();
    await page.goto(`/dashboard/customers/${userId}/creditCards`);
    await panel(page, 'Credit Cards').getByRole('button', { name: 'Add Card' }).click();
    const card = dialog(page);
    await card.getByRole('textbox', { name: 'Name on Card', exact: true }).fill('Polly Profile');
    await card.getByRole('textbox', { name: 'Card Number', exact: true }).fill('5555555555554444');
    await card.getByRole('textbox', { name: 'Expiration', exact: true }).pressSequentially('0931');
    await card.getByRole('textbox', { name: 'Security Code', exact: true }).fill('321');
    await card.getByRole('textbox', { name: 'Billing Zipcode', exact: true }).fill('75201');
    await card.getByRole('button', { name: 'Add Card' }).click();
    await page.getByText('Successfully added new card to account.').waitFor();
    await panel(page, 'Credit Cards').getByText('•••• •••• •••• 4444').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'contacts-profile-cards-phone');
    await context.close();
  });

  it('a customer edits their own contacts, without the Mapsco and Generator Required fields (no ViewUsers)', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    const ownId = await page.evaluate(async () => {
      const response = await fetch('/api/v4/entrance/check-session-user');
      return ((await response.json()) as { user: { ID: number } }).user.ID;
    });
    // The customer's own view of their contacts is the portal's My Information page.
    await page.goto(`/dashboard/information/${ownId}/addresses`);
    await page.getByRole('heading', { name: 'My Information' }).waitFor();
    await panel(page, 'Addresses').getByRole('button', { name: 'Add Address' }).click();
    expect(await dialog(page).getByLabel('Mapsco', { exact: true }).count()).toBe(0);
    expect(await dialog(page).getByLabel('Generator Required').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    expect(await panel(page, 'Addresses').getByRole('columnheader', { name: 'Mapsco' }).count()).toBe(0);

    // Another customer's information: the portal sends the customer back to their own (so the
    // other customer's tabs, and their Add buttons, never show), and the server refuses the reads.
    const otherId = await newCustomer();
    await page.goto(`/dashboard/information/${otherId}/addresses`);
    await page.waitForURL(new RegExp(`/dashboard/information/${ownId}/addresses$`));
    await panel(page, 'Addresses').getByRole('button', { name: 'Add Address' }).waitFor();
    const refused = await page.evaluate(async (id) => {
      const paths = ['/api/v4/addresses/findByUser', '/api/v4/phoneNumbers/findByUser', '/api/v4/emails/findByUser', '/api/v4/user/getCreditCards'];
      return Promise.all(paths.map(async (path) => (await fetch(`${path}?userId=${id}`)).status));
    }, otherId);
    expect(refused).toEqual([403, 403, 403, 403]);
    await screenshot(page, 'contacts-customer-other');
    await context.close();
  });
});
