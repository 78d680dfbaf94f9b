import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
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

describe('System page during a rebuild', () => {
  it('shows how much of the history a rebuilding read model has read, at both widths', async () => {
    const db = server.database.database;
    await server.server.runner?.stop();
    // As a rebuild pass records it: half the store's events read.
    const { rows: middle } = await db.query<{ position: string }>(
      `SELECT tx_id::text || '/' || position::text AS position FROM public.events ORDER BY position
        OFFSET (SELECT count(*) / 2 FROM public.events) LIMIT 1`,
    );
    await db.query(
      `UPDATE projection_checkpoints SET status = 'rebuilding', rebuild_version = version + 1, rebuild_checkpoint = $1 WHERE name = 'customers'`,
      [middle[0]!.position],
    );
    for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/dashboard/system');
      const item = page.locator('[data-projector="customers"]');
      await item.getByText('Rebuilding').waitFor();
      const bar = item.getByRole('progressbar', { name: 'customers rebuild progress' });
      await bar.waitFor();
      const value = Number(await bar.getAttribute('value'));
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(1);
      await item.getByText(/\d+% of the history rebuilt/).waitFor();
      await screenshot(page, `system-rebuild-progress-${label}`);
      await context.close();
    }
  });
});
