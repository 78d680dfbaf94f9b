import { createPostgresEventStore, type Database, type EventStore, type Position, type RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { readCheckpoint } from '../runner/checkpoints';
import { sleep } from '../runner/sleep';
import { hasPassed } from '../status/waitForPosition';
import type { RunnerLogger } from '../runner/logger';

export interface TestStore {
  test: TestDatabase;
  db: Database;
  store: EventStore;
  drop(): Promise<void>;
}

/** A throwaway database on the local server with the PostgreSQL event store in it. */
export async function openTestStore(): Promise<TestStore> {
  const test = await createTestDatabase();
  const store = await createPostgresEventStore(test.database);
  return {
    test,
    db: test.database,
    store,
    async drop() {
      await store.close();
      await test.drop();
    },
  };
}

/**
 * Every event in the store through `through` (to compute what the read models must hold). Readers see
 * events only below the server-wide visibility horizon, which any open transaction on the server holds
 * back (other test files included), so a fresh write may take a moment to show.
 */
export async function readEverything(store: EventStore, through: Position): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  const reached = () => all.length > 0 && store.comparePositions(all[all.length - 1].position, through) >= 0;
  await waitUntil(async () => {
    for (;;) {
      const batch = await store.readAll({ after: all.at(-1)?.position ?? null, limit: 5_000 });
      all.push(...batch);
      if (batch.length < 5_000) return reached();
    }
  }, `the store shows ${through}`);
  return all;
}

/** Waits until the projector's stored row says it has passed `position` (applied or scanned). */
export async function waitForProjector(db: Database, store: EventStore, name: string, position: Position, version?: number): Promise<void> {
  try {
    await waitUntil(async () => {
      const row = await readCheckpoint(db, name).catch(() => null); // the table may not exist yet
      return row?.status === 'running' && (version === undefined || row.version === version) && hasPassed(store, row, position);
    }, `${name} passes ${position}`);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await stallReport(db, store, name)}`);
  }
}

/**
 * What a projector that stopped moving was waiting on: its stored row, the store's head (below the
 * visibility horizon) and the server's transactions holding an id, any of which can hold the horizon
 * back. A wait that times out says which side stalled: the runner or the store.
 */
async function stallReport(db: Database, store: EventStore, name: string): Promise<string> {
  const safely = async <T>(read: () => Promise<T>) => read().catch((error: Error) => `unreadable: ${error.message}`);
  const row = await safely(() => readCheckpoint(db, name));
  const head = await safely(() => store.headPosition());
  const holders = await safely(async () =>
    (await db.query(
      `SELECT pid, datname, state, backend_xid::text AS xid, now() - xact_start AS open_for, left(query, 120) AS query
         FROM pg_stat_activity WHERE backend_xid IS NOT NULL ORDER BY xact_start`,
    )).rows,
  );
  return `stall report: checkpoint ${JSON.stringify(row)}; store head ${JSON.stringify(head)}; transactions holding an id ${JSON.stringify(holders)}`;
}

/** Polls until `check` holds; a generous ceiling turns a hang into a failure, not a timing assertion. */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await sleep(20);
  }
}

/** Keeps test output clean but remembers what was logged (a test may check a fault was loud). */
export function memoryLogger(): RunnerLogger & { lines: { level: string; msg: string; obj: object }[] } {
  const lines: { level: string; msg: string; obj: object }[] = [];
  const log = (level: string) => (obj: object, msg?: string) => void lines.push({ level, msg: msg ?? '', obj });
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
}
