import type { EventStore, Position, ReadAllBatch } from '@pawroute/platform';
import { laterOf } from './eventFilter';

/**
 * One store read for the caught-up projectors a write wakes, instead of one each (two dozen reads per
 * write; docs/SCALING.md, "Where a write's time goes"). Reads that arrive while one is in flight go
 * together next, as one read without filter from the earliest of their positions; each gets the events
 * after its own position and the read's horizon, which is what its own read would have answered from
 * that statement (readBatch.ts: the horizon is the statement's, never past an event it did not see).
 * A full read is not shared: those readers read alone (the caller's filter and limit), so a projector
 * never takes a cut-off batch for the whole of what there is.
 */
interface Waiting {
  after: Position | null;
  resolve: (batch: ReadAllBatch | null) => void;
  reject: (error: unknown) => void;
}

/** Events in one shared read at most: past it the readers read alone (a burst, or a runner catching up). */
const SHARED_LIMIT = 500;

export class SharedScan {
  private waiting: Waiting[] = [];
  private inFlight = false;

  /** `store` has readBatch (the runner makes one only then). */
  constructor(private readonly store: EventStore) {}

  /** The store's events after `after` up to the read's horizon, every type; null when the read was full. */
  read(after: Position | null): Promise<ReadAllBatch | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ after, resolve, reject });
      if (!this.inFlight) void this.next();
    });
  }

  private async next(): Promise<void> {
    const group = this.waiting;
    if (group.length === 0) return;
    this.waiting = [];
    this.inFlight = true;
    try {
      const { store } = this;
      const earliest = group.map((w) => w.after).reduce((a, b) => (a === null || b === null ? null : store.comparePositions(a, b) <= 0 ? a : b));
      const batch = await store.readBatch!({ after: earliest, limit: SHARED_LIMIT });
      const full = batch.events.length >= SHARED_LIMIT;
      for (const w of group) {
        if (full) {
          w.resolve(null);
          continue;
        }
        const events = w.after === null ? batch.events : batch.events.filter((e) => store.comparePositions(e.position, w.after!) > 0);
        w.resolve({ events, readUpTo: laterOf(store, batch.readUpTo, w.after) });
      }
    } catch (error) {
      for (const w of group) w.reject(error);
    } finally {
      this.inFlight = false;
      if (this.waiting.length > 0) void this.next();
    }
  }
}
