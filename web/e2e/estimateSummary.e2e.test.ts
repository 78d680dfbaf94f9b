import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { drivewayCast, ok, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * the estimate summary panel (part 1 §2): on every step of the estimate it names the customer,
 * the included pets with package and price, and the fee lines down to the total, the server's figures;
 * beside the steps on a computer, folded under the step (total showing) on a phone.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

beforeAll(async () => {
  ensureWebBuild();
  server = await startSystem();
  browser = await launchBrowser();
  office = await server.loginAs('office');
  cast = await drivewayCast(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the estimate summary panel', () => {
  it('shows who, which pets and the fees, on a computer and on a phone', async () => {
    const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, tripFee: 3900, pets: [{ petId: cast.casey.petId, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: cast.casey.userId },
    })).data.estimateId;
    const saved = ok('findById', await office.get<{ estimate: { feeTotal: number; feeTrip: number; feeServices: number } }>('/api/v4/estimate/findById', { query: { estimateId } })).estimate;

    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const page = await (await newContext(browser, server.url, viewport)).newPage();
      await signIn(page, DEMO.office, DEMO_PASSWORD);
      await page.goto(`/dashboard/estimate/${estimateId}/user/${cast.casey.userId}/info`);
      const panel = page.getByRole(name === 'desktop' ? 'region' : 'group', { name: 'Estimate summary' });
      await panel.waitFor();
      if (name === 'phone') {
        // Folded: the total shows; opening it shows the rest.
        await expect.poll(() => panel.getByTestId('estimate-total').textContent()).toBe(money(saved.feeTotal));
        await panel.getByText('Estimate Summary').click();
      }
      await panel.getByText('Casey Carter').waitFor();
      const pets = panel.getByRole('list', { name: 'Pets in the estimate' });
      await pets.getByText('Biscuit').waitFor();
      const line = (label: string) => panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
      await expect.poll(() => line('Services').textContent()).toBe(money(saved.feeServices));
      await expect.poll(() => line('Trip fee').textContent()).toBe(money(saved.feeTrip));
      await panel.locator('dt', { hasText: 'Sales tax' }).waitFor();
      await expect.poll(() => panel.getByTestId('estimate-total').textContent()).toBe(money(saved.feeTotal));
      await screenshot(page, `estimate-summary-${name}`, { fullPage: false });

      // It follows the form: on the confirmation step a higher trip fee shows at once.
      await page.goto(`/dashboard/estimate/${estimateId}/user/${cast.casey.userId}/confirmation`);
      await panel.waitFor();
      if (name === 'phone') await panel.getByText('Estimate Summary').click();
      await page.getByLabel(/Trip fee/i).first().fill('45.00');
      await expect.poll(() => line('Trip fee').textContent()).toBe('$45.00');
      await page.context().close();
    }
  });
});
