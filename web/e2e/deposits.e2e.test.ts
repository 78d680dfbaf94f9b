import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGatewayFor, startTestServer, type TestServer } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * The Deposits page: the owner checks the card gateway's settled batches against the bank and the
 * ledger. The sandbox settles at once here; one payment is recorded, one charge was taken outside the
 * ledger, so today's deposit is flagged with what differs.
 */
let server: TestServer;
let browser: Browser;
const CARD = { nameOnCard: 'Pat Payer', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205' };

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ serveWeb: true, config: { settleAfterS: 0 } });
  browser = await launchBrowser();
  const office = await server.loginAs('office');
  const customer = await server.loginAs('customer');
  const { customerId } = (await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user')).body.user;
  const paid = await office.post('/api/v4/transactions/create', { customerId, reasonId: 8, serviceFeeOther: 5413, serviceFee: 5413, creditCardAmount: 5413, isOneTimePayment: true, oneTimeCard: CARD });
  expect(paid.status).toBe(200);
  await paymentGatewayFor(server.services).charge({ requestKey: `outside-${Date.now()}`, amountCents: 700, source: { card: { ...CARD, expMonth: 12, expYear: 2039 } } });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the Deposits page', () => {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`shows today's deposit, its total and the charge the ledger does not know (${name})`, async () => {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      await signIn(page, DEMO.office, DEMO_PASSWORD);
      await page.goto('/dashboard/deposits');
      const summary = page.getByRole('status').filter({ hasText: 'deposit' });
      await expect.poll(() => summary.textContent()).toContain('1 deposit, $61.13 in all. 1 differs from the ledger');
      const batch = page.locator('.deposits__batch');
      expect(await batch.locator('summary').textContent()).toContain('1 difference: the ledger says $54.13');
      expect(await batch.textContent()).toContain('Not in the ledger');
      expect(await batch.getByRole('link', { name: 'Open the payment' }).count()).toBe(1);
      // At phone width the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await screenshot(page, `deposits-${name}`);
      await context.close();
    });
  }
});
