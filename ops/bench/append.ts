/**
 * Append benchmark (ARCHITECTURE.md, "The EventStore port"): 32 concurrent writers, one event per append to
 * a new stream, through the Postgres adapter, against a raw single-row INSERT of the same rows into a plain
 * table over the same 32 connections. Medians of 5 runs each, runs interleaved (the adapter with and without
 * the chain in alternating order) so drift and other load hit them alike.
 */
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@pawroute/domain';
import { createPostgresEventStore, openDatabase, queryPrepared, type Database, type EventStore } from '@pawroute/platform';

export interface AppendBenchResult {
  eventsPerSecond: number;
  rawInsertPerSecond: number;
  ratio: number;
  writers: number;
  secondsPerRun: number;
  runs: { adapter: number[]; raw: number[]; adapterWithoutChain: number[] };
  /**
   * The event chain's cost (issue 14): the same adapter writing no links (its `chain: false` statements,
   * and the trigger that links rows inserted outside appends switched off), runs interleaved;
   * `chainRatio` = with / without (must stay at or above 0.9).
   */
  withoutChainPerSecond: number;
  chainRatio: number;
}

const WRITERS = 32;
const RUNS = 5;

const RAW_TABLE = `CREATE TABLE IF NOT EXISTS bench_raw_events (
  position bigserial PRIMARY KEY, stream text NOT NULL, revision bigint NOT NULL, id uuid NOT NULL,
  type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`;
const RAW_INSERT = `INSERT INTO bench_raw_events (stream, revision, id, type, data, metadata)
  VALUES ($1, 0, $2, $3, $4::jsonb, $5::jsonb)`;

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

/** Runs `write` from 32 writers for `seconds`; answers writes per second. */
async function measure(seconds: number, write: (writer: number, i: number) => Promise<void>): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; Date.now() < deadline; i++) {
        await write(w, i);
        count++;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Flush dirty pages between runs so one run's writes do not slow the next one's.
async function settle(db: Database): Promise<void> {
  await db.query('CHECKPOINT').catch(() => undefined); // needs superuser; fine without
}

export async function benchAppend(url: string, { secondsPerRun = 4 } = {}): Promise<AppendBenchResult> {
  // Stream names unique to this run, so it can tidy up after itself if pointed at a database with data.
  const tag = `Bench${randomUUID().slice(0, 8)}`;
  const db = await openDatabase({ url, poolSize: WRITERS });
  const store = await createPostgresEventStore(db);
  const unlinked = await createPostgresEventStore(db, { chain: false });
  try {
    await db.query(RAW_TABLE);
    const json = JSON.stringify(data);
    const metaJson = JSON.stringify(metadata);
    const rawInsert = async (stream: string) => {
      await queryPrepared(db, 'bench_raw_insert', RAW_INSERT, [stream, randomUUID(), 'Benched', json, metaJson]);
    };
    const append = async (stream: string, to: EventStore = store) => {
      await to.appendToStream(stream, [{ id: randomUUID(), type: 'Benched', data, metadata }], {
        expected: 'no_stream',
      });
    };
    // Open all 32 connections (and prepare the statements on each) before timing anything.
    await measure(0.5, (w, i) => rawInsert(`${tag}-warm-raw-${w}-${i}`));
    await measure(0.5, (w, i) => append(`${tag}-warm-append-${w}-${i}`));
    await measure(0.5, (w, i) => append(`${tag}-warm-unlinked-${w}-${i}`, unlinked));

    const runs = { adapter: [] as number[], raw: [] as number[], adapterWithoutChain: [] as number[] };
    const trigger = async (on: boolean) => db.query(`ALTER TABLE public.events ${on ? 'ENABLE' : 'DISABLE'} TRIGGER pawroute_events_chain`);
    for (let run = 0; run < RUNS; run++) {
      await settle(db);
      runs.raw.push(await measure(secondsPerRun, (w, i) => rawInsert(`${tag}-${run}-${w}-${i}`)));
      const linked = async () => {
        await settle(db);
        runs.adapter.push(await measure(secondsPerRun, (w, i) => append(`${tag}-${run}-${w}-${i}`)));
      };
      const withoutChain = async () => {
        await settle(db);
        await trigger(false);
        try {
          runs.adapterWithoutChain.push(await measure(secondsPerRun, (w, i) => append(`${tag}-${run}-nochain-${w}-${i}`, unlinked)));
        } finally {
          await trigger(true);
        }
      };
      for (const measureOne of run % 2 === 0 ? [linked, withoutChain] : [withoutChain, linked]) await measureOne();
    }
    const eventsPerSecond = Math.round(median(runs.adapter));
    const rawInsertPerSecond = Math.round(median(runs.raw));
    return {
      eventsPerSecond,
      rawInsertPerSecond,
      ratio: Math.round((eventsPerSecond / rawInsertPerSecond) * 100) / 100,
      writers: WRITERS,
      secondsPerRun,
      runs: { adapter: runs.adapter.map(Math.round), raw: runs.raw.map(Math.round), adapterWithoutChain: runs.adapterWithoutChain.map(Math.round) },
      withoutChainPerSecond: Math.round(median(runs.adapterWithoutChain)),
      chainRatio: Math.round((eventsPerSecond / median(runs.adapterWithoutChain)) * 100) / 100,
    };
  } finally {
    await store.close();
    await unlinked.close();
    await db.query('DROP TABLE IF EXISTS bench_raw_events').catch(() => undefined);
    await db.query(`DELETE FROM public.events WHERE stream LIKE $1`, [`${tag}-%`]).catch(() => undefined);
    await db.query(`DELETE FROM public.streams WHERE stream LIKE $1`, [`${tag}-%`]).catch(() => undefined);
    await db.close();
  }
}
