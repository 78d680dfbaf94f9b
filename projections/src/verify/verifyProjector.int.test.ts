import { afterEach, describe, expect, it } from 'vitest';
import type { Projector } from '../runner/projector';
import { startProjectionRunner } from '../runner/startProjectionRunner';
import { AMOUNT_ADDED, appendAmounts, countingProjector } from '../testing';
import { memoryLogger, openTestStore, waitForProjector, waitUntil, type TestStore } from '../testing/testKit';
import { readCheckpoint } from '../runner/checkpoints';
import { verifyProjections } from './verifyProjections';

let t: TestStore;
let runner: { stop(): Promise<void> } | undefined;
// The runner is stopped even when a test fails before it does: a pool with a runner's clients out never drains, and the drop would hang.
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  await t?.drop();
});

/**
 * A projector that decides what it writes from another projector's table (the counting projector's
 * total), the drift docs/DECISIONS.md "Read models: no skips, proof against the log, one clock" tells of:
 * live, the answer depends on which of the two ran first.
 */
const peeking: Projector = {
  name: 'test_peek',
  version: 1,
  eventTypes: [AMOUNT_ADDED],
  tables: ['test_peek_seen'],
  async createTables(tx) {
    await tx.query(`CREATE TABLE IF NOT EXISTS test_peek_seen (stream text PRIMARY KEY, total_then bigint NOT NULL)`);
  },
  async apply(tx, events) {
    const { rows } = await tx.query<{ events: string }>(`SELECT coalesce((SELECT events FROM test_counts_totals), 0)::text AS events`);
    for (const event of events) {
      await tx.query(`INSERT INTO test_peek_seen (stream, total_then) VALUES ($1, $2) ON CONFLICT (stream) DO UPDATE SET total_then = EXCLUDED.total_then`, [
        event.stream,
        Number(rows[0]!.events),
      ]);
    }
    return [];
  },
};

describe('verifyProjector', { timeout: 120_000 }, () => {
  it('rebuilds each projector with only its own tables in reach: one that reads another projector\'s table fails, named', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 500 });
    // Live, the peeking projector reads the counting one's table: it must exist before either starts, or
    // a peeking batch applied before the counting projector made its tables faults it (and the wait hangs).
    await t.db.transaction((tx) => countingProjector().createTables(tx));
    runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector(), peeking], batchSize: 100, logger: memoryLogger() });
    await waitForProjector(t.db, t.store, 'test_counts', written.position);
    await waitForProjector(t.db, t.store, 'test_peek', written.position);

    const { results, failed } = await verifyProjections({ db: t.db, store: t.store, projectors: [countingProjector(), peeking], requestedBy: 'test' });
    await runner.stop();
    runner = undefined;
    expect(failed).toBe(true);
    expect(results.map((r) => [r.projector, r.status])).toEqual([['test_counts', 'equal'], ['test_peek', 'failed']]);
    expect(results[1]!.message).toContain('relation "test_counts_totals" does not exist');
    const { rows } = await t.db.query<{ status: string }>(`SELECT status FROM projection_verifications WHERE projector = 'test_peek'`);
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('compares at the live checkpoint while the live projector keeps applying (caught up, then held)', async () => {
    t = await openTestStore();
    await appendAmounts(t.store, { events: 3_000 });
    runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector({ batchDelayMs: 5 })], batchSize: 50, logger: memoryLogger() });
    await waitUntil(async () => (await readCheckpoint(t.db, 'test_counts'))?.checkpoint != null, 'the live projector applies a batch');
    let writing = true;
    const writer = (async () => {
      for (let round = 0; writing; round++) await appendAmounts(t.store, { events: 50, prefix: `Live${round}`, streams: 5 });
    })();
    const { results } = await verifyProjections({ db: t.db, store: t.store, projectors: [countingProjector()], requestedBy: 'test', batchSize: 200 });
    writing = false;
    await writer;
    await runner.stop();
    runner = undefined;
    expect(results.map((r) => [r.status, r.message])).toEqual([['equal', null]]);
    expect(results[0]!.events).toBeGreaterThan(0);
  });
});
