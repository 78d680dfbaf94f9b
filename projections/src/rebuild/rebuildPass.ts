import type { Database, EventStore, Position, RecordedEvent, SqlExecutor } from '@pawroute/platform';
import { CheckpointConflict } from '../runner/checkpoints';
import { handles, laterOf, unionFilter } from '../runner/eventFilter';
import type { Projector } from '../runner/projector';
import { runApply } from '../runner/projectorFailed';
import { useSideSchema } from './sideSchema';

export interface RebuildPassOptions {
  db: Database;
  store: EventStore;
  /** All rebuilding from the same rebuild checkpoint (rebuildAll: all of them; the runner: one). */
  projectors: readonly Projector[];
  from: Position | null;
  batchSize: number;
  signal?: AbortSignal;
  onBatch?: (events: number) => void;
}

export interface RebuildPassResult {
  /** Last event read (every event up to it has been examined by every projector of the pass). */
  checkpoint: Position | null;
  /** The store head seen just before the last (short) read: all of it has been examined too. */
  scannedThrough: Position | null;
  /** Scopes the rebuilt projectors reported, to announce once the new tables are live. */
  scopes: Map<string, Set<string>>;
  completed: boolean;
}

/**
 * Replays events into the projectors' side schemas until caught up with the store. The store is read
 * once for all projectors, in large batches, the next batch prefetched while the current one is applied.
 * Each projector applies its share of a batch in a transaction of its own, all at once on their own
 * connections (their tables are disjoint, so the database works on them in parallel), compare-and-setting
 * its own rebuild checkpoint in the same transaction; the projectors with nothing in the batch move their
 * checkpoints together in one more. The next batch starts when all have committed.
 */
export async function runRebuildPass(options: RebuildPassOptions): Promise<RebuildPassResult> {
  const { db, store, projectors, batchSize, signal } = options;
  const filter = unionFilter(projectors);
  const routes = projectors.map((projector) => ({ projector, wants: handles(projector) }));
  const scopes = new Map(projectors.map((p) => [p.name, new Set<string>()]));
  type Read = { head: Position | null; events: RecordedEvent[] };
  const read = async (after: Position | null): Promise<Read> => {
    const head = await store.headPosition();
    const events = await store.readAll({ after, limit: batchSize, filter });
    return { head, events };
  };

  let checkpoint = options.from;
  let next: Promise<Read> | null = read(checkpoint);
  while (next) {
    const { head, events }: Read = await next;
    const caughtUp: boolean = events.length < batchSize;
    const last: Position | null = events.length > 0 ? events[events.length - 1].position : checkpoint;
    next = caughtUp || signal?.aborted ? null : read(last);
    if (events.length > 0) {
      try {
        await applyBatch(db, routes, events, checkpoint, last, scopes);
      } catch (error) {
        await next?.catch(() => undefined); // do not leave a prefetch rejecting unobserved
        throw error;
      }
      checkpoint = last;
      options.onBatch?.(events.length);
    }
    if (caughtUp) return { checkpoint, scannedThrough: laterOf(store, head, checkpoint), scopes, completed: true };
    if (signal?.aborted) {
      void next?.catch(() => undefined);
      break;
    }
  }
  return { checkpoint, scannedThrough: null, scopes, completed: false };
}

type Route = { projector: Projector; wants: (type: string) => boolean };

async function applyBatch(
  db: Database,
  routes: readonly Route[],
  events: readonly RecordedEvent[],
  from: Position | null,
  to: Position | null,
  scopes: Map<string, Set<string>>,
): Promise<void> {
  const shares = routes.map(({ projector, wants }) => ({ projector, mine: events.filter((e) => wants(e.type)) }));
  const idle = shares.filter((s) => s.mine.length === 0).map((s) => s.projector);
  const busy = shares.filter((s) => s.mine.length > 0);
  const work: Promise<void>[] = busy.map(({ projector, mine }) =>
    db.transaction(async (tx) => {
      // A lost commit after a crash loses its checkpoint move too (same transaction): the rebuild redoes it.
      await tx.query('SET LOCAL synchronous_commit = off');
      await advanceRebuildCheckpoints(tx, [projector], from, to);
      await useSideSchema(tx, projector.name);
      const keys = await runApply(projector, tx, mine);
      for (const key of keys) scopes.get(projector.name)!.add(key.scope);
    }),
  );
  if (idle.length > 0) work.push(db.transaction((tx) => advanceRebuildCheckpoints(tx, idle, from, to)));
  // Every transaction settles before a failure is reported, so none is left running behind the caller.
  const settled = await Promise.allSettled(work);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Moved first, before applying: the row locks make a competing writer wait and then fail here, instead
 * of colliding with us inside the projectors' tables (which would look like a handler error).
 */
async function advanceRebuildCheckpoints(
  tx: SqlExecutor,
  projectors: readonly Projector[],
  expected: Position | null,
  next: Position | null,
): Promise<void> {
  const result = await tx.query(
    `UPDATE public.projection_checkpoints c SET rebuild_checkpoint = $3, updated_at = now()
       FROM unnest($1::text[], $2::int[]) AS p(name, version)
      WHERE c.name = p.name AND c.status = 'rebuilding' AND c.rebuild_version = p.version
        AND c.rebuild_checkpoint IS NOT DISTINCT FROM $4`,
    [projectors.map((p) => p.name), projectors.map((p) => p.version), next, expected],
  );
  if (result.rowCount !== projectors.length) throw new CheckpointConflict(projectors.map((p) => p.name).join(', '));
}
