import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_BREEDS } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { drivewayCast, ok, specDate, today } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * the Send Invoice dialog (part 1 §2, §5, §7) on GET user/getCustomerInvoiceInfo: it shows the
 * customer's email addresses to choose (the primary preselected), the account balance and the charges the
 * invoice lists; a bad address gets the spec's message; the chosen address is the one sent to, with the
 * spec's success toast.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let stylistId: number;
const suffix = Date.now().toString(36);
const dog = SEED_BREEDS.find((b) => b.breed === 'Shih Tzu')!;
const ADDRESS = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

/** A customer with two addresses and one appointment charged $50.00 of which $20.00 is paid. */
async function invoicedCustomer(firstName: string, startTime: string) {
  const primary = `${firstName}.inv.${suffix}@example.com`.toLowerCase();
  const second = `${firstName}.billing.${suffix}@example.com`.toLowerCase();
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName, lastName: `Invoice${suffix}`, emailAddress: primary, AddressInfo: ADDRESS, isAccount: false,
  }));
  ok('emails/create', await office.post('/api/v4/emails/create', { userId: user.userId, emailAddress: second, label: 'Billing' }));
  const pet = ok('pets/update', await office.post<{ ID: number }>('/api/v4/pets/update', { customerId: user.customerId, petName: `${firstName}dog`, animalTypeId: dog.animalTypeId, breedId: dog.id }));
  const estimateId = ok('estimate/save', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: user.userId },
  })).data.estimateId;
  const appointmentId = ok('appointments/create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId, employeeId: stylistId, appointmentDate: specDate(today()), startTime,
  })).newAppointmentId;
  const transactionId = ok('transactions/create', await office.post<{ transactionId: number }>('/api/v4/transactions/create', {
    customerId: user.customerId, reasonId: 1, appointmentId, serviceFeeGroom: 5000, serviceFee: 5000, cashAmount: 2000,
  })).transactionId;
  return { ...user, primary, second, appointmentId, transactionId, petName: `${firstName}dog` };
}

beforeAll(async () => {
  ensureWebBuild();
  server = await startSystem();
  browser = await launchBrowser();
  office = await server.loginAs('office');
  stylistId = (await drivewayCast(server)).stylistId;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Send Invoice', () => {
  it('chooses among the customer\'s addresses, shows the balance and the charges, and sends', async () => {
    for (const [name, viewport, firstName, startTime] of [['desktop', DESKTOP, 'Ivy', '1:00 PM'], ['phone', PHONE, 'Iris', '4:00 PM']] as const) {
      const who = await invoicedCustomer(firstName, startTime);
      const page = await (await newContext(browser, server.url, viewport)).newPage();
      await signIn(page, DEMO.office, DEMO_PASSWORD);
      const info = page.waitForResponse((r) => r.url().includes('/api/v4/user/getCustomerInvoiceInfo'));
      await page.goto(`/dashboard/transactions/${who.transactionId}`);
      await page.getByRole('button', { name: 'Send Invoice' }).click();
      expect((await info).status()).toBe(200);
      const dialog = page.getByRole('dialog', { name: 'Send Invoice' });

      // The balance, the appointment's charges and the invoice's figures.
      await expect.poll(() => dialog.getByTestId('invoice-account-balance').textContent()).toBe('$30.00');
      await expect.poll(() => dialog.getByTestId('invoice-appointment-totals').textContent()).toContain('Charged $50.00 · Paid $20.00 · Balance $30.00');
      await dialog.getByText('Service Fee').waitFor();
      await dialog.getByText(`Pets: ${who.petName}`).waitFor();

      // Both addresses to choose; the primary is preselected.
      const primary = dialog.getByRole('radio', { name: new RegExp(who.primary.replace(/\./g, '\\.')) });
      const second = dialog.getByRole('radio', { name: new RegExp(who.second.replace(/\./g, '\\.')) });
      await expect.poll(() => primary.isChecked()).toBe(true);
      expect(await dialog.getByRole('combobox', { name: /^Email/ }).inputValue()).toBe(who.primary);
      await screenshot(page, `send-invoice-${name}`, { fullPage: false });

      // A bad address is refused with the spec's message; choosing the second fills the field.
      await dialog.getByRole('combobox', { name: /^Email/ }).fill('not-an-email');
      await dialog.getByRole('button', { name: 'Send Invoice' }).click();
      await dialog.getByText('Please enter a valid email. Example: name@example.com').waitFor();
      await second.check();
      expect(await dialog.getByRole('combobox', { name: /^Email/ }).inputValue()).toBe(who.second);

      const sent = page.waitForRequest((r) => r.url().includes('/api/v4/transactions/sendInvoice') && r.method() === 'POST');
      const answered = page.waitForResponse((r) => r.url().includes('/api/v4/transactions/sendInvoice') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Send Invoice' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ customerId: who.customerId, appointmentId: who.appointmentId, emailAddress: who.second });
      expect((await answered).status()).toBe(200);
      await toast(page, 'Successfully sent invoice to customer');
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    }
  });
});
