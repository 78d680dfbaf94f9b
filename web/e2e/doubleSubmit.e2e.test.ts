import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

// a double click on Save is one submission: the web sends one Idempotency-Key for it, and the
// server writes once whatever arrives twice.
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

const count = async (sql: string, params: unknown[]) =>
  (await server.database.database.query<{ n: number }>(sql, params)).rows[0]!.n;

describe('double-clicking Save writes once', () => {
  it('a new customer, double-clicked, is one customer', async () => {
    const suffix = Date.now().toString(36);
    const email = `double.${suffix}@example.com`;
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v4/user/create')) keys.push(r.headers()['idempotency-key'] ?? 'none');
    });
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto('/dashboard/customers/new');
    await page.getByLabel('First name').fill('Dora');
    await page.getByLabel('Last name').fill(`Double${suffix}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('(214) 555-0177');
    await page.getByLabel('Street address').fill('7 Twice Ct');
    await page.getByLabel('City').fill('Dallas');
    await page.getByLabel('Zipcode').fill('75201');
    await page.getByRole('button', { name: 'Create Customer' }).dblclick();
    await page.waitForURL(/\/dashboard\/customers\/\d+$/);
    await page.getByRole('heading', { name: `Dora Double${suffix}` }).waitFor();
    await screenshot(page, 'double-click-new-customer');
    await server.settle();

    expect(await count(`SELECT count(*)::int AS n FROM events WHERE type = 'UserCreated' AND data->>'emailAddress' = $1`, [email])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE lower(email_address) = $1', [email])).toBe(1);
    // Whatever reached the server carried one key.
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBe('none');
    await context.close();
  });

  it('an estimate, double-clicked, is one estimate', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto('/dashboard/estimate');
    await page.getByText('Existing customer', { exact: true }).click();
    await page.getByLabel('Find a customer').fill('Carter');
    await page.getByRole('button', { name: /Carter, Casey/ }).click();
    await page.getByTestId('estimate-customer').getByText('Casey Carter').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dashboard/estimate/pets');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dashboard/estimate/confirmation');
    const before = await count(`SELECT count(*)::int AS n FROM events WHERE type = 'EstimateSaved'`, []);
    await page.getByRole('button', { name: 'Save Estimate' }).dblclick();
    await page.waitForURL('**/dashboard/customers');
    await server.settle();
    expect(await count(`SELECT count(*)::int AS n FROM events WHERE type = 'EstimateSaved'`, [])).toBe(before + 1);
    await context.close();
  });
});
