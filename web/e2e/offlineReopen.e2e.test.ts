import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { bookTodayForCasey, drivewayCast, type DrivewayCast } from './support/driveway';
import { savedDay } from './support/savedDay';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The stylist's day reopens in a tab with no signal at all. A phone's browser that discarded a tab in
 * the background, or a tab reopened from the browser's recent tabs, loads the page again from its history
 * entry: Chromium then takes the page from its cache without asking the server (a history load), the
 * scripts are cached for good (hashed names), and the app paints the day it saved (docs/OFFLINE.md "A tab
 * reopened with no signal"). No service worker is involved (spec part 2 §1 unregisters them).
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;
let appointmentId: number;
let phone: BrowserContext;

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

describe('the stylist day reopened with the network cut, at phone width', () => {
  it('paints the saved day from the tab history and the saved copy, with the network cut', async () => {
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
    await phone.setOffline(false);
    await page.close();
  });
});
