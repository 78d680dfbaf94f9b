import { afterAll, beforeAll, describe, it } from 'vitest';
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
    // Pass the live socket through, keeping a handle to drop it from the test.
    await page.routeWebSocket(/\/api\/v4\/live$/, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    await signIn(page, DEMO.office, DEMO_PASSWORD);
    await page.waitForFunction(() => true);
    const banner = page.getByTestId('connection-banner');
    await waitUntil(() => sockets.length >= 1);
    // Let the app settle on its one socket (a remount right after sign-in may have replaced the first).
    await page.waitForTimeout(500);

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

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
