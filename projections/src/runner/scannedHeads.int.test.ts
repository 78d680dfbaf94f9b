import { CHANGES_CHANNEL } from '@pawroute/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, waitUntil, type TestStore } from '../testing/testKit';
import { CheckpointConflict, insertCheckpoint, readCheckpoint } from './checkpoints';
import { changesPayload } from './collapseKeys';
import { ScannedHeads } from './scannedHeads';
import { ensureProjectionTables } from './tables';

let t: TestStore;
afterEach(async () => t?.drop());

describe('scanned heads: caught-up projectors record what they scanned together', { timeout: 60_000 }, () => {
  it('records each head behind its checkpoint, refuses a moved checkpoint and announces the recorded ones', async () => {
    t = await openTestStore();
    await ensureProjectionTables(t.db);
    for (const name of ['quiet_a', 'quiet_b', 'moved_c']) {
      await t.db.transaction((tx) => insertCheckpoint(tx, { name, version: 1, status: 'running' }));
    }
    const payloads: string[] = [];
    const unlisten = await t.db.listen(CHANGES_CHANNEL, (p) => payloads.push(p));
    const heads = new ScannedHeads(t.db);
    const head = '0000000000000001:0000000000000009';
    try {
      // Asked at once: the first goes alone, the two that arrive meanwhile share the next transaction.
      const outcomes = await Promise.allSettled([
        heads.record('quiet_a', null, head, changesPayload('quiet_a', head, [])),
        heads.record('quiet_b', null, head, changesPayload('quiet_b', head, [])),
        // This one holds a checkpoint the row no longer has (another runner moved it).
        heads.record('moved_c', '0000000000000001:0000000000000002', head, changesPayload('moved_c', head, [])),
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
});
