import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The machine's Chromium (/usr/bin/chromium), headless, no sandbox (we run as root in CI). */
export const CHROMIUM_PATH = process.env.PAWROUTE_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** A full-page screenshot in web/e2e/screenshots/ (git-ignored), for a person to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/** Sign in through the login form, as a person would, and wait to leave /login. */
export async function signIn(page: Page, emailAddress: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(emailAddress);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
}

/**
 * The office books a saved estimate: from its confirmation page, 'Save/Create and Schedule Appointment'
 * opens the schedule's booking panel, turned to `date` ('YYYY-MM-DD'). Answers the panel ('Open slots').
 */
export async function openBookingPanel(page: Page, estimate: { estimateId: number; userId: number }, date: string) {
  await page.goto(`/dashboard/estimate/${estimate.estimateId}/user/${estimate.userId}/confirmation`);
  await page.getByRole('button', { name: 'Save/Create and Schedule Appointment' }).click();
  await page.waitForURL('**/dashboard/appointments**');
  const booking = page.getByRole('region', { name: 'Open slots' });
  await booking.waitFor();
  await page.getByLabel('Pick a day').fill(date);
  return booking;
}
