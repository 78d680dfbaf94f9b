import { openDatabase } from '@pawroute/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { appendAmounts, countingProjector, expectedCounts, readCounts } from '../testing';
import { memoryLogger, openTestStore, readEverything, waitForProjector, waitUntil, type TestStore } from '../testing/testKit';
import { advanceCheckpoint, CheckpointConflict, readCheckpoint } from './checkpoints';
import { startProjectionRunner, type ProjectionRunner } from './startProjectionRunner';

let t: TestStore;
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
  await t?.drop();
});

describe('projection runner: leadership', { timeout: 120_000 }, () => {
  it('lets one of two runner processes apply, and the other take over when it stops', async () => {
    t = await openTestStore();
    // A second pool on the same database stands for a second process: its own connections, its own lock attempt.
    const otherDb = await openDatabase({ url: t.test.url });
    cleanup.push(() => otherDb.close());
    const start = (db: typeof otherDb): Promise<ProjectionRunner> =>
      startProjectionRunner({ db, store: t.store, projectors: [countingProjector()], batchSize: 50, lockRetryMs: 50, logger: memoryLogger() });

    const a = await start(t.db);
    cleanup.push(() => a.stop());
    await waitUntil(() => a.status().leader, 'runner A leads');
    const b = await start(otherDb);
    cleanup.push(() => b.stop());

    const first = await appendAmounts(t.store, { events: 2_000 });
    await waitForProjector(t.db, t.store, 'test_counts', first.position);
    expect(a.status().leader).toBe(true);
    expect(b.status().leader).toBe(false);
    expect(b.status().projectors[0].eventsApplied).toBe(0);
    expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store, first.position)));

    await a.stop();
    const appliedByA = a.status().projectors[0].eventsApplied;
    await waitUntil(() => b.status().leader, 'runner B takes over');
    const later = await appendAmounts(t.store, { events: 500, prefix: 'Later' });
    await waitForProjector(t.db, t.store, 'test_counts', later.position);
    // B did the work and A did none after it stopped; the counts prove every event was applied once.
    // (Not `eventsApplied === 500` on B: on a loaded CI machine that once never held while the
    // checkpoint and the counts were right; the counts are the property that matters.)
    expect(a.status().projectors[0].eventsApplied).toBe(appliedByA);
    expect(a.status().leader).toBe(false);
    expect(b.status().projectors[0].eventsApplied).toBeGreaterThan(0);
    expect(await readCounts(t.db)).toEqual(expectedCounts(await readEverything(t.store, later.position)));
  });

  it('never applies a batch whose checkpoint someone else moved (compare-and-set)', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 300 });
    const runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector()], batchSize: 1_000, logger: memoryLogger() });
    cleanup.push(() => runner.stop());
    await waitForProjector(t.db, t.store, 'test_counts', written.position);
    await runner.stop();

    // Rewind the checkpoint behind the runner's back: a stale runner must not re-apply from its own memory.
    const before = await readCheckpoint(t.db, 'test_counts');
    await t.db.query(`UPDATE projection_checkpoints SET checkpoint = 'x/1' WHERE name = 'test_counts'`);
    await expect(
      t.db.transaction((tx) => advanceCheckpoint(tx, 'test_counts', before!.checkpoint, before!.checkpoint, null)),
    ).rejects.toBeInstanceOf(CheckpointConflict);
    expect((await readCheckpoint(t.db, 'test_counts'))?.checkpoint).toBe('x/1');
  });
});
