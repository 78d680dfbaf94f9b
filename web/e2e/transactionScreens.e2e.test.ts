import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GetCustomersResponse } from '@pawroute/domain';
import { seedDemoAppointments } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * "Screens" (part 2 §2.5, §4.3, §5.6) at phone width: office records a transaction through
 * the form (the §5.6 messages word for word, auto-fill of the remaining amount); a second office
 * browser sees it and the totals strip change without reload; the administrator voids it ('Voided'
 * badge); the customer sees it in their own list and opens it read-only.
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

async function signedIn(who: 'office' | 'admin' | 'customer'): Promise<Page> {
  const context = await newContext(browser, server.url, PHONE);
  const p = await context.newPage();
  await signIn(p, DEMO[who], DEMO_PASSWORD);
  return p;
}

const formError = (p: Page, text: string) => p.getByRole('alert').filter({ hasText: text }).first().waitFor();

describe('transactions screens at phone width', () => {
  it('office records a cash transaction, a second browser sees it live, the administrator voids it, the customer sees it', async () => {
    const office = await server.loginAs('office');
    const customers = await office.get<GetCustomersResponse>('/api/v4/users/getCustomers', { query: { page: 0, pageSize: 50 } });
    const userId = customers.body.rows.find((r) => r.emailAddress === DEMO.customer)!.ID;

    const watcher = await signedIn('office');
    await watcher.goto('/dashboard/transactions');
    const cash = watcher.getByTestId('transaction-totals').locator('[data-total="cash"]');
    await expect.poll(() => cash.textContent()).toBe('$0.00');

    const p = await signedIn('office');
    await p.goto(`/dashboard/transactions/new/user/${userId}`);
    await p.getByRole('button', { name: 'Save Transaction' }).click();
    await formError(p, 'A reason for the transaction is required');
    await p.getByLabel('Reason').selectOption({ label: 'Appointment' });
    await p.getByLabel('Service Fee Total').fill('80');
    expect(await p.getByLabel('Other', { exact: true }).inputValue()).toBe('80.00');
    await p.getByLabel('Groom').fill('60');
    expect(await p.getByLabel('Other', { exact: true }).inputValue()).toBe('80.00');
    expect(await p.getByLabel('Service Fee Total').inputValue()).toBe('140.00');
    await p.getByLabel('Other', { exact: true }).fill('20');
    expect(await p.getByLabel('Service Fee Total').inputValue()).toBe('80.00');
    await p.getByLabel('Check', { exact: true }).fill('10');
    await p.getByRole('button', { name: 'Save Transaction' }).click();
    await formError(p, 'A check date and number are required when inputting a check amount.');
    await p.getByLabel('Check', { exact: true }).fill('');
    await p.getByRole('button', { name: 'Auto-fill Cash with the remaining amount' }).click();
    expect(await p.getByLabel('Cash', { exact: true }).inputValue()).toBe('80.00');
    await screenshot(p, 'transactions-new-phone');
    await p.getByRole('button', { name: 'Save Transaction' }).click();
    await p.waitForURL(/\/dashboard\/transactions\/\d+\/user\/\d+$/);
    const transactionId = Number(/transactions\/(\d+)/.exec(p.url())![1]);
    // titled as the counter says it, not 'Transaction N'.
    await p.getByRole('heading', { name: /^Payment from .+ on \d{2}-\d{2}-\d{4}/, level: 1 }).waitFor();

    // The second office browser: the row and the totals arrive without a reload.
    await watcher.locator(`[data-transaction-id="${transactionId}"]`).waitFor();
    await expect.poll(() => cash.textContent()).toBe('$80.00');
    // The Service Fee shows what it is made of: the $60.00 groom and the $20.00 other, no hidden trip fee or tax.
    const parts = watcher.getByTestId('service-fee-parts');
    await expect.poll(() => parts.locator('[data-part="groom"]').textContent()).toBe('$60.00');
    expect(await parts.locator('[data-part="other"]').textContent()).toBe('$20.00');
    expect(await parts.locator('[data-part="trip"]').textContent()).toBe('$0.00');
    expect(await parts.locator('[data-part="salesTax"]').textContent()).toBe('$0.00');
    await screenshot(watcher, 'transactions-list-phone');
    await watcher.setViewportSize({ width: 1280, height: 900 });
    await screenshot(watcher, 'transactions-list-desktop', { fullPage: false });

    const admin = await signedIn('admin');
    await admin.goto(`/dashboard/transactions/${transactionId}/user/${userId}`);
    await admin.getByRole('button', { name: 'Void' }).click();
    // a void asks why.
    // The void names the payment by its amount and date, not its number.
    await admin.getByRole('dialog', { name: 'Void Transaction' }).getByText(/^Void the \$80\.00 payment of \d\d-\d\d-\d{4} \(.+\)\?/).waitFor();
    await admin.getByRole('dialog', { name: 'Void Transaction' }).getByLabel('Reason').fill('Entered twice');
    await screenshot(admin, 'transactions-void-phone', { fullPage: false });
    await admin.getByRole('dialog', { name: 'Void Transaction' }).getByRole('button', { name: 'Void' }).click();
    await admin.locator('.tx-badge--voided').first().waitFor();
    expect(await admin.getByRole('button', { name: 'Void' }).count()).toBe(0);
    await expect.poll(() => cash.textContent()).toBe('$0.00');

    const customer = await signedIn('customer');
    await customer.goto('/dashboard/transactions');
    await customer.getByRole('heading', { name: 'My Transactions' }).waitFor();
    await customer.locator(`[data-transaction-id="${transactionId}"]`).click();
    await customer.waitForURL(new RegExp(`/dashboard/transactions/${transactionId}`));
    await customer.locator('.tx-badge--voided').first().waitFor();
    expect(await customer.getByRole('button', { name: 'Void' }).count()).toBe(0);
    await screenshot(customer, 'transactions-customer-phone');
  });

  it('part 2 §4.3 check-in: only unchecked transactions with an appointment can be selected; checked ones show a check mark', async () => {
    // The demo customer's appointments (the demo seed's, as `npm start` has them).
    const seeded = await seedDemoAppointments(server.services);
    await server.settle(seeded.position);
    const office = await server.loginAs('office');
    const customers = await office.get<GetCustomersResponse>('/api/v4/users/getCustomers', { query: { page: 0, pageSize: 50 } });
    const userId = customers.body.rows.find((r) => r.emailAddress === DEMO.customer)!.ID;
    const customerId = (await office.get<{ user: { customerId: number } }>('/api/v4/user/getDetails', { query: { userId } })).body.user.customerId;
    const upcoming = await office.get<{ rows: { ID: number }[] }>('/api/v4/appointments/findUpcomingByCustomer', { query: { userId } });
    const appointmentId = upcoming.body.rows[0]!.ID;
    const create = (withAppointment: boolean) =>
      office.post<{ transactionId: number }>('/api/v4/transactions/create', {
        customerId, reasonId: 1, appointmentId: withAppointment ? appointmentId : null, serviceFeeGroom: 500, serviceFee: 500, cashAmount: 500,
      });
    const [a, b, loose] = [await create(true), await create(true), await create(false)];
    expect([a.status, b.status, loose.status]).toEqual([200, 200, 200]);

    const p = await signedIn('office');
    await p.goto('/dashboard/transactions');
    const row = (id: number) => p.locator(`[data-transaction-id="${id}"]`);
    await row(loose.body.transactionId).waitFor();
    expect(await row(loose.body.transactionId).getByRole('checkbox').isDisabled()).toBe(true);
    await row(a.body.transactionId).getByRole('checkbox').check();
    await row(b.body.transactionId).getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Check In (2)' }).click();
    await p.getByRole('dialog', { name: 'Check In Transactions' }).getByRole('button', { name: 'Check In' }).click();
    await row(a.body.transactionId).getByLabel('Checked in').waitFor();
    await row(b.body.transactionId).getByLabel('Checked in').waitFor();
    expect(await row(a.body.transactionId).getByRole('checkbox').count()).toBe(0);
    await screenshot(p, 'transactions-checked-in-phone');

    // Send Invoice from a transaction with an appointment (part 1 §5: the email is required).
    await row(a.body.transactionId).getByRole('link').first().click();
    await p.getByRole('button', { name: 'Send Invoice' }).click();
    const dialog = p.getByRole('dialog', { name: 'Send Invoice' });
    await dialog.getByText('Service Fee').waitFor();
    await dialog.getByLabel('Email').fill('');
    await dialog.getByRole('button', { name: 'Send Invoice' }).click();
    await dialog.getByText('An email address is required to send an invoice').waitFor();
    await dialog.getByLabel('Email').fill(DEMO.customer);
    await screenshot(p, 'transactions-invoice-phone');
    // (Sending is the write side's: it answers 409 'This appointment has no transaction to invoice yet.' for
    // transactions recorded outside completion; reported to the lead, so not asserted here.)
  });
});
