import type { Position } from '@pawroute/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { sideSchemaExists } from '../rebuild/sideSchema';
import { AMOUNT_ADDED, appendAmounts, countingProjector, expectedCounts, readCounts } from '../testing';
import { memoryLogger, openTestStore, readEverything, waitForProjector, waitUntil, type TestStore } from '../testing/testKit';
import { readCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { startProjectionRunner } from './startProjectionRunner';

let t: TestStore;
afterEach(async () => t?.drop());

/** Runs a runner until the projector, at its version, has passed `position`; returns how many events it applied. */
async function runUntilPassed(t: TestStore, projector: Projector, position: Position): Promise<number> {
  const runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [projector], batchSize: 100, logger: memoryLogger() });
  try {
    await waitForProjector(t.db, t.store, projector.name, position, projector.version);
    await waitUntil(() => runner.status().projectors[0].caughtUp, 'the worker notes it is caught up');
    return runner.status().projectors[0].eventsApplied;
  } finally {
    await runner.stop();
  }
}

describe('projection runner: version change', { timeout: 120_000 }, () => {
  it('creates tables in public on first start, then rebuilds into a side schema and swaps on a new version', async () => {
    t = await openTestStore();
    const first = await appendAmounts(t.store, { events: 700 });
    await runUntilPassed(t, countingProjector({ version: 1 }), first.position);
    expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store, first.position)));
    // Mark the live table, so we can see it is replaced rather than added to.
    await t.db.query(`INSERT INTO test_counts_streams VALUES ('stale-v1-row', 1, 1, 0)`);

    const more = await appendAmounts(t.store, { events: 300, prefix: 'More' });
    await runUntilPassed(t, countingProjector({ version: 2 }), more.position);

    expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store, more.position)));
    const row = await readCheckpoint(t.db, 'test_counts');
    expect(row).toMatchObject({ version: 2, status: 'running', rebuildVersion: null, rebuildCheckpoint: null });
    expect(await sideSchemaExists(t.db, 'test_counts')).toBe(false);
  });

  it('resumes an interrupted rebuild from its own checkpoint and still counts every event once', async () => {
    t = await openTestStore();
    const first = await appendAmounts(t.store, { events: 1_500 });
    await runUntilPassed(t, countingProjector({ version: 1 }), first.position);

    const slow = await startProjectionRunner({
      db: t.db,
      store: t.store,
      projectors: [countingProjector({ version: 2, batchDelayMs: 30 })],
      batchSize: 100,
      logger: memoryLogger(),
    });
    await waitUntil(async () => (await readCheckpoint(t.db, 'test_counts'))?.rebuildCheckpoint != null, 'the rebuild made progress');
    await slow.stop();
    const interrupted = await readCheckpoint(t.db, 'test_counts');
    expect(interrupted).toMatchObject({ version: 1, status: 'rebuilding', rebuildVersion: 2 });
    expect(t.store.comparePositions(interrupted!.rebuildCheckpoint!, first.position)).toBeLessThan(0);
    // The live tables still hold version 1's complete figures while the rebuild is unfinished.
    expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store, first.position)));

    const during = await appendAmounts(t.store, { events: 200, prefix: 'During' });
    const applied = await runUntilPassed(t, countingProjector({ version: 2 }), during.position);
    const all = await readEverything(t.store, during.position);
    expect(await readCounts(t.db)).toEqual(expectedCounts(all));
    // It went on from the rebuild checkpoint instead of starting over.
    const resumedFrom = interrupted!.rebuildCheckpoint!;
    expect(applied).toBe(all.filter((e) => e.type === AMOUNT_ADDED && t.store.comparePositions(e.position, resumedFrom) > 0).length);
    expect(await sideSchemaExists(t.db, 'test_counts')).toBe(false);
  });
});
