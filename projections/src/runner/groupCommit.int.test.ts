import { CHANGES_CHANNEL, type RecordedEvent } from '@pawroute/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { appendAmounts, countingProjector, expectedCounts, readCounts } from '../testing';
import { openTestStore, readEverything, waitUntil, type TestStore } from '../testing/testKit';
import { CheckpointConflict, insertCheckpoint, readCheckpoint } from './checkpoints';
import { GroupCommit, type ProjectorCommit } from './groupCommit';
import type { Projector } from './projector';
import { ProjectorFailed } from './projectorFailed';
import { ensureProjectionTables } from './tables';

let t: TestStore;
afterEach(async () => t?.drop());

async function projectorsReady(...projectors: Projector[]): Promise<void> {
  await ensureProjectionTables(t.db);
  for (const p of projectors) {
    await t.db.transaction(async (tx) => {
      await p.createTables(tx);
      await insertCheckpoint(tx, { name: p.name, version: 1, status: 'running' });
    });
  }
}

const work = (projector: Projector, events: readonly RecordedEvent[], scanned: string | null, checkpoint: string | null = null): ProjectorCommit => {
  const next = events.at(-1)?.position ?? checkpoint;
  return { projector, checkpoint, next, scanned, events, announced: scanned ?? next, now: new Date() };
};

describe('group commit: the workers that arrive together share one transaction', { timeout: 60_000 }, () => {
  it('records each head behind its checkpoint, refuses a moved checkpoint and announces the recorded ones', async () => {
    t = await openTestStore();
    const [a, b, c] = ['quiet_a', 'quiet_b', 'moved_c'].map((name) => countingProjector({ name }));
    await projectorsReady(a!, b!, c!);
    const payloads: string[] = [];
    const unlisten = await t.db.listen(CHANGES_CHANNEL, (p) => payloads.push(p));
    const commits = new GroupCommit(t.db);
    const head = '0000000000000001:0000000000000009';
    try {
      const outcomes = await Promise.allSettled([
        commits.commit(work(a!, [], head)),
        commits.commit(work(b!, [], head)),
        // This one holds a checkpoint the row no longer has (another runner moved it).
        commits.commit(work(c!, [], head, '0000000000000001:0000000000000002')),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(CheckpointConflict);
      expect((await readCheckpoint(t.db, 'quiet_a'))?.scannedThrough).toBe(head);
      expect((await readCheckpoint(t.db, 'quiet_b'))?.scannedThrough).toBe(head);
      expect((await readCheckpoint(t.db, 'moved_c'))?.scannedThrough).toBeNull();
      await waitUntil(() => payloads.length >= 2, 'both recorded heads are announced');
      expect(payloads.map((p) => (JSON.parse(p) as { projector: string }).projector).sort()).toEqual(['quiet_a', 'quiet_b']);
    } finally {
      await unlisten();
    }
  });

  it('applies nothing of a projector whose row another transaction moves while the group waits for its lock', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 20 });
    const events = await readEverything(t.store, written.position);
    const [a, b] = ['first', 'second'].map((name) => countingProjector({ name }));
    await projectorsReady(a!, b!);
    const commits = new GroupCommit(t.db);
    let outcomes: PromiseSettledResult<void>[] = [];
    await t.db.transaction(async (competitor) => {
      await competitor.query(`UPDATE projection_checkpoints SET checkpoint = $1 WHERE name = 'second'`, [events[4]!.position]);
      const group = Promise.allSettled([commits.commit(work(a!, events, written.position)), commits.commit(work(b!, events, written.position))]);
      await waitUntil(async () => {
        const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`);
        return rows[0]!.n > 0;
      }, 'the group waits on the row lock');
      void group.then((o) => (outcomes = o));
    });
    await waitUntil(() => outcomes.length === 2, 'the group commits');
    expect(outcomes[0]!.status).toBe('fulfilled');
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(CheckpointConflict);
    expect(await readCounts(t.db, 'first')).toEqual(expectedCounts(events));
    expect((await readCounts(t.db, 'second')).total.events).toBe(0);
    expect((await readCheckpoint(t.db, 'second'))?.checkpoint).toBe(events[4]!.position);
  });

  it('rolls the group back when one projector throws, then commits each alone: the faulty one fails by itself', async () => {
    t = await openTestStore();
    const written = await appendAmounts(t.store, { events: 30 });
    const events = await readEverything(t.store, written.position);
    const healthy = countingProjector({ name: 'healthy' });
    const faulty = countingProjector({ name: 'faulty', failWhen: (e) => e.id === events[7]!.id });
    const quiet = countingProjector({ name: 'quiet', eventTypes: ['TestNeverWritten'] });
    await projectorsReady(healthy, faulty, quiet);
    const commits = new GroupCommit(t.db);
    const outcomes = await Promise.allSettled([
      commits.commit(work(healthy, events, written.position)),
      commits.commit(work(faulty, events, written.position)),
      commits.commit(work(quiet, [], written.position)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(ProjectorFailed);
    expect(await readCounts(t.db, 'healthy')).toEqual(expectedCounts(events));
    expect((await readCounts(t.db, 'faulty')).total.events).toBe(0);
    expect((await readCheckpoint(t.db, 'faulty'))?.checkpoint).toBeNull();
    expect((await readCheckpoint(t.db, 'quiet'))?.scannedThrough).toBe(written.position);
  });
});
