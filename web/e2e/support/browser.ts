import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium, headless, no sandbox (we run as root in CI). Its old headless shell
 * (chromium-headless-shell, the build playwright itself runs headless) when installed: the full browser's
 * headless mode also runs the browser's own UI pages, which cost as much CPU as the pages under test (about
 * a quarter of the browser pass's time on two cores).
 */
export const CHROMIUM_PATH =
  process.env.PAWROUTE_CHROMIUM ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

let running: Promise<Browser> | null = null;
let liveBrowser: Browser | null = null;

async function sharedChromium(): Promise<Browser> {
  const browser = running ? await running.catch(() => null) : null;
  if (browser?.isConnected()) return browser;
  running = chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  liveBrowser = await running;
  return liveBrowser;
}

/** Every page open in the shared Chromium (for a failed test's snapshot, failureSnapshot.ts). */
export function openPages(): Page[] {
  return liveBrowser?.isConnected() ? liveBrowser.contexts().flatMap((context) => context.pages()) : [];
}

/**
 * A test file's browser. The files of a pass share one worker (vitest's isolate: false), so they share one
 * Chromium too, started by the first: each file's handle makes its own contexts (cookies, storage and cache
 * of their own, as a new browser's) and its close() closes those, not the Chromium the next file uses.
 * Playwright stops the Chromium when the worker exits.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = await sharedChromium();
  const mine = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    mine.add(context);
    context.once('close', () => mine.delete(context));
    return context;
  };
  const handle: Partial<Browser> = {
    newContext: async (options) => track(await shared.newContext(options)),
    newPage: async (options) => (await handle.newContext!(options)).newPage(),
    contexts: () => [...mine],
    close: async () => {
      await Promise.all([...mine].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(shared, {
    get(target, key) {
      if (key in handle) return handle[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
