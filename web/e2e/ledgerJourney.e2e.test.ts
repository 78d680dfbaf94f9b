import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestClient, type TestServer } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, demoStylistWorksToday } from './support/server';
import { ensureWebBuild } from './support/webBuild';
import { bookTodayForCasey, confirmStart, drivewayCast, ok, signOnPad, type DrivewayCast } from './support/driveway';

/**
 * journey at phone width: the stylist starts the day's appointment for Casey Carter, takes a
 * card payment $10 short of the total (the mismatch modal) with a 15 percent tip, Casey signs and chooses
 * an email receipt (it is in the outbox), the appointment is completed; a second office browser sees the
 * transaction and Casey's new balance ($10.00) appear without reload. Once the gateway's daily settlement
 * is recorded (the settlement sweep), the office refunds part of it and Casey sees it in the portal.
 * The server settles card payments at once and sweeps every second, standing in for the daily batch.
 */
let server: TestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ serveWeb: true, config: { settleAfterS: 0, settlementSweepS: 1 } });
  await demoStylistWorksToday(server);
  browser = await launchBrowser();
  office = await server.loginAs('office');
  cast = await drivewayCast(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the day on the driveway, at phone width', () => {
  it('start, card payment with a 15% tip, signature, email receipt; the office sees it live, refunds part after settlement; the customer sees it', async () => {
    const appointmentId = await bookTodayForCasey(office, cast);

    // The office watches Casey's balance and today's transactions on a computer.
    const officeContext = await newContext(browser, server.url, DESKTOP);
    const profile = await officeContext.newPage();
    await signIn(profile, DEMO.office, DEMO_PASSWORD);
    await profile.goto(`/dashboard/customers/${cast.casey.userId}/overview`);
    await expect.poll(() => profile.getByTestId('balance').textContent()).toBe('$0.00');
    const list = await officeContext.newPage();
    await list.goto('/dashboard/transactions');
    await list.getByRole('heading', { name: 'Transactions' }).first().waitFor();

    // The stylist, on a phone: the current appointment, Start, then the customer on site.
    const phone = await newContext(browser, server.url, PHONE);
    const page = await phone.newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/schedule');
    const current = page.getByTestId('current-appointment');
    await current.getByText('Casey Carter').waitFor();
    await current.getByRole('link', { name: 'Open appointment' }).click();
    await confirmStart(page);
    await toast(page, 'Successfully started appointment.');
    await page.getByRole('button', { name: 'Customer On Site — Complete' }).click();
    await page.waitForURL(`**/appointmentCompletion/${appointmentId}`);

    // Payment: a one-time card, $10 short of the total (the mismatch modal, then Continue).
    const totalCents = Math.round(Number((await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, '')) * 100);
    await page.getByLabel('Credit Card', { exact: true }).fill(((totalCents - 1000) / 100).toFixed(2));
    await page.getByLabel('Card', { exact: true }).selectOption('oneTime');
    await page.getByLabel('Name on card').fill('Casey Carter');
    await page.getByLabel('Card number').fill('4111111111111111');
    await page.getByLabel('Exp. MM/YY').fill('1230');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Zip').fill('75205');
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    await page.getByRole('dialog', { name: 'Payment Does Not Match' }).getByRole('button', { name: 'Continue' }).click();

    // Signing: 15 percent on the card, sign, Accept, Submit.
    await page.getByRole('button', { name: 'Percent' }).click();
    await page.getByRole('button', { name: '15%' }).click();
    await page.getByRole('radio', { name: 'Credit Card' }).click();
    await signOnPad(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    const completed = page.waitForResponse((r) => r.url().includes('/api/v4/appointments/complete') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    const answer = (await (await completed).json()) as { transactionId: number; status: string };
    expect(answer.status).toBe('completed');

    // Thank you: the email receipt.
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.getByRole('radio', { name: 'Email' }).click();
    const email = await page.getByLabel('Email address').inputValue();
    await page.getByRole('button', { name: 'Send Receipt' }).click();
    await page.getByRole('button', { name: /Continue as Employee/ }).waitFor();
    await screenshot(page, 'ledger-receipt-phone', { fullPage: false });
    const admin = await server.loginAs('admin');
    await expect
      .poll(async () => ok('outbox', await admin.get<{ messages: { to: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } })).messages.some((m) => m.to === email))
      .toBe(true);

    // The office saw both without a reload: the transaction in today's list, and the $10.00 still owed.
    await list.locator(`[data-transaction-id="${answer.transactionId}"]`).waitFor();
    await expect.poll(() => profile.getByTestId('balance').textContent(), { timeout: 15_000 }).toBe(money(1000));
    await screenshot(list, 'ledger-office-list-desktop');
    await phone.close();

    // After the daily settlement (the sweep records it), an administrator in the office refunds $5.
    const manager = await (await newContext(browser, server.url, DESKTOP)).newPage();
    await signIn(manager, DEMO.admin, DEMO_PASSWORD);
    await manager.goto(`/dashboard/transactions/${answer.transactionId}`);
    await manager.getByRole('button', { name: 'Refund', exact: true }).waitFor({ timeout: 20_000 });
    await manager.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = manager.getByRole('dialog', { name: 'Refund Transaction' });
    await dialog.getByLabel('Refund Amount').fill('5.00');
    // a refund asks why.
    await dialog.getByLabel('Reason').fill('Bow not tied');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await toast(manager, 'Refunded $5.00');
    await screenshot(manager, 'ledger-refunded-desktop');

    // Casey sees it in the portal, on a phone.
    const portal = await (await newContext(browser, server.url, PHONE)).newPage();
    await signIn(portal, DEMO.customer, DEMO_PASSWORD);
    await portal.goto('/dashboard/transactions');
    await portal.getByRole('heading', { name: 'My Transactions' }).waitFor();
    await portal.locator(`[data-transaction-id="${answer.transactionId}"]`).locator('.tx-badge--refunded').waitFor();
    await screenshot(portal, 'ledger-portal-phone');
    await officeContext.close();
  });
});
