import { afterEach, describe, expect, it } from 'vitest';
import { appendAmounts, countingProjector, expectedCounts, readCounts } from '../testing';
import { memoryLogger, openTestStore, readEverything, waitForProjector, waitUntil, type TestStore } from '../testing/testKit';
import { readCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { startProjectionRunner } from './startProjectionRunner';

let t: TestStore;
afterEach(async () => t?.drop());

/**
 * a transient database error is not a fault. The projector's own connection is killed in the
 * middle of a batch (after it wrote part of it), twice; the runner retries by itself and the read model
 * ends equal to a projector that never saw a failure (what a rebuild gives).
 */
describe('projection runner: the database connection dies mid-batch', { timeout: 120_000 }, () => {
  it('resumes by itself, never faulted, and the read model equals a rebuild', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 1_500 });
    const all = await readEverything(t.store, written.position);

    const base = countingProjector();
    let batches = 0;
    let kills = 0;
    const killedMidBatch: Projector = {
      ...base,
      async apply(tx, events) {
        const keys = await base.apply(tx, events);
        batches += 1;
        if (batches === 3 || batches === 7) {
          kills += 1;
          await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
        }
        return keys;
      },
    };
    const logger = memoryLogger();
    const runner = await startProjectionRunner({
      db: t.db,
      store: t.store,
      projectors: [killedMidBatch, countingProjector({ name: 'rebuilt' })],
      batchSize: 100,
      logger,
    });
    try {
      await waitForProjector(t.db, t.store, 'test_counts', written.position);
      await waitForProjector(t.db, t.store, 'rebuilt', written.position);
      expect(runner.status().projectors.find((p) => p.name === 'test_counts')?.state).toBe('running');
    } finally {
      await runner.stop();
    }
    expect(kills).toBe(2);
    expect(logger.lines.some((l) => l.msg.includes('transient error, retrying'))).toBe(true);
    expect((await readCheckpoint(t.db, 'test_counts'))?.status).toBe('running');
    expect(await readCounts(t.db)).toEqual(expectedCounts(all));
    expect(await readCounts(t.db)).toEqual(await readCounts(t.db, 'rebuilt'));
  });

  it('names the failing event when a deterministic error stops a projector', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 500 });
    const all = await readEverything(t.store, written.position);
    const poison = all[321]!;
    const runner = await startProjectionRunner({
      db: t.db,
      store: t.store,
      projectors: [countingProjector({ failWhen: (e) => e.id === poison.id })],
      batchSize: 100,
      logger: memoryLogger(),
    });
    try {
      await waitUntil(async () => (await readCheckpoint(t.db, 'test_counts'))?.status === 'faulted', 'the projector faults');
      const row = await readCheckpoint(t.db, 'test_counts');
      expect(row?.error).toContain(`on event ${poison.type} ${poison.id}`);
      expect(row?.error).toContain(`stream ${poison.stream}`);
      expect(row?.error).toContain(`position ${poison.position}`);
      // Everything before the poison event was applied, one event at a time past the failed batch.
      expect(await readCounts(t.db)).toEqual(expectedCounts(all.slice(0, 321)));
    } finally {
      await runner.stop();
    }
  });

  it('a quiet projector resumes reading where it last looked, not from its last applied event', async () => {
    t = await openTestStore();
    const first = await appendAmounts(t.store, { events: 300 });
    const afters: (string | null)[] = [];
    // The worker reads with readBatch where the store has it (its batch and horizon from one statement).
    const spied = {
      ...t.store,
      readAll: (options: Parameters<typeof t.store.readAll>[0]) => (afters.push(options?.after ?? null), t.store.readAll(options)),
      readBatch: (options: Parameters<typeof t.store.readAll>[0]) => (afters.push(options?.after ?? null), t.store.readBatch!(options)),
    };
    const runner = await startProjectionRunner({
      db: t.db,
      store: spied,
      projectors: [countingProjector({ name: 'rare', eventTypes: ['TestNeverWritten'] })],
      batchSize: 100,
      logger: memoryLogger(),
    });
    try {
      await waitForProjector(t.db, t.store, 'rare', first.position);
      const readsBefore = afters.length;
      const second = await appendAmounts(t.store, { events: 300, prefix: 'Later' });
      await waitForProjector(t.db, t.store, 'rare', second.position);
      const later = afters.slice(readsBefore);
      expect(later.length).toBeGreaterThan(0);
      // It never applied an event (checkpoint null), yet no read after the first catch-up starts from zero.
      expect((await readCheckpoint(t.db, 'rare'))?.checkpoint).toBeNull();
      expect(later.every((after) => after !== null && t.store.comparePositions(after, first.position) >= 0)).toBe(true);
    } finally {
      await runner.stop();
    }
  });
});
