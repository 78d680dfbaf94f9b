import { ANIMAL_TYPE_IDS, ESTIMATE_MESSAGES, SEED_BREEDS } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * booking a new customer made without a Mapsco. At 1280 px the estimate's address step names
 * the missing field and lets the office fix it there (and save it to the customer's address); at 390 px
 * the Mapsco is added in the Addresses tab first and the estimate's "Customer's address" follows at once.
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

async function newCustomerWithoutMapsco(lastName: string): Promise<{ userId: number }> {
  const office = await server.loginAs('office');
  const made = await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Nora', lastName, emailAddress: `nora.${lastName.toLowerCase()}@example.com`, phoneNumber: '214-555-0177',
    AddressInfo: { address: '77 Maple Ave', city: 'Dallas', state: 'TX', zipcode: '75204' }, isAccount: false,
  });
  expect(made.status).toBe(200);
  const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
  const pet = await office.post('/api/v4/pets/update', { customerId: made.body.customerId, petName: 'Olive', animalTypeId: dog.animalTypeId, breedId: dog.id });
  expect(pet.status).toBe(200);
  await server.settle();
  return { userId: made.body.userId };
}

describe('booking a new customer whose address has no Mapsco', () => {
  it('1280 px: the address step says the Mapsco is missing, takes it there, and saves it to the customer', async () => {
    const { userId } = await newCustomerWithoutMapsco('Fixhere');
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto(`/dashboard/estimate/user/${userId}/info`);
    await page.getByTestId('estimate-customer').getByText('Nora Fixhere').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const fix = page.getByTestId('estimate-address-fix');
    await fix.getByText('This address has no valid Mapsco. Enter it here', { exact: false }).waitFor();
    expect(await fix.getByText(ESTIMATE_MESSAGES.mapscoRequired).count()).toBeGreaterThan(0);
    expect(await fix.getByLabel('Zipcode').inputValue()).toBe('75204');
    await fix.getByLabel('Mapsco').fill('045-B');
    await screenshot(page, 'desktop-estimate-address-fix');
    const saved = page.waitForResponse((r) => r.url().includes('/api/v4/addresses/update'));
    await fix.getByRole('button', { name: "Save to the customer's address too" }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    await fix.getByText("Saved to the customer's address.").waitFor();
    await screenshot(page, 'desktop-estimate-address-fixed');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`**/dashboard/estimate/user/${userId}/pets`);
    // The customer's record has it now (user/find), not only this estimate.
    await server.settle();
    const office = await server.loginAs('office');
    const found = await office.get<{ user: { Address: { mapsco: string | null } } }>('/api/v4/user/find', { query: { ID: userId } });
    expect(found.body.user.Address.mapsco).toBe('045-B');
    await context.close();
  });

  it('390 px: a Mapsco added in the Addresses tab shows on the estimate at once, and Next goes on', async () => {
    const { userId } = await newCustomerWithoutMapsco('Tabfirst');
    const office = await server.loginAs('office');
    const list = await office.get<{ addresses: { ID: number }[] }>('/api/v4/addresses/findByUser', { query: { userId } });
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    const updated = await office.post<{ position: string }>('/api/v4/addresses/update', { addressId: list.body.addresses[0]!.ID, mapsco: '045-B' });
    expect(updated.status).toBe(200);
    await server.settle();
    await page.goto(`/dashboard/estimate/user/${userId}/info`);
    await page.getByTestId('estimate-customer').getByText('Nora Tabfirst').waitFor();
    await page.getByText('77 Maple Ave, Dallas, Texas 75204 · Mapsco 045-B').first().waitFor();
    await screenshot(page, 'phone-estimate-mapsco-followed');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`**/dashboard/estimate/user/${userId}/pets`);
    await context.close();
  });
});
