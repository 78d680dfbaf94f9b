import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OptionsResponse } from '@pawroute/domain';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * staff journey (part 2 §2.1, §2.4, §3, §5.3, §5.7): the administrator opens the list, creates
 * a Stylist with a login, edits the employee details (Tuesdays off), saves stylist information with two
 * breed restrictions (after the domain schema's message for a too-heavy max weight), finds it all saved
 * after a reload, then in the Exceptions calendar adds a recurring exception (every other Friday, all
 * day) by selecting a day, sees it in the agenda, edits and deletes it. The new stylist opens the
 * set-password link mailed at creation (read from the development outbox), chooses a password and
 * signs in with it. Desktop and phone width.
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
    const email = `sasha.${name}.${suffix}@example.com`;
    await form.getByLabel('Email Address').fill(email);
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

    // Exceptions: the calendar modal for this employee, the agenda of the current month, 500 px high.
    await p.getByRole('button', { name: 'Exceptions', exact: true }).click();
    await addEditDeleteEveryOtherFriday(p, `Class ${name} ${suffix}`, name);
    await p.getByRole('dialog', { name: 'Schedule Exceptions' }).getByRole('button', { name: 'Close' }).click();

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

    // The new stylist's login: the link mailed at creation sets a password, then it signs in.
    await setPasswordAndSignIn(email, name);
  });
});

/** The last Friday of the current month (the calendar opens on the browser's current month). */
function lastFridayOfThisMonth(): string {
  const now = new Date();
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 0));
  while (last.getUTCDay() !== 5) last.setUTCDate(last.getUTCDate() - 1);
  return last.toISOString().slice(0, 10);
}

const daysBetween = (a: string, b: string) => (new Date(`${b}T00:00:00Z`).getTime() - new Date(`${a}T00:00:00Z`).getTime()) / 86_400_000;

async function addEditDeleteEveryOtherFriday(p: Page, title: string, name: string) {
  const dialog = p.getByRole('dialog', { name: 'Schedule Exceptions' });
  await dialog.locator('.fc-list').waitFor();
  const height = await dialog.locator('.fc').first().evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.round(height)).toBe(500);

  // Create by selecting a day in the month grid.
  const friday = lastFridayOfThisMonth();
  await dialog.getByRole('button', { name: 'Month', exact: true }).click();
  await dialog.locator(`td.fc-daygrid-day[data-date="${friday}"]`).click();
  const form = p.getByRole('dialog', { name: 'New Exception' });
  await form.getByLabel('Title').waitFor();
  expect(await form.getByLabel('Start date').inputValue()).toBe(friday);
  expect(await form.getByLabel('All day').isChecked()).toBe(true);
  await form.getByRole('button', { name: 'Create' }).click();
  await form.getByText('Title is required').waitFor(); // part 2 §5.7, word for word
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Repeats').check();
  await form.getByLabel('Frequency').selectOption('WEEKLY');
  await form.getByLabel('Every').fill('2');
  expect(await form.getByLabel('Fri').isChecked()).toBe(true);
  await screenshot(p, `exceptions-form-${name}`, { fullPage: false });
  await form.getByRole('button', { name: 'Create' }).click();
  await toast(p, 'Created exception');

  // The agenda lists it, all day; the next month's Fridays are 14 days apart, counted from this one.
  const agenda = p.getByRole('dialog', { name: 'Schedule Exceptions' });
  await agenda.getByRole('button', { name: 'Agenda', exact: true }).click();
  const rows = () => agenda.locator('.fc-list-event').filter({ hasText: title });
  await rows().first().waitFor();
  expect(await agenda.locator('.fc-list-event-time').filter({ hasText: /all-day/i }).count()).toBeGreaterThan(0);
  await screenshot(p, `exceptions-agenda-${name}`, { fullPage: false });
  await agenda.getByRole('button', { name: 'Next month' }).click();
  await rows().first().waitFor();
  const dates = (await agenda.locator('.fc-list-day').evaluateAll((days) => days.map((d) => d.getAttribute('data-date')))) as string[];
  expect(dates.length).toBeGreaterThanOrEqual(2);
  expect(dates.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 5)).toBe(true);
  expect(daysBetween(dates[0]!, dates[1]!)).toBe(14);
  expect(daysBetween(friday, dates[0]!) % 14).toBe(0);
  await agenda.getByRole('button', { name: 'Previous month' }).click();

  // Edit: the recurring flag is fixed once created; the title changes.
  await rows().first().locator('.fc-list-event-title').click();
  const edit = p.getByRole('dialog', { name: 'Edit Exception' });
  expect(await edit.getByLabel('Repeats').isDisabled()).toBe(true);
  await edit.getByLabel('Title').fill(`${title} edited`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await toast(p, 'Updated exception');
  const edited = () => agenda.locator('.fc-list-event').filter({ hasText: `${title} edited` });
  await edited().first().waitFor();

  // Delete it: gone from the agenda.
  await edited().first().locator('.fc-list-event-title').click();
  await p.getByRole('dialog', { name: 'Edit Exception' }).getByRole('button', { name: 'Delete' }).click();
  await toast(p, 'Deleted exception');
  await agenda.locator('.fc-list').waitFor();
  await expect.poll(() => agenda.locator('.fc-list-event').filter({ hasText: title }).count()).toBe(0);
}

/** The set-password link mailed to `to`, as a path on this server, read from the development outbox. */
async function linkMailedTo(to: string): Promise<string> {
  const admin = await server.loginAs('admin');
  const { body } = await admin.get<{ messages: { to: string; text: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } });
  const mail = body.messages.find((m) => m.to === to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const link = new URL(/https?:\/\/\S+\/password\/reset\?token=\S+/.exec(mail!.text)![0]);
  return `${link.pathname}${link.search}`;
}

async function setPasswordAndSignIn(email: string, name: string) {
  const password = `groom-${suffix}-pass`;
  const context = await newContext(browser, server.url, name === 'phone' ? PHONE : DESKTOP);
  const p = await context.newPage();
  await p.goto(await linkMailedTo(email));
  await p.getByRole('heading', { name: 'Choose a password' }).waitFor();
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('New password', { exact: true }).fill(password);
  await p.getByLabel('Confirm new password').fill(password);
  await screenshot(p, `employees-set-password-${name}`);
  await p.getByRole('button', { name: 'Save password and sign in' }).click();
  await p.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  await context.clearCookies();

  // And from now on with the login form: a stylist lands on the schedule (part 2 §2.2).
  await signIn(p, email, password);
  await p.waitForURL('**/dashboard/schedule');
  // The stylist's day: today's date in its header, and none of the office's counts (clutter on a stylist's day).
  await p.getByText(/^Today, ./).first().waitFor();
  expect(await p.getByRole('list', { name: 'Today at a glance' }).count()).toBe(0);
  await screenshot(p, `employees-stylist-signed-in-${name}`);
  await context.close();
}
