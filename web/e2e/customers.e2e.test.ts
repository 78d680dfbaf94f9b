import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

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

describe('customers', () => {
  it('office creates a customer; a second office tab sees it appear without reloading', async () => {
    const suffix = Date.now().toString(36);
    const email = `ada.${suffix}@example.com`;
    const lastName = `Lovelace${suffix}`;

    // Tab B: the customer list, filtered to the address about to be created, so it starts empty.
    const watcherContext = await newContext(browser, server.url);
    const watcher = await watcherContext.newPage();
    await signIn(watcher, DEMO.office, DEMO_PASSWORD);
    await watcher.goto('/dashboard/customers');
    await watcher.getByRole('heading', { name: 'Customers' }).waitFor();
    await watcher.getByLabel('Filter by email').fill(email);
    await watcher.getByText('No customers match these filters.').waitFor();
    // Marks this document: a reload would lose it.
    await watcher.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await screenshot(watcher, 'customers-list-filtered-empty');

    // Tab A: create the customer through the form.
    const creatorContext = await newContext(browser, server.url);
    const creator = await creatorContext.newPage();
    await signIn(creator, DEMO.office, DEMO_PASSWORD);
    await creator.goto('/dashboard/customers');
    await creator.getByRole('link', { name: 'Create New Customer' }).click();
    await creator.waitForURL('**/dashboard/customers/new');
    await creator.getByLabel('First name').fill('Ada');
    await creator.getByLabel('Last name').fill(lastName);
    await creator.getByLabel('Email').fill(email);
    await creator.getByLabel('Phone').fill('(214) 555-0142');
    await creator.getByLabel('Street address').fill('12 Analytical Way');
    await creator.getByLabel('City').fill('Dallas');
    expect(await creator.getByLabel('State').inputValue()).toBe('Texas');
    await creator.getByLabel('Zipcode').fill('75201');
    await creator.getByLabel('Mapsco').fill('123-A');
    await screenshot(creator, 'customer-new-filled');
    await creator.getByRole('button', { name: 'Create Customer' }).click();

    await creator.waitForURL(/\/dashboard\/customers\/\d+$/);
    const userId = Number(new URL(creator.url()).pathname.split('/').pop());
    expect(userId).toBeGreaterThan(0);
    await creator.getByText(`Created new user account for Ada ${lastName}`).waitFor();
    await creator.getByRole('heading', { name: `Ada ${lastName}` }).waitFor();
    await creator.getByText(email).first().waitFor();
    await screenshot(creator, 'customer-profile-after-create');

    // Tab B: the push brings the new row in, in the same document.
    const row = watcher.locator(`tr[data-customer-id="${userId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(lastName);
    expect(await watcher.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await screenshot(watcher, 'customers-list-after-push');

    // A row click opens the profile.
    await row.click();
    // The profile opens on its default tab (/overview) at once: the customer's address, with or without it.
    await watcher.waitForURL(new RegExp(`/dashboard/customers/${userId}(/[a-z]+)?$`));

    await watcherContext.close();
    await creatorContext.close();
  });

  it('refuses a second customer with the same email, in the words of the spec', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto('/dashboard/customers/new');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Last name').fill('Else');
    await page.getByLabel('Email').fill(DEMO.customer);
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByText('Email already in use by another account.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/customers/new');
    await screenshot(page, 'customer-new-email-in-use');
    await context.close();
  });

  it('refreshes a stale CSRF token once and the write goes through', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    let tokenFetches = 0;
    const createStatuses: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/csrfToken') tokenFetches += 1;
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v4/user/create') createStatuses.push(response.status());
    });
    const suffix = Date.now().toString(36);
    // Client-side navigation only: the app keeps its cached token between the two creates.
    const createThroughTheForm = async (lastName: string) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
      await page.getByRole('link', { name: 'Create New Customer' }).click();
      await page.getByLabel('First name').fill('Token');
      await page.getByLabel('Last name').fill(lastName);
      await page.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`);
      await page.getByRole('button', { name: 'Create Customer' }).click();
      await page.getByText(`Created new user account for Token ${lastName}`).waitFor();
      // The app goes on to the new profile after its toast: act once it is there, as a person would (on a
      // loaded machine the next clicks otherwise raced that navigation).
      await page.waitForURL(/\/dashboard\/customers\/\d+/);
      // The form's low Email field had toasts at the top; on the next page they are back at the bottom,
      // off the page header's 'Create New Customer' (a top toast there swallowed the next click).
      expect(await page.locator('[data-sonner-toaster]').first().getAttribute('data-y-position')).toBe('bottom');
    };

    await createThroughTheForm(`First${suffix}`);
    expect(tokenFetches).toBe(1);
    expect(createStatuses).toEqual([200]);
    // The server now expects another token for this session (as after a session change elsewhere).
    await server.services.db.query(
      `UPDATE sessions SET csrf_token = 'rotated-by-test'
        WHERE user_id = (SELECT id FROM users WHERE lower(email_address) = $1)`,
      [DEMO.office],
    );
    await createThroughTheForm(`Second${suffix}`);
    // One more fetch: the refetch after the server's 'Invalid CSRF token.', then the retried write.
    expect(tokenFetches).toBe(2);
    expect(createStatuses).toEqual([200, 403, 200]);
    await context.close();
  });

  it('pages, sorts by a header click and filters on the server', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto('/dashboard/customers');
    const rows = page.locator('tbody tr[data-customer-id]');
    await rows.first().waitFor();
    const names = () => page.locator('tbody tr[data-customer-id] td:first-child').allTextContents();

    // Page size 20 (part 1 §9); the demo data has more customers than that.
    expect(await rows.count()).toBe(20);
    const firstPage = await names();
    expect([...firstPage].sort((a, b) => a.localeCompare(b))).toEqual(firstPage);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+/).waitFor();
    await page.waitForFunction((first) => document.querySelector('tbody tr td')?.textContent !== first, firstPage[0]);
    expect(await names()).not.toContain(firstPage[0]);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(/^Page 1 of \d+/).waitFor();

    // A header click sorts on the server: name descending starts where ascending ended.
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]') !== null);
    await page.waitForFunction((first) => document.querySelector('tbody tr td')?.textContent !== first, firstPage[0]);
    const descending = await names();
    expect([...descending].sort((a, b) => b.localeCompare(a))).toEqual(descending);
    await screenshot(page, 'customers-sorted-descending');

    // A filter (debounced) narrows the list.
    await page.getByLabel('Filter by name').fill(firstPage[0]!.split(',')[0]!);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-customer-id]').length < 20);
    for (const name of await names()) expect(name).toContain(firstPage[0]!.split(',')[0]!);
    await context.close();
  });

  it('checks the form before sending it', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.goto('/dashboard/customers/new');
    await page.getByLabel('Zipcode').fill('7520');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByText('First name is required.').waitFor();
    await page.getByText('Please enter a valid zipcode.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/customers/new');
    await screenshot(page, 'customer-new-validation');
    await context.close();
  });
});
