import type { EventStore, Position, ReadAllBatch } from '@pawroute/platform';
import { Batcher } from './batcher';
import { laterOf } from './eventFilter';

/**
 * One store read for the caught-up projectors a write wakes, instead of one each (two dozen reads per
 * write; docs/SCALING.md, "Where a write's time goes"). The reads asked together (batcher.ts) go as one
 * read without filter from the earliest of their positions; each gets the events after its own position
 * and the read's horizon, which is what its own read would have answered from that statement
 * (readBatch.ts: the horizon is the statement's, never past an event it did not see).
 * A full read is not shared: those readers read alone (the caller's filter and limit), so a projector
 * never takes a cut-off batch for the whole of what there is.
 */

/** Events in one shared read at most: past it the readers read alone (a burst, or a runner catching up). */
const SHARED_LIMIT = 500;

export class SharedScan {
  private readonly reads = new Batcher<Position | null, ReadAllBatch | null>((afters) => this.readTogether(afters));

  /** `store` has readBatch (the runner makes one only then). */
  constructor(private readonly store: EventStore) {}

  /** The store's events after `after` up to the read's horizon, every type; null when the read was full. */
  read(after: Position | null): Promise<ReadAllBatch | null> {
    return this.reads.submit(after);
  }

  private async readTogether(afters: (Position | null)[]): Promise<PromiseSettledResult<ReadAllBatch | null>[]> {
    const { store } = this;
    const earliest = afters.reduce((a, b) => (a === null || b === null ? null : store.comparePositions(a, b) <= 0 ? a : b));
    const batch = await store.readBatch!({ after: earliest, limit: SHARED_LIMIT });
    const full = batch.events.length >= SHARED_LIMIT;
    return afters.map((after) => ({
      status: 'fulfilled',
      value: full
        ? null
        : {
            events: after === null ? batch.events : batch.events.filter((e) => store.comparePositions(e.position, after) > 0),
            readUpTo: laterOf(store, batch.readUpTo, after),
          },
    }));
  }
}
