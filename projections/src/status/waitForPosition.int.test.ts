import { afterEach, describe, expect, it } from 'vitest';
import { readCheckpoint } from '../runner/checkpoints';
import { startProjectionRunner, type ProjectionRunner } from '../runner/startProjectionRunner';
import { amountEvent, countingProjector, noteEvent, readCounts } from '../testing';
import { memoryLogger, openTestStore, waitUntil, type TestStore } from '../testing/testKit';
import { waitForProjections } from './waitForPosition';

let t: TestStore;
let runner: ProjectionRunner | undefined;
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  await t?.drop();
});

describe('waitForProjections', { timeout: 60_000 }, () => {
  it('returns once the write is in the read model (read-your-writes)', async () => {
    t = await openTestStore();
    runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector()], logger: memoryLogger() });
    for (let i = 0; i < 5; i++) {
      const written = await t.store.appendToStream(`Wallet-${i}`, [amountEvent(100 + i)], { expected: 'no_stream' });
      // Named, so the wait also covers the runner's start (no row yet = behind).
      expect(await waitForProjections(t.db, t.store, written.position, { timeoutMs: 30_000, projectors: ['test_counts'] })).toBe(true);
      expect((await readCounts(t.db)).streams[`Wallet-${i}`]).toEqual([1, 100 + i, 0]);
    }
  });

  it('does not hang on a projector whose filter skips the written event', async () => {
    t = await openTestStore();
    runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector()], logger: memoryLogger() });
    await waitUntil(() => runner!.status().projectors[0].caughtUp, 'the runner is caught up');
    const written = await t.store.appendToStream('Diary-1', [noteEvent('not counted')], { expected: 'no_stream' });
    expect(await waitForProjections(t.db, t.store, written.position, { timeoutMs: 30_000 })).toBe(true);
    // It passed by scanning: the checkpoint (last applied event) did not move.
    const row = await readCheckpoint(t.db, 'test_counts');
    expect(row?.checkpoint).toBeNull();
    expect(t.store.comparePositions(row!.scannedThrough!, written.position)).toBeGreaterThanOrEqual(0);
  });

  it('answers false when no runner moves the projections past the position', async () => {
    t = await openTestStore();
    runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector()], logger: memoryLogger() });
    await waitUntil(() => runner!.status().projectors[0].caughtUp, 'the runner is caught up');
    await runner.stop();
    runner = undefined;
    const written = await t.store.appendToStream('Wallet-9', [amountEvent(5)], { expected: 'no_stream' });
    expect(await waitForProjections(t.db, t.store, written.position, { timeoutMs: 300 })).toBe(false);
  });

  it('does not wait for a faulted projector', async () => {
    t = await openTestStore();
    runner = await startProjectionRunner({
      db: t.db,
      store: t.store,
      projectors: [countingProjector({ failWhen: () => true }), countingProjector({ name: 'healthy' })],
      logger: memoryLogger(),
    });
    const written = await t.store.appendToStream('Wallet-1', [amountEvent(5)], { expected: 'no_stream' });
    await waitUntil(() => runner!.status().projectors[0].state === 'faulted', 'the first projector faults');
    // Both named, as the server names every projector: one whose row is not there yet is waited for (unnamed,
    // the healthy one's row could still be missing, so nothing was waited for and its table not yet made).
    const projectors = runner.status().projectors.map((p) => p.name);
    expect(await waitForProjections(t.db, t.store, written.position, { timeoutMs: 30_000, projectors })).toBe(true);
    expect((await readCounts(t.db, 'healthy')).total.events).toBe(1);
  });
});
