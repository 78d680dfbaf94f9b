/**
 * Mixed load benchmark: a busy day's reads and writes at once, over the mixed history
 * (mixedHistory.ts, a million events by default), against one process (`single`: `serve`, every role)
 * or the multi-process layout (`multi`: two command, two query and one projections process behind
 * `pawroute proxy`, ops/src/layout).
 *
 * - Reads, 1,000 a second: the day schedule, the customer page, a customer's balance, a day's
 *   transactions list and the open slots of a coming day for an estimate, in turn.
 * - Writes, 50 a second, each with its own Idempotency-Key: chains of estimate/save (an existing
 *   customer's pet) -> appointments/create (booking it on a coming working day) -> appointments/start ->
 *   appointments/complete with a cash payment. A write slot takes the next step of a chain whose last
 *   step has answered and been pushed, else starts a new chain.
 * - Pushes: a WebSocket client signed in as the office (the browser's /api/v4/live socket, through the
 *   same address as the load) stamps when the changed keys of each write arrive: the estimate's key
 *   for a save, the appointment's keys (with the estimate's) for the other steps. Push time = arrival
 *   - the write's answer (0 when the push beat the answer).
 *
 * Both streams are paced by schedule (fixedRate.ts): latency counts from each request's planned start,
 * so a server that falls behind is measured, not hidden (no coordinated omission).
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { ensureCredentialsTable, hashPassword, openDatabase, setPasswordHash, type Database } from '@pawroute/platform';
import { TestClient } from '../src/testing/httpClient';
import { startMultiLayout } from '../src/layout/multiLayout';
import { startBenchServer } from './benchServer';
import { measureCpu, type CpuShares } from './processCpu';
import type { StatementCounts } from './statementCounter';
import { fixedRate, percentile, type RateTiming } from './fixedRate';
import type { MixedHistory } from './mixedHistory';

export type MixedLayout = 'single' | 'multi';

export interface MixedLoadOptions {
  layout: MixedLayout;
  history: MixedHistory;
  seconds?: number;
  readsPerSecond?: number;
  writesPerSecond?: number;
  log?: (line: string) => void;
}

/** Requests the server refused for load (503 with Retry-After, admission control): how many, and how fast. */
export interface Refusals {
  reads: number;
  writes: number;
  /** Time to the refusal, from the request's planned start. */
  p50Ms: number;
  p99Ms: number;
  /** Refused with no Retry-After header. */
  withoutRetryAfter: number;
}

/** Answered requests only (2xx), for the grace figures: what the server still answers past its capacity. */
export interface AnsweredTiming {
  reads: { count: number; perSecond: number; p50Ms: number; p99Ms: number };
  writes: { count: number; perSecond: number; p50Ms: number; p99Ms: number };
}

/** Keyed writes refused and retried later with the same Idempotency-Key: each written once, none lost. */
export interface KeyedWrites {
  /** Estimate saves answered 2xx (first time or after a refusal). */
  answered: number;
  /** Of those, saves retried after a refusal. */
  retriedAfterRefusal: number;
  /** Answered saves with no EstimateSaved event carrying their key. */
  lost: number;
  /** Keys that carry more than one EstimateSaved event. */
  doubled: number;
}

interface KindTiming {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface MixedLoadResult {
  layout: MixedLayout;
  /** What served the load. */
  processes: string;
  events: number;
  seconds: number;
  reads: RateTiming & { byKind: Record<string, KindTiming> };
  writes: RateTiming & { byKind: Record<string, KindTiming> };
  pushes: { samples: number; missing: number; p50Ms: number; p99Ms: number; maxMs: number; receiver: string };
  /** Reads and writes that failed or answered other than 2xx, and writes whose push never came. */
  errors: number;
  /** A sample of the failures (status and message), for the reader of the results. */
  errorSamples: string[];
  readsPerSecond: number;
  writesPerSecond: number;
  marks: { readP99Ms: number; writeP99Ms: number; pushP99Ms: number; errors: number };
  met: { readP99: boolean; writeP99: boolean; pushP99: boolean; errors: boolean };
  /** The machine's load while the load ran: 1, 5, 15-minute averages at the start and the end, and the highest 1-minute one seen. */
  loadAverage: { atStart: number[]; atEnd: number[]; max1m: number };
  refused: Refusals;
  answered: AnsweredTiming;
  keyedWrites: KeyedWrites;
  /**
   * The statements the server sent PostgreSQL during the measured run (one process only; statementCounter.ts):
   * in all, per answered request, and the most frequent. Null for the multi-process layout.
   */
  statements: { total: number; perAnsweredRequest: number; top: StatementCounts['byStatement'] } | null;
  /**
   * The CPU the server, PostgreSQL and the load generator used during the measured run (processCpu.ts), and
   * the server's and PostgreSQL's milliseconds per answered request. Null for the multi-process layout.
   */
  cpu: (CpuShares & { serverMsPerRequest: number; postgresMsPerRequest: number }) | null;
}

/** The marks a rate must meet to count as within capacity (reads, keyed writes, pushes; no errors, no refusals). */
export const MIXED_LOAD_MARKS = { readP99Ms: 50, writeP99Ms: 250, pushP99Ms: 500, errors: 0 };

const PASSWORD = 'bench-office-password';
const TIMEOUT_MS = 10_000;
/** A write whose push has not come this long after its answer counts as an error. */
const PUSH_TIMEOUT_MS = 5_000;
const WARM_UP_SECONDS = 3;
/**
 * Then this long at the full rates, not measured: a fresh server's first seconds at a new rate are slow
 * (its pool's connections prepare their statements and fill their backends' caches, V8 compiles the hot
 * paths): on a quiet machine, 90% of the reads over 80 ms in a 30-s step at 300 + 15 came in its first two
 * seconds, enough to miss the p99 mark by themselves. A busy day's server is warm; each step starts a new one.
 */
const WARM_FULL_SECONDS = 5;
const ADDRESS = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };
const round2 = (n: number) => Number(n.toFixed(2));
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
const loads = () => loadavg().map((l) => round2(l));
const specTime = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  return `${((h + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

function timingOf(samples: Array<{ ms: number; ok: boolean }>): KindTiming {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    p50Ms: round2(percentile(sorted, 50) ?? 0),
    p99Ms: round2(percentile(sorted, 99) ?? 0),
    maxMs: round2(sorted.at(-1) ?? 0),
  };
}

type Step = 'estimate' | 'booking' | 'start' | 'completion';
const NEXT: Record<Step, Step | null> = { estimate: 'booking', booking: 'start', start: 'completion', completion: null };

interface Chain {
  userId: number;
  petId: number;
  step: Step;
  estimateId?: number;
  appointmentId?: number;
  /** This step's Idempotency-Key: kept when the step is refused for load and retried later. */
  key: string;
  /** This step was refused for load before. */
  retried?: boolean;
}

/** Arrivals of pushed keys per estimate: when, and whether the message carried the appointments' key too. */
type Arrival = { at: number; withAppointments: boolean };

export type Person = { customer_id: number; user_id: number; pet_id: number };

/** The mix's five reads, in turn: [name, a path with fresh parameters]. The anchor server answers the same paths. */
export function mixedReadPaths(history: MixedHistory, people: readonly Person[], pick: <T>(xs: readonly T[]) => T): Array<[string, () => string]> {
  const pastDates = history.workDates.filter((d) => d < history.today);
  const comingDates = history.workDates.filter((d) => d > history.today).slice(0, 20);
  return [
    ['daySchedule', () => `/api/v4/appointments/getAll?date=${specDate(pick(comingDates))}`],
    ['customerPage', () => `/api/v4/user/getCustomerDetails?customerId=${pick(people).customer_id}`],
    ['balance', () => `/api/v4/user/getBalance?userId=${pick(people).user_id}`],
    ['transactionsList', () => {
      const day = specDate(pick(pastDates));
      return `/api/v4/transactions/getAll?startDate=${day}&endDate=${day}&page=0`;
    }],
    ['openSlots', () => `/api/v4/appointments/getOpenSlots?date=${specDate(pick(comingDates))}&estimateId=${pick(history.estimateIds)}`],
  ];
}

/** The people of the history with a pet: whom the reads and writes are about. */
export async function peopleOf(db: Database): Promise<Person[]> {
  const { rows } = await db.query<Person>(
    `SELECT DISTINCT ON (customer_id) customer_id, user_id, id AS pet_id FROM pets WHERE NOT is_deleted ORDER BY customer_id, id`,
  );
  return rows;
}

/** Each answered estimate save's key carries exactly one EstimateSaved event (keys are stored scoped: `<scope>/<key>`). */
async function checkKeyedWrites(db: Database, keys: string[], retriedAfterRefusal: number): Promise<KeyedWrites> {
  if (keys.length === 0) return { answered: 0, retriedAfterRefusal, lost: 0, doubled: 0 };
  const { rows } = await db.query<{ key: string; n: number }>(
    `SELECT regexp_replace(metadata->>'idempotencyKey', '^.*/|#.*$', '', 'g') AS key, count(*)::int AS n
       FROM events WHERE type = 'EstimateSaved' AND metadata->>'idempotencyKey' IS NOT NULL
        AND regexp_replace(metadata->>'idempotencyKey', '^.*/|#.*$', '', 'g') = ANY($1::text[])
      GROUP BY 1`,
    [keys],
  );
  const counts = new Map(rows.map((r) => [r.key, Number(r.n)]));
  return {
    answered: keys.length,
    retriedAfterRefusal,
    lost: keys.filter((k) => !counts.has(k)).length,
    doubled: [...counts.values()].filter((n) => n > 1).length,
  };
}

export async function benchMixedLoad(url: string, options: MixedLoadOptions): Promise<MixedLoadResult> {
  const { layout, history, seconds = 60, readsPerSecond = 1000, writesPerSecond = 50, log = () => undefined } = options;
  const db = await openDatabase({ url });
  let stopServers: () => Promise<void> = async () => undefined;
  let takeStatementCounts: () => Promise<StatementCounts | null> = async () => null;
  let serverPid: number | null = null;
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  let socket: WebSocket | null = null;
  try {
    const { rows: office } = await db.query<{ email_address: string }>('SELECT email_address FROM users WHERE id = 1');
    if (!office[0]) throw new Error('mixed load bench: the history has no office user 1');
    await ensureCredentialsTable(db); // the server makes it too, but the password goes in before it starts
    await setPasswordHash(db, 1, await hashPassword(PASSWORD));
    const people = await peopleOf(db);
    if (people.length === 0) throw new Error('mixed load bench: the history has no pets');

    let base: string;
    let processes: string;
    if (layout === 'single') {
      const server = await startBenchServer(url);
      stopServers = () => server.stop();
      takeStatementCounts = () => server.takeStatementCounts();
      serverPid = server.pid;
      base = server.url;
      processes = 'one `serve` process (every role)';
    } else {
      const multi = await startMultiLayout(url, { commands: 2, queries: 2 });
      stopServers = async () => {
        // A server error is in its process's log (errors only): shown with the bench's own lines.
        for (const p of multi.processes) {
          const logged = p.output().split('\n').filter((line) => line.includes('"level":50')).slice(-3);
          for (const line of logged) log(`    ${p.role} ${p.url} logged: ${line.slice(0, 400)}`);
        }
        await multi.stop();
      };
      base = multi.url;
      processes = 'two command, two query and one projections process behind `pawroute proxy`, each its own process';
    }

    const client = new TestClient(base);
    await client.login(office[0].email_address, PASSWORD);
    const cookie = client.cookieHeader();
    const csrf = client.csrfToken ?? (await client.csrf());

    let seed = 32;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const pastDates = history.workDates.filter((d) => d < history.today);
    const comingDates = history.workDates.filter((d) => d > history.today).slice(0, 20);
    if (comingDates.length === 0 || pastDates.length === 0) throw new Error('mixed load bench: the history has no past or coming working days');

    const errorSamples: string[] = [];
    const noteError = (what: string) => {
      if (errorSamples.length < 20) errorSamples.push(what);
    };

    // node:http with kept-alive connections (fetch costs the load generator about twice the CPU).
    const send = (method: 'GET' | 'POST', path: string, body?: unknown, key: string = randomUUID()) =>
      new Promise<{ status: number; text: string; retryAfter: string | null }>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const headers: Record<string, string> = { cookie };
        if (payload !== undefined) {
          headers['content-type'] = 'application/json';
          headers['x-csrf-token'] = csrf;
          headers['idempotency-key'] = key;
        }
        const req = request(new URL(path, base), { method, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            clearTimeout(deadline);
            const retryAfter = res.headers['retry-after'];
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
          });
          res.on('error', reject);
        });
        // From the moment it is sent, queueing for a connection included: an overloaded server ends the run, it does not hang it.
        const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
        req.on('error', (error) => {
          clearTimeout(deadline);
          reject(error);
        });
        req.end(payload);
      });

    // The reads, in turn.
    const readPaths = mixedReadPaths(history, people, pick);
    const readSamples = new Map<string, Array<{ ms: number; ok: boolean }>>(readPaths.map(([name]) => [name, []]));
    // Requests refused for load (503): counted apart from errors, by request index and kind.
    const refusedReads = new Set<number>();
    const refusedWrites = new Set<number>();
    let withoutRetryAfter = 0;
    const failed = (error: Error) => ({ status: 0, text: error.message, retryAfter: null });
    const sendRead = async (i: number) => {
      const [name, path] = readPaths[i % readPaths.length]!;
      const answer = await send('GET', path()).catch(failed);
      const ok = answer.status >= 200 && answer.status < 300;
      if (answer.status === 503) {
        refusedReads.add(i);
        if (answer.retryAfter === null) withoutRetryAfter += 1;
      } else if (!ok) noteError(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
      return ok;
    };

    // The push receiver: the office's socket, through the same address as the load.
    const arrivals = new Map<number, Arrival[]>();
    const waiters = new Map<number, () => void>();
    const liveUrl = new URL('/api/v4/live', base);
    liveUrl.protocol = 'ws:';
    socket = new WebSocket(liveUrl, { headers: { cookie } });
    await new Promise<void>((resolve, reject) => {
      socket!.once('message', () => resolve()); // hello
      socket!.once('error', reject);
      socket!.once('close', (code) => reject(new Error(`the push socket closed (${code})`)));
    });
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as { type: string; keys?: Array<{ scope: string; id?: unknown }> };
      if (message.type !== 'changed' || !message.keys) return;
      const withAppointments = message.keys.some((k) => k.scope === 'appointments');
      for (const key of message.keys) {
        if (key.scope !== 'estimates' || typeof key.id !== 'number') continue;
        // Every estimate's (only the load writes): a save's push may come before its answer names the estimate.
        const list = arrivals.get(key.id) ?? [];
        arrivals.set(key.id, list);
        list.push({ at, withAppointments });
        waiters.get(key.id)?.();
      }
    });

    // The writes: chains of estimate -> booking -> start -> completion.
    const ready: Chain[] = [];
    let nextSlot = 0;
    const stylistIds = history.stylistIds;
    const writeSamples = new Map<Step, Array<{ ms: number; ok: boolean }>>(['estimate', 'booking', 'start', 'completion'].map((s) => [s as Step, []]));
    const stepOf = new Map<number, Step>();
    const pushDelays: number[] = [];
    let pushesMissing = 0;
    const pending = new Set<Promise<void>>();
    const savedKeys: string[] = [];
    let retriedSaves = 0;

    /** Resolves with the arrival, at or after `sentAt`, of the push this step makes, or null after PUSH_TIMEOUT_MS. */
    const pushOf = (estimateId: number, step: Step, sentAt: number) =>
      new Promise<number | null>((resolve) => {
        const find = () => arrivals.get(estimateId)?.find((a) => a.at >= sentAt && (step === 'estimate' || a.withAppointments))?.at;
        const found = find();
        if (found !== undefined) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(estimateId);
          resolve(null);
        }, PUSH_TIMEOUT_MS);
        waiters.set(estimateId, () => {
          const at = find();
          if (at === undefined) return;
          clearTimeout(timer);
          waiters.delete(estimateId);
          resolve(at);
        });
      });

    const bodyOf = (chain: Chain): [string, unknown] => {
      if (chain.step === 'estimate') {
        return ['/api/v4/estimate/save', { estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: chain.petId, estimatePackage: 'b&b', addonIds: [] }] }, user: { ID: chain.userId } }];
      }
      if (chain.step === 'booking') {
        const slot = nextSlot++;
        const start = 8 * 60 + (slot % 12) * 30;
        return ['/api/v4/appointments/create', {
          estimateId: chain.estimateId,
          employeeId: stylistIds[slot % stylistIds.length],
          appointmentDate: specDate(comingDates[Math.floor(slot / stylistIds.length) % comingDates.length]!),
          startTime: specTime(start),
          endTime: specTime(start + 90),
          resolveConfliction: true,
        }];
      }
      if (chain.step === 'start') return ['/api/v4/appointments/start', { appointmentId: chain.appointmentId }];
      return ['/api/v4/appointments/complete', { appointmentId: chain.appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 5000 } }];
    };

    const sendWrite = async (i: number) => {
      const chain: Chain = ready.shift() ?? (() => {
        const person = pick(people);
        return { userId: person.user_id, petId: person.pet_id, step: 'estimate' as Step, key: randomUUID() };
      })();
      const step = chain.step;
      stepOf.set(i, step);
      const [path, body] = bodyOf(chain);
      if (chain.estimateId !== undefined) arrivals.set(chain.estimateId, []);
      const sentAt = performance.now();
      const answer = await send('POST', path, body, chain.key).catch(failed);
      const answeredAt = performance.now();
      if (answer.status === 503) {
        // Refused for load: nothing was written. The same step goes again later with the same key.
        refusedWrites.add(i);
        if (answer.retryAfter === null) withoutRetryAfter += 1;
        if (chain.estimateId !== undefined) arrivals.delete(chain.estimateId);
        ready.push({ ...chain, retried: true });
        return false;
      }
      if (answer.status !== 200) {
        noteError(`${step}: ${answer.status} ${answer.text.slice(0, 200)}`);
        if (chain.estimateId !== undefined) arrivals.delete(chain.estimateId);
        return false;
      }
      const parsed = JSON.parse(answer.text) as { data?: { estimateId?: number }; newAppointmentId?: number };
      if (step === 'estimate') {
        chain.estimateId = parsed.data!.estimateId!;
        savedKeys.push(chain.key);
        if (chain.retried) retriedSaves += 1;
      }
      if (step === 'booking') chain.appointmentId = parsed.newAppointmentId!;
      const estimateId = chain.estimateId!;
      // The push is waited for apart from the answer: the write's time is its answer's.
      const watching = pushOf(estimateId, step, sentAt).then((at) => {
        if (at === null) {
          pushesMissing += 1;
          noteError(`${step}: no push within ${PUSH_TIMEOUT_MS} ms of the answer (estimate ${estimateId})`);
          arrivals.delete(estimateId);
          return;
        }
        pushDelays.push(Math.max(0, at - answeredAt));
        const next = NEXT[step];
        if (next) ready.push({ ...chain, step: next, key: randomUUID(), retried: false });
        else arrivals.delete(estimateId);
      });
      pending.add(watching);
      void watching.finally(() => pending.delete(watching));
      return true;
    };

    log(`  ${layout}: warming up ${WARM_UP_SECONDS} s at a tenth of the rates ...`);
    await Promise.all([fixedRate(sendRead, readsPerSecond / 10, WARM_UP_SECONDS), fixedRate(sendWrite, writesPerSecond / 10, WARM_UP_SECONDS)]);
    await Promise.all([fixedRate(sendRead, readsPerSecond, WARM_FULL_SECONDS), fixedRate(sendWrite, writesPerSecond, WARM_FULL_SECONDS)]);
    await Promise.all(pending);
    if (errorSamples.length > 0) log(`  ${layout}: the warm-up had failures, e.g. ${errorSamples[0]}`);
    errorSamples.length = 0;
    pushDelays.length = 0;
    pushesMissing = 0;
    stepOf.clear();
    refusedReads.clear();
    refusedWrites.clear();
    withoutRetryAfter = 0;
    savedKeys.length = 0;
    retriedSaves = 0;
    await takeStatementCounts(); // the warm-up's are left out

    log(`  ${layout}: ${readsPerSecond} reads/s and ${writesPerSecond} writes/s for ${seconds} s ...`);
    const atStart = loads();
    let max1m = atStart[0]!;
    const sampler = setInterval(() => (max1m = Math.max(max1m, loadavg()[0]!)), 5_000);
    const endCpu = measureCpu(serverPid);
    const refusalMs: number[] = [];
    const answeredReads: number[] = [];
    const answeredWrites: number[] = [];
    const [reads, writes] = await Promise.all([
      fixedRate(sendRead, readsPerSecond, seconds, (i, ms, ok) => {
        if (refusedReads.has(i)) return void refusalMs.push(ms);
        if (ok) answeredReads.push(ms);
        readSamples.get(readPaths[i % readPaths.length]![0])!.push({ ms, ok });
      }),
      fixedRate(sendWrite, writesPerSecond, seconds, (i, ms, ok) => {
        if (refusedWrites.has(i)) return void refusalMs.push(ms);
        if (ok) answeredWrites.push(ms);
        writeSamples.get(stepOf.get(i)!)!.push({ ms, ok });
      }),
    ]);
    const cpuShares = endCpu();
    await Promise.all(pending);
    clearInterval(sampler);
    const counted = await takeStatementCounts();
    const atEnd = loads();
    const keyedWrites = await checkKeyedWrites(db, savedKeys, retriedSaves);
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const figures = (xs: number[]) => {
      const s = sorted(xs);
      return { count: s.length, perSecond: round2(s.length / seconds), p50Ms: round2(percentile(s, 50) ?? 0), p99Ms: round2(percentile(s, 99) ?? 0) };
    };
    const refusalSorted = sorted(refusalMs);
    const refused: Refusals = {
      reads: refusedReads.size,
      writes: refusedWrites.size,
      p50Ms: round2(percentile(refusalSorted, 50) ?? 0),
      p99Ms: round2(percentile(refusalSorted, 99) ?? 0),
      withoutRetryAfter,
    };
    const answered: AnsweredTiming = { reads: figures(answeredReads), writes: figures(answeredWrites) };

    pushDelays.sort((a, b) => a - b);
    const pushes = {
      samples: pushDelays.length,
      missing: pushesMissing,
      p50Ms: round2(percentile(pushDelays, 50) ?? 0),
      p99Ms: round2(percentile(pushDelays, 99) ?? 0),
      maxMs: round2(pushDelays.at(-1) ?? 0),
      receiver: 'a WebSocket client signed in as the office on /api/v4/live, through the same address as the load',
    };
    // Refusals are counted on their own (`refused`); errors are the other failures.
    const errors = reads.errors - refused.reads + writes.errors - refused.writes + pushesMissing + keyedWrites.lost + keyedWrites.doubled;
    const result: MixedLoadResult = {
      layout,
      processes,
      events: history.events,
      seconds,
      reads: { ...reads, byKind: Object.fromEntries([...readSamples].map(([k, v]) => [k, timingOf(v)])) },
      writes: { ...writes, byKind: Object.fromEntries([...writeSamples].map(([k, v]) => [k, timingOf(v)])) },
      pushes,
      errors,
      errorSamples,
      readsPerSecond,
      writesPerSecond,
      marks: MIXED_LOAD_MARKS,
      met: {
        readP99: reads.p99Ms < MIXED_LOAD_MARKS.readP99Ms,
        writeP99: writes.p99Ms < MIXED_LOAD_MARKS.writeP99Ms,
        pushP99: pushes.p99Ms < MIXED_LOAD_MARKS.pushP99Ms,
        errors: errors === MIXED_LOAD_MARKS.errors && refused.reads + refused.writes === 0,
      },
      loadAverage: { atStart, atEnd, max1m: round2(max1m) },
      refused,
      answered,
      keyedWrites,
      statements: counted && {
        total: counted.total,
        perAnsweredRequest: round2(counted.total / Math.max(1, answered.reads.count + answered.writes.count)),
        top: counted.byStatement.slice(0, 25),
      },
      cpu: cpuShares && {
        ...cpuShares,
        serverMsPerRequest: round2((cpuShares.serverCores * 1000) / Math.max(1, answered.reads.perSecond + answered.writes.perSecond)),
        postgresMsPerRequest: round2((cpuShares.postgresCores * 1000) / Math.max(1, answered.reads.perSecond + answered.writes.perSecond)),
      },
    };
    if (refused.reads + refused.writes > 0) {
      log(`  ${layout}: refused ${refused.reads} reads and ${refused.writes} writes (503, p99 ${refused.p99Ms} ms); answered reads p99 ${answered.reads.p99Ms} ms, writes p99 ${answered.writes.p99Ms} ms; keyed saves ${keyedWrites.answered} (${keyedWrites.retriedAfterRefusal} after a refusal), ${keyedWrites.lost} lost, ${keyedWrites.doubled} doubled`);
    }
    log(`  ${layout}: reads p99 ${reads.p99Ms} ms (${reads.achievedPerSecond}/s sent, ${reads.errors} failed or refused), writes p99 ${writes.p99Ms} ms (${writes.errors} failed or refused), pushes p99 ${pushes.p99Ms} ms over ${pushes.samples} (${pushesMissing} missing); load ${atStart[0]} -> ${atEnd[0]}`);
    if (result.statements) log(`  ${layout}: ${result.statements.total} statements to PostgreSQL, ${result.statements.perAnsweredRequest} per answered request`);
    if (result.cpu) log(`  ${layout}: CPU in cores: server ${result.cpu.serverCores} (${result.cpu.serverMsPerRequest} ms per answered request), PostgreSQL ${result.cpu.postgresCores} (${result.cpu.postgresMsPerRequest} ms), load generator ${result.cpu.generatorCores}`);
    for (const sample of errorSamples.slice(0, 5)) log(`    error: ${sample}`);
    return result;
  } finally {
    socket?.close();
    agent.destroy();
    await stopServers();
    await db.close();
  }
}
