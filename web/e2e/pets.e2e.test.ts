import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Pets in the browser (part 1 §4, §5, §8): the pets tab of the customer profile
 * (/dashboard/customers/:userId/pets), the pet cards of the customer portal (/dashboard/profile/:userId),
 * pictures, deceased with the sympathy email, the developer outbox; at desktop width and at 390x844.
 */
let server: RunningTestServer;
let browser: Browser;
let picturePath: string;

// A small dog face, 120x90 PNG.
const DOG_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABaCAMAAABE3mLdAAABTVBMVEWNVSSSWyd/TSIYFRLBlEyRWicXFBLpxGoRERGOViXNolWygUCndDiSWyiZYy3nwmmxgUDet2KRWSfOo1WYYyyPWCWbZi7ft2KTXSg7KBffuWM6Jxc5Jxc4JxfVrFuUXSnguWTMolSsejt6SyGATiLow2nnwWkZFhLAkkrWrVvfuGO1hUKUXCmTXCmVXyrClUzju2WkcDW6i0bnwWiygkDeuGLetmIbFhMaFhOodTmTXinBk0vAk0vivGWUXiqgbDOjcDTClk2sejzmv2fNo1awgD65i0aZZC2jbzWPVyW7jUfbs2CaZS6wgD+PWCabZS+QWSeQWCefazHMoVPiu2SreTrWrlzAkkvNoVSfajLLoFSqeDvDlk3jvGa5ikWVXyvmwGflwGfbtF/OpFaXYiyOViS6jEbmwWi5ikaYYy2vfT6kcTaNVSXdtWGcZy9HvNo4AAAACXBIWXMAAAsTAAALEwEAmpwYAAACoklEQVRoge3ZaVMaQRAG4Oac5UYQRFRQVATBCzWXxjPRqNHc933f+f8fU0YqlYHF6ZnuXZKqfb851dVPMewx0iD6FPBgtwKuSR3xYNcC7lFyPNi1gHvUfwQPBeP5TCYfX1jlqUPCs7EItBOpXKDXYeGJEPwVX5Rah4WDfz5G+8MEaXVYeKKjH0AkSqnDwgPS/rV3sWheh4avd/cDSJvXYeGhrg38vYkDpnVoOGjXD2A7Vaqlt5LNg1wzuZWulVK96ozhuH3DVz7578S8fd1lY/gmkJI3hkM0ONQvOGEM36LBP7kvLmzML64FIOW5Mbxq+2DA5sD8ASKOKfCKMIdnOx4VOkmME2DxznizI1negwA21IOAEFGj3U5k6Ye9+40Puuz3r+d/v8jj7eJtXfjOVcEBf9Z1AT5ywNUr+nC5ygA/1XcBogzwMxO4QodTCamjfzQcHpsE1drcNBkuycYly7KsGb9qDepkuCb1Gz01LGtEtQbrZPhY6hc+QwKqNYiR4Rtm8BIZHpT6jZ0hw6o1SJLhgtRvcubUuDilWoMyGc5J/cA/EggMT6nXTrhhbE6YtxqdMvPFhU6S+XZCh347pcGBs61AwI/M4DXmlwQ6D7lfi8gwvBbFAzDIjqDD90zgbJ8OexspBljs6cOHguVAH9J1MzwHevFSF24JHnhX83n9/g0TLB7rwdf4hiErOm5D8MGf7uLdzWVGWBTRX3NS/a+x1tzpqMcvtJ2Zf8s98PqB+il38Ih/0lZ8onY3x50Y8S03VG4Md13pzxazX85jk6j712youbvX87nta712dJq62CrbsRuHLxwf41ajlTlZbe5k1e9flvnxdH09trRfyOUK+99ia3Xl+cou//Tg2pGAM209uDveVrsWcI+S48HCrfwCRrj/1+oPLrgAAAAASUVORK5CYII=';

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  picturePath = join(mkdtempSync(join(tmpdir(), 'pets-e2e-')), 'biscuit.png');
  writeFileSync(picturePath, Buffer.from(DOG_PNG, 'base64'));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newCustomer(lastName: string): Promise<number> {
  const office = await server.loginAs('office');
  const created = await office.post<{ userId: number }>('/api/v4/user/create', {
    firstName: 'Petra',
    lastName,
    emailAddress: `petra.${lastName.toLowerCase()}@example.com`,
  });
  expect(created.status).toBe(200);
  await server.settle();
  return created.body.userId;
}

const usDate = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}-${d.getFullYear()}`;

async function addPet(page: Page, name: string, weight: string, birthday?: string) {
  await page.getByRole('button', { name: 'Add Pet' }).first().click();
  const form = page.getByRole('region', { name: 'New Pet' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Animal type').selectOption({ label: 'Dog' });
  await form.getByLabel('Breed').selectOption({ label: 'Beagle' });
  await form.getByLabel('Sex').selectOption({ label: 'Female' });
  await form.getByLabel('Weight (lbs)').fill(weight);
  if (birthday) await form.getByLabel('Birthday').fill(birthday);
  return form;
}

async function runJourney(page: Page, userId: number, prefix: string) {
  await page.goto(`/dashboard/customers/${userId}/pets`);
  await page.getByRole('heading', { name: 'Pets' }).waitFor();
  await page.getByText('No pets yet.').waitFor();

  // The first pet, with a birthday: the age follows it.
  const born = new Date();
  born.setFullYear(born.getFullYear() - 4);
  born.setDate(born.getDate() - 3);
  const form = await addPet(page, 'Biscuit', '22', usDate(born));
  expect(await form.getByLabel('Age').inputValue()).toBe('4');
  // A weight of -1 is refused in the spec's words before anything is sent.
  await form.getByLabel('Weight (lbs)').fill('-1');
  // The grooming frequency (the rebook reminder's weeks) is 1-52: the domain schema's words, before sending.
  await form.getByLabel('Groom every (weeks)').fill('60');
  await form.getByRole('button', { name: 'Add Pet' }).click();
  await form.getByText('Weight must be a whole number of 0 or more.').waitFor();
  await form.getByText('The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).').waitFor();
  await screenshot(page, `${prefix}pet-form-invalid`);
  await form.getByLabel('Weight (lbs)').fill('22');
  await form.getByLabel('Groom every (weeks)').fill('6');
  await form.getByRole('button', { name: 'Add Pet' }).click();
  await page.getByText('Successfully saved pet.').first().waitFor();
  await page.locator('tr[data-pet-id]', { hasText: 'Biscuit' }).waitFor();

  // The second pet.
  const second = await addPet(page, 'Shadow', '9');
  await second.getByRole('button', { name: 'Add Pet' }).click();
  await page.locator('tr[data-pet-id]', { hasText: 'Shadow' }).waitFor();
  await screenshot(page, `${prefix}pets-list`);

  // A picture for Biscuit (EditCustomers: office).
  await page.locator('tr[data-pet-id]', { hasText: 'Biscuit' }).click();
  const biscuit = page.getByRole('region', { name: 'Edit Biscuit' });
  await biscuit.getByLabel('Upload picture').setInputFiles(picturePath);
  await page.getByText('Picture uploaded.').first().waitFor();
  const thumbnail = biscuit.getByRole('img', { name: 'Biscuit' });
  await thumbnail.waitFor();
  // The thumbnail loads lazily: on a phone the taller form puts it below the fold until scrolled to.
  await thumbnail.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const img = document.querySelector('.pet-pictures__item img') as HTMLImageElement | null;
    return img !== null && img.complete && img.naturalWidth === 120;
  });
  await screenshot(page, `${prefix}pet-with-picture`);
  await biscuit.getByRole('button', { name: 'Cancel' }).click();

  // Shadow is marked deceased: the dialog offers the sympathy email.
  await page.locator('tr[data-pet-id]', { hasText: 'Shadow' }).click();
  const shadow = page.getByRole('region', { name: 'Edit Shadow' });
  await shadow.getByLabel('Deceased').check();
  const dialog = page.getByRole('dialog', { name: 'Send a sympathy email?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Do Not Send Email' }).waitFor();
  await screenshot(page, `${prefix}sympathy-dialog`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Send Email', exact: true }).click();
  await page.getByText('Successfully sent sympathy email').first().waitFor();
  const shadowRow = page.locator('tr[data-pet-id]', { hasText: 'Shadow' });
  await shadowRow.getByText('Deceased').waitFor();
  const shadowId = Number(await shadowRow.getAttribute('data-pet-id'));
  await screenshot(page, `${prefix}pets-after-sympathy`);

  // The outbox holds the message once (the administrator's page: it holds password links).
  const adminContext = await newContext(browser, server.url, page.viewportSize() ?? undefined);
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO.admin, DEMO_PASSWORD);
  await adminPage.goto('/dashboard/dev/outbox');
  const message = adminPage.locator(`[data-dedupe-key="SympathyEmail-Pet-${shadowId}"]`);
  await message.waitFor();
  expect(await message.count()).toBe(1);
  expect(await message.textContent()).toContain('Thinking of you and Shadow');
  await screenshot(adminPage, `${prefix}outbox`);
  await adminContext.close();
}

// Concurrent: each test makes its own customer (or, the last, is the only one to use the demo customer's
// page) in its own context, and checks the outbox by its own pet; side by side their waits on the server overlap.
describe.concurrent('pets', () => {
  it('office adds two pets (one with a picture), marks one deceased, sends the sympathy email; the outbox has it once', async () => {
    const userId = await newCustomer(`Desk${Date.now().toString(36)}`);
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await runJourney(page, userId, '');
    await context.close();
  });

  it('the same at 390x844', async () => {
    const userId = await newCustomer(`Phone${Date.now().toString(36)}`);
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await runJourney(page, userId, 'phone-');
    // Nothing is wider than the phone.
    await page.goto(`/dashboard/customers/${userId}/pets`);
    await page.locator('tr[data-pet-id]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('changes the owner to a new customer through the dialog (390x844)', async () => {
    const userId = await newCustomer(`Owner${Date.now().toString(36)}`);
    const office = await server.loginAs('office');
    const found = await office.get<{ user: { customerId: number } }>('/api/v4/user/find', { query: { ID: userId } });
    const dog = await office.get<{ breeds: { ID: number; animalTypeId: number }[] }>('/api/v4/getOptions');
    const breed = dog.body.breeds.find((b) => b.animalTypeId === 1)!;
    const pet = await office.post<{ ID: number }>('/api/v4/pets/update', {
      customerId: found.body.user.customerId,
      petName: 'Rover',
      animalTypeId: 1,
      breedId: breed.ID,
    });
    expect(pet.status).toBe(200);
    await server.settle();

    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto(`/dashboard/customers/${userId}/pets`);
    await page.locator('tr[data-pet-id]', { hasText: 'Rover' }).click();
    await page.getByRole('region', { name: 'Edit Rover' }).getByRole('button', { name: 'Change Owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the owner of Rover' });
    await dialog.getByLabel('Find a customer').fill('Carter');
    await dialog.getByText('Casey Carter').waitFor();
    await dialog.getByLabel('Create a new customer').check();
    const suffix = Date.now().toString(36);
    await dialog.getByLabel('First name').fill('Nadia');
    await dialog.getByLabel('Last name').fill(`Newowner${suffix}`);
    await dialog.getByLabel('Email').fill(`nadia.${suffix}@example.com`);
    await screenshot(page, 'phone-change-owner-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText("Successfully changed the pet's owner.").first().waitFor();
    await page.getByText('No pets yet.').waitFor();
    await context.close();
  });

  it('the pet table pages above 20 pets (part 1 §9)', async () => {
    const userId = await newCustomer(`Many${Date.now().toString(36)}`);
    const office = await server.loginAs('office');
    const found = await office.get<{ user: { customerId: number } }>('/api/v4/user/find', { query: { ID: userId } });
    const options = await office.get<{ breeds: { ID: number; animalTypeId: number }[] }>('/api/v4/getOptions');
    const breed = options.body.breeds.find((b) => b.animalTypeId === 1)!;
    for (let i = 1; i <= 21; i++) {
      const saved = await office.post('/api/v4/pets/update', {
        customerId: found.body.user.customerId,
        petName: `Pup ${String(i).padStart(2, '0')}`,
        animalTypeId: 1,
        breedId: breed.ID,
      });
      expect(saved.status).toBe(200);
    }
    await server.settle();
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto(`/dashboard/customers/${userId}/pets`);
    await page.getByText('Page 1 of 2').waitFor();
    expect(await page.locator('tr[data-pet-id]').count()).toBe(20);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    expect(await page.locator('tr[data-pet-id]').allTextContents()).toEqual([expect.stringContaining('Pup 21')]);
    await context.close();
  });

  it('a customer sees pet cards and edits only the habits', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    const me = await page.evaluate(async () => (await (await fetch('/api/v4/entrance/check-session-user')).json()).user.ID as number);
    // The portal's own profile page shows the pet cards; a first visit asks for the policies first.
    await page.goto(`/dashboard/profile/${me}`);
    const policies = page.getByRole('dialog');
    await policies.getByLabel('I have read and accept the Privacy Policy and the Terms of Service.').check();
    await policies.getByRole('button', { name: 'Submit' }).click();
    await policies.getByRole('button', { name: 'Done' }).click();
    await policies.waitFor({ state: 'detached' });
    const card = page.locator('.pet-card').first();
    await card.waitFor();
    await card.getByLabel('Habits').fill('Likes belly rubs');
    await card.getByRole('button', { name: 'Save Notes' }).click();
    await page.getByText('Successfully saved pet notes.').first().waitFor();
    expect(await card.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await screenshot(page, 'phone-customer-pet-cards');
    await page.setViewportSize(DESKTOP);
    await card.waitFor();
    await screenshot(page, 'customer-pet-cards');
    await context.close();
  });
});
