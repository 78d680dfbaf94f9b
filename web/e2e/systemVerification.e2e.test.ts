import { afterAll, beforeAll, describe, it } from 'vitest';
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

describe('System page: verification against the event log', () => {
  it("starts a verification with its button, and shows a read model edited by hand as differing, with the table and key", async () => {
    const db = server.database.database;
    await server.settle();
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM pets ORDER BY id LIMIT 1`);
    await db.query(`UPDATE pets SET pet_name = 'Tampered' WHERE id = $1`, [rows[0]!.id]);
    for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/dashboard/system');
      if (label === 'desktop') {
        await page.getByText('No verification has run yet.').waitFor();
        await page.getByRole('button', { name: 'Verify now' }).click();
      }
      // The page refreshes every few seconds; the run takes a few more.
      const item = page.locator('[data-projector="pets"]');
      await item.getByText('Differs from the log').waitFor({ timeout: 120_000 });
      await item.getByText(/Table pets: 2 differing row\(s\), first \{"id":\d+\}/).waitFor();
      await page.getByText(/read models differ from the event log/).waitFor();
      await page.getByText(/Last run .*: differs: pets\./).waitFor({ timeout: 120_000 });
      await screenshot(page, `system-verification-${label}`);
      await context.close();
    }
  });
});
