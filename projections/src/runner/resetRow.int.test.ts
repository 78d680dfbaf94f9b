import { afterEach, describe, expect, it } from 'vitest';
import { appendAmounts, countingProjector, expectedCounts, readCounts } from '../testing';
import { memoryLogger, openTestStore, readEverything, waitForProjector, waitUntil, type TestStore } from '../testing/testKit';
import { readCheckpoint } from './checkpoints';
import { startProjectionRunner } from './startProjectionRunner';

let t: TestStore;
afterEach(async () => t?.drop());

/**
 * Where a worker resumes comes from its stored row, never from what it remembers: a projector reset
 * under a running runner (its tables dropped and its row deleted, so that it builds afresh) must read
 * the whole history again. A worker that kept its last scanned head in memory resumed from there and
 * built the new tables from the events after it only: a skip that said it was running.
 */
describe('projection runner: resume point', { timeout: 120_000 }, () => {
  it('a projector reset while the runner runs is built from the start, not from the head it had scanned', async () => {
    t = await openTestStore();
    const first = await appendAmounts(t.store, { events: 400 });
    const runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector()], batchSize: 100, fallbackPollMs: 50, logger: memoryLogger() });
    try {
      await waitForProjector(t.db, t.store, 'test_counts', first.position);
      await waitUntil(async () => (await readCheckpoint(t.db, 'test_counts'))?.scannedThrough != null, 'the worker records its scanned head');
      await t.db.transaction(async (tx) => {
        await tx.query('DROP TABLE test_counts_streams, test_counts_totals');
        await tx.query(`DELETE FROM projection_checkpoints WHERE name = 'test_counts'`);
      });
      const more = await appendAmounts(t.store, { events: 50, prefix: 'After' });
      await waitForProjector(t.db, t.store, 'test_counts', more.position);
      expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store, more.position)));
    } finally {
      await runner.stop();
    }
  });
});
