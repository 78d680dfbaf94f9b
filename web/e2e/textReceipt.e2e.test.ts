import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeSmsProvider, startTestServer, type FakeSmsProvider, type TestClient, type TestServer } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, demoStylistWorksToday } from './support/server';
import { ensureWebBuild } from './support/webBuild';
import { bookTodayForCasey, confirmStart, drivewayCast, ok, signOnPad, type DrivewayCast } from './support/driveway';

/**
 * text messages: the customer chooses a Text receipt on the stylist's phone; the hosted SMS
 * provider (a fake HTTP server standing in for it, configured as SMS_API_URL would be) receives exactly
 * one message, and asking again for the same transaction sends nothing more.
 */
let server: TestServer;
let provider: FakeSmsProvider;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;

beforeAll(async () => {
  ensureWebBuild();
  provider = await startFakeSmsProvider();
  server = await startTestServer({ serveWeb: true, config: { sms: { url: provider.url, user: 'AC-test', token: 'secret', from: '+12145550100' } } });
  await demoStylistWorksToday(server);
  browser = await launchBrowser();
  office = await server.loginAs('office');
  cast = await drivewayCast(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

describe('a text receipt', () => {
  it('goes to the SMS provider exactly once', async () => {
    const appointmentId = await bookTodayForCasey(office, cast);

    const page = await (await newContext(browser, server.url, PHONE)).newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/schedule');
    const current = page.getByTestId('current-appointment');
    await current.getByText('Casey Carter').waitFor();
    await current.getByRole('link', { name: 'Open appointment' }).click();
    await confirmStart(page);
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Successfully started appointment.' }).first().waitFor();
    await page.getByRole('button', { name: 'Customer On Site — Complete' }).click();
    await page.waitForURL(`**/appointmentCompletion/${appointmentId}`);

    // Cash for the whole total, no tip; Casey signs.
    const total = (await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, '');
    await page.getByLabel('Cash', { exact: true }).fill(total);
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    await signOnPad(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    const completed = page.waitForResponse((r) => r.url().includes('/api/v4/appointments/complete') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    const { transactionId } = (await (await completed).json()) as { transactionId: number };

    // Thank you: Text, to the number on file.
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.getByRole('radio', { name: 'Text' }).click();
    const number = page.getByLabel('Mobile number');
    if (!(await number.inputValue()).trim()) await number.fill('214-555-0142');
    const digits = (await number.inputValue()).replace(/\D/g, '');
    await page.getByRole('button', { name: 'Send Receipt' }).click();
    await page.getByRole('button', { name: /Continue as Employee/ }).waitFor();
    await screenshot(page, 'text-receipt-phone', { fullPage: false });

    await expect.poll(() => provider.received.length).toBe(1);
    expect(provider.received[0]).toMatchObject({ to: `+${digits.length === 10 ? `1${digits}` : digits}`, from: '+12145550100' });
    // The business's words, no internal number (docs/DECISIONS.md "Words people use instead of internal numbers").
    expect(provider.received[0]!.body).toMatch(/receipt of \d\d-\d\d-\d{4}/);
    expect(provider.received[0]!.body).not.toContain(`#${transactionId}`);

    // Asked again for the same transaction (another submission): nothing more goes out.
    const stylist = await server.loginAs('stylist');
    ok('again', await stylist.post('/api/v4/transactions/sendReceipt', { transactionId, method: 'text', value: digits }));
    expect(provider.received).toHaveLength(1);
  });
});
