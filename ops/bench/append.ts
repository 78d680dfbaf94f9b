/**
 * Append benchmark (ARCHITECTURE.md, "The EventStore port"): 32 concurrent writers, one event
 * per append to a new stream, through the Postgres adapter, against a raw single-row INSERT of the same
 * rows into a plain table over the same 32 connections. Between the two, each step an append adds is
 * measured on its own, so the figures say what each step costs:
 *
 *   raw         INSERT of the row into a plain table (one key: a bigserial), JSON texts made once
 *   rawGrouped  the same rows grouped as the store groups them (while one statement is in flight, the
 *               rows that arrive go together, at most 64, as one multi-row INSERT): no claims, no chain.
 *               The right limit for the grouped store: `groupedRatio` = store / rawGrouped
 *   eventTable  the same INSERT into a table shaped like public.events: its columns (tx_id, hash) and
 *               its three unique keys ((tx_id, position), (stream, revision), (stream, id))
 *   streamClaim the adapter's append without links: its code (JSON texts per event, the result) and its
 *               statement, which claims the revision in public.streams (a row and a key of its own)
 *               and inserts behind the claim (the trigger that links foreign rows switched off)
 *   chain       the same with each event's link of the hash chain (sha256 over the row's content)
 *   grouped     the same through the store's group commit (platform appendGroups.ts): while one
 *               statement is in flight, the one-event appends that arrive go together as the next
 *               one (one round trip and one commit per group; each append keeps its own claim)
 *   store       the store's appendToStream: the above plus waking subscribers (local wake-ups, and at
 *               most one NOTIFY in flight for any number of appends)
 *
 * Five runs; within a run every step is measured once, in an order that rotates from run to run, so
 * drift and other load hit them alike. Ratios are taken within a run (the same minute's load) and their
 * median reported.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EventMetadata } from '@pawroute/domain';
import { appendWithoutWakeups, createAppendGroups, createPostgresEventStore, openDatabase, queryPrepared, type Database } from '@pawroute/platform';

export const APPEND_STEPS = ['raw', 'rawGrouped', 'eventTable', 'streamClaim', 'chain', 'grouped', 'store'] as const;
export type AppendStep = (typeof APPEND_STEPS)[number];
/** The step each one adds to (rawGrouped is beside the chain, not in it: it adds grouping to raw). */
const ADDS_TO: Record<Exclude<AppendStep, 'raw'>, AppendStep> = {
  rawGrouped: 'raw',
  eventTable: 'raw',
  streamClaim: 'eventTable',
  chain: 'streamClaim',
  grouped: 'chain',
  store: 'grouped',
};

export interface AppendStepResult {
  step: AppendStep;
  /** Median appends (or INSERTs) per second over the runs. */
  perSecond: number;
  /** Median over the runs of this step's rate / the raw INSERT's rate in the same run. */
  ratioToRaw: number;
  /**
   * What the step adds, in microseconds of the whole machine per append (1e6/rate, all 32 writers):
   * median over the runs of this step's time less the time of the step it adds to (ADDS_TO), in the same run.
   */
  addedMicroseconds: number;
  /**
   * CPU per append in microseconds: this process plus the PostgreSQL processes serving the bench
   * database and the WAL writer (from /proc; absent where it cannot be read). Unlike the rates it
   * hardly moves when other work shares the machine, so it says what a step costs on a busy machine.
   */
  cpuMicroseconds?: number;
  /** cpuMicroseconds less the previous step's (medians over the runs of the per-run difference). */
  addedCpuMicroseconds?: number;
}

export interface AppendBenchResult {
  eventsPerSecond: number;
  rawInsertPerSecond: number;
  /** The store's appends / raw INSERTs: median of the per-run ratios (mark 0.65). */
  ratio: number;
  /** The chained append without the group commit (each append its own statement and commit) / raw: the `chain` step's ratio (mark 0.65). */
  ungroupedRatio: number;
  /** The store / grouped raw INSERTs (the same grouping, no claims, no chain), per-run median (mark 0.8). */
  groupedRatio: number;
  /** Rows per multi-row INSERT in the rawGrouped step, on average. */
  rawGroupSize: number;
  rawGroupedPerSecond: number;
  writers: number;
  secondsPerRun: number;
  steps: AppendStepResult[];
  runs: Record<AppendStep, number[]>;
  /** The chain step / the stream-claim step (the adapter with and without links, each append its own statement), per-run median; ≥ 0.9. */
  chainRatio: number;
  withoutChainPerSecond: number;
}

const WRITERS = 32;
const RUNS = 5;

const RAW_TABLE = `CREATE TABLE IF NOT EXISTS bench_raw_events (
  position bigserial PRIMARY KEY, stream text NOT NULL, revision bigint NOT NULL, id uuid NOT NULL,
  type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`;
const RAW_INSERT = `INSERT INTO bench_raw_events (stream, revision, id, type, data, metadata)
  VALUES ($1, 0, $2, $3, $4::jsonb, $5::jsonb)`;
// public.events' shape (schema.ts) without the store around it.
const SHAPED_TABLE = `CREATE TABLE IF NOT EXISTS bench_shaped_events (
  position bigserial NOT NULL, tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(), stream text NOT NULL,
  revision bigint NOT NULL, id uuid NOT NULL, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), hash bytea,
  PRIMARY KEY (tx_id, position), UNIQUE (stream, revision), UNIQUE (stream, id))`;
const SHAPED_INSERT = `INSERT INTO bench_shaped_events (stream, revision, id, type, data, metadata)
  VALUES ($1, 0, $2, $3, $4::jsonb, $5::jsonb)`;

const RAW_GROUP_INSERT = `INSERT INTO bench_raw_events (stream, revision, id, type, data, metadata)
  SELECT s, 0, i, t, d::jsonb, m::jsonb FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[]) AS x(s, i, t, d, m)`;
/** The store's group size limit (platform appendGroups.ts MAX_GROUP). */
const MAX_GROUP = 64;

/** Raw rows grouped the way the store groups appends: one statement in flight, the next takes what waits. */
class RawGroups {
  private waiting: Array<{ row: string[]; done: () => void; failed: (e: unknown) => void }> = [];
  private inFlight = false;
  statements = 0;
  rows = 0;
  constructor(private readonly db: Database) {}
  insert(row: string[]): Promise<void> {
    return new Promise((done, failed) => {
      this.waiting.push({ row, done, failed });
      if (!this.inFlight) void this.next();
    });
  }
  private async next(): Promise<void> {
    const group = this.waiting.splice(0, MAX_GROUP);
    if (group.length === 0) return;
    this.inFlight = true;
    try {
      const columns = [0, 1, 2, 3, 4].map((c) => group.map((g) => g.row[c]!));
      await queryPrepared(this.db, 'bench_raw_group_insert', RAW_GROUP_INSERT, columns);
      this.statements += 1;
      this.rows += group.length;
      for (const g of group) g.done();
    } catch (error) {
      for (const g of group) g.failed(error);
    } finally {
      this.inFlight = false;
      if (this.waiting.length > 0) void this.next();
    }
  }
}

const metadata: EventMetadata = {
  actorUserId: 1,
  correlationId: randomUUID(),
  causationId: null,
  commandName: 'Bench',
  idempotencyKey: null,
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
};
const data = { firstName: 'Ada', lastName: 'Lovelace', phone: '555-0100', amountCents: 4500 };

// Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ; 100 on Linux).
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far by the given processes (utime + stime), null if /proc cannot be read. */
function cpuSecondsOf(pids: readonly number[]): number | null {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after "pid (comm) ": state is the 1st, utime the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks / TICKS_PER_SECOND;
}

interface Measured {
  perSecond: number;
  cpuMicroseconds: number | null;
}

/** Runs `write` from 32 writers for `seconds`; answers writes per second and CPU per write. */
async function measure(db: Database, seconds: number, write: (writer: number, i: number) => Promise<void>): Promise<Measured> {
  // The server processes doing this bench's work: its connections (and autovacuum on its database), the WAL writer.
  const { rows } = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() OR backend_type = 'walwriter'`,
  );
  const pids = rows.map((r) => Number(r.pid));
  const deadline = Date.now() + seconds * 1000;
  let count = 0;
  const cpuBefore = process.cpuUsage();
  const serverBefore = cpuSecondsOf(pids);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; Date.now() < deadline; i++) {
        await write(w, i);
        count++;
      }
    }),
  );
  const perSecond = count / ((performance.now() - started) / 1000);
  const own = process.cpuUsage(cpuBefore);
  const serverAfter = cpuSecondsOf(pids);
  const cpuMicroseconds =
    serverBefore === null || serverAfter === null ? null : ((serverAfter - serverBefore) * 1e6 + own.user + own.system) / count;
  return { perSecond, cpuMicroseconds };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round2 = (x: number) => Math.round(x * 100) / 100;

// Flush dirty pages between runs so one run's writes do not slow the next one's.
async function settle(db: Database): Promise<void> {
  await db.query('CHECKPOINT').catch(() => undefined); // needs superuser; fine without
}

export async function benchAppend(
  url: string,
  { secondsPerRun = 4, log = () => undefined }: { secondsPerRun?: number; log?: (line: string) => void } = {},
): Promise<AppendBenchResult> {
  // Stream names unique to this run, so it can tidy up after itself if pointed at a database with data.
  const tag = `Bench${randomUUID().slice(0, 8)}`;
  const db = await openDatabase({ url, poolSize: WRITERS });
  const store = await createPostgresEventStore(db);
  try {
    await db.query(RAW_TABLE);
    await db.query(SHAPED_TABLE);
    const json = JSON.stringify(data);
    const metaJson = JSON.stringify(metadata);
    const event = () => [{ id: randomUUID(), type: 'Benched', data, metadata }];
    const groups = createAppendGroups(db, true);
    const rawGroups = new RawGroups(db);
    const trigger = async (on: boolean) => db.query(`ALTER TABLE public.events ${on ? 'ENABLE' : 'DISABLE'} TRIGGER pawroute_events_chain`);
    const writes: Record<AppendStep, (stream: string) => Promise<unknown>> = {
      raw: (stream) => queryPrepared(db, 'bench_raw_insert', RAW_INSERT, [stream, randomUUID(), 'Benched', json, metaJson]),
      rawGrouped: (stream) => rawGroups.insert([stream, randomUUID(), 'Benched', json, metaJson]),
      eventTable: (stream) => queryPrepared(db, 'bench_shaped_insert', SHAPED_INSERT, [stream, randomUUID(), 'Benched', json, metaJson]),
      streamClaim: (stream) => appendWithoutWakeups(db, stream, event(), 'no_stream', null, false),
      chain: (stream) => appendWithoutWakeups(db, stream, event(), 'no_stream', null, true),
      grouped: (stream) => appendWithoutWakeups(db, stream, event(), 'no_stream', null, true, groups),
      store: (stream) => store.appendToStream(stream, event(), { expected: 'no_stream' }),
    };
    const timed = async (step: AppendStep, label: string, seconds: number) => {
      // Without links the trigger would link the rows itself: off for that step only.
      if (step === 'streamClaim') await trigger(false);
      try {
        return await measure(db, seconds, async (w, i) => {
          await writes[step](`${tag}-${label}-${step}-${w}-${i}`);
        });
      } finally {
        if (step === 'streamClaim') await trigger(true);
      }
    };
    // Open all 32 connections (and prepare the statements on each) before timing anything.
    for (const step of APPEND_STEPS) await timed(step, 'warm', 0.5);

    const runs = Object.fromEntries(APPEND_STEPS.map((s) => [s, [] as number[]])) as Record<AppendStep, number[]>;
    const cpu = Object.fromEntries(APPEND_STEPS.map((s) => [s, [] as (number | null)[]])) as Record<AppendStep, (number | null)[]>;
    for (let run = 0; run < RUNS; run++) {
      const order = APPEND_STEPS.map((_, i) => APPEND_STEPS[(i + run) % APPEND_STEPS.length]);
      for (const step of order) {
        await settle(db);
        const measured = await timed(step, String(run), secondsPerRun);
        runs[step].push(measured.perSecond);
        cpu[step].push(measured.cpuMicroseconds);
      }
      log(`  run ${run + 1}: ${APPEND_STEPS.map((s) => `${s} ${Math.round(runs[s][run])}/s (${Math.round(cpu[s][run] ?? NaN)} us CPU)`).join(', ')}`);
    }
    const cpuKnown = APPEND_STEPS.every((s) => cpu[s].every((c) => c !== null));
    const inRun = (f: (run: number) => number) => median(Array.from({ length: RUNS }, (_, run) => f(run)));
    const steps: AppendStepResult[] = APPEND_STEPS.map((step, i) => ({
      step,
      perSecond: Math.round(median(runs[step])),
      ratioToRaw: round2(inRun((run) => runs[step][run] / runs.raw[run])),
      addedMicroseconds:
        i === 0
          ? Math.round(inRun((run) => 1e6 / runs.raw[run]) * 10) / 10
          : Math.round(inRun((run) => 1e6 / runs[step][run] - 1e6 / runs[ADDS_TO[step as Exclude<AppendStep, 'raw'>]][run]) * 10) / 10,
      ...(cpuKnown
        ? {
            cpuMicroseconds: Math.round(inRun((run) => cpu[step][run]!) * 10) / 10,
            addedCpuMicroseconds:
              i === 0
                ? Math.round(inRun((run) => cpu.raw[run]!) * 10) / 10
                : Math.round(inRun((run) => cpu[step][run]! - cpu[ADDS_TO[step as Exclude<AppendStep, 'raw'>]][run]!) * 10) / 10,
          }
        : {}),
    }));
    return {
      eventsPerSecond: Math.round(median(runs.store)),
      rawInsertPerSecond: Math.round(median(runs.raw)),
      ratio: round2(inRun((run) => runs.store[run] / runs.raw[run])),
      ungroupedRatio: round2(inRun((run) => runs.chain[run] / runs.raw[run])),
      groupedRatio: round2(inRun((run) => runs.store[run] / runs.rawGrouped[run])),
      rawGroupSize: round2(rawGroups.rows / Math.max(1, rawGroups.statements)),
      rawGroupedPerSecond: Math.round(median(runs.rawGrouped)),
      writers: WRITERS,
      secondsPerRun,
      steps,
      runs: Object.fromEntries(APPEND_STEPS.map((s) => [s, runs[s].map(Math.round)])) as Record<AppendStep, number[]>,
      chainRatio: round2(inRun((run) => runs.chain[run] / runs.streamClaim[run])),
      withoutChainPerSecond: Math.round(median(runs.streamClaim)),
    };
  } finally {
    await store.close();
    await db.query('DROP TABLE IF EXISTS bench_raw_events').catch(() => undefined);
    await db.query('DROP TABLE IF EXISTS bench_shaped_events').catch(() => undefined);
    await db.query(`DELETE FROM public.events WHERE stream LIKE $1`, [`${tag}-%`]).catch(() => undefined);
    await db.query(`DELETE FROM public.streams WHERE stream LIKE $1`, [`${tag}-%`]).catch(() => undefined);
    await db.close();
  }
}
