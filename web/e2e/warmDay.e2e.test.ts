import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { bookTodayForCasey, drivewayCast, type DrivewayCast } from './support/driveway';
import { savedDay } from './support/savedDay';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The stylist's phone opens its day warm: after one visit, a new page of the same phone paints the day
 * from what was saved on it (IndexedDB) while every request to the server is still held back, then
 * refreshes from the server; a session check answering 401 sends the page to /login at once, with no
 * appointment on screen and nothing of the day left on the phone; a session check answering before the
 * day page's code has run still leaves the saved day to paint; and a tab brought back from its history
 * with the network cut opens the day (docs/OFFLINE.md "A warm open", "A tab reopened with no signal").
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;
let appointmentId: number;
let phone: BrowserContext;

const DAY_READS = ['/api/v4/profile/getAppointmentsByEmployee', '/api/v4/appointments/getAll'];

const isServerRead = (url: URL) => url.pathname.startsWith('/api/') || url.pathname === '/csrfToken';

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

/**
 * A warm open where the session check answers before the day page's code has run (what a phone sees:
 * index.html preloads the check, the page's chunks are still being evaluated): the saved day is still
 * painted while the day's own reads are held back. Dropping the restored reads no screen showed yet, at
 * the session's answer, once threw the saved day away here and the list waited for the network.
 */
describe('a warm open of the stylist day whose session check answers first', () => {
  it("paints the saved day while the day's own reads are still held back", async () => {
    // A phone of its own: the one above is still signed in.
    const phone = await newContext(browser, server.url, PHONE);
    const first = await phone.newPage();
    await signIn(first, DEMO.stylist, DEMO_PASSWORD);
    await first.goto('/dashboard/schedule');
    await first.getByTestId('current-appointment').locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    await expect.poll(async () => (await savedDay(first))?.includes(`"ID":${appointmentId}`) ?? false, { timeout: 15_000 }).toBe(true);
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
    await phone.close();
  });
});

/**
 * The stylist's day reopens in a tab with no signal at all. A phone's browser that discarded a tab in
 * the background, or a tab reopened from the browser's recent tabs, loads the page again from its history
 * entry: Chromium then takes the page from its cache without asking the server (a history load), the
 * scripts are cached for good (hashed names), and the app paints the day it saved (docs/OFFLINE.md "A tab
 * reopened with no signal"). No service worker is involved (spec part 2 §1 unregisters them).
 */
describe('the stylist day reopened with the network cut, at phone width', () => {
  it('paints the saved day from the tab history and the saved copy, with the network cut', async () => {
    const phone = await newContext(browser, server.url, PHONE);
    const page = await phone.newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/schedule');
    const current = page.getByTestId('current-appointment');
    await current.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    // The day is saved on the phone (a moment after its answers arrive) before the tab goes.
    await expect.poll(async () => (await savedDay(page))?.includes(`"ID":${appointmentId}`) ?? false, { timeout: 15_000 }).toBe(true);
    // A marker on the running page: gone if the reopened page is a new load, not the same page kept in memory.
    await page.evaluate(() => ((window as { stillTheSamePage?: boolean }).stillTheSamePage = true));

    // The tab leaves the app (the phone's browser drops it), and the signal goes.
    await page.goto('about:blank');
    await phone.setOffline(true);

    // Reopened from its history entry.
    await page.goBack();
    await current.locator(`[data-appointment-id="${appointmentId}"]`).waitFor();
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage ?? false)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/dashboard/schedule');
    // The banner says why nothing new can come.
    await page.getByText('Not Connected', { exact: true }).first().waitFor();
    await screenshot(page, 'stylist-day-reopened-offline', { fullPage: false });
    await phone.close();
  });
});
