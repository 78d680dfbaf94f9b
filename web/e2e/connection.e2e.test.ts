import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, WebSocketRoute } from 'playwright-core';
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

describe('connection banners (part 2 §2.7)', () => {
  it('shows the browser going offline and coming back', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    const banner = page.getByTestId('connection-banner');

    await context.setOffline(true);
    await banner.getByText('Not Connected').waitFor();
    await screenshot(page, 'banner-not-connected');
    await context.setOffline(false);
    await banner.getByText(/^(Reconnected|Connection to Server Reestablished)$/).waitFor();
    // The 'back again' banners go away by themselves (3 seconds).
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the server connection dropping and coming back', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const sockets: WebSocketRoute[] = [];
    let greeted = 0;
    // Pass the live socket through, keeping a handle to drop it from the test, and counting the server's hellos.
    await page.routeWebSocket(/\/api\/v4\/live$/, (ws) => {
      const upstream = ws.connectToServer();
      upstream.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"hello"')) greeted += 1;
        ws.send(message);
      });
      sockets.push(ws);
    });
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    const banner = page.getByTestId('connection-banner');
    // The server has greeted a socket of this page: the push is up.
    await waitUntil(() => greeted >= 1);

    // Drop every socket the page opened so far: whichever is the live one goes down.
    for (const ws of sockets) await ws.close({ code: 1012, reason: 'test drops the connection' }).catch(() => undefined);
    await banner.getByText('Connection to Server Lost').waitFor();
    await screenshot(page, 'banner-connection-lost');
    await banner.getByText('Connection to Server Reestablished').waitFor();
    await screenshot(page, 'banner-connection-reestablished');
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('service workers (part 2 §1)', () => {
  it('the app unregisters a service worker that an earlier version left behind', async () => {
    const context = await newContext(browser, server.url);
    // A worker script of "an earlier version", served at our origin.
    await context.route('**/legacy-sw.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: "self.addEventListener('fetch', () => undefined);" }),
    );
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/legacy-sw.js');
    });
    const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    expect(await registrations()).toBe(1);
    await page.reload();
    await expect.poll(registrations, { timeout: 10_000 }).toBe(0);
    await context.close();
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
