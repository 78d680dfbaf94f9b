import { afterEach, describe, expect, it } from 'vitest';
import { sideSchemaExists } from '../rebuild/sideSchema';
import { AMOUNT_ADDED, appendAmounts, countingProjector, expectedCounts, readCounts } from '../testing';
import { memoryLogger, openTestStore, readEverything, waitUntil, type TestStore } from '../testing/testKit';
import { readCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { startProjectionRunner } from './startProjectionRunner';

let t: TestStore;
afterEach(async () => t?.drop());

/** Runs a runner until the projector is caught up at its version; returns how many events it applied. */
async function runUntilCaughtUp(t: TestStore, projector: Projector): Promise<number> {
  const runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [projector], batchSize: 100, logger: memoryLogger() });
  try {
    await waitUntil(async () => {
      const row = await readCheckpoint(t.db, projector.name);
      const head = await t.store.headPosition();
      const at = row?.scannedThrough ?? null;
      return row?.version === projector.version && row.status === 'running' && at !== null && head !== null
        && t.store.comparePositions(at, head) >= 0;
    }, `${projector.name} v${projector.version} is caught up`);
    return runner.status().projectors[0].eventsApplied;
  } finally {
    await runner.stop();
  }
}

describe('projection runner: version change', { timeout: 120_000 }, () => {
  it('creates tables in public on first start, then rebuilds into a side schema and swaps on a new version', async () => {
    t = await openTestStore();
    await appendAmounts(t.store, { events: 700 });
    await runUntilCaughtUp(t, countingProjector({ version: 1 }));
    expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store)));
    // Mark the live table, so we can see it is replaced rather than appended to.
    await t.db.query(`INSERT INTO test_counts_streams VALUES ('stale-v1-row', 1, 1, 0)`);

    await appendAmounts(t.store, { events: 300, prefix: 'More' });
    await runUntilCaughtUp(t, countingProjector({ version: 2 }));

    expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store)));
    const row = await readCheckpoint(t.db, 'test_counts');
    expect(row).toMatchObject({ version: 2, status: 'running', rebuildVersion: null, rebuildCheckpoint: null });
    expect(await sideSchemaExists(t.db, 'test_counts')).toBe(false);
  });

  it('resumes an interrupted rebuild from its own checkpoint and still counts every event once', async () => {
    t = await openTestStore();
    await appendAmounts(t.store, { events: 1_500 });
    await runUntilCaughtUp(t, countingProjector({ version: 1 }));

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
    // The live tables still hold version 1's complete figures while the rebuild is unfinished.
    expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store)));

    await appendAmounts(t.store, { events: 200, prefix: 'During' });
    const applied = await runUntilCaughtUp(t, countingProjector({ version: 2 }));
    const all = await readEverything(t.store);
    expect(await readCounts(t.db)).toEqual(expectedCounts(all));
    // It went on from the rebuild checkpoint instead of starting over.
    const resumedFrom = interrupted!.rebuildCheckpoint!;
    expect(applied).toBe(all.filter((e) => e.type === AMOUNT_ADDED && t.store.comparePositions(e.position, resumedFrom) > 0).length);
    expect(await sideSchemaExists(t.db, 'test_counts')).toBe(false);
  });
});
