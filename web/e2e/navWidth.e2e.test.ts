import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/** polish: at 1280 px the administrator's menu was cut ("Outstanding Ba…"); every link now shows whole. */
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

describe('the administrator menu at 1280 px', () => {
  it('shows every link whole, inside the window', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Outstanding Balances' }).waitFor();
    const cut = await nav.evaluate((el) => {
      const out: string[] = [];
      if (el.scrollWidth > el.clientWidth + 1) out.push(`nav scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
      for (const a of el.querySelectorAll('a')) {
        const r = a.getBoundingClientRect();
        if (r.left < 0 || r.right > window.innerWidth || a.scrollWidth > a.clientWidth + 1) out.push(a.textContent ?? '');
      }
      return out;
    });
    expect(cut).toEqual([]);
    expect(await nav.getByRole('link').count()).toBeGreaterThan(10);
    await screenshot(page, 'admin-nav-1280', { fullPage: false });
    await context.close();
  });
});
