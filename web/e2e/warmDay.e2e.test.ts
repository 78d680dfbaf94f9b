import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, signIn } from './support/browser';
import { bookTodayForCasey, drivewayCast, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The stylist's phone opens its day warm: after one visit, a new page of the same phone paints the day
 * from what was saved on it (IndexedDB) while every request to the server is still held back, then
 * refreshes from the server; and a session check answering 401 sends the page to /login at once, with no
 * appointment on screen and nothing of the day left on the phone.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;
let appointmentId: number;
let phone: BrowserContext;

const isServerRead = (url: URL) => url.pathname.startsWith('/api/') || url.pathname === '/csrfToken';

/** The saved day's text in the page's IndexedDB (null when there is none). */
const savedDay = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('pawroute-query-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(null);
          const read = db.transaction('cache', 'readonly').objectStore('cache').get('pawroute-day');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : null);
          read.onerror = () => reject(read.error);
        };
      }),
  );

/**
 * Holds every request to the server until `release`, then answers each with `answer` (the server's own
 * answer when not given). `held` lists what was asked; `answered` counts what has been let through.
 */
async function holdServer(page: Page, answer?: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const state = { answered: 0 };
  await page.route(isServerRead, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    state.answered += 1;
    await (answer ? answer(route) : route.continue());
  });
  return { held, state, release };
}

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

describe('a warm open of the stylist day, at phone width', () => {
  it('paints the saved day before any request to the server is answered, then refreshes it', async () => {
    const first = await phone.newPage();
    await signIn(first, DEMO.stylist, DEMO_PASSWORD);
    await first.goto('/dashboard/schedule');
    await first.getByTestId('current-appointment').locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    // The day is saved on the phone (written a moment after its answers arrive) before the next page opens.
    await expect.poll(async () => (await savedDay(first))?.includes(`"ID":${appointmentId}`) ?? false, { timeout: 15_000 }).toBe(true);
    await first.close();

    const page = await phone.newPage();
    const server = await holdServer(page);
    await page.goto('/dashboard/schedule', { waitUntil: 'commit' });
    const current = page.getByTestId('current-appointment');
    await current.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    // Painted while nothing has been answered: the session check itself is among the held requests.
    expect(server.state.answered).toBe(0);
    expect(server.held).toContain('/api/v4/entrance/check-session-user');
    // The shell too (its menu), from the saved session.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(server.held).toContain('/api/v4/appointments/getAll');

    const answered = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path);
    const sessionAnswered = answered('/api/v4/entrance/check-session-user');
    // The day refreshed from the server: its read, asked while held, is answered once released.
    const dayAnswered = answered('/api/v4/appointments/getAll');
    server.release();
    expect((await sessionAnswered).status()).toBe(200);
    expect((await dayAnswered).status()).toBe(200);
    await current.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/schedule');
    await expect.poll(async () => (await savedDay(page))?.includes(`"ID":${appointmentId}`) ?? false).toBe(true);
    await page.close();
  });

  it('goes to /login with no appointment shown, and forgets the saved day, when the session check answers 401', async () => {
    const page = await phone.newPage();
    // The session is gone on the server: every read answers 401.
    const server = await holdServer(page, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Not signed in' }) }),
    );
    await page.goto('/dashboard/schedule', { waitUntil: 'commit' });
    const current = page.getByTestId('current-appointment');
    // The saved day is painted first (the session is only a hint for painting) ...
    await current.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    server.release();
    // ... and the live check's 401 takes it away: the sign-in page, no appointment, nothing saved.
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').waitFor();
    expect(await page.locator('[data-appointment-id]').count()).toBe(0);
    await expect.poll(() => savedDay(page)).toBeNull();
    await page.close();
  });
});
