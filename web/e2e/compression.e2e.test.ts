import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser, newContext, PHONE, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * what the browser downloads is compressed (brotli when it asks for it, else gzip): the built
 * code (precompressed at build time, cached for a year) and the API's JSON; the HTML is never cached,
 * so a new build reaches the phone on its next load.
 */
let server: RunningTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The encoding the server chose must be one the browser offered, and a real one. */
async function expectCompressed(response: Response): Promise<string> {
  const asked = (await response.request().allHeaders())['accept-encoding'] ?? '';
  const encoding = (await response.allHeaders())['content-encoding'] ?? '';
  expect(['br', 'gzip']).toContain(encoding);
  expect(asked).toContain(encoding);
  return encoding;
}

describe('compression and caching', () => {
  it('sends code and JSON compressed, code cached for good, the HTML never cached', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    // The options list is in every session's first requests and well above the 1 KB threshold.
    const json = await page.evaluate(async () => {
      const r = await fetch('/api/v4/getOptions', { credentials: 'same-origin' });
      return { status: r.status, length: (await r.text()).length };
    });
    expect(json.status).toBe(200);
    expect(json.length).toBeGreaterThan(1024);

    const options = responses.find((r) => new URL(r.url()).pathname === '/api/v4/getOptions');
    expect(options).toBeDefined();
    expect((await options!.allHeaders())['content-type']).toContain('application/json');
    await expectCompressed(options!);

    const scripts = responses.filter((r) => /\/assets\/index-[^/]+\.js$/.test(r.url()) && r.status() === 200);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      await expectCompressed(script);
      expect((await script.allHeaders())['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    const html = await page.goto('/dashboard');
    expect(html!.status()).toBe(200);
    expect((await html!.allHeaders())['content-type']).toContain('text/html');
    expect((await html!.allHeaders())['cache-control']).toBe('no-cache');
    await context.close();
  });
});
