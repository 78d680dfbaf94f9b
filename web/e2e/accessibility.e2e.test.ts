import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { DEFAULT_PERMISSIONS, type BuiltInUserType, type Permission } from '@pawroute/domain';
import { accessHeld, screenLink, SCREENS, type Screen, type ScreenName } from '../src/app/screens';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { bookTodayForCasey, drivewayCast, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * done-when: an axe-core scan of every route of the screens table (web/src/app/screens.ts)
 * and the public pages, each as a demo user who may open it, at 1280 and 390 px, with no serious or
 * critical violation. The same walk keeps the console quiet: no console error and no 4xx/5xx answer on
 * a normal page (the sign-in page's session check, a picture nobody has uploaded yet).
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js', { paths: [new URL('../', import.meta.url).pathname] });

type DemoUser = 'admin' | 'office' | 'stylist' | 'customer';
const TYPE_OF: Record<DemoUser, BuiltInUserType> = { admin: 'Administrator', office: 'Office', stylist: 'Stylist', customer: 'Customer' };
const EMAIL: Record<DemoUser, string> = { admin: DEMO.admin, office: DEMO.office, stylist: DEMO.stylist, customer: DEMO.customer };

/** Who opens a screen: the customer for the portal's links, else the first staff type whose defaults hold its access. */
function userFor(screen: Screen): DemoUser {
  if (screen.nav === 'customer') return 'customer';
  const staff: DemoUser[] = ['office', 'stylist', 'admin'];
  return staff.find((u) => accessHeld((p: Permission) => DEFAULT_PERMISSIONS[TYPE_OF[u]].includes(p), screen.access)) ?? 'admin';
}

const PUBLIC_PAGES = ['/login', '/sign-up', '/password/forgot', '/privacyPolicy', '/termsOfService'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** axe-core in the page: the serious and critical violations (WCAG A/AA and best practices). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, html: n.html.slice(0, 160) })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Console errors and failed answers of a page, gathered from when it is opened. */
function noiseOf(page: Page) {
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') noise.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => noise.push(`page error: ${error.message}`));
  page.on('response', (response: Response) => {
    if (response.status() >= 400) noise.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return noise;
}

/** The page has drawn: a heading in the main area (or the public page's), and no spinner left. `expect`: the test's own (concurrent tests). */
async function drawn(page: Page, expect: ExpectStatic): Promise<void> {
  await page.locator('main h1, main h2, h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.spinner, [role="progressbar"][aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

/** As support/browser's newContext, letting axe's script tag past the app's Content-Security-Policy. */
async function newContext(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  return context;
}

let server: RunningTestServer;
let browser: Browser;
let cast: DrivewayCast;
let caseyEstimateId: number;

beforeAll(async () => {
  // No map tiles: the test machine reaches no tile service (a failed tile is the network's noise, not the app's).
  server = await startSystem({ config: { mapTileUrl: '' } });
  browser = await launchBrowser();
  // The customer has accepted the policies (no first-visit modal over the screens) and has a booking.
  cast = await drivewayCast(server);
  const office = await server.loginAs('office');
  await bookTodayForCasey(office, cast);
  await server.settle(office.lastPosition);
  const estimates = await office.get<{ ID: number }[]>('/api/v4/estimate/findByCustomer', { query: { userId: cast.casey.userId } });
  caseyEstimateId = estimates.body[0]!.ID;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const) {
  // Concurrent: each test has its own context and signs in on its own, and most of a page's time is the
  // wait for the network to be idle (half a second of nothing); walks side by side overlap those waits.
  describe.concurrent(`accessibility and a quiet console at ${label} px`, () => {
    it('the public pages', async ({ expect }) => {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      const noise = noiseOf(page);
      const found: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await drawn(page, expect);
        for (const v of await seriousViolations(page)) found.push(`${path}: ${v.impact} ${v.id} (${v.help}) ${JSON.stringify(v.nodes)}`);
      }
      await context.close();
      expect(found).toEqual([]);
      expect(noise).toEqual([]);
    });

    const byUser = new Map<DemoUser, ScreenName[]>();
    for (const name of Object.keys(SCREENS) as ScreenName[]) {
      const user = userFor(SCREENS[name]);
      byUser.set(user, [...(byUser.get(user) ?? []), name]);
    }
    // Screens reached from another (screens.ts lists them): a customer's profile and an employee's page,
    // where a profile picture nobody uploaded used to answer 404.
    const reached: Partial<Record<DemoUser, () => string[]>> = {
      office: () => [`/dashboard/customers/${cast.casey.userId}`, `/dashboard/employees/${cast.stylistId}`],
      customer: () => [`/dashboard/estimates/${caseyEstimateId}/user/${cast.casey.userId}`],
    };
    for (const [user, names] of byUser) {
      it(`${user}: ${names.join(', ')}${reached[user] ? ' and the pages reached from them' : ''}`, async ({ expect }) => {
        const context = await newContext(browser, server.url, viewport);
        const page = await context.newPage();
        const noise = noiseOf(page);
        await page.goto('/login');
        await page.getByLabel('Email').fill(EMAIL[user]);
        await page.getByLabel('Password').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
        const found: string[] = [];
        const userId = cast.casey.userId;
        for (const path of [...names.map((name) => screenLink(name, userId)), ...(reached[user]?.() ?? [])]) {
          await page.goto(path);
          await drawn(page, expect);
          expect(new URL(page.url()).pathname, `${user} stays on ${path}`).toMatch(new RegExp(`^${path}(/|$)`));
          // No office words on a customer's page: which breed price applied is the office's note.
          if (user === 'customer') expect(await page.locator('main').innerText(), path).not.toMatch(/groom on record|since last groom|month price|groomed within|set grooming price/i);
          for (const v of await seriousViolations(page)) found.push(`${path}: ${v.impact} ${v.id} (${v.help}) ${JSON.stringify(v.nodes)}`);
        }
        await context.close();
        expect(found).toEqual([]);
        expect(noise).toEqual([]);
      });
    }
  });
}
