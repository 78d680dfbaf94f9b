import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { AMOUNT_ADDED, appendAmounts, countingProjector, expectedCounts, readCounts } from '../testing';
import { memoryLogger, openTestStore, readEverything, waitForProjector, waitUntil, type TestStore } from '../testing/testKit';
import type { RecordedEvent } from '@pawroute/platform';
import { readCheckpoint } from './checkpoints';
import { startProjectionRunner } from './startProjectionRunner';
import { ensureProjectionTables } from './tables';

const CHILD = fileURLToPath(new URL('../testing/runnerChild.ts', import.meta.url));

let t: TestStore;
afterEach(async () => t?.drop());

/** The events a checkpoint covers: a read model at that checkpoint must hold exactly these. */
function through(t: TestStore, all: RecordedEvent[], checkpoint: string | null): RecordedEvent[] {
  return checkpoint === null ? [] : all.filter((e) => t.store.comparePositions(e.position, checkpoint) <= 0);
}

describe('projection runner: crashes', { timeout: 120_000 }, () => {
  it('faults on a handler error mid-batch, applies none of that batch, and recovers exactly after a fix', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 3_000 });
    const all = await readEverything(t.store, written.position);
    const poison = all.filter((e) => e.type === AMOUNT_ADDED)[1_717];
    const logger = memoryLogger();

    const broken = await startProjectionRunner({
      db: t.db,
      store: t.store,
      projectors: [countingProjector({ failWhen: (e) => e.id === poison.id }), countingProjector({ name: 'healthy' })],
      batchSize: 200,
      logger,
    });
    await waitUntil(() => broken.status().projectors[0].state === 'faulted', 'the projector faults');
    await waitForProjector(t.db, t.store, 'healthy', written.position);

    const row = await readCheckpoint(t.db, 'test_counts');
    expect(row?.status).toBe('faulted');
    expect(row?.error).toContain(`refuses event ${poison.id}`);
    expect(logger.lines.some((l) => l.level === 'error' && l.msg.includes('FAULTED'))).toBe(true);
    // Stopped before the poison event; the part of its batch written before the throw was rolled back.
    expect(t.store.comparePositions(row!.checkpoint!, poison.position)).toBeLessThan(0);
    expect(await readCounts(t.db)).toEqual(expectedCounts(through(t, all, row!.checkpoint)));
    // The other projector was not held up.
    expect(await readCounts(t.db, 'healthy')).toEqual(expectedCounts(all));
    await broken.stop();

    const fixed = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector()], batchSize: 200, logger });
    await waitForProjector(t.db, t.store, 'test_counts', written.position);
    await fixed.stop();
    expect(await readCounts(t.db)).toEqual(expectedCounts(all));
    expect((await readCheckpoint(t.db, 'test_counts'))?.error).toBeNull();
  });

  it('loses nothing and counts nothing twice when the runner process is killed mid-batch', async () => {
    t = await openTestStore();
    await ensureProjectionTables(t.db);
    const written = await appendAmounts(t.store, { events: 4_000 });
    const all = await readEverything(t.store, written.position);
    const url = new URL(t.test.url);
    url.searchParams.set('application_name', 'pawroute_crash_child');

    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, DATABASE_URL: url.toString(), BATCH_DELAY_MS: '150', BATCH_SIZE: '100' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    try {
      // Kill once a batch has committed and the next one is open (the child sleeps inside its transaction).
      await waitUntil(async () => (await readCheckpoint(t.db, 'test_counts'))?.checkpoint != null, 'the child commits a batch');
      await waitUntil(async () => {
        const { rows } = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE application_name = 'pawroute_crash_child' AND state = 'idle in transaction'`,
        );
        return rows[0].n > 0;
      }, 'the child has a batch open');
    } finally {
      child.kill('SIGKILL');
    }
    expect(await exited).toBe('SIGKILL');

    const afterCrash = await readCheckpoint(t.db, 'test_counts');
    // The kill came before the end, and the read model holds exactly what the checkpoint says.
    expect(t.store.comparePositions(afterCrash!.checkpoint!, written.position)).toBeLessThan(0);
    expect(await readCounts(t.db)).toEqual(expectedCounts(through(t, all, afterCrash!.checkpoint)));

    // The killed process's lock dies with its connection; a new runner takes over and finishes.
    const runner = await startProjectionRunner({
      db: t.db,
      store: t.store,
      projectors: [countingProjector()],
      batchSize: 100,
      lockRetryMs: 50,
      logger: memoryLogger(),
    });
    await waitForProjector(t.db, t.store, 'test_counts', written.position);
    await runner.stop();
    expect(await readCounts(t.db)).toEqual(expectedCounts(all));
  });
});
