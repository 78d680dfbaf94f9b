import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * user types and permissions (part 2 §2.6, §4.5, §6), and user-type selector:
 * an administrator (at phone width) creates 'Bather' with three permissions and assigns it to the
 * stylist; the stylist's open browser loses the menus it no longer has, live; leaving the tab with
 * unsaved changes offers the three choices; deleting 'Bather' asks for a replacement.
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

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
const navLinks = async (p: Page) =>
  (await p.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).map((t) => t.trim());
const selectedLabel = (select: ReturnType<Page['getByLabel']>) => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim());
const permission = (p: Page, name: string) => p.getByRole('checkbox', { name: new RegExp(`^${name} `) });

async function signedIn(who: 'stylist' | 'admin', viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  const p = await context.newPage();
  await signIn(p, DEMO[who], DEMO_PASSWORD);
  return p;
}

describe('user types and permissions', () => {
  it("'Bather': created, assigned, the stylist's menus follow live; unsaved changes prompt; delete asks for a replacement", async () => {
    const stylistId = (await (await server.loginAs('stylist')).get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).body.user.ID;

    // The stylist's browser stays open on the schedule the whole time.
    const stylist = await signedIn('stylist', DESKTOP);
    await stylist.goto('/dashboard/schedule');
    await expect.poll(() => navLinks(stylist)).toEqual(expect.arrayContaining(['Schedule', 'New Estimate']));
    const stylistMenus = await navLinks(stylist);
    expect(stylistMenus).not.toContain('Todo');

    // The administrator, at phone width: Management > Permissions, New User Type 'Bather'.
    const admin = await signedIn('admin', PHONE);
    await admin.goto('/dashboard/management/permissions');
    await admin.getByRole('heading', { name: 'Permissions' }).waitFor();
    await admin.getByRole('button', { name: 'New User Type' }).click();
    const create = admin.getByRole('dialog', { name: 'New User Type' });
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText('User type is a required field').waitFor();
    await create.getByLabel('Name').fill('Bather');
    await create.getByRole('button', { name: 'Create' }).click();
    await toast(admin, 'Created user type Bather');
    const typeSelect = admin.getByLabel('User Type', { exact: true });
    await expect.poll(() => selectedLabel(typeSelect)).toBe('Bather');
    // A new type starts with every permission off.
    await expect.poll(() => admin.getByRole('checkbox', { checked: true }).count()).toBe(0);
    for (const name of ['ViewDailyRoute', 'ViewTodoItems', 'ViewProfile']) await permission(admin, name).check();
    await screenshot(admin, 'phone-management-permissions');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(admin, 'Saved permissions for Bather');

    // Assign it to the stylist on the employee's page (the user-type selector).
    await admin.goto(`/dashboard/employees/${stylistId}`);
    const selector = admin.getByRole('form', { name: 'User type' });
    await selector.getByLabel('User Type').selectOption({ label: 'Bather' });
    await expect(selector.getByLabel('User Type').locator('option', { hasText: /^Customer$/ }).count()).resolves.toBe(0);
    await selector.getByRole('button', { name: 'Change User Type' }).click();
    await toast(admin, 'User type changed to Bather');

    // The stylist's open browser loses New Estimate (and the rest Bather lacks) and gains Todo, without a reload.
    await expect.poll(() => navLinks(stylist), { timeout: 15_000 }).toEqual(['Schedule', 'Todo']);
    await screenshot(stylist, 'desktop-bather-menus');

    // Unsaved changes: leaving the tab offers 'Cancel', 'Continue without Saving', 'Save and Continue'.
    await admin.goto('/dashboard/management/permissions');
    await typeSelect.selectOption({ label: 'Bather' });
    await permission(admin, 'ViewComplaints').check();
    await admin.getByRole('link', { name: 'Breed Settings' }).click();
    const prompt = admin.getByRole('dialog', { name: 'Unsaved changes' });
    for (const choice of ['Cancel', 'Continue without Saving', 'Save and Continue']) await prompt.getByRole('button', { name: choice, exact: true }).waitFor();
    await screenshot(admin, 'phone-permissions-unsaved-prompt');
    await prompt.getByRole('button', { name: 'Cancel', exact: true }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(admin.url()).toContain('/dashboard/management/permissions');
    expect(await permission(admin, 'ViewComplaints').isChecked()).toBe(true);
    // Choosing another type asks too; 'Continue without Saving' drops the change.
    await typeSelect.selectOption({ label: 'Office' });
    await prompt.getByRole('button', { name: 'Continue without Saving' }).click();
    await expect.poll(() => selectedLabel(typeSelect)).toBe('Office');
    await typeSelect.selectOption({ label: 'Bather' });
    await expect.poll(() => permission(admin, 'ViewComplaints').isChecked()).toBe(false);
    // 'Save and Continue' saves, then leaves; the stylist's menus gain Complaints live.
    await permission(admin, 'ViewComplaints').check();
    await admin.getByRole('link', { name: 'Other' }).click();
    await prompt.getByRole('button', { name: 'Save and Continue' }).click();
    await toast(admin, 'Saved permissions for Bather');
    await admin.waitForURL('**/dashboard/management/other');
    await expect.poll(() => navLinks(stylist), { timeout: 15_000 }).toEqual(['Schedule', 'Todo', 'Complaints']);

    // Deleting 'Bather' asks for the replacement that takes over its users.
    await admin.getByRole('link', { name: 'Permissions' }).click();
    await typeSelect.selectOption({ label: 'Bather' });
    await admin.getByRole('button', { name: 'Delete User Type' }).click();
    const remove = admin.getByRole('dialog', { name: 'Delete Bather' });
    await remove.getByText('1 user has this type.').waitFor();
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await remove.getByText('Please choose a replacement user type').waitFor();
    const replacement = remove.getByLabel('Replacement User Type');
    expect(await replacement.locator('option').allTextContents()).not.toContain('Customer');
    await replacement.selectOption({ label: 'Stylist' });
    await screenshot(admin, 'phone-permissions-delete');
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(admin, 'Deleted user type');
    await expect.poll(async () => (await typeSelect.locator('option').allTextContents()).map((t) => t.trim())).not.toContain('Bather');

    // The stylist is a Stylist again: the menus come back, live.
    await expect.poll(() => navLinks(stylist), { timeout: 15_000 }).toEqual(stylistMenus);
  });
});
