import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_BREEDS, type EstimateListItem, type SaveEstimateResponse } from '@pawroute/domain';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * "done when", as one journey on the real customer profile (/dashboard/customers/:userId/*):
 * the office creates a customer, adds an address (Mapsco 123-A), a phone, an email and a card, two
 * pets (one with a picture), comments and rates, marks a pet deceased and sends the sympathy email
 * (once in the outbox); an administrator merges a duplicate (with a pet) into the customer, then
 * deletes and restores the profile. Desktop, then the same at 390x844.
 */
let server: RunningTestServer;
let browser: Browser;
let picturePath: string;

// A 120x90 PNG (the dog face the pets test uses).
const DOG_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABaCAMAAABE3mLdAAABTVBMVEWNVSSSWyd/TSIYFRLBlEyRWicXFBLpxGoRERGOViXNolWygUCndDiSWyiZYy3nwmmxgUDet2KRWSfOo1WYYyyPWCWbZi7ft2KTXSg7KBffuWM6Jxc5Jxc4JxfVrFuUXSnguWTMolSsejt6SyGATiLow2nnwWkZFhLAkkrWrVvfuGO1hUKUXCmTXCmVXyrClUzju2WkcDW6i0bnwWiygkDeuGLetmIbFhMaFhOodTmTXinBk0vAk0vivGWUXiqgbDOjcDTClk2sejzmv2fNo1awgD65i0aZZC2jbzWPVyW7jUfbs2CaZS6wgD+PWCabZS+QWSeQWCefazHMoVPiu2SreTrWrlzAkkvNoVSfajLLoFSqeDvDlk3jvGa5ikWVXyvmwGflwGfbtF/OpFaXYiyOViS6jEbmwWi5ikaYYy2vfT6kcTaNVSXdtWGcZy9HvNo4AAAACXBIWXMAAAsTAAALEwEAmpwYAAACoklEQVRoge3ZaVMaQRAG4Oac5UYQRFRQVATBCzWXxjPRqNHc933f+f8fU0YqlYHF6ZnuXZKqfb851dVPMewx0iD6FPBgtwKuSR3xYNcC7lFyPNi1gHvUfwQPBeP5TCYfX1jlqUPCs7EItBOpXKDXYeGJEPwVX5Rah4WDfz5G+8MEaXVYeKKjH0AkSqnDwgPS/rV3sWheh4avd/cDSJvXYeGhrg38vYkDpnVoOGjXD2A7Vaqlt5LNg1wzuZWulVK96ozhuH3DVz7578S8fd1lY/gmkJI3hkM0ONQvOGEM36LBP7kvLmzML64FIOW5Mbxq+2DA5sD8ASKOKfCKMIdnOx4VOkmME2DxznizI1negwA21IOAEFGj3U5k6Ye9+40Puuz3r+d/v8jj7eJtXfjOVcEBf9Z1AT5ywNUr+nC5ygA/1XcBogzwMxO4QodTCamjfzQcHpsE1drcNBkuycYly7KsGb9qDepkuCb1Gz01LGtEtQbrZPhY6hc+QwKqNYiR4Rtm8BIZHpT6jZ0hw6o1SJLhgtRvcubUuDilWoMyGc5J/cA/EggMT6nXTrhhbE6YtxqdMvPFhU6S+XZCh347pcGBs61AwI/M4DXmlwQ6D7lfi8gwvBbFAzDIjqDD90zgbJ8OexspBljs6cOHguVAH9J1MzwHevFSF24JHnhX83n9/g0TLB7rwdf4hiErOm5D8MGf7uLdzWVGWBTRX3NS/a+x1tzpqMcvtJ2Zf8s98PqB+il38Ih/0lZ8onY3x50Y8S03VG4Md13pzxazX85jk6j712youbvX87nta712dJq62CrbsRuHLxwf41ajlTlZbe5k1e9flvnxdH09trRfyOUK+99ia3Xl+cou//Tg2pGAM209uDveVrsWcI+S48HCrfwCRrj/1+oPLrgAAAAASUVORK5CYII=';

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  picturePath = join(mkdtempSync(join(tmpdir(), 'journey-e2e-')), 'pet.png');
  writeFileSync(picturePath, Buffer.from(DOG_PNG, 'base64'));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Waits for a toast, then closes it as a person would: at 390x844 a stack of toasts covers the bottom
 * of the screen, where the dialogs have their buttons (see the report), for their 5 seconds.
 */
async function toast(p: Page, text: string) {
  const shown = p.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await shown.waitFor();
  // It may already have timed out and gone: that is fine, it was seen.
  await shown.locator('[data-close-button]').dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => undefined);
}
const panel = (p: Page, name: string) => p.getByRole('region', { name, exact: true });
const dialog = (p: Page) => p.getByRole('dialog');
const petRow = (p: Page, name: string) => p.locator('tr[data-pet-id]', { hasText: name });

/** Whether anything is wider than the viewport (sideways scrolling on a phone). */
const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

interface Journey {
  p: Page;
  /** '' on desktop, 'phone-' at 390x844: screenshot names. */
  shot: string;
  /** At phone width every screen is checked for sideways scrolling. */
  phone: boolean;
}

async function atScreen(j: Journey, name: string) {
  await screenshot(j.p, `${j.shot}journey-${name}`);
  if (j.phone) expect(await overflow(j.p), `sideways scrolling on ${name}`).toBeLessThanOrEqual(0);
}

/** The Create New Customer form from the customers list; returns the new user id. */
async function createThroughForm(j: Journey, firstName: string, lastName: string, email: string): Promise<number> {
  const { p } = j;
  await p.goto('/dashboard/customers');
  await p.getByRole('link', { name: 'Create New Customer' }).click();
  await p.waitForURL('**/dashboard/customers/new');
  await p.getByLabel('First name').fill(firstName);
  await p.getByLabel('Last name').fill(lastName);
  await p.getByLabel('Email').fill(email);
  await atScreen(j, 'create-customer');
  await p.getByRole('button', { name: 'Create Customer' }).click();
  await p.waitForURL(/\/dashboard\/customers\/\d+(\/overview)?$/);
  const userId = Number(new URL(p.url()).pathname.split('/')[3]);
  expect(userId).toBeGreaterThan(0);
  await toast(p, `Created new user account for ${firstName} ${lastName}`);
  await p.getByRole('heading', { name: `${firstName} ${lastName}` }).waitFor();
  return userId;
}

async function openTab(p: Page, userId: number, label: string, path: string) {
  await p.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: label, exact: true }).click();
  await p.waitForURL(`**/dashboard/customers/${userId}/${path}`);
}

async function addPet(p: Page, name: string) {
  await p.getByRole('button', { name: 'Add Pet' }).first().click();
  const form = p.getByRole('region', { name: 'New Pet' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Animal type').selectOption({ label: 'Dog' });
  await form.getByLabel('Breed').selectOption({ label: 'Beagle' });
  await form.getByLabel('Sex').selectOption({ label: 'Female' });
  await form.getByLabel('Weight (lbs)').fill('20');
  await form.getByRole('button', { name: 'Add Pet' }).click();
  await toast(p, 'Successfully saved pet.');
  await petRow(p, name).waitFor();
}

async function addContacts(j: Journey, userId: number, email: string) {
  const { p } = j;
  await openTab(p, userId, 'Addresses', 'addresses');
  await panel(p, 'Addresses').getByText('No addresses yet.').waitFor();
  await panel(p, 'Addresses').getByRole('button', { name: 'Add Address' }).click();
  const a = dialog(p);
  await a.getByRole('textbox', { name: 'Address', exact: true }).fill('400 Elm St');
  await a.getByRole('textbox', { name: 'City', exact: true }).fill('Plano');
  await a.getByRole('textbox', { name: 'Zipcode', exact: true }).fill('75023');
  await a.getByRole('textbox', { name: 'Mapsco', exact: true }).fill('123-A');
  await a.getByRole('button', { name: 'Add Address' }).click();
  await toast(p, 'Successfully created address');
  const address = panel(p, 'Addresses').locator('tbody tr').first();
  await address.getByText('400 Elm St, Plano, Texas 75023').waitFor();
  expect(await address.textContent()).toContain('123-A');
  await atScreen(j, 'addresses');

  await openTab(p, userId, 'Phone Numbers', 'phoneNumbers');
  await panel(p, 'Phone Numbers').getByRole('button', { name: 'Add Phone Number' }).click();
  await dialog(p).getByRole('textbox', { name: 'Phone Number', exact: true }).fill('2145550142');
  await dialog(p).getByRole('button', { name: 'Add Phone Number' }).click();
  await toast(p, 'Successfully created phone number');
  await panel(p, 'Phone Numbers').getByText('(214) 555-0142').waitFor();
  await atScreen(j, 'phone-numbers');

  await openTab(p, userId, 'Email Addresses', 'emailAddresses');
  await panel(p, 'Email Addresses').getByRole('button', { name: 'Add Email' }).click();
  await dialog(p).getByRole('textbox', { name: 'Email Address', exact: true }).fill(`work.${email}`);
  await dialog(p).getByRole('textbox', { name: 'Label', exact: true }).fill('Work');
  await dialog(p).getByRole('button', { name: 'Add Email' }).click();
  await toast(p, 'Successfully created email');
  await panel(p, 'Email Addresses').getByText(`work.${email}`).waitFor();
  await atScreen(j, 'email-addresses');

  await openTab(p, userId, 'Credit Cards', 'creditCards');
  await panel(p, 'Credit Cards').getByRole('button', { name: 'Add Card' }).click();
  const card = dialog(p);
  await card.getByRole('textbox', { name: 'Name on Card', exact: true }).fill('Journey Customer');
  await card.getByRole('textbox', { name: 'Card Number', exact: true }).fill('4111111111111111');
  await card.getByRole('textbox', { name: 'Expiration', exact: true }).pressSequentially('1230');
  await card.getByRole('textbox', { name: 'Security Code', exact: true }).fill('123');
  await card.getByRole('textbox', { name: 'Billing Zipcode', exact: true }).fill('75023');
  await card.getByRole('button', { name: 'Add Card' }).click();
  await toast(p, 'Successfully added new card to account.');
  await panel(p, 'Credit Cards').getByText('•••• •••• •••• 1111').waitFor();
  await atScreen(j, 'credit-cards');
}

async function runJourney(viewport: { width: number; height: number } | undefined, shot: string) {
  const suffix = `${Date.now().toString(36)}${shot ? 'p' : 'd'}`;
  const primaryLast = `Journey${suffix}`;
  const primaryEmail = `jo.${suffix}@example.com`;

  // Office: the whole customer set-up.
  const officeContext = await newContext(browser, server.url, viewport);
  const j: Journey = { p: await officeContext.newPage(), shot, phone: viewport !== undefined };
  const { p } = j;
  await signIn(p, DEMO.office, DEMO_PASSWORD);
  const userId = await createThroughForm(j, 'Jo', primaryLast, primaryEmail);
  await p.getByRole('region', { name: 'Customer Details' }).waitFor();
  await atScreen(j, 'overview-new');

  await addContacts(j, userId, primaryEmail);

  // Two pets, the first with a picture.
  await openTab(p, userId, 'Pets', 'pets');
  await p.getByText('No pets yet.').waitFor();
  await addPet(p, 'Pepper');
  await addPet(p, 'Shadow');
  await petRow(p, 'Pepper').click();
  const pepper = p.getByRole('region', { name: 'Edit Pepper' });
  await pepper.getByLabel('Upload picture').setInputFiles(picturePath);
  await toast(p, 'Picture uploaded.');
  await pepper.getByRole('img', { name: 'Pepper' }).waitFor();
  // The thumbnail loads lazily: on a phone the form's frequency field puts it below the fold until scrolled to.
  await pepper.getByRole('img', { name: 'Pepper' }).scrollIntoViewIfNeeded();
  await p.waitForFunction(() => {
    const img = document.querySelector('.pet-pictures__item img') as HTMLImageElement | null;
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  await atScreen(j, 'pet-with-picture');
  await pepper.getByRole('button', { name: 'Cancel' }).click();

  // Comment and rate on the overview.
  await openTab(p, userId, 'Overview', 'overview');
  await p.getByLabel('New comment').fill('Gate code is 4242');
  await p.getByRole('button', { name: 'Add Comment' }).click();
  await toast(p, 'Successfully added comment');
  await p.getByRole('list', { name: 'Comments' }).getByText('Gate code is 4242').waitFor();
  await p.getByRole('button', { name: '4 stars', exact: true }).click();
  await p.getByRole('button', { name: 'Add Rating' }).click();
  await toast(p, 'Successfully added rating');
  await p.getByTestId('rating-average').getByText('4').waitFor();
  await atScreen(j, 'overview-commented');

  // Shadow dies: the sympathy email goes out once.
  await openTab(p, userId, 'Pets', 'pets');
  await petRow(p, 'Shadow').click();
  await p.getByRole('region', { name: 'Edit Shadow' }).getByLabel('Deceased').check();
  const sympathy = p.getByRole('dialog', { name: 'Send a sympathy email?' });
  await sympathy.getByRole('button', { name: 'Send Email', exact: true }).click();
  await toast(p, 'Successfully sent sympathy email');
  const shadow = petRow(p, 'Shadow');
  await shadow.getByText('Deceased').waitFor();
  const shadowId = Number(await shadow.getAttribute('data-pet-id'));
  await atScreen(j, 'pets-deceased');

  // A duplicate of the customer, with a pet.
  const dupeLast = `Dupe${suffix}`;
  const dupeId = await createThroughForm(j, 'Jo', dupeLast, `jo.dupe.${suffix}@example.com`);
  await openTab(p, dupeId, 'Pets', 'pets');
  await addPet(p, 'Waffles');
  await officeContext.close();

  // Administrator: merge the duplicate into the customer, then delete and restore the customer.
  const adminContext = await newContext(browser, server.url, viewport);
  const a: Journey = { p: await adminContext.newPage(), shot, phone: j.phone };
  const admin = a.p;
  await signIn(admin, DEMO.admin, DEMO_PASSWORD);

  // The sympathy email went out once (the developer outbox is the administrator's: it holds password links).
  await admin.goto('/dashboard/dev/outbox');
  const message = admin.locator(`[data-dedupe-key="SympathyEmail-Pet-${shadowId}"]`);
  await message.waitFor();
  expect(await message.count()).toBe(1);
  expect(await message.textContent()).toContain('Shadow');
  await atScreen(a, 'outbox');
  const outbox = await admin.evaluate(async () => (await (await fetch('/api/v4/dev/outbox?limit=500')).json()) as { messages: { dedupeKey: string; to: string }[] });
  const sent = outbox.messages.filter((m) => m.dedupeKey === `SympathyEmail-Pet-${shadowId}`);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.to).toBe(primaryEmail);

  await admin.goto(`/dashboard/customers/${userId}/overview`);
  await admin.getByRole('button', { name: 'More ▾' }).click();
  await admin.getByRole('menuitem', { name: 'Merge Profile' }).click();
  await admin.waitForURL(`**/dashboard/merge/${userId}`);
  await admin.getByTestId('Primary profile-picked').getByText(`Jo ${primaryLast}`).waitFor();
  await admin.getByLabel('Search Duplicate profile').fill(dupeLast.toLowerCase());
  await admin.getByRole('list', { name: 'Duplicate profile results' }).getByRole('button', { name: new RegExp(dupeLast) }).click();
  await admin.getByTestId('Duplicate profile-picked').getByText(`Jo ${dupeLast}`).waitFor();
  await atScreen(a, 'merge');
  await admin.getByRole('button', { name: 'Merge Profiles' }).click();
  await dialog(admin).getByRole('button', { name: 'Merge', exact: true }).click();
  await toast(admin, 'Successfully merged the profiles');
  await admin.waitForURL(`**/dashboard/customers/${userId}/overview`);
  await openTab(admin, userId, 'Pets', 'pets');
  await petRow(admin, 'Waffles').waitFor();
  await petRow(admin, 'Pepper').waitFor();
  await atScreen(a, 'merged-pets');

  await openTab(admin, userId, 'Overview', 'overview');
  await admin.getByRole('button', { name: 'More ▾' }).click();
  await admin.getByRole('menuitem', { name: 'Delete User' }).click();
  await dialog(admin).getByRole('button', { name: 'Delete User' }).click();
  await toast(admin, 'Deleted user');
  await admin.getByText('This profile has been marked as deleted.').waitFor();
  await atScreen(a, 'deleted');
  await admin.getByRole('button', { name: 'Restore Profile' }).click();
  await toast(admin, 'Restored user');
  await admin.getByText('This profile has been marked as deleted.').waitFor({ state: 'detached' });
  await admin.getByRole('button', { name: 'More ▾' }).waitFor();
  // Restored with everything it had.
  await openTab(admin, userId, 'Pets', 'pets');
  await petRow(admin, 'Waffles').waitFor();
  await atScreen(a, 'restored-pets');
  await adminContext.close();
}

describe('customer journey (done when)', () => {
  it('office sets up a customer on the profile; admin merges a duplicate, deletes and restores (desktop)', async () => {
    await runJourney(undefined, '');
  });

  it('the same journey at 390x844', async () => {
    await runJourney(PHONE, 'phone-');
  });
});

describe('estimate history on the staff profile', () => {
  it("lists the customer's estimates, 5 to a page, and a row opens the estimate", async () => {
    const office = await server.loginAs('office');
    const suffix = Date.now().toString(36);
    const breedId = SEED_BREEDS.find((b) => b.breed === 'Shih Tzu')!.id;
    const estimate = (petName: string) => ({
      address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' },
      tripFee: 3900,
      needsGenerator: false,
      pets: [{ petName, breedId, estimatePackage: 'b&b', addonIds: [] }],
    });
    const first = await office.post<SaveEstimateResponse>('/api/v4/estimate/save', {
      estimate: estimate('Nori'),
      user: { firstName: 'Esti', lastName: `Mates${suffix}`, emailAddress: `esti.${suffix}@example.com` },
    });
    expect(first.status).toBe(200);
    const userId = first.body.data.userID;
    for (const petName of ['Miso', 'Tofu', 'Udon', 'Soba', 'Ramen']) {
      const saved = await office.post<SaveEstimateResponse>('/api/v4/estimate/save', { estimate: estimate(petName), user: { ID: userId } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    await server.settle();
    const list = await office.get<EstimateListItem[]>('/api/v4/estimate/findByCustomer', { query: { userId } });
    expect(list.body).toHaveLength(6);
    const newest = list.body[0]!;

    const context = await newContext(browser, server.url);
    const p = await context.newPage();
    await signIn(p, DEMO.office, DEMO_PASSWORD);
    await p.goto(`/dashboard/customers/${userId}/estimateHistory`);
    const history = panel(p, 'Estimate History');
    const rows = history.locator('tr[data-estimate-id]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
    expect(await history.getByRole('columnheader').allTextContents()).toEqual(['Last Edited', 'Pets', 'Total']);
    const top = history.locator(`tr[data-estimate-id="${newest.ID}"]`);
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(newest.feeTotal / 100);
    expect(await top.textContent()).toContain(newest.petNames.join(', '));
    expect(await top.textContent()).toContain(dollars);
    const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', month: '2-digit', day: '2-digit', year: 'numeric' });
    expect(await top.textContent()).toContain(day.format(new Date(newest.LastEdited)).replace(/\//g, '-'));
    await history.getByText('Page 1 of 2').waitFor();
    await screenshot(p, 'journey-estimate-history');
    await history.getByRole('button', { name: 'Next' }).click();
    await history.getByText('Page 2 of 2').waitFor();
    expect(await rows.count()).toBe(1);
    await rows.first().click();
    const last = list.body[5]!;
    await p.waitForURL(`**/dashboard/estimate/${last.ID}/user/${userId}/info`);
    await context.close();
  });
});
