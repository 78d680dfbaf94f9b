import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CreateUserResponse } from '@pawroute/domain';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * DangerousEditing (part 1 §6: "delete button in edit mode and Delete User"): the customer
 * details' edit mode offers Delete Customer only with the permission; it asks first (Cancel deletes
 * nothing), then deletes, says so and goes back to the customer list; the profile then shows the deleted
 * notice. Without the permission (the office) there is no button and the server refuses the call.
 */
let server: RunningTestServer;
let browser: Browser;
const suffix = Date.now().toString(36);

beforeAll(async () => {
  ensureWebBuild();
  server = await startSystem();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function createCustomer(firstName: string): Promise<CreateUserResponse> {
  const office = await server.loginAs('office');
  const r = await office.post<CreateUserResponse>('/api/v4/user/create', {
    firstName,
    lastName: `Gone${suffix}`,
    emailAddress: `${firstName}.gone.${suffix}@example.com`.toLowerCase(),
    AddressInfo: { address: '77 Elm St', city: 'Dallas', state: 'TX', zipcode: '75201' },
  });
  expect(r.status).toBe(200);
  return r.body;
}

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

describe('deleting a customer from the details edit mode', () => {
  it('only with DangerousEditing: confirmed, deleted, back to the list with feedback', async () => {
    // The office edits customers but may not delete them: no button, and the server says no.
    const target = await createCustomer('Opal');
    const office = await (await newContext(browser, server.url, DESKTOP)).newPage();
    await signIn(office, DEMO.office, DEMO_PASSWORD);
    await office.goto(`/dashboard/customers/${target.userId}`);
    const officeDetails = office.getByRole('region', { name: 'Customer Details' });
    await officeDetails.getByRole('button', { name: 'Edit' }).click();
    await office.getByRole('form', { name: 'Edit Customer Details' }).waitFor();
    expect(await office.getByRole('button', { name: 'Delete Customer' }).count()).toBe(0);
    const officeClient = await server.loginAs('office');
    expect((await officeClient.request('DELETE', `/api/v4/user/delete?userId=${target.userId}`)).status).toBe(403);
    await office.context().close();

    for (const [name, viewport, firstName] of [['desktop', DESKTOP, 'Dora'], ['phone', PHONE, 'Pia']] as const) {
      const customer = await createCustomer(firstName);
      const page = await (await newContext(browser, server.url, viewport)).newPage();
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto(`/dashboard/customers/${customer.userId}`);
      await page.getByRole('region', { name: 'Customer Details' }).getByRole('button', { name: 'Edit' }).click();
      const form = page.getByRole('form', { name: 'Edit Customer Details' });
      await form.getByRole('button', { name: 'Delete Customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete User' });
      await dialog.getByText(`${firstName} Gone${suffix}`).waitFor();
      await screenshot(page, `customer-delete-confirm-${name}`, { fullPage: false });

      // Cancel deletes nothing.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toContain(`/dashboard/customers/${customer.userId}`);
      const admin = await server.loginAs('admin');
      const before = await admin.get<{ user: { IsDeleted: boolean } }>('/api/v4/user/getDetails', { query: { userId: customer.userId } });
      expect(before.body.user.IsDeleted).toBe(false);

      await form.getByRole('button', { name: 'Delete Customer' }).click();
      await dialog.getByRole('button', { name: 'Delete User' }).click();
      await toast(page, 'Deleted user');
      await page.waitForURL((url) => url.pathname === '/dashboard/customers');
      await screenshot(page, `customer-delete-done-${name}`, { fullPage: false });

      // The profile, opened again, says it was deleted.
      await page.goto(`/dashboard/customers/${customer.userId}`);
      await page.getByText('This profile has been marked as deleted.').waitFor();
      await page.context().close();
    }
  });
});
