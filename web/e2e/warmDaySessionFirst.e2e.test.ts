import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, signIn } from './support/browser';
import { bookTodayForCasey, drivewayCast, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * A warm open where the session check answers before the day page's code has run (what a phone sees:
 * index.html preloads the check, the page's chunks are still being evaluated): the saved day is still
 * painted while the day's own reads are held back. Dropping the restored reads no screen showed yet, at
 * the session's answer, once threw the saved day away here and the list waited for the network.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;
let appointmentId: number;
let phone: BrowserContext;

const DAY_READS = ['/api/v4/profile/getAppointmentsByEmployee', '/api/v4/appointments/getAll'];

/** Resolves once the saved day in the page's IndexedDB names the appointment. */
const dayIsSaved = (page: Page, id: number) =>
  page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('pawroute-query-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(false);
          const read = db.transaction('cache', 'readonly').objectStore('cache').get('pawroute-day');
          read.onsuccess = () => resolve(typeof read.result === 'string' && read.result.includes(`"ID":${id}`));
          read.onerror = () => resolve(false);
        };
      }),
    id,
  );

beforeAll(async () => {
  server = await startSystem({ config: { mapTileUrl: '' } });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  cast = await drivewayCast(server);
  appointmentId = await bookTodayForCasey(office, cast);
  phone = await newContext(browser, server.url, PHONE);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a warm open of the stylist day whose session check answers first', () => {
  it("paints the saved day while the day's own reads are still held back", async () => {
    const first = await phone.newPage();
    await signIn(first, DEMO.stylist, DEMO_PASSWORD);
    await first.goto('/dashboard/schedule');
    await first.getByTestId('current-appointment').locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    await expect.poll(() => dayIsSaved(first, appointmentId), { timeout: 15_000 }).toBe(true);
    const html = await (await first.request.get('/dashboard/schedule')).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!;
    await first.close();

    const page = await phone.newPage();
    // The app asks for the options once its session query has learned who is signed in (warmOnSignIn):
    // by then the restored reads no screen shows have been dropped.
    let sessionKnown!: () => void;
    const sessionDone = new Promise<void>((resolve) => (sessionKnown = resolve));
    let releaseReads!: () => void;
    const readsReleased = new Promise<void>((resolve) => (releaseReads = resolve));
    const heldReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v4/getOptions') sessionKnown();
    });
    // Every chunk but the entry waits for the app to know the session: the day page's code runs after it.
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && url.pathname !== entry,
      async (route) => {
        await sessionDone;
        await route.continue();
      },
    );
    // The day's own reads wait until the list has been seen.
    await page.route(
      (url) => DAY_READS.includes(url.pathname),
      async (route) => {
        heldReads.push(new URL(route.request().url()).pathname);
        await readsReleased;
        await route.continue();
      },
    );
    await page.goto('/dashboard/schedule', { waitUntil: 'commit' });
    await sessionDone;
    const current = page.getByTestId('current-appointment');
    await current.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    // Painted from the saved day: the day's reads were asked and none has been let through.
    expect(heldReads).toContain('/api/v4/profile/getAppointmentsByEmployee');
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v4/profile/getAppointmentsByEmployee');
    releaseReads();
    expect((await refreshed).status()).toBe(200);
    await current.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/schedule');
    await page.close();
  });
});
