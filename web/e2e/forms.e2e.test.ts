import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Cookie, Page } from 'playwright-core';
import { STALE_EDIT_MESSAGE } from '@pawroute/domain';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * forms: the unsaved-changes prompt, Back keeping a list's filter, a pasted card number,
 * a concurrent edit refused with a reload offer, and a modal that traps focus and gives it back;
 * each at 1280 and at 390 px wide.
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

async function newCustomer(firstName: string): Promise<{ userId: number; lastName: string }> {
  const office = await server.loginAs('office');
  const lastName = `Forms${randomUUID().slice(0, 6)}`;
  const created = await office.post<{ userId: number }>('/api/v4/user/create', {
    firstName,
    lastName,
    emailAddress: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(created.status).toBe(200);
  return { userId: created.body.userId, lastName };
}

/**
 * The office signs in through the form once per width; the width's other pages start in a fresh context
 * of their own (nothing kept but the session cookie), as a person who is still signed in. Every caller opens
 * a screen first.
 */
const officeCookies = new Map<number, Promise<Cookie[]>>();

async function officePage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  const signedIn = officeCookies.get(viewport.width);
  if (signedIn) {
    await context.addCookies(await signedIn);
    return page;
  }
  const cookies = signIn(page, DEMO.office, DEMO_PASSWORD).then(() => context.cookies());
  officeCookies.set(viewport.width, cookies);
  // A failed sign-in is that test's failure; the next test signs in again.
  cookies.catch(() => officeCookies.delete(viewport.width));
  await cookies;
  return page;
}

const detailsForm = (page: Page) => page.getByRole('form', { name: 'Edit Customer Details' });
const onProfile = (userId: number) => (url: URL) => url.pathname.startsWith(`/dashboard/customers/${userId}`);

/** From the customer list, filtered to her, to her profile: in-app navigation, as a person would. */
async function openFromList(page: Page, userId: number, lastName: string) {
  await page.goto(`/dashboard/customers?name=${encodeURIComponent(lastName)}`);
  await page.locator(`tr[data-customer-id="${userId}"]`).getByRole('link').click();
  await page.waitForURL(onProfile(userId));
}

/** Opens the customer's details in edit mode (reached from the list, so Back is an in-app navigation). */
async function editDetails(page: Page, userId: number, lastName: string) {
  await openFromList(page, userId, lastName);
  await page.getByRole('region', { name: 'Customer Details' }).getByRole('button', { name: 'Edit', exact: true }).click();
  await detailsForm(page).waitFor();
}

/** Whether the focused element is inside the open modal dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

for (const [width, viewport] of [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const) {
  // Concurrent: every test makes its own customer and opens its own context (the one sign-in is shared by
  // its cookie), and a page's time is mostly waiting on the server; side by side those waits overlap.
  describe.concurrent(`forms at ${width} px`, () => {
    it('leaving an edited form asks first; Stay keeps the edit, Leave goes', async ({ expect }) => {
      const { userId, lastName } = await newCustomer('Unsaved');
      const page = await officePage(viewport);
      await editDetails(page, userId, lastName);
      const firstName = detailsForm(page).getByLabel('First name');
      await firstName.fill('Changed');

      await page.goBack();
      const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
      await prompt.waitFor();
      await screenshot(page, `forms-unsaved-prompt-${width}`);
      await prompt.getByRole('button', { name: 'Stay on this Page' }).click();
      await prompt.waitFor({ state: 'hidden' });
      expect(onProfile(userId)(new URL(page.url()))).toBe(true);
      expect(await firstName.inputValue()).toBe('Changed');

      // Leaving the app (reload, another address) gets the browser's own prompt.
      const browserPrompt = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        }),
      );
      await page.evaluate(() => window.location.reload());
      expect(await browserPrompt).toBe('beforeunload');
      expect(await firstName.inputValue()).toBe('Changed');

      await page.goBack();
      await prompt.getByRole('button', { name: 'Leave without Saving' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/customers');

      // Nothing to lose, nothing asked: an untouched edit form leaves at once.
      await editDetails(page, userId, lastName);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard/customers');
      await page.context().close();
    });

    it('the estimate wizard asks too', async ({ expect }) => {
      const page = await officePage(viewport);
      await page.goto('/dashboard/appointments');
      await page.locator('a.button--primary', { hasText: 'New Estimate' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/estimate');
      const newCustomerChoice = page.getByRole('radio', { name: /new customer/i });
      await newCustomerChoice.check();
      await page.getByLabel('First name').first().fill('Wizard');
      await page.goBack();
      const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
      await prompt.waitFor();
      await prompt.getByRole('button', { name: 'Leave without Saving' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/appointments');
      await page.context().close();
    });

    it('the estimate offers every saved address of the customer, not only the primary', async ({ expect }) => {
      const { userId, lastName } = await newCustomer('Addresses');
      const office = await server.loginAs('office');
      for (const [address, isPrimary] of [['400 Elm St', true], ['77 Lake Dr', false]] as const) {
        const created = await office.post('/api/v4/addresses/create', { userId, address, city: 'Plano', zipcode: '75023', mapsco: '123-A', isPrimary });
        expect(created.status).toBe(200);
      }
      const page = await officePage(viewport);
      await page.goto(`/dashboard/estimate/user/${userId}/info`);
      await page.getByTestId('estimate-customer').getByText(lastName).waitFor();
      const choices = page.getByRole('radiogroup', { name: 'Address' });
      await choices.getByText('400 Elm St', { exact: false }).first().waitFor();
      const other = choices.getByRole('radio', { name: /77 Lake Dr/ });
      await other.check();
      expect(await other.isChecked()).toBe(true);
      await screenshot(page, `forms-estimate-addresses-${width}`);
      await page.context().close();
    });

    it('Back from a row returns to the list with its filter', async ({ expect }) => {
      const { userId, lastName } = await newCustomer('Filtered');
      const page = await officePage(viewport);
      await page.goto('/dashboard/customers');
      await page.getByLabel('Filter by name').fill(lastName);
      await page.waitForURL((url) => url.searchParams.get('name') === lastName);
      const row = page.locator(`tr[data-customer-id="${userId}"]`);
      await row.waitFor();
      await row.getByRole('link').click();
      await page.waitForURL(onProfile(userId));

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard/customers' && url.searchParams.get('name') === lastName);
      expect(await page.getByLabel('Filter by name').inputValue()).toBe(lastName);
      await row.waitFor();
      // The filtered answer may land a moment after the row shows (the first page held it too).
      await expect.poll(() => page.locator('tbody tr[data-customer-id]').count()).toBe(1);
      await screenshot(page, `forms-back-keeps-filter-${width}`);
      await page.context().close();
    });

    it('a pasted card number with spaces or dashes keeps all its digits', async ({ expect }) => {
      const { userId } = await newCustomer('Pasted');
      const page = await officePage(viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`/dashboard/customers/${userId}/creditCards`);
      await page.getByRole('region', { name: 'Credit Cards', exact: true }).getByRole('button', { name: 'Add Card' }).click();
      const number = page.getByRole('dialog').getByRole('textbox', { name: 'Card Number', exact: true });
      for (const pasted of ['4111 1111 1111 1111', '4111-1111-1111-1111']) {
        await number.fill('');
        await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
        await number.focus();
        await page.keyboard.press('ControlOrMeta+V');
        expect(await number.inputValue()).toBe('4111111111111111');
      }
      // Typed with spaces, as read off the card, it keeps them out too.
      await number.fill('');
      await number.pressSequentially('5555 5555 5555 4444');
      expect(await number.inputValue()).toBe('5555555555554444');
      await screenshot(page, `forms-pasted-card-${width}`);
      await page.context().close();
    });

    it('a second save over someone else’s change is refused with the reason and a Reload', async ({ expect }) => {
      const { userId, lastName } = await newCustomer('Shared');
      const first = await officePage(viewport);
      const second = await officePage(viewport);
      await editDetails(first, userId, lastName);
      await editDetails(second, userId, lastName);

      await detailsForm(first).getByLabel('First name').fill('FirstWins');
      await detailsForm(first).getByRole('button', { name: 'Save' }).click();
      await first.getByRole('region', { name: 'Customer Details' }).getByText('FirstWins').waitFor();

      await detailsForm(second).getByLabel('First name').fill('SecondLoses');
      await detailsForm(second).getByRole('button', { name: 'Save' }).click();
      const notice = detailsForm(second).getByRole('alert').filter({ hasText: STALE_EDIT_MESSAGE });
      await notice.waitFor();
      await screenshot(second, `forms-stale-edit-${width}`);
      await notice.getByRole('button', { name: 'Reload' }).click();
      const details = second.getByRole('region', { name: 'Customer Details' });
      await details.getByText('FirstWins').waitFor();
      expect(await details.getByText('SecondLoses').count()).toBe(0);
      // Reloaded, the second person's edit now goes through.
      await details.getByRole('button', { name: 'Edit', exact: true }).click();
      await detailsForm(second).getByLabel('Middle name').fill('Second');
      await detailsForm(second).getByRole('button', { name: 'Save' }).click();
      await details.getByText('FirstWins Second').waitFor();
      await first.context().close();
      await second.context().close();
    });

    it('a modal keeps focus inside and gives it back on close', async ({ expect }) => {
      const { userId, lastName: familyName } = await newCustomer('Focus');
      const page = await officePage(viewport);
      await page.goto(`/dashboard/customers/${userId}/creditCards`);
      const opener = page.getByRole('region', { name: 'Credit Cards', exact: true }).getByRole('button', { name: 'Add Card' });
      await opener.click();
      await page.getByRole('dialog', { name: 'Add Credit Card' }).waitFor();
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await focusInDialog(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      // The shared ModalDialog (here the unsaved-changes prompt) does the same.
      await editDetails(page, userId, familyName);
      const lastName = detailsForm(page).getByLabel('Last name');
      await lastName.fill('Trapped');
      await page.goBack();
      const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
      await prompt.waitFor();
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'hidden' });
      expect(await lastName.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.context().close();
    });
  });
}
