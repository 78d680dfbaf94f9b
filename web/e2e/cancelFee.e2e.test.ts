import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_BREEDS } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { drivewayCast, ok, specDate, today } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * fees of part 2 §3: Management sets a default cancel fee (Other tab); cancelling an
 * appointment offers it in the cancel dialog, the office edits it, and the customer's balance and
 * transaction history then show the fee that was charged (a Cancellation Fee row, nothing taxed).
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let stylistId: number;
const suffix = Date.now().toString(36);
const dog = SEED_BREEDS.find((b) => b.breed === 'Shih Tzu')!;
const ADDRESS = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };

async function bookedCustomer(firstName: string, startTime: string): Promise<{ userId: number; appointmentId: number }> {
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName, lastName: `Fee${suffix}`, emailAddress: `${firstName}.fee.${suffix}@example.com`.toLowerCase(), AddressInfo: ADDRESS, isAccount: false,
  }));
  const pet = ok('pets/update', await office.post<{ ID: number }>('/api/v4/pets/update', { customerId: user.customerId, petName: `${firstName}dog`, animalTypeId: dog.animalTypeId, breedId: dog.id }));
  const estimateId = ok('estimate/save', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: user.userId },
  })).data.estimateId;
  const created = ok('appointments/create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId, employeeId: stylistId, appointmentDate: specDate(today()), startTime,
  }));
  return { userId: user.userId, appointmentId: created.newAppointmentId };
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

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

describe('the cancel fee', () => {
  it('Management sets the default; the cancel dialog offers it; the edited fee is charged and shows on the balance and in the transactions', async () => {
    // The administrator sets a default cancel fee of $25.
    const admin = await (await newContext(browser, server.url, DESKTOP)).newPage();
    await signIn(admin, DEMO.admin, DEMO_PASSWORD);
    await admin.goto('/dashboard/management/other');
    const setting = admin.getByRole('form', { name: 'Default cancel fee' });
    await setting.getByLabel('Default Cancel Fee ($)').fill('12.345');
    await setting.getByRole('button', { name: 'Save' }).click();
    await setting.getByText('Please enter a valid amount').waitFor();
    await setting.getByLabel('Default Cancel Fee ($)').fill('25');
    await setting.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Updated the default cancel fee');
    await screenshot(admin, 'cancel-fee-setting');
    await admin.context().close();

    for (const [name, viewport, firstName, startTime, typed, cents] of [
      ['desktop', DESKTOP, 'Della', '2:00 PM', '30.00', 3000],
      ['phone', PHONE, 'Penny', '3:30 PM', '18.50', 1850],
    ] as const) {
      const { userId, appointmentId } = await bookedCustomer(firstName, startTime);
      const page = await (await newContext(browser, server.url, viewport)).newPage();
      await signIn(page, DEMO.office, DEMO_PASSWORD);
      await page.goto(`/dashboard/appointments?date=${today()}&view=table`);
      await page.locator(`[data-row-id="a-${appointmentId}"]`).first().click();
      const panel = page.locator(`[data-testid="appointment-panel"][data-appointment-id="${appointmentId}"]`);
      await panel.getByRole('button', { name: 'Cancel', exact: true }).click();

      // The dialog offers the default; the office changes it.
      const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
      const fee = dialog.getByLabel(/Cancel fee/);
      await expect.poll(() => fee.inputValue()).toBe('25.00');
      await screenshot(page, `cancel-fee-dialog-${name}`, { fullPage: false });
      await fee.fill('abc');
      await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
      await dialog.getByText('Invalid dollar amount for the cancel fee').first().waitFor();
      await fee.fill(typed);
      const cancelled = page.waitForResponse((r) => r.url().includes('/api/v4/appointments/cancel') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
      const answer = (await (await cancelled).json()) as { cancelFee: number; cancelFeeTransactionId: number };
      expect(answer.cancelFee).toBe(cents);
      await toast(page, 'Successfully cancelled appointment.');

      // The profile's balance owes the fee; the transaction history lists it.
      await page.goto(`/dashboard/customers/${userId}`);
      await expect.poll(() => page.getByTestId('balance').textContent()).toBe(`$${typed}`);
      await page.goto(`/dashboard/customers/${userId}/transactionHistory`);
      const row = page.getByRole('row').filter({ hasText: 'Cancellation Fee' });
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain(`$${typed}`);
      await screenshot(page, `cancel-fee-transactions-${name}`);

      // The transaction page names the fee in its own field.
      await page.goto(`/dashboard/transactions/${answer.cancelFeeTransactionId}`);
      await page.getByText('Cancel Fee').first().waitFor();
      await page.context().close();
    }
  });
});
