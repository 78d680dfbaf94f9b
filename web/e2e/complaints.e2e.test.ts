import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CreateUserResponse, OptionsResponse } from '@pawroute/domain';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * complaints (part 2 §2.7, §5.7): office files a New Complaint from a customer profile
 * (the spec's messages when empty, blocking on by default); the complaints table shows it with a
 * read-only check mark for office and a toggle for the administrator. Desktop and phone width.
 */
let server: RunningTestServer;
let browser: Browser;
const suffix = Date.now().toString(36);

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

async function signedIn(who: 'office' | 'admin', viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  const p = await context.newPage();
  await signIn(p, DEMO[who], DEMO_PASSWORD);
  return p;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('complaints at %s width', (name, viewport) => {
  it('office files a blocking complaint from the profile; the table shows it; the administrator turns blocking off', async () => {
    const office = await server.loginAs('office');
    const created = await office.post<CreateUserResponse>('/api/v4/user/create', {
      firstName: 'Cora', lastName: `Plaint${name}${suffix}`, emailAddress: `cora.${name}.${suffix}@example.com`,
    });
    expect(created.status).toBe(200);
    const stylist = (await office.get<OptionsResponse>('/api/v4/getOptions')).body.stylists[0]!;
    const explanation = `Left the gate open ${name} ${suffix}`;

    const p = await signedIn('office', viewport);
    await p.goto(`/dashboard/customers/${created.body.userId}/overview`);
    await p.getByRole('button', { name: 'More ▾' }).click();
    await p.getByRole('menuitem', { name: 'New Complaint' }).click();
    const dialog = p.getByRole('dialog', { name: 'New Complaint' });
    await dialog.getByRole('button', { name: 'Create Complaint' }).click();
    await dialog.getByText('An employee must be selected to create the complaint').waitFor();
    await dialog.getByText('An explanation of the complaint is required').waitFor();
    expect(await dialog.getByLabel(/Blocking/).isChecked()).toBe(true);
    await dialog.getByLabel('Employee', { exact: true }).selectOption(String(stylist.ID));
    await dialog.getByLabel('Explanation').fill(explanation);
    await screenshot(p, `complaints-new-${name}`);
    await dialog.getByRole('button', { name: 'Create Complaint' }).click();
    await toast(p, 'Created complaint');

    // Office: a read-only check mark (no EditComplaints).
    await p.goto('/dashboard/complaints');
    const row = p.locator('tr[data-complaint-id]').filter({ hasText: explanation });
    await row.waitFor();
    await row.getByRole('img', { name: 'Blocking' }).waitFor();
    expect(await row.getByRole('checkbox').count()).toBe(0);
    expect(await row.textContent()).toContain(`Plaint${name}${suffix}`);
    await screenshot(p, `complaints-table-office-${name}`);
    await p.context().close();

    // Administrator: the toggle, and getOptions follows.
    const a = await signedIn('admin', viewport);
    await a.goto('/dashboard/complaints');
    const adminRow = a.locator('tr[data-complaint-id]').filter({ hasText: explanation });
    const toggle = adminRow.getByRole('checkbox', { name: `Blocking: ${explanation}` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await screenshot(a, `complaints-table-admin-${name}`);
    const admin = await server.loginAs('admin');
    await server.settle();
    const options = (await admin.get<OptionsResponse>('/api/v4/getOptions')).body;
    expect(options.blockingComplaints.some((b) => b.employeeId === stylist.ID && b.customerId === created.body.customerId)).toBe(false);
    await a.context().close();
  });
});
