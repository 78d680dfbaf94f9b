import type { EventStore, ReadAllBatch, ReadAllOptions } from '@pawroute/platform';

/**
 * A batch and how far it looked, from one read. What a reader records as scanned must come from the
 * read that returned its events: on PostgreSQL the visible horizon is computed per statement and can
 * step back from one statement to the next (another database's transaction left out by one statement,
 * counted by the next because it ended in between), so a head read just before the batch could be past
 * events the batch's own statement did not see yet; taking it as scanned skipped them for good (issue 27
 * item 4, docs/DECISIONS.md "Read side"). Stores without `readBatch` (EventStoreDB: positions in commit
 * order) keep the head-then-read way, where an earlier head is never past a later read.
 */
export async function readWithHorizon(store: EventStore, options: ReadAllOptions & { limit: number }): Promise<ReadAllBatch> {
  if (store.readBatch) return store.readBatch(options);
  const head = await store.headPosition();
  const events = await store.readAll(options);
  const full = events.length >= options.limit;
  return { events, readUpTo: full ? events[events.length - 1]!.position : (head ?? events.at(-1)?.position ?? options.after ?? null) };
}
