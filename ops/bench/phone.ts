/**
 * `phone` bench: the stylist's day as a phone in the van sees it. Chromium at 390x844 with
 * DevTools' "Fast 3G" (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4x, against
 * the server in its own process over a seeded database (the demo stylist's day):
 * - cold: an empty cache, from opening /login through signing in to the day's list on screen;
 * - warm: a reload of the day with the cache of the cold run;
 * - completion: from tapping 'Customer On Site — Complete' on the day to the payment form.
 * Each `runs` times (fresh browser context each), median and max; bytes on the wire and requests made
 * before the list shows (CDP's Network events), the scripts among them, and when the page itself saw the
 * list enter its DOM and first painted (its own clock from the navigation's start: Playwright's polling of
 * a CPU-starved page notices the list later). Marks: cold < 3 s, warm < 1 s, completion < 1 s.
 */
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { allProjectors, startProjectionRunner } from '@pawroute/projections';
import { openServices } from '../src/services';
import { seedOnce } from '../src/seed/index';
import { DEMO_PASSWORD } from '../src/seed/demoUsersData';
import { DEMO_EMAILS } from '../src/testing/testServer';
import { waitUntilProjected } from '../src/projectionsReady';
import { TestClient } from '../src/testing/httpClient';
import { startBenchServer } from './benchServer';

export const PHONE_MARKS = { coldMs: 3_000, warmMs: 1_000, completionMs: 1_000 } as const;
/** Chromium DevTools' "Fast 3G" preset, as the issue gives it; throughput in bytes per second. */
export const FAST_3G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1_000) / 8 };
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
const CHROMIUM = process.env.PAWROUTE_CHROMIUM ?? '/usr/bin/chromium';

export interface PhoneLoad {
  ms: number;
  /** Bytes on the wire (headers included) of every response finished before the list showed. */
  bytes: number;
  requests: number;
  /** Scripts (the entry and lazy chunks, cached or not) asked for before the list showed, and their bytes on the wire. */
  scripts: number;
  scriptBytes: number;
  /** When the list entered the DOM by the page's own clock (from its navigation's start). */
  listInDomMs: number | null;
  /** The page's first contentful paint, same clock (cold: the sign-in page; warm: the saved day or the shell). */
  firstPaintMs: number | null;
}

interface Summary {
  medianMs: number;
  maxMs: number;
  medianBytes: number;
  medianRequests: number;
  medianScriptBytes: number;
  medianListInDomMs: number | null;
  medianFirstPaintMs: number | null;
}

export interface PhoneBenchResult {
  conditions: string;
  runs: number;
  cold: Summary & { meetsMark: boolean; markMs: number };
  warm: Summary & { meetsMark: boolean; markMs: number };
  completion: { medianMs: number; maxMs: number; meetsMark: boolean; markMs: number } | { skipped: string };
  samples: { cold: PhoneLoad[]; warm: PhoneLoad[]; completionMs: number[] };
}

/** Counts what the page asks for and receives, from the moment it is armed. */
class Traffic {
  requests = 0;
  bytes = 0;
  /** Each request: when it was sent and finished (ms from arming), what it was and its bytes on the wire. */
  readonly timeline = new Map<string, { url: string; sentMs: number; doneMs?: number; bytes?: number; cached?: boolean; script: boolean }>();
  private readonly armed = performance.now();
  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string; method: string }; type?: string }) => {
      this.requests += 1;
      const url = new URL(event.request.url);
      this.timeline.set(event.requestId, {
        url: `${event.request.method} ${url.pathname}${url.search}`.slice(0, 90),
        sentMs: performance.now() - this.armed,
        script: event.type === 'Script',
      });
    });
    cdp.on('Network.requestServedFromCache', (event: { requestId: string }) => {
      const entry = this.timeline.get(event.requestId);
      if (entry) entry.cached = true;
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      this.bytes += event.encodedDataLength;
      const entry = this.timeline.get(event.requestId);
      if (entry) Object.assign(entry, { doneMs: performance.now() - this.armed, bytes: event.encodedDataLength });
    });
  }
  /** The requests in the order sent: start, end, bytes, what (the bench's waterfall). */
  waterfall(): string {
    return [...this.timeline.values()]
      .map((r) => `${r.sentMs.toFixed(0).padStart(6)} ${(r.doneMs?.toFixed(0) ?? '-').padStart(6)} ${String(r.bytes ?? '').padStart(7)}${r.cached ? ' cache' : '      '} ${r.url}`)
      .join('\n');
  }
  snapshot(): { requests: number; bytes: number; scripts: number; scriptBytes: number } {
    const scripts = [...this.timeline.values()].filter((r) => r.script);
    return { requests: this.requests, bytes: this.bytes, scripts: scripts.length, scriptBytes: scripts.reduce((sum, r) => sum + (r.bytes ?? 0), 0) };
  }
}

async function throttled(page: Page): Promise<Traffic> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return new Traffic(cdp);
}

const dayShown = (page: Page) => page.getByTestId('current-appointment').waitFor({ timeout: 120_000 });

declare global {
  interface Window {
    __benchListInDomMs?: number;
  }
}
/** Each document notes, by its own clock, when the day's list first enters its DOM. */
const noteListInDom = () => {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="current-appointment"]')) return;
    window.__benchListInDomMs = Math.round(performance.now());
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};
const pageClock = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { listInDomMs: window.__benchListInDomMs ?? null, firstPaintMs: paint ? Math.round(paint.startTime) : null };
  });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : Math.round((s[s.length / 2 - 1]! + s[s.length / 2]!) / 2);
};
const summary = (loads: PhoneLoad[]): Summary => {
  const known = (xs: (number | null)[]) => xs.flatMap((x) => (x === null ? [] : [x]));
  const inDom = known(loads.map((l) => l.listInDomMs));
  const painted = known(loads.map((l) => l.firstPaintMs));
  return {
    medianMs: median(loads.map((l) => l.ms)),
    maxMs: Math.max(...loads.map((l) => l.ms)),
    medianBytes: median(loads.map((l) => l.bytes)),
    medianRequests: median(loads.map((l) => l.requests)),
    medianScriptBytes: median(loads.map((l) => l.scriptBytes)),
    medianListInDomMs: inDom.length > 0 ? median(inDom) : null,
    medianFirstPaintMs: painted.length > 0 ? median(painted) : null,
  };
};

/** The demo stylist's current appointment in progress, so the day offers the completion form. */
async function startCurrentAppointment(baseUrl: string, appointmentId: number): Promise<string | null> {
  const stylist = new TestClient(baseUrl);
  await stylist.login(DEMO_EMAILS.stylist, DEMO_PASSWORD);
  const response = await stylist.post('/api/v4/appointments/start', { appointmentId });
  return response.status === 200 ? null : `start answered ${response.status}: ${JSON.stringify(response.body)}`;
}

export async function benchPhone(
  databaseUrl: string,
  options: { webDistDir: string; runs?: number; log?: (line: string) => void },
): Promise<PhoneBenchResult> {
  const runs = options.runs ?? 5;
  const log = options.log ?? (() => undefined);
  // The demo data (the stylist's day), projected, before the server under test starts.
  const services = await openServices({ config: { databaseUrl, eventStoreUrl: '', logLevel: 'error', settlementSweepS: 0 } });
  try {
    const runner = await startProjectionRunner({ db: services.db, store: services.store, projectors: allProjectors, logger: services.logger });
    const { position } = await seedOnce(services, { appointments: true });
    await waitUntilProjected(services, position, { timeoutMs: 120_000 });
    await runner.stop();
  } finally {
    await services.close();
  }
  const server = await startBenchServer(databaseUrl, options.webDistDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const cold: PhoneLoad[] = [];
  const warm: PhoneLoad[] = [];
  const completionMs: number[] = [];
  let completionSkipped: string | null = null;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT, isMobile: true, hasTouch: true });
      await context.addInitScript(noteListInDom);
      const page = await context.newPage();
      let traffic = await throttled(page);
      // Cold: nothing cached, from opening the app to the list, signing in on the way.
      let t0 = performance.now();
      await page.goto('/login', { waitUntil: 'commit' });
      await page.getByLabel('Email').fill(DEMO_EMAILS.stylist, { timeout: 120_000 });
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      const tappedMs = Math.round(performance.now() - t0);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await dayShown(page);
      cold.push({ ms: Math.round(performance.now() - t0), ...traffic.snapshot(), ...(await pageClock(page)) });
      if (run === 0) log(`  run 1 cold, Sign in tapped at ${tappedMs} ms, the list at ${cold[0]!.ms} ms; sent, done, bytes, request:\n${traffic.waterfall()}`);

      // Warm: the same phone opens the app again (a reload, its cache kept).
      traffic = await throttled(page);
      t0 = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await dayShown(page);
      warm.push({ ms: Math.round(performance.now() - t0), ...traffic.snapshot(), ...(await pageClock(page)) });
      if (run === 0) log(`  run 1 warm, the list at ${warm[0]!.ms} ms; sent, done, bytes, request:\n${traffic.waterfall()}`);
      const [c, w] = [cold.at(-1)!, warm.at(-1)!];
      log(
        `  run ${run + 1}: cold ${c.ms} ms (first paint ${c.firstPaintMs} ms, in the DOM at ${c.listInDomMs} ms; ${c.bytes} B, ${c.requests} requests, ${c.scripts} scripts of ${c.scriptBytes} B), ` +
          `warm ${w.ms} ms (first paint ${w.firstPaintMs} ms, in the DOM at ${w.listInDomMs} ms; ${w.bytes} B, ${w.requests} requests)`,
      );

      // The completion form, from the day's button.
      if (completionSkipped === null) {
        const complete = page.getByRole('button', { name: 'Customer On Site — Complete' });
        if (!(await complete.isVisible())) {
          const id = Number(await page.getByTestId('current-appointment').locator('[data-appointment-id]').first().getAttribute('data-appointment-id'));
          completionSkipped = await startCurrentAppointment(server.url, id);
          if (completionSkipped === null) {
            await page.reload();
            await complete.waitFor({ timeout: 120_000 });
          }
        }
        if (completionSkipped === null) {
          t0 = performance.now();
          await complete.click();
          await page.getByTestId('completion-total').waitFor({ timeout: 120_000 });
          completionMs.push(Math.round(performance.now() - t0));
          log(`  run ${run + 1}: completion form ${completionMs.at(-1)} ms`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const c = summary(cold);
  const w = summary(warm);
  return {
    conditions: 'Chromium 390x844, Fast 3G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), CPU 4x slower',
    runs,
    cold: { ...c, markMs: PHONE_MARKS.coldMs, meetsMark: c.medianMs < PHONE_MARKS.coldMs },
    warm: { ...w, markMs: PHONE_MARKS.warmMs, meetsMark: w.medianMs < PHONE_MARKS.warmMs },
    completion:
      completionMs.length > 0
        ? {
            medianMs: median(completionMs),
            maxMs: Math.max(...completionMs),
            markMs: PHONE_MARKS.completionMs,
            meetsMark: median(completionMs) < PHONE_MARKS.completionMs,
          }
        : { skipped: completionSkipped ?? 'no runs' },
    samples: { cold, warm, completionMs },
  };
}
