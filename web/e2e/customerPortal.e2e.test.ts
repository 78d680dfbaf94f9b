import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GetCustomersResponse } from '@pawroute/domain';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The customer portal: the demo customer signs in, sees only their own profile and pet
 * (Biscuit), accepts the policies in the first-visit modal and edits Biscuit's habits. Each viewport
 * runs on its own freshly seeded system, so each one meets the modal on a first visit.
 */
const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

function portalSuite(label: string, viewport: { width: number; height: number } | undefined) {
  describe(`customer portal (${label})`, () => {
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

    it('the customer sees only their own profile and pets, accepts the policies and edits the habits', async () => {
      const context = await newContext(browser, server.url, viewport);
      const p = await context.newPage();
      const shot = (name: string) => screenshot(p, `portal-${label}-${name}`);
      await signIn(p, DEMO.customer, DEMO_PASSWORD);
      await p.waitForURL(/\/dashboard\/profile\/\d+$/);
      const ownId = Number(new URL(p.url()).pathname.split('/').pop());
      await p.getByRole('heading', { name: 'Welcome Casey Carter' }).waitFor();

      // First visit: the policies modal; Submit only once ticked.
      const modal = p.getByRole('dialog');
      await modal.getByRole('heading', { name: 'Privacy Policy', exact: true }).waitFor();
      await modal.getByRole('heading', { name: 'Terms of Service', exact: true }).waitFor();
      expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await screenshot(p, `portal-${label}-policies`, { fullPage: false });
      await modal.getByLabel('I have read and accept the Privacy Policy and the Terms of Service.').check();
      await modal.getByRole('button', { name: 'Submit' }).click();
      await modal.getByRole('heading', { name: 'Thank you' }).waitFor();
      await modal.getByRole('button', { name: 'Done' }).click();
      await modal.waitFor({ state: 'detached' });
      await p.getByRole('button', { name: 'Policies ✓' }).waitFor();

      // Only their own pet.
      const cards = p.locator('.pet-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(1);
      const biscuit = cards.filter({ hasText: 'Biscuit' });
      expect(await biscuit.count()).toBe(1);
      expect(await p.getByText('Bella').count()).toBe(0);
      expect(await biscuit.getByRole('button', { name: 'Edit' }).count()).toBe(0);

      // Habits: the one thing a customer edits on a pet.
      const habits = `Likes belly rubs (${label})`;
      await biscuit.getByLabel('Habits').fill(habits);
      await biscuit.getByRole('button', { name: 'Save Notes' }).click();
      await toast(p, 'Successfully saved pet notes.');
      await shot('profile');
      if (viewport) expect(await overflow(p)).toBeLessThanOrEqual(0);

      // After a reload: the habits are kept and the policies are not asked again.
      await p.reload();
      await p.getByRole('heading', { name: 'Welcome Casey Carter' }).waitFor();
      await p.getByRole('button', { name: 'Policies ✓' }).waitFor();
      expect(await p.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => p.locator('.pet-card').filter({ hasText: 'Biscuit' }).getByLabel('Habits').inputValue()).toBe(habits);

      // Another customer's profile, information or the staff screens: back to their own.
      const office = await server.loginAs('office');
      const other = await office.get<GetCustomersResponse>('/api/v4/users/getCustomers', {
        query: { filtered: JSON.stringify([{ id: 'name', value: 'emma johnson' }]) },
      });
      const otherId = other.body.rows[0]!.ID;
      expect(otherId).not.toBe(ownId);
      await p.goto(`/dashboard/profile/${otherId}`);
      await p.waitForURL(`**/dashboard/profile/${ownId}`);
      await p.getByRole('heading', { name: 'Welcome Casey Carter' }).waitFor();
      await p.locator('.pet-card').first().waitFor();
      expect(await p.getByText('Bella').count()).toBe(0);
      await p.goto(`/dashboard/information/${otherId}`);
      await p.waitForURL(new RegExp(`/dashboard/information/${ownId}/addresses$`));
      await p.getByRole('heading', { name: 'My Information' }).waitFor();
      await shot('information');
      if (viewport) expect(await overflow(p)).toBeLessThanOrEqual(0);
      await p.goto(`/dashboard/customers/${otherId}`);
      await p.waitForURL((url) => !url.pathname.startsWith('/dashboard/customers'));

      // The server agrees: the customer list and another customer's user are refused.
      const status = await p.evaluate(async (id) => {
        const list = await fetch('/api/v4/users/getCustomers');
        const user = await fetch(`/api/v4/user/find?ID=${id}`);
        return [list.status, user.status];
      }, otherId);
      expect(status).toEqual([403, 403]);
      await context.close();
    });
  });
}

portalSuite('desktop', undefined);
portalSuite('phone', PHONE);
