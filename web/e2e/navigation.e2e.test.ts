import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_PERMISSIONS, USER_TYPE_IDS, type BuiltInUserType, type Permission } from '@pawroute/domain';
import { hashPassword, setPasswordHash } from '../../ops/src/testing';
import { accessHeld, SCREENS, type Screen } from '../src/app/screens';
import { DESKTOP, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * the navigation shows exactly the screens the user may open (part 1 §2: "Navigation items
 * appear only with the named permission"; part 2 §2.2). Signed in as each built-in user type, every link
 * opens its screen (the guard lets it stay), and every other screen of the table, typed in, sends the
 * user away. The expected links are written out from the spec and docs/DECISIONS.md, and must also be
 * what the screens table (web/src/app/screens.ts) gives the type's default permissions.
 */
const EXPECTED: Record<BuiltInUserType, string[]> = {
  Administrator: [
    'Appointments', 'Schedule', 'Routes', 'Confirmations', 'Todo', 'Customers', 'Employees', 'New Estimate', 'Transactions', 'Booking requests', 'Messages', 'Reminders', 'Complaints',
    'Outstanding Balances', 'Deposits', 'Management', 'Reports', 'System', 'Audit',
  ],
  // Every permission but EditPermissions and ViewAuditLog.
  Manager: [
    'Appointments', 'Schedule', 'Routes', 'Confirmations', 'Todo', 'Customers', 'Employees', 'New Estimate', 'Transactions', 'Booking requests', 'Messages', 'Reminders', 'Complaints',
    'Outstanding Balances', 'Deposits', 'Management', 'Reports', 'System',
  ],
  Office: ['Appointments', 'Routes', 'Confirmations', 'Todo', 'Customers', 'Employees', 'New Estimate', 'Transactions', 'Booking requests', 'Messages', 'Reminders', 'Complaints', 'Outstanding Balances', 'Deposits'],
  Stylist: ['Schedule', 'Customers', 'New Estimate'],
  Customer: ['Profile', 'Information', 'Estimates', 'Appointments', 'Book', 'Transactions'],
};

const MANAGER_EMAIL = 'nav.manager@example.com';
const LOGINS: Record<BuiltInUserType, string> = {
  Administrator: DEMO.admin,
  Manager: MANAGER_EMAIL,
  Office: DEMO.office,
  Stylist: DEMO.stylist,
  Customer: DEMO.customer,
};

let server: RunningTestServer;
let browser: Browser;
let webCopy: string;

/**
 * A copy of the current web build to serve: the walk opens every screen's lazy chunk, and another
 * run rebuilding web/dist meanwhile (a shared work tree) would take those files away mid-walk.
 */
function copyOfWebBuild(): string {
  // The build ensureWebBuild keeps: PAWROUTE_WEB_DIST when a run has a dist of its own.
  const dist = process.env.PAWROUTE_WEB_DIST || fileURLToPath(new URL('../dist/', import.meta.url));
  const copy = mkdtempSync(join(tmpdir(), 'pawroute-nav-web-'));
  for (;;) {
    ensureWebBuild();
    cpSync(dist, copy, { recursive: true });
    if (existsSync(join(copy, 'index.html'))) return copy;
  }
}

beforeAll(async () => {
  webCopy = copyOfWebBuild();
  server = await startSystem({ config: { webDistDir: webCopy } });
  browser = await launchBrowser();
  // No demo login is a Manager: one is made the way the office would, with a password set directly.
  const admin = await server.loginAs('admin');
  const created = await admin.post<{ userId: number }>('/api/v4/user/create', {
    firstName: 'Nina',
    lastName: 'Manager',
    emailAddress: MANAGER_EMAIL,
    UserTypeID: USER_TYPE_IDS.Manager,
    isAccount: true,
  });
  if (created.status !== 200) throw new Error(`user/create: ${created.status} ${JSON.stringify(created.body)}`);
  await server.settle(admin.lastPosition);
  await setPasswordHash(server.services.db, created.body.userId, await hashPassword(DEMO_PASSWORD));
  // The customer has accepted the policies already, so their first-visit modal does not cover the links.
  const customer = await server.loginAs('customer');
  const me = await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
  const accepted = await customer.post('/api/v4/user/customerAcceptedPolicies', { userId: me.body.user.ID, acceptedPolicies: true });
  if (accepted.status !== 200) throw new Error(`customerAcceptedPolicies: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  await server.settle(customer.lastPosition);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (webCopy) rmSync(webCopy, { recursive: true, force: true });
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLabels = async (page: Page) => (await mainNav(page).getByRole('link').allTextContents()).map((t) => t.trim());
const path = (page: Page) => new URL(page.url()).pathname;

/** The screens of the table the type's default permissions open, in its navigation (staff or customer links). */
function permittedScreens(type: BuiltInUserType): Screen[] {
  const granted = new Set<Permission>(DEFAULT_PERMISSIONS[type]);
  const role = type === 'Customer' ? 'customer' : 'staff';
  return Object.values(SCREENS as Record<string, Screen>).filter((s) => s.nav === role && accessHeld((p) => granted.has(p), s.access));
}

/** The screen has drawn (its heading) and the guard kept the user on it. */
async function staysOn(page: Page, href: string): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor();
  await expect.poll(() => path(page), { message: `left ${href}`, timeout: 15_000 }).toMatch(new RegExp(`^${href}(/|$)`));
  // And stays: the screen's own heading is drawn (a guard's redirect would have replaced it).
  await mainNav(page).locator(`a[href="${href}"][aria-current="page"]`).waitFor();
}

describe('the navigation of each built-in user type', () => {
  for (const type of Object.keys(EXPECTED) as BuiltInUserType[]) {
    it(`${type}: every permitted screen is a link that opens it, and no other screen opens`, async () => {
      expect(permittedScreens(type).map((s) => s.label).sort(), 'the screens table for this type').toEqual([...EXPECTED[type]].sort());

      const context = await newContext(browser, server.url, DESKTOP);
      const page = await context.newPage();
      await signIn(page, LOGINS[type], DEMO_PASSWORD);
      await mainNav(page).getByRole('link').first().waitFor();
      expect((await navLabels(page)).sort()).toEqual([...EXPECTED[type]].sort());
      await screenshot(page, `navigation-${type.toLowerCase()}`, { fullPage: false });

      // Each link opens its screen and the user stays there.
      const links = await mainNav(page).getByRole('link').evaluateAll((as) => as.map((a) => ({ label: a.textContent!.trim(), href: a.getAttribute('href')! })));
      for (const link of links) {
        await mainNav(page).getByRole('link', { name: link.label, exact: true }).click();
        await staysOn(page, link.href).catch((error: Error) => {
          throw new Error(`${type}: the ${link.label} link (${link.href}) did not keep its screen: ${error.message}`);
        });
      }

      // Every other staff screen of the table, typed in, sends the user elsewhere. (The customer-role
      // links are the portal's: which set a user gets is decided by their role, isCustomerRole.)
      const permitted = new Set(links.map((l) => l.href.replace(/\/\d+$/, '')));
      const others = Object.values(SCREENS as Record<string, Screen>).filter((s) => s.nav === 'staff' && !permitted.has(s.path));
      for (const screen of others) {
        await page.goto(screen.path);
        await expect
          .poll(() => path(page), { message: `${type} stayed on ${screen.path}`, timeout: 15_000 })
          .not.toMatch(new RegExp(`^${screen.path}(/|$)`));
      }
      await context.close();
    });
  }
});
