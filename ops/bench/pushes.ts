/**
 * Push benchmark: the time from a command's answer to the change shown in a second browser.
 * Two Chromium pages (their own browser contexts, both signed in as the office user of the history):
 * page B shows the customer list filtered to an address that does not exist yet; page A creates that
 * customer (POST /api/v4/user/create, as the web app sends it) and stamps the moment its answer
 * arrives; a MutationObserver in page B stamps the moment the new row enters its DOM (after the push,
 * the list's refetch and React's render). Both stamps are `performance.timeOrigin + performance.now()`
 * on the one machine clock. Repeated `samples` times on the server over the bench's history.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { hashPassword, openDatabase, setPasswordHash } from '@pawroute/platform';
import { startBenchServer } from './benchServer';
import { percentile } from './fixedRate';

export interface PushesResult {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  minMs: number;
  screen: string;
  command: string;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(here, '..', '..');
const CHROMIUM = process.env.PAWROUTE_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const PASSWORD = 'bench-office-password';
const round2 = (n: number) => Number(n.toFixed(2));

/** PAWROUTE_WEB_DIST when it holds a build; else a fresh build of the current sources of its own (never web/dist). */
function webBuild(): string {
  const given = process.env.PAWROUTE_WEB_DIST;
  if (given && existsSync(join(given, 'index.html'))) return given;
  const dist = given ?? '/tmp/pawroute-bench-web';
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', dist, '--emptyOutDir'], {
    cwd: join(ROOT, 'web'),
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`pushes bench: vite build failed (exit ${result.status})`);
  return dist;
}

async function signIn(page: Page, emailAddress: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(emailAddress);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
}

export async function benchPushes(url: string, { samples = 100, log = () => undefined }: { samples?: number; log?: (line: string) => void } = {}): Promise<PushesResult> {
  const dist = webBuild();
  const server = await startBenchServer(url, dist);
  const db = await openDatabase({ url });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const { rows: office } = await db.query<{ email_address: string }>('SELECT email_address FROM users WHERE id = 1');
    if (!office[0]) throw new Error('pushes bench: the history has no office user 1');
    await setPasswordHash(db, 1, await hashPassword(PASSWORD));
    const pageOf = async () => {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      await signIn(page, office[0]!.email_address);
      return page;
    };
    const commander = await pageOf();
    const watcher = await pageOf();
    await watcher.goto('/dashboard/customers');
    await watcher.getByRole('heading', { name: 'Customers' }).waitFor();
    const filter = watcher.getByLabel('Filter by email');

    const suffix = Date.now().toString(36);
    const delays: number[] = [];
    // Two unmeasured rounds first: the socket, the code paths and the plans warm up.
    for (let i = 0; i < samples + 2; i += 1) {
      const email = `push${i}.${suffix}@example.com`;
      await filter.fill(email);
      await watcher.getByText('No customers match these filters.').waitFor();
      // Arm the observer: the first customer row to enter the list, stamped.
      await watcher.evaluate(() => {
        const w = window as unknown as { __rowSeenAt?: Promise<number> };
        w.__rowSeenAt = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('tr[data-customer-id]')) {
              observer.disconnect();
              resolve(performance.timeOrigin + performance.now());
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
      });
      const answeredAt = await commander.evaluate(async (emailAddress) => {
        const csrf = (await (await fetch('/csrfToken')).json()) as { _csrf: string };
        const response = await fetch('/api/v4/user/create', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf._csrf, 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ firstName: 'Push', lastName: 'Bench', emailAddress }),
        });
        await response.json();
        if (!response.ok) throw new Error(`user/create answered ${response.status}`);
        return performance.timeOrigin + performance.now();
      }, email);
      const seenAt = await watcher.evaluate(() => (window as unknown as { __rowSeenAt: Promise<number> }).__rowSeenAt);
      if (i >= 2) delays.push(Math.max(0, seenAt - answeredAt));
    }
    delays.sort((a, b) => a - b);
    const result: PushesResult = {
      samples: delays.length,
      p50Ms: round2(percentile(delays, 50)),
      p99Ms: round2(percentile(delays, 99)),
      maxMs: round2(delays.at(-1)!),
      minMs: round2(delays[0]!),
      screen: '/dashboard/customers (filtered by email)',
      command: 'POST /api/v4/user/create',
    };
    log(`  pushes: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms over ${result.samples} commands`);
    return result;
  } finally {
    await browser.close();
    await db.close();
    await server.stop();
  }
}
