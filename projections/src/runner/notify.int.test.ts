import { CHANGES_CHANNEL } from '@pawroute/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { appendAmounts, countingProjector } from '../testing';
import { memoryLogger, openTestStore, waitUntil, type TestStore } from '../testing/testKit';
import { readCheckpoint } from './checkpoints';
import type { ChangesPayload } from './collapseKeys';
import { startProjectionRunner } from './startProjectionRunner';

let t: TestStore;
afterEach(async () => t?.drop());

describe('projection runner: NOTIFY', { timeout: 60_000 }, () => {
  it('announces each committed batch with its projector, position and changed keys', async () => {
    t = await openTestStore();
    const payloads: ChangesPayload[] = [];
    const unlisten = await t.db.listen(CHANGES_CHANNEL, (p) => payloads.push(JSON.parse(p) as ChangesPayload));
    const runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [countingProjector()], logger: memoryLogger() });
    try {
      await waitUntil(() => runner.status().projectors[0].caughtUp, 'the runner is caught up');
      const written = await appendAmounts(t.store, { events: 30, streams: 3, perAppend: 10 });
      await waitUntil(
        () => payloads.some((p) => p.position !== null && t.store.comparePositions(p.position, written.position) >= 0),
        'a payload reaches the last write',
      );
    } finally {
      await runner.stop();
      await unlisten();
    }
    const withKeys = payloads.filter((p) => p.keys.length > 0);
    expect(withKeys.every((p) => p.projector === 'test_counts')).toBe(true);
    const ids = new Set(withKeys.flatMap((p) => p.keys.map((k) => `${k.scope}:${String(k.id)}`)));
    expect([...ids].sort()).toEqual(['testCounts:Counter-0', 'testCounts:Counter-1', 'testCounts:Counter-2']);
    // The last announcement names the stored checkpoint (or the head it scanned through).
    const row = await readCheckpoint(t.db, 'test_counts');
    expect([row?.checkpoint, row?.scannedThrough]).toContain(payloads.at(-1)?.position);
  });
});
