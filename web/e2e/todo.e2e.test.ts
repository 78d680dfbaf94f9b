import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { businessDateOf, nextTodoDate, type CreateUserResponse } from '@pawroute/domain';
import { DESKTOP, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * the todo list (part 1 §2, §4, §5): office adds a todo repeating every 14 days from a
 * profile (the spec's message when empty) and completes it with repeat; a second browser, never
 * reloaded, sees the old one go and the next one due in 14 days under View All, and not by default.
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
const us = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

async function signedIn(who: 'office' | 'admin'): Promise<Page> {
  const context = await newContext(browser, server.url, DESKTOP);
  const p = await context.newPage();
  await signIn(p, DEMO[who], DEMO_PASSWORD);
  return p;
}

describe('todo list', () => {
  it('a todo repeating every 14 days is completed with repeat; the next shows live in another browser under View All only', async () => {
    const office = await server.loginAs('office');
    const created = await office.post<CreateUserResponse>('/api/v4/user/create', {
      firstName: 'Tod', lastName: `Repeat${suffix}`, emailAddress: `tod.${suffix}@example.com`,
    });
    expect(created.status).toBe(200);
    const note = `Call about the deluxe package ${suffix}`;
    const today = businessDateOf(new Date());
    const next = nextTodoDate(today, 14);

    // Office: New Todo Item from the profile.
    const p = await signedIn('office');
    await p.goto(`/dashboard/customers/${created.body.userId}/overview`);
    await p.getByRole('button', { name: 'New Todo Item' }).click();
    const dialog = p.getByRole('dialog', { name: 'New Todo Item' });
    await dialog.getByRole('button', { name: 'Create Todo Item' }).click();
    await dialog.getByText('Todo is a required field').waitFor();
    await dialog.getByLabel('Todo', { exact: true }).fill(note);
    await dialog.getByLabel('Due Date').fill(today);
    await dialog.getByLabel('Repeat In Days').fill('14');
    await screenshot(p, 'todo-new');
    await dialog.getByRole('button', { name: 'Create Todo Item' }).click();
    await toast(p, 'Created todo item');

    // A second browser, open on the list with View All on: today's item.
    const b = await signedIn('admin');
    await b.goto('/dashboard/todoList');
    const rows = b.locator('tr[data-todo-id]').filter({ hasText: note });
    await rows.first().waitFor();
    await b.getByLabel('View All').check();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(us(today));
    expect(await rows.first().textContent()).toContain(`Repeat${suffix}`);

    // Office completes it with repeat: the modal presets today + 14 days.
    await p.goto('/dashboard/todoList');
    const officeRow = p.locator('tr[data-todo-id]').filter({ hasText: note });
    await officeRow.getByRole('button', { name: `Complete: ${note}` }).click();
    const repeat = p.getByRole('dialog', { name: 'Repeating Todo Item' });
    await expect.poll(() => repeat.getByLabel('Next Due Date').inputValue()).toBe(next);
    await repeat.getByRole('button', { name: 'Complete without Repeat' }).waitFor();
    await screenshot(p, 'todo-repeat');
    await repeat.getByRole('button', { name: 'Complete', exact: true }).click();
    await toast(p, 'Completed todo item');
    // Office's default view: the next one is due after today, so hidden.
    await expect.poll(() => officeRow.count()).toBe(0);

    // The second browser, without reload: one item, due in 14 days.
    await expect.poll(async () => (rows.count().then(async (n) => (n === 1 ? await rows.first().textContent() : `${n} rows`)))).toContain(us(next));
    await screenshot(b, 'todo-view-all');
    // The default view hides it.
    await b.getByLabel('View All').uncheck();
    await expect.poll(() => rows.count()).toBe(0);
    await b.getByLabel('View All').check();
    await expect.poll(() => rows.count()).toBe(1);
    // The customer information modal from the row.
    await rows.first().getByRole('button', { name: `Customer information: Tod Repeat${suffix}` }).click();
    const info = b.getByRole('dialog', { name: `Tod Repeat${suffix}` });
    await info.getByRole('navigation', { name: 'Customer information sections' }).waitFor();
    await screenshot(b, 'todo-customer-info');
    await b.keyboard.press('Escape');
    await expect.poll(() => info.isVisible()).toBe(false);
    await p.context().close();
    await b.context().close();
  });
});
