import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { EventStore, MultiAppendHook } from '../port';
import { appendToStreams } from './appendMany';
import type { Wakeup } from '../wakeup';
import { appendToStream, createAppendGroups } from './append';
import { sealCheckpoint } from './chain';
import { AppendNotifier } from './notifier';
import { comparePgPositions } from './position';
import { headPosition, readBatch } from './readAll';
import { readStream, streamRevisions } from './readStream';
import { ensureEventStoreSchema } from './schema';
import { subscribe } from './subscribe';

export interface PostgresEventStoreOptions {
  /** Errors a subscription recovers from (it retries by itself). Default: console.warn. */
  onSubscriptionError?: (err: unknown) => void;
  /**
   * The recorded time of appended events (created_at). Absent: the database's now(). Tests inject a
   * clock to write history dated in the past (the audit page's "yesterday noon").
   */
  clock?: () => Date;
  /**
   * Signed checkpoints of the event chain (chain.ts): after every `every` appended events this process
   * seals the final prefix with HMAC `key`. Absent: no checkpoints from this process.
   */
  checkpoints?: { key: string; every: number; onError?: (err: unknown) => void };
  /**
   * false: appends write no links of the event chain. Only the append benchmark sets it, to measure
   * what the chain costs; a store written that way fails audit verify. Default true.
   */
  chain?: boolean;
  /** Tests only: runs between two streams' rows of a multi-stream append (see MultiAppendHook). */
  multiAppendHook?: MultiAppendHook;
}

/** The event store on PostgreSQL or PGlite. Creates its tables if missing. Does not own `db`. */
export async function createPostgresEventStore(
  db: Database,
  options: PostgresEventStoreOptions = {},
): Promise<EventStore> {
  await ensureEventStoreSchema(db);
  // This store's mark on its NOTIFYs (notifier.ts, subscribe.ts).
  const origin = randomUUID();
  const notifier = new AppendNotifier(db, origin);
  const chain = options.chain ?? true;
  // Concurrent one-event appends share a statement and a commit (appendGroups.ts).
  const groups = createAppendGroups(db, chain);
  const localWakeups = new Set<Wakeup>();
  const closing = new AbortController();
  const onError =
    options.onSubscriptionError ??
    ((err: unknown) => console.warn(`event store subscription: ${(err as Error).message ?? err}; retrying`));

  // Off the append path: a counter, and one seal at a time in the background.
  let sinceSeal = 0;
  let sealing: Promise<void> | null = null;
  const checkpoints = options.checkpoints;
  const maybeSeal = (appended: number) => {
    if (!checkpoints || checkpoints.every <= 0) return;
    sinceSeal += appended;
    if (sinceSeal < checkpoints.every || sealing || closing.signal.aborted) return;
    sinceSeal = 0;
    sealing = sealCheckpoint(db, checkpoints.key)
      .then(() => undefined)
      .catch((err: unknown) => (checkpoints.onError ?? ((e) => console.warn(`event chain checkpoint: ${(e as Error).message ?? e}`)))(err))
      .finally(() => {
        sealing = null;
      });
  };

  return {
    kind: 'postgres',
    async appendToStream(stream, events, { expected }) {
      if (closing.signal.aborted) throw new Error('Event store is closed');
      const { written, ...result } = await appendToStream(db, stream, events, expected, options.clock?.() ?? null, chain, groups);
      if (written) {
        for (const wake of localWakeups) wake.signal();
        notifier.poke();
        maybeSeal(events.length);
      }
      return result;
    },
    async appendToStreams(writes) {
      if (closing.signal.aborted) throw new Error('Event store is closed');
      const { written, ...result } = await appendToStreams(db, writes, options.clock?.() ?? null, options.chain ?? true, options.multiAppendHook ?? null);
      if (written > 0) {
        for (const wake of localWakeups) wake.signal();
        notifier.poke();
        maybeSeal(written);
      }
      return result;
    },
    readStream: (stream, opts) => readStream(db, stream, opts),
    streamRevisions: (streams) => streamRevisions(db, streams),
    async readAll({ after, limit, filter } = {}) {
      return (await readBatch(db, after, limit ?? null, filter)).events;
    },
    async readBatch({ after, limit, filter } = {}) {
      const batch = await readBatch(db, after, limit ?? null, filter);
      return { events: batch.events, readUpTo: batch.readUpTo };
    },
    subscribeAll: (opts) => subscribe({ db, localWakeups, origin, closed: closing.signal, onError }, opts),
    headPosition: () => headPosition(db),
    comparePositions: comparePgPositions,
    async close() {
      // Ends this store's subscriptions; the Database belongs to the caller.
      closing.abort();
      await notifier.idle();
      await sealing;
    },
  };
}
