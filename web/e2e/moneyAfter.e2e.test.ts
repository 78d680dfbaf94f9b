import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestClient, type TestServer } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, demoStylistWorksToday } from './support/server';
import { ensureWebBuild } from './support/webBuild';
import { bookTodayForCasey, drivewayCast, ok, type DrivewayCast } from './support/driveway';

/**
 * "Completing and the money after", in Chromium: the tab closed before the receipt step, the
 * receipt sent later from the completed appointment and from its transaction; a void that asks why
 * (the details show it); the appointment then says its payment was voided, the office's Voided
 * Payments list holds it (1280 px and 390 px) until a replacement payment is recorded.
 */
let server: TestServer;
let browser: Browser;
let office: TestClient;
let admin: TestClient;
let cast: DrivewayCast;

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ serveWeb: true, config: { settleAfterS: 3600 } });
  await demoStylistWorksToday(server);
  browser = await launchBrowser();
  [office, admin] = await Promise.all([server.loginAs('office'), server.loginAs('admin')]);
  cast = await drivewayCast(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function outboxTo(to: string): Promise<string | undefined> {
  const { messages } = ok('outbox', await admin.get<{ messages: { to: string; text: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } }));
  return messages.find((m) => m.to === to)?.text;
}

describe('the money after a completion', () => {
  it('receipt later, a void with its reason, the unpaid flag and list, a replacement clears it', async () => {
    // The stylist completes in cash and closes the tab before the receipt step: nothing was sent.
    const appointmentId = await bookTodayForCasey(office, cast);
    const stylist = await server.loginAs('stylist');
    ok('start', await stylist.post('/api/v4/appointments/start', { appointmentId }));
    const { transactionId } = ok('complete', await stylist.post<{ transactionId: number }>('/api/v4/appointments/complete', {
      appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 20000 },
    }));

    const page = await (await newContext(browser, server.url, DESKTOP)).newPage();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);

    // From the transaction: Send Receipt by email.
    await page.goto(`/dashboard/transactions/${transactionId}`);
    await page.getByRole('button', { name: 'Send Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Send Receipt' });
    await receipt.getByLabel('Email address').fill('nope');
    await receipt.getByRole('button', { name: 'Send Receipt' }).click();
    await receipt.getByText('Please enter a valid email address for the receipt.').waitFor();
    await receipt.getByLabel('Email address').fill('casey.later@example.com');
    await receipt.getByRole('button', { name: 'Send Receipt' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Receipt sent to casey.later@example.com' }).first().waitFor();
    // The receipt names the business, the pets and the payment's date, never the transaction's number.
    await expect.poll(() => outboxTo('casey.later@example.com')).toMatch(/Thank you for choosing [^\n]+\.\n\nGroom of \d\d-\d\d-\d{4}:\n {2}\S/);
    expect(await outboxTo('casey.later@example.com')).not.toContain(`#${transactionId}`);

    // Void asks why; the reason is recorded and shown.
    await page.getByRole('button', { name: 'Void' }).click();
    const voiding = page.getByRole('dialog', { name: 'Void Transaction' });
    await voiding.getByRole('button', { name: 'Void' }).click();
    await voiding.getByText('Please enter a reason for the void.').waitFor();
    await screenshot(page, 'money-void-reason-desktop', { fullPage: false });
    await voiding.getByLabel('Reason').fill('Paid by the wrong card');
    await voiding.getByRole('button', { name: 'Void' }).click();
    await page.getByText('Paid by the wrong card').waitFor();

    // The office's list of completed appointments with no live payment; the panel says so.
    await page.goto('/dashboard/appointments/paymentVoided');
    const row = page.getByRole('row').filter({ hasText: 'Casey Carter' });
    await row.first().waitFor();
    await row.first().click();
    const panel = page.getByTestId('appointment-panel');
    await panel.getByText(/unpaid: its payment was voided/).waitFor();
    await panel.getByRole('link', { name: 'Record Payment' }).waitFor();
    await screenshot(page, 'money-voided-list-desktop', { fullPage: false });
    expect(await panel.getByRole('button', { name: 'Send Receipt' }).count()).toBe(0);

    // The day shows the marker on the appointment.
    await page.goto('/dashboard/appointments');
    const event = page.locator('.fc-event').filter({ hasText: 'Casey' }).first();
    await event.getByText('Payment voided').waitFor();

    // The phone width: the same list.
    const phone = await (await newContext(browser, server.url, PHONE)).newPage();
    await signIn(phone, DEMO.admin, DEMO_PASSWORD);
    await phone.goto('/dashboard/appointments/paymentVoided');
    await phone.getByText('Casey Carter').first().waitFor();
    await screenshot(phone, 'money-voided-list-phone', { fullPage: false });

    // Record Payment opens the transaction form for that appointment; a replacement clears the flag.
    await page.goto('/dashboard/appointments/paymentVoided');
    await page.getByRole('row').filter({ hasText: 'Casey Carter' }).first().click();
    await page.getByTestId('appointment-panel').getByRole('link', { name: 'Record Payment' }).click();
    await page.waitForURL(`**/dashboard/transactions/new/user/${cast.casey.userId}?appointmentId=${appointmentId}`);
    await page.locator('#appointmentId').waitFor();
    ok('replacement', await office.post('/api/v4/transactions/create', { customerId: cast.casey.customerId, appointmentId, reasonId: 1, serviceFeeOther: 20000, serviceFee: 20000, cashAmount: 20000 }));
    await phone.getByText('Every completed appointment has a live payment.').waitFor();

    // From the completed appointment (paid again) on the day: Send Receipt by text.
    await page.goto('/dashboard/appointments');
    const paid = page.locator('.fc-event').filter({ hasText: 'Casey' }).first();
    await paid.waitFor();
    expect(await paid.getByText('Payment voided').count()).toBe(0);
    await paid.click();
    const again = page.getByTestId('appointment-panel');
    await again.getByRole('button', { name: 'Send Receipt' }).click();
    const byText = page.getByRole('dialog', { name: 'Send Receipt' });
    await byText.getByRole('radio', { name: 'Text' }).check();
    await byText.getByLabel('Mobile number').fill('214-555-0177');
    await screenshot(page, 'money-receipt-from-appointment-desktop', { fullPage: false });
    await byText.getByRole('button', { name: 'Send Receipt' }).click();
    // The answer: its toast, or (so a failure says why rather than timing out) the dialog's error line.
    const answered = await Promise.race([
      page.locator('[data-sonner-toast]').filter({ hasText: 'Receipt texted to 214-555-0177' }).first().waitFor({ timeout: 45_000 }).then(() => 'texted', () => 'no answer in 45 s'),
      byText.locator('#receipt-to-error').filter({ hasText: /\S/ }).waitFor({ timeout: 45_000 }).then(async () => `refused: ${await byText.locator('#receipt-to-error').textContent()}`, () => 'no answer in 45 s'),
    ]);
    expect(answered).toBe('texted');

    // The stylist, at phone width: Send Receipt under the appointment completed today.
    const van = await (await newContext(browser, server.url, PHONE)).newPage();
    await signIn(van, DEMO.stylist, DEMO_PASSWORD);
    await van.goto('/dashboard/schedule');
    await van.getByRole('button', { name: 'Send receipt: Casey Carter' }).click();
    const mine = van.getByRole('dialog', { name: 'Send Receipt' });
    await mine.getByLabel('Email address').fill('casey.van@example.com');
    await screenshot(van, 'money-receipt-stylist-phone', { fullPage: false });
    await mine.getByRole('button', { name: 'Send Receipt' }).click();
    // The answer first (its toast names where it went, or the dialog's error says why), then the mail itself.
    const mailed = await Promise.race([
      van.locator('[data-sonner-toast]').filter({ hasText: 'Receipt sent to' }).first().waitFor({ timeout: 45_000 }).then(
        async () => (await van.locator('[data-sonner-toast]').filter({ hasText: 'Receipt sent to' }).first().textContent()) ?? '',
        () => 'no answer in 45 s',
      ),
      mine.locator('#receipt-to-error').filter({ hasText: /\S/ }).waitFor({ timeout: 45_000 }).then(async () => `refused: ${await mine.locator('#receipt-to-error').textContent()}`, () => 'no answer in 45 s'),
    ]);
    expect(mailed).toContain('Receipt sent to casey.van@example.com');
    await expect.poll(() => outboxTo('casey.van@example.com')).toMatch(/Payment of \d\d-\d\d-\d{4}/);
  });

  it('New Todo Item on a profile that is not a customer\'s opens the form and creates an item tied to no customer', async () => {
    const page = await (await newContext(browser, server.url, DESKTOP)).newPage();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`/dashboard/customers/${cast.stylistId}/overview`);
    await page.getByRole('button', { name: 'New Todo Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Todo Item' });
    await dialog.getByLabel('Todo', { exact: true }).fill('Renew the van insurance');
    await dialog.getByRole('button', { name: 'Create Todo Item' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Created todo item' }).first().waitFor();
    expect(await page.getByText('coming in a later release').count()).toBe(0);
  });
});
