import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_BREEDS, type FindEstimateResponse } from '@pawroute/domain';
import { DESKTOP, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * management settings (part 2 §2.6, §5.7): the administrator changes a breed price in
 * Breed Settings; an office browser with a new estimate open shows the new price in its live total
 * without reloading, and an estimate saved before keeps its figures.
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

const goldendoodle = SEED_BREEDS.find((b) => b.breed === 'Goldendoodle')!;
const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

async function signedIn(who: 'office' | 'admin'): Promise<Page> {
  const context = await newContext(browser, server.url, DESKTOP);
  const p = await context.newPage();
  await signIn(p, DEMO[who], DEMO_PASSWORD);
  return p;
}

describe('management settings', () => {
  it("a breed price change reaches a new estimate's live total in another browser; a saved estimate keeps its figures", async () => {
    // An estimate saved before the change (Casey Carter's Goldendoodle Biscuit, bath and brush).
    const office = await server.loginAs('office');
    const session = await (await server.loginAs('customer')).get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
    const userId = session.body.user.ID;
    const last = await office.get<FindEstimateResponse>('/api/v4/estimate/findLastByCustomer', { query: { userId } });
    const biscuitId = last.body.customer.Pets.find((p) => p.petName === 'Biscuit')!.ID;
    const saved = await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: {
        address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' },
        tripFee: 3900,
        needsGenerator: false,
        pets: [{ petId: biscuitId, estimatePackage: 'b&b', addonIds: [], otherFee: 0, includeInEstimate: true }],
      },
      user: { ID: userId },
      tripChargeIncrementConsent: false,
    });
    expect(saved.status).toBe(200);
    const estimateId = saved.body.data.estimateId;
    const before = (await office.get<FindEstimateResponse>('/api/v4/estimate/findById', { query: { estimateId } })).body.estimate!;

    // The office browser: a new estimate for Casey Carter, on Pet Services.
    const officePage = await signedIn('office');
    await officePage.goto('/dashboard/estimate');
    await officePage.getByText('Existing customer', { exact: true }).click();
    await officePage.getByLabel('Find a customer').fill('Carter');
    await officePage.getByRole('button', { name: /Carter, Casey/ }).click();
    await officePage.getByTestId('estimate-customer').getByText('Casey Carter').waitFor();
    await officePage.getByRole('button', { name: 'Next' }).click();
    await officePage.waitForURL('**/dashboard/estimate/pets');
    const card = officePage.getByTestId('pet-estimate').nth(0);
    await card.getByRole('heading', { name: 'Biscuit' }).waitFor();
    const price = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    await expect.poll(() => card.getByTestId('pet-subtotal').textContent()).toBe(price(goldendoodle.bathBrushPrice6Months));

    // The administrator: an unknown tab lands on servicesAndProducts; the breed form's required fields.
    const admin = await signedIn('admin');
    await admin.goto('/dashboard/management/nonsense');
    await admin.waitForURL('**/dashboard/management/servicesAndProducts');
    await admin.getByRole('link', { name: 'Breed Settings' }).click();
    await admin.waitForURL('**/dashboard/management/breedSettings');
    await admin.getByRole('button', { name: 'New Breed' }).click();
    const newForm = admin.getByRole('form', { name: 'New Breed' });
    await newForm.getByRole('button', { name: 'Save' }).click();
    await newForm.getByText('Please fill in the required fields').waitFor();
    await newForm.getByRole('button', { name: 'Cancel' }).click();

    // Raise Goldendoodle's bath and brush 6+ months price by $25.
    const raised = goldendoodle.bathBrushPrice6Months + 2500;
    await admin.getByRole('button', { name: 'Edit Goldendoodle' }).click();
    const form = admin.getByRole('form', { name: 'Edit Breed' });
    await form.getByLabel('Bath & Brush 6+ Months').fill('abc');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter a valid amount').waitFor();
    await form.getByLabel('Bath & Brush 6+ Months').fill((raised / 100).toFixed(2));
    await screenshot(admin, 'desktop-management-breed-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Updated breed');
    await admin.locator(`[data-breed-id="${goldendoodle.id}"] [data-price="bathBrushPrice6Months"]`).getByText(price(raised)).waitFor();

    // The office browser follows without a reload.
    await expect.poll(() => card.getByTestId('pet-subtotal').textContent(), { timeout: 15_000 }).toBe(price(raised));
    await screenshot(officePage, 'desktop-management-estimate-live-price');

    // The saved estimate keeps its figures.
    const after = (await office.get<FindEstimateResponse>('/api/v4/estimate/findById', { query: { estimateId } })).body.estimate!;
    expect(after.feeTotal).toBe(before.feeTotal);
    expect(after.PetEstimates[0]!.line.basePrice).toBe(goldendoodle.bathBrushPrice6Months);
  });
});
