import { afterEach, describe, expect, it } from 'vitest';
import { readAllCheckpoints } from '../runner/checkpoints';
import { startProjectionRunner } from '../runner/startProjectionRunner';
import { randomUUID } from 'node:crypto';
import type { Projector } from '../runner/projector';
import { AMOUNT_ADDED, appendAmounts, countingProjector, expectedCounts, NOTE_ADDED, readCounts, testMetadata } from '../testing';
import { memoryLogger, openTestStore, readEverything, waitForProjector, waitUntil, type TestStore } from '../testing/testKit';
import { rebuildAll } from './rebuildAll';
import { sideSchemaExists } from './sideSchema';

let t: TestStore;
afterEach(async () => t?.drop());

const projectors = () => [
  countingProjector({ name: 'amounts' }),
  // Counts notes too: each projector must get exactly its own event types out of the shared read.
  countingProjector({ name: 'everything', eventTypes: [AMOUNT_ADDED, NOTE_ADDED] }),
];

const FLAG_RAISED = 'TestFlagRaised';

/** Counts flags, and logs what the rebuild tells it: its lane is busy in the first batch only. */
function flagsProjector(log: string[]): Projector {
  return {
    name: 'flags',
    version: 1,
    eventTypes: [FLAG_RAISED],
    tables: ['flags'],
    createTables: async (tx) => void (await tx.query('CREATE TABLE IF NOT EXISTS flags (n integer NOT NULL)')),
    async apply(tx, events, context) {
      log.push(`apply ${events.length}, rebuilding: ${context?.rebuilding}`);
      await tx.query('INSERT INTO flags SELECT 1 FROM generate_series(1, $1::int)', [events.length]);
      return [];
    },
    async finishRebuild(tx) {
      const { rows } = await tx.query<{ schema: string; n: number }>('SELECT current_schema() AS schema, (SELECT count(*)::int FROM flags) AS n');
      log.push(`finish in ${rows[0]!.schema} with ${rows[0]!.n}`);
    },
  };
}

describe('rebuildAll', { timeout: 120_000 }, () => {
  it('rebuilds every projector from zero into fresh tables, reports progress and swaps them in', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 12_000, streams: 50 });
    const all = await readEverything(t.store, written.position); // also: the rebuild will see them all
    const progress: [number, number][] = [];

    const result = await rebuildAll({ db: t.db, store: t.store, projectors: projectors(), batchSize: 5_000, totalEvents: all.length, onProgress: (d, n) => progress.push([d, n]) });

    expect(result).toMatchObject({ events: all.length, projectors: 2 });
    // Each lane's tally: the events it applied (its own types only) in the transactions it took.
    expect(result.projectorSeconds.amounts).toMatchObject({ events: all.filter((e) => e.type === AMOUNT_ADDED).length, transactions: 3 });
    expect(result.projectorSeconds.everything).toMatchObject({ events: all.length, transactions: 3 });
    expect(result.projectorSeconds.amounts!.seconds).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual([all.length, all.length]);
    expect(progress.map(([done]) => done)).toEqual([...progress.map(([done]) => done)].sort((a, b) => a - b));
    expect(await readCounts(t.db, 'amounts')).toEqual(expectedCounts(all));
    const everything = await readCounts(t.db, 'everything');
    expect(everything.total.events).toBe(all.length);
    const rows = await readAllCheckpoints(t.db);
    expect(rows.map((r) => [r.name, r.status, r.version, r.checkpoint])).toEqual([
      ['amounts', 'running', 1, all.at(-1)!.position],
      ['everything', 'running', 1, all.at(-1)!.position],
    ]);
    expect(await sideSchemaExists(t.db, 'amounts')).toBe(false);

    // Again over existing tables: replaced, not added to.
    await rebuildAll({ db: t.db, store: t.store, projectors: projectors() });
    expect(await readCounts(t.db, 'amounts')).toEqual(expectedCounts(all));
  });

  it('leaves the live tables alone and marks the projector faulted when a handler throws', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 3_000 });
    const all = await readEverything(t.store, written.position);
    await rebuildAll({ db: t.db, store: t.store, projectors: projectors() });
    const poison = all[2_500];
    const failing = [countingProjector({ name: 'amounts', failWhen: (e) => e.id === poison.id }), countingProjector({ name: 'everything', eventTypes: [AMOUNT_ADDED, NOTE_ADDED] })];

    await expect(rebuildAll({ db: t.db, store: t.store, projectors: failing, batchSize: 1_000 })).rejects.toThrow(`refuses event ${poison.id}`);
    expect(await readCounts(t.db, 'amounts')).toEqual(expectedCounts(all));
    const rows = await readAllCheckpoints(t.db);
    expect(rows.find((r) => r.name === 'amounts')?.status).toBe('faulted');

    // A runner started afterwards drops the abandoned rebuild and goes on live on the intact tables.
    const runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: projectors(), logger: memoryLogger() });
    try {
      await waitForProjector(t.db, t.store, 'amounts', written.position);
      await waitForProjector(t.db, t.store, 'everything', written.position);
    } finally {
      await runner.stop();
    }
    expect((await readAllCheckpoints(t.db)).map((r) => r.status)).toEqual(['running', 'running']);
    expect(await sideSchemaExists(t.db, 'amounts')).toBe(false);
    expect(await readCounts(t.db, 'amounts')).toEqual(expectedCounts(all));
  });

  it('refuses to run while a runner holds the projection lock', async () => {
    t = await openTestStore();
    const runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: projectors(), logger: memoryLogger() });
    try {
      await waitUntil(() => runner.status().leader, 'the runner leads');
      await expect(rebuildAll({ db: t.db, store: t.store, projectors: projectors() })).rejects.toThrow(/holds the projection lock/);
    } finally {
      await runner.stop();
    }
  });

  it('recovers a faulted projector by rebuilding it alone (pawroute rebuild <projector>), leaving the others', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 600 });
    const all = await readEverything(t.store, written.position);
    const poison = all[250]!;
    const broken = await startProjectionRunner({
      db: t.db,
      store: t.store,
      projectors: [countingProjector({ name: 'amounts', failWhen: (e) => e.id === poison.id }), countingProjector({ name: 'everything' })],
      batchSize: 100,
      logger: memoryLogger(),
    });
    await waitUntil(async () => (await readAllCheckpoints(t.db)).some((r) => r.name === 'amounts' && r.status === 'faulted'), 'amounts faults');
    await waitForProjector(t.db, t.store, 'everything', written.position);
    await broken.stop();
    const untouched = (await readAllCheckpoints(t.db)).find((r) => r.name === 'everything');

    // The handler is fixed; rebuild only that projector.
    await rebuildAll({ db: t.db, store: t.store, projectors: [countingProjector({ name: 'amounts' })], batchSize: 100 });
    const rows = await readAllCheckpoints(t.db);
    expect(rows.find((r) => r.name === 'amounts')).toMatchObject({ status: 'running', error: null });
    expect(rows.find((r) => r.name === 'everything')?.updatedAt).toEqual(untouched?.updatedAt);
    expect(await readCounts(t.db, 'amounts')).toEqual(expectedCounts(all));
  });

  it('moves a projector whose events stopped early along (the System page shows its progress) and to the end with the others, and finishes each rebuild once, after its last batch, in its side tables', async () => {
    t = await openTestStore();
    await t.store.appendToStream('Flags-1', [{ id: randomUUID(), type: FLAG_RAISED, data: {}, metadata: testMetadata() }], { expected: 'no_stream' });
    const written = await appendAmounts(t.store, { events: 2_000 });
    const all = await readEverything(t.store, written.position);
    const log: string[] = [];

    // Where the System page reads the flags' progress, after each batch: it moves while the lane is idle.
    const seen: Promise<string | null>[] = [];
    const flagsCheckpoint = async () => (await readAllCheckpoints(t.db)).find((r) => r.name === 'flags')?.rebuildCheckpoint ?? null;
    await rebuildAll({
      db: t.db,
      store: t.store,
      projectors: [flagsProjector(log), countingProjector({ name: 'amounts' })],
      batchSize: 300,
      onProgress: () => void seen.push(flagsCheckpoint()),
    });
    const during = new Set((await Promise.all(seen)).filter((c) => c !== null));
    expect(during.size).toBeGreaterThan(1);

    expect(log).toEqual(['apply 1, rebuilding: true', 'finish in rebuild_flags with 1']);
    // Both at the last event the pass read (notes are nobody's: the read skips them).
    const lastRead = all.filter((e) => e.type !== NOTE_ADDED).at(-1)!.position;
    const rows = await readAllCheckpoints(t.db);
    expect(rows.map((r) => [r.name, r.status, r.checkpoint])).toEqual([
      ['amounts', 'running', lastRead],
      ['flags', 'running', lastRead],
    ]);
    expect(await readCounts(t.db, 'amounts')).toEqual(expectedCounts(all));
    expect((await t.db.query('SELECT count(*)::int AS n FROM public.flags')).rows).toEqual([{ n: 1 }]);
  });
});
