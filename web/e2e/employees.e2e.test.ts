import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OptionsResponse } from '@pawroute/domain';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * Issue 10, employees (part 2 §2.4, §3, §5.3): the administrator opens the list, creates a Stylist,
 * edits the employee details (Tuesdays off), saves stylist information with two breed restrictions
 * (after the domain schema's message for a too-heavy max weight), opens Exceptions, and finds it all
 * saved after a reload. Desktop and phone width.
 */
let server: RunningTestServer;
let browser: Browser;
let breeds: OptionsResponse['breeds'];
const suffix = Date.now().toString(36);

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  const admin = await server.loginAs('admin');
  breeds = (await admin.get<OptionsResponse>('/api/v4/getOptions')).body.breeds;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('employees at %s width', (name, viewport) => {
  it('creates a stylist, sets Tuesdays off and two breed restrictions, and shows them after a reload', async () => {
    const [first, second] = [breeds[0]!, breeds[1]!];
    const lastName = `Groomer${name}${suffix}`;
    const context = await newContext(browser, server.url, viewport);
    const p = await context.newPage();
    await signIn(p, DEMO.admin, DEMO_PASSWORD);

    // The list, with its filters; terminated employees hidden by default.
    await p.goto('/dashboard/employees');
    await p.locator('tr[data-employee-id]').first().waitFor();
    expect(await p.getByLabel('Show Terminated').isChecked()).toBe(false);
    await screenshot(p, `employees-list-${name}`);

    // Create a Stylist: email and user type are required.
    await p.getByRole('link', { name: 'Create New Employee' }).click();
    await p.waitForURL('**/dashboard/employees/new');
    const form = p.getByRole('form', { name: 'New Employee' });
    await form.getByRole('button', { name: 'Create Employee' }).click();
    await form.getByText('Please select a valid user type.').waitFor();
    await form.getByLabel('First Name').fill('Sasha');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email Address').fill(`sasha.${name}.${suffix}@example.com`);
    await form.getByLabel('Phone Number').fill('2145550134');
    await form.getByLabel('User Type').selectOption({ label: 'Stylist' });
    await screenshot(p, `employees-new-${name}`);
    await form.getByRole('button', { name: 'Create Employee' }).click();
    await p.waitForURL(/\/dashboard\/employees\/\d+\/overview$/);
    const employeeId = Number(/employees\/(\d+)\//.exec(p.url())![1]);
    await p.getByRole('heading', { name: `Sasha ${lastName}` }).waitFor();

    // Employee details: every day but Tuesday, 8 to 5, hired in March.
    await p.getByRole('button', { name: 'Update', exact: true }).click();
    const details = p.getByRole('form', { name: 'Edit Employee Details' });
    await details.getByLabel('Date Hired').fill('2024-03-01');
    await details.getByLabel('Work Day Start Time').fill('08:00');
    await details.getByLabel('Work Day End Time').fill('17:00');
    for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) await details.getByLabel(`Works ${day}`).check();
    await details.getByLabel('Works Tuesday').uncheck();
    await details.getByLabel('Emergency Contact Name').fill('Robin Doe');
    await details.getByLabel('Emergency Contact Phone').fill('2145550199');
    await screenshot(p, `employees-details-edit-${name}`);
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(p, 'Updated employee details');
    await p.getByTestId('work-days').filter({ hasText: 'Mon, Wed, Thu, Fri, Sat' }).waitFor();

    // Stylist information: the domain schema's message first, then two breed restrictions.
    await p.getByRole('link', { name: 'Stylist Information' }).click();
    await p.waitForURL(`**/dashboard/employees/${employeeId}/stylistInformation`);
    await p.getByRole('button', { name: 'Update', exact: true }).click();
    const stylist = p.getByRole('form', { name: 'Edit Stylist Information' });
    await stylist.getByLabel('Pets Per Day').fill('6');
    await stylist.getByLabel('Minutes Per Pet').fill('60');
    await stylist.getByLabel('Max Pet Weight').fill('2000');
    await stylist.getByLabel('Commission Rate').fill('47.5');
    await stylist.getByLabel('Services Cats').check();
    await stylist.getByRole('button', { name: 'Save', exact: true }).click();
    await stylist.getByText('Max pet weight must be a whole number from 1 to 1000 lbs.').waitFor();
    await stylist.getByLabel('Max Pet Weight').fill('80');
    for (const breed of [first, second]) {
      await stylist.getByPlaceholder('Search breeds').fill(breed.breed);
      await stylist.getByRole('checkbox', { name: breed.breed }).first().check();
    }
    await stylist.getByRole('button', { name: `Remove ${first.breed}` }).waitFor();
    await stylist.getByPlaceholder('Search breeds').fill('');
    await screenshot(p, `employees-stylist-edit-${name}`);
    await stylist.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(p, 'Updated stylist details');

    // Saved: after a reload both tabs show what was entered.
    await p.reload();
    const restrictions = p.getByTestId('breed-restrictions');
    await restrictions.filter({ hasText: first.breed }).waitFor();
    expect(await restrictions.textContent()).toContain(second.breed);
    const info = p.getByRole('region', { name: 'Stylist Information' });
    expect(await info.textContent()).toContain('80 lbs');
    expect(await info.textContent()).toContain('47.5%');
    await screenshot(p, `employees-stylist-${name}`);
    await p.getByRole('link', { name: 'Overview' }).click();
    await p.getByTestId('work-days').filter({ hasText: 'Mon, Wed, Thu, Fri, Sat' }).waitFor();
    expect(await p.getByTestId('work-days').textContent()).not.toContain('Tue');
    await screenshot(p, `employees-overview-${name}`);

    // Exceptions: the calendar modal for this employee.
    await p.getByRole('button', { name: 'Exceptions', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Schedule Exceptions' });
    await dialog.getByRole('button', { name: 'New Exception' }).waitFor();
    await screenshot(p, `employees-exceptions-${name}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Back on the list the new stylist is a row that opens the employee.
    await p.goto('/dashboard/employees');
    await p.getByLabel('Search', { exact: true }).fill(lastName);
    const row = p.locator(`tr[data-employee-id="${employeeId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Stylist');
    expect(await p.locator('tr[data-employee-id]').count()).toBe(1);
    await screenshot(p, `employees-list-filtered-${name}`);
    await row.click();
    await p.waitForURL(`**/dashboard/employees/${employeeId}/overview`);
    await context.close();
  });
});
