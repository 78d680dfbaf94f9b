import { afterEach, describe, expect, it } from 'vitest';
import { appendAmounts } from '../testing';
import { openTestStore, type TestStore } from '../testing/testKit';
import { SharedScan } from './sharedScan';

let t: TestStore;
afterEach(async () => t?.drop());

describe('shared scan: one store read for the caught-up projectors', { timeout: 60_000 }, () => {
  it('answers each reader what its own read would: the events after its position, up to the same horizon', async () => {
    t = await openTestStore();
    const first = await appendAmounts(t.store, { events: 5, streams: 1, perAppend: 5, prefix: 'Early' });
    const last = await appendAmounts(t.store, { events: 6, streams: 2, perAppend: 3, prefix: 'Late' });
    const scan = new SharedScan(t.store);
    // Asked at once: the three share one read from the earliest.
    const [fromStart, fromFirst, fromLast] = await Promise.all([scan.read(null), scan.read(first.position), scan.read(last.position)]);
    const own = async (after: string | null) => t.store.readBatch!({ after, limit: 500 });
    for (const [shared, after] of [[fromStart, null], [fromFirst, first.position], [fromLast, last.position]] as const) {
      const alone = await own(after);
      expect(shared?.events.map((e) => e.position)).toEqual(alone.events.map((e) => e.position));
      expect(shared?.readUpTo).toBe(alone.readUpTo);
    }
    expect(fromFirst?.events.every((e) => e.stream.startsWith('Late-'))).toBe(true);
    expect(fromLast?.events).toEqual([]);
  });

  it('is not shared when full: the readers read alone', async () => {
    t = await openTestStore();
    await appendAmounts(t.store, { events: 520, streams: 4, perAppend: 40 });
    expect(await new SharedScan(t.store).read(null)).toBeNull();
  });
});
