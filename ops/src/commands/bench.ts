/**
 * `pawroute bench [--only append,rebuild,verifyProjections,reads,pushes,audit,schedule,transactions,route,reports,bundle,phone,firstStart,mixedLoad] [--events N] [--speed-events N] [--reads-seconds N] [--schedule-events N] [--schedule-runs N]
 *   [--transactions-events N] [--transactions-runs N] [--reports-events N] [--reports-runs N] [--mixed-events N] [--mixed-seconds N] [--mixed-reads N] [--mixed-writes N] [--step-seconds N] [--start-reads N] [--layout single|multi|both]`:
 * (`mixedLoad`: 200 reads/s with 10 keyed writes/s over the mixed history, on one process and/or the multi-process layout
 * (ops/bench/mixedLoad.ts); then the capacity of one process stepped up, grace at twice it, and a bare fastify + pg
 * server's capacity for the same reads (ops/bench/capacity.ts). A run begun with the load above 1 says its figures are not comparable.)
 * (`reports`: payroll over a year of history, 1,000,000 events, p99; ops/bench/reports.ts)
 * the tracked benchmarks, in one run. Writes bench/results.json; a run of some of them keeps the others'
 * last figures there. Uses DATABASE_URL when set, else throwaway databases on the local PostgreSQL (never
 * the embedded one: the figures are about the production path): append and audit share one; rebuild,
 * reads and pushes share another (a million events of mixed history, rebuilt, then read over
 * HTTP at 200 requests/s and pushed to a second browser); the schedule and transactions benches have
 * their own (their histories need an empty store).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchAppend } from '../../bench/append';
import { benchCapacity, type CapacityResult } from '../../bench/capacity';
import { benchAudit } from '../../bench/audit';
import { benchRebuild } from '../../bench/rebuild';
import { benchHttpReads } from '../../bench/httpReads';
import { benchPushes } from '../../bench/pushes';
import { benchSchedule } from '../../bench/schedule';
import { benchTransactions } from '../../bench/transactions';
import { benchReports } from '../../bench/reports';
import { benchRoute } from '../../bench/route';
import { benchBundle } from '../../bench/bundle';
import { benchPhone } from '../../bench/phone';
import { benchFirstStart } from '../../bench/firstStart';
import { benchVerifyProjections } from '../../bench/verifyProjections';
import { benchMixedLoad, type MixedLayout } from '../../bench/mixedLoad';
import { serveHistory } from '../../bench/servedHistory';
import { flag } from './args';

const ROOT = new URL('../../..', import.meta.url).pathname;

async function withBenchDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const admin = process.env.PAWROUTE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `pawroute_bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}

const BENCHES = ['append', 'rebuild', 'verifyProjections', 'reads', 'pushes', 'audit', 'schedule', 'transactions', 'route', 'reports', 'bundle', 'phone', 'firstStart', 'mixedLoad'] as const;
type Bench = (typeof BENCHES)[number];

function numberFlag(args: readonly string[], name: string, fallback: number): number {
  const value = flag(args, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

/** The phone bench serves the current build: built here when web/dist is missing. */
/** The newest modification time under `dir` (ms). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds web/dist when it is missing or older than its sources (a stale build would measure yesterday's app). */
function ensureWebDist(): void {
  const index = join(ROOT, 'web', 'dist', 'index.html');
  const sources = Math.max(newestMtime(join(ROOT, 'web', 'src')), newestMtime(join(ROOT, 'domain', 'src')), statSync(join(ROOT, 'web', 'index.html')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  const built = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build'], { cwd: join(ROOT, 'web'), stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
}

export async function run(args: string[]): Promise<void> {
  const events = numberFlag(args, 'events', 200_000);
  const speedEvents = numberFlag(args, 'speed-events', 1_000_000);
  const readsSeconds = numberFlag(args, 'reads-seconds', 15);
  const scheduleEvents = numberFlag(args, 'schedule-events', 1_000_000);
  const scheduleRuns = numberFlag(args, 'schedule-runs', 200);
  const transactionsEvents = numberFlag(args, 'transactions-events', 1_000_000);
  const transactionsRuns = numberFlag(args, 'transactions-runs', 200);
  const reportsEvents = numberFlag(args, 'reports-events', 1_000_000);
  const reportsRuns = numberFlag(args, 'reports-runs', 200);
  const mixedEvents = numberFlag(args, 'mixed-events', 1_000_000);
  const mixedSeconds = numberFlag(args, 'mixed-seconds', 60);
  // The mix's rates (200 reads/s + 10 keyed writes/s); lower ones are recorded as such (`full` false).
  const mixedReads = numberFlag(args, 'mixed-reads', 200);
  const mixedWrites = numberFlag(args, 'mixed-writes', 10);
  // The capacity search's seconds per step (ops/bench/capacity.ts).
  const stepSeconds = numberFlag(args, 'step-seconds', 30);
  const startReads = numberFlag(args, 'start-reads', 200);
  const layoutArg = flag(args, 'layout') ?? 'single';
  if (layoutArg !== 'single' && layoutArg !== 'multi' && layoutArg !== 'both') throw new Error('--layout takes single, multi or both');
  const layouts: MixedLayout[] = layoutArg === 'both' ? ['single', 'multi'] : [layoutArg];
  const only = flag(args, 'only');
  const chosen = typeof only === 'string' ? only.split(',').map((b) => b.trim()) : [...BENCHES];
  const unknown = chosen.filter((b) => !(BENCHES as readonly string[]).includes(b));
  if (unknown.length > 0 || chosen.length === 0) throw new Error(`--only takes some of ${BENCHES.join(', ')}`);
  const runs = new Set(chosen as Bench[]);

  const results: Record<string, unknown> = {};
  // Other work on the machine slows every figure: the 1-minute load average when the run began says how much.
  const loadAtStart = Number(loadavg()[0]!.toFixed(2));
  // Figures taken beside other work are not comparable with a quiet machine's: said now, and kept with them.
  const comparable = loadAtStart <= 1;
  if (!comparable) console.log(`! The machine's load is ${loadAtStart} (above 1) before the run: these figures are not comparable with a quiet machine's.`);
  if (runs.has('append') || runs.has('audit')) {
    await withBenchDatabase(async (url) => {
      if (runs.has('append')) {
        console.log('Append: 32 concurrent writers vs raw INSERT ...');
        const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
        results.append = { ...(await benchAppend(url, { log: console.log })), loadAverage, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) };
      }
      if (runs.has('audit')) {
        console.log(`Audit verify: the event chain over ${events} events ...`);
        results.audit = await benchAudit(url, { minEvents: events });
      }
    });
  }
  // one mixed history, rebuilt (timed), then read over HTTP and pushed to a second browser.
  if (runs.has('rebuild') || runs.has('verifyProjections') || runs.has('reads') || runs.has('pushes')) {
    await withBenchDatabase(async (url) => {
      console.log(`Rebuild: ${speedEvents} events of mixed history ...`);
      const { result, history } = await benchRebuild(url, { events: speedEvents, log: console.log });
      console.log(`  rebuilt ${result.events} events in ${result.seconds} s: ${result.eventsPerSecond} events/s`);
      if (runs.has('rebuild')) results.rebuild = result;
      if (runs.has('verifyProjections')) {
        // every read model rebuilt aside and compared with the live one, over the same history.
        console.log(`verify-projections over ${history.events} events ...`);
        const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
        results.verifyProjections = { ...(await benchVerifyProjections(url, { log: console.log })), loadAverage, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) };
        console.log(`  verified in ${(results.verifyProjections as { seconds: number }).seconds} s`);
      }
      if (runs.has('reads')) {
        console.log(`Reads over HTTP at 200 requests/s, ${readsSeconds} s each ...`);
        results.reads = { events: history.events, ...(await benchHttpReads(url, { workDates: history.workDates, today: history.today, seconds: readsSeconds, log: console.log })) };
      }
      if (runs.has('pushes')) {
        console.log('Pushes: a command in one Chromium page, the change seen in another ...');
        results.pushes = { events: history.events, ...(await benchPushes(url, { log: console.log })) };
      }
    });
  }
  // Its own database: the history it generates starts from an empty store.
  if (runs.has('schedule')) {
    console.log(`Schedule reads: ${scheduleEvents} events of history, ${scheduleRuns} runs each ...`);
    results.schedule = await withBenchDatabase((url) => benchSchedule(url, { events: scheduleEvents, runs: scheduleRuns, log: console.log }));
  }
  if (runs.has('transactions')) {
    console.log(`Transactions reads: ${transactionsEvents} events of ledger history, ${transactionsRuns} runs each ...`);
    results.transactions = await withBenchDatabase((url) => benchTransactions(url, { events: transactionsEvents, runs: transactionsRuns, log: console.log }));
  }
  if (runs.has('route')) {
    // 'Suggest order' for a 12-stop day and the driving it saves (pure computation, no database).
    console.log('Route: suggest order for 12 stops ...');
    results.route = await benchRoute();
  }
  if (runs.has('reports')) {
    console.log(`Reports reads: ${reportsEvents} events of a year's history, ${reportsRuns} runs each ...`);
    results.reports = await withBenchDatabase((url) => benchReports(url, { events: reportsEvents, runs: reportsRuns, log: console.log }));
  }
  if (runs.has('bundle')) {
    // the first screen's gzip JavaScript from Vite's own build report (no database).
    console.log('Bundle: vite build, gzip JavaScript of the first screen and of the app ...');
    results.bundle = await benchBundle(ROOT);
  }
  if (runs.has('phone')) {
    // the stylist's day on a phone (Fast 3G, CPU 4x slower), cold, warm and the completion form.
    console.log('Phone: the stylist\'s day on Fast 3G with a 4x slower CPU, 5 runs ...');
    ensureWebDist();
    results.phone = { loadAverage: loadavg().map((l) => Number(l.toFixed(2))), ...(await withBenchDatabase((url) => benchPhone(url, { webDistDir: join(ROOT, 'web', 'dist'), log: console.log }))) };
  }
  if (runs.has('firstStart')) {
    // `npm start` on a fresh clone with empty package caches, then a warm restart.
    console.log('First start: a fresh clone, empty package caches, `npm start` ...');
    results.firstStart = { loadAverage: loadavg().map((l) => Number(l.toFixed(2))), ...(await benchFirstStart(ROOT, { log: console.log })) };
  }
  const file = join(ROOT, 'bench', 'results.json');
  const { machine: _machine, measuredAt: _measuredAt, ...previous } = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  if (runs.has('mixedLoad')) {
    // a busy day's mixed load over the million-event history, on one process and on the
    // multi-process layout (ops/src/layout), one after the other on the same history (its own database).
    const measured: Record<string, unknown> = {};
    let capacity: CapacityResult | null = null;
    await withBenchDatabase(async (url) => {
      console.log(`Mixed load: ${mixedEvents} events of mixed history, then ${mixedReads} reads/s with ${mixedWrites} writes/s for ${mixedSeconds} s (${layouts.join(', ')}) ...`);
      const { result: rebuilt, history } = await benchRebuild(url, { events: mixedEvents, log: console.log });
      console.log(`  history ready: ${history.events} events, read models rebuilt in ${rebuilt.seconds} s`);
      const served = await serveHistory(url);
      console.log(`  the history brought to where a running server would have left it (servedHistory.ts): ${served.remindersSent} due reminders sent, ${served.sealedEvents} events sealed, in ${served.seconds} s`);
      for (const layout of layouts) {
        const result = await benchMixedLoad(url, { layout, history, seconds: mixedSeconds, readsPerSecond: mixedReads, writesPerSecond: mixedWrites, log: console.log });
        // `full`: the issue's figures (a million events, 1,000 reads/s and 50 writes/s for 60 s); a smaller run says so.
        const full = history.events >= 1_000_000 && mixedSeconds >= 60 && mixedReads >= 200 && mixedWrites >= 10;
        measured[layout] = { ...result, full, measuredAt: new Date().toISOString() };
      }
      // The capacity of one process (stepped up), grace at twice it, and the bare server's capacity beside it.
      capacity = await benchCapacity(url, { history, stepSeconds, startReads, log: console.log });
    });
    // A run of one layout keeps the other's last figures.
    const before = (previous.mixedLoad as { layouts?: Record<string, unknown> } | undefined)?.layouts ?? {};
    results.mixedLoad = { layouts: { ...before, ...measured }, capacity };
    printCapacity(capacity);
  }
  const measuredAt = new Date().toISOString();
  // Each bench says when it ran: a run of some of them leaves the others' figures as they were.
  const fresh = Object.fromEntries(Object.entries(results).map(([name, result]) => [name, { ...(result as object), measuredAt, loadAverageAtStart: loadAtStart, comparable }]));
  const report = {
    ...previous,
    ...fresh,
    machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: loadAtStart, loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)), comparable },
    measuredAt,
  };
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

/** The capacity figures in words: the marks, the capacity found, grace at twice it, and the anchor's ratio. */
function printCapacity(c: CapacityResult | null): void {
  if (!c) return;
  const m = c.marks;
  console.log(`\nMarks: read p99 < ${m.readP99Ms} ms, write p99 < ${m.writeP99Ms} ms, push p99 < ${m.pushP99Ms} ms, no errors, no refusals.`);
  for (const s of c.steps) {
    const cpu = s.serverMsPerRequest === null ? '' : `; CPU per request: server ${s.serverMsPerRequest} ms, PostgreSQL ${s.postgresMsPerRequest} ms`;
    console.log(`  ${s.readsPerSecond} + ${s.writesPerSecond}/s: read p99 ${s.readP99Ms} ms, write p99 ${s.writeP99Ms} ms, push p99 ${s.pushP99Ms} ms, ${s.errors} errors, ${s.refused} refused ${s.met ? '✓' : '✗'}${cpu}`);
  }
  console.log(`Capacity: ${c.capacity ? `${c.capacity.readsPerSecond} reads/s + ${c.capacity.writesPerSecond} writes/s` : 'below the first step'} (goal ≥ ${c.goals.capacityReadsPerSecond} + ${c.goals.capacityReadsPerSecond / 20}).`);
  if (c.grace) {
    const g = c.grace;
    console.log(
      `Grace at ${g.readsPerSecond} + ${g.writesPerSecond}/s: answered reads p99 ${g.answered.reads.p99Ms} ms (< ${g.marks.answeredReadP99Ms}), writes p99 ${g.answered.writes.p99Ms} ms (< ${g.marks.answeredWriteP99Ms}); ` +
        `refused ${g.refused.reads + g.refused.writes} (p99 ${g.refused.p99Ms} ms, < ${g.marks.refusalP99Ms}); ${Math.round(g.shareOfCapacity * 100)}% of the capacity answered (≥ 90%); ` +
        `keyed saves ${g.keyedWrites.answered}, ${g.keyedWrites.retriedAfterRefusal} after a refusal, ${g.keyedWrites.lost} lost, ${g.keyedWrites.doubled} doubled.`,
    );
  }
  console.log(`Anchor (bare fastify + pg): ${c.anchor.capacityReadsPerSecond ?? 'below the first step'} reads/s; ours ÷ anchor ${c.ratioToAnchor ?? 'n/a'} (goal ≥ ${c.goals.ratioToAnchor}).`);
  if (c.cpuPerKind) {
    const k = c.cpuPerKind;
    console.log(`CPU per read: server ${k.read.serverMs} ms, PostgreSQL ${k.read.postgresMs} ms; per write: server ${k.write.serverMs} ms, PostgreSQL ${k.write.postgresMs} ms.`);
  }
}
