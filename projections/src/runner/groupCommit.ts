import { CHANGES_CHANNEL, type Database, type Position, type RecordedEvent } from '@pawroute/platform';
import { Batcher, settle } from './batcher';
import { CheckpointConflict } from './checkpoints';
import { changesPayload } from './collapseKeys';
import type { Projector } from './projector';
import { runApply } from './projectorFailed';

/**
 * The workers' batches and scanned heads, committed together: a write wakes every projector, a few have
 * events to apply and the rest only a scanned head to record (`scanned_through`, which read-your-writes
 * reads), and a transaction each (BEGIN, SET LOCAL, checkpoint, NOTIFY, COMMIT) was most of the
 * statements a write cost the database (docs/SCALING.md, "Where a write's time goes").
 *
 * The commits asked together (batcher.ts) go in one transaction: every checkpoint moved by one
 * compare-and-set, each projector's events applied, every change announced by one NOTIFY statement.
 * A projector whose row moved (another runner) applies nothing and gets CheckpointConflict, as alone.
 * If anything in the group throws, the group rolls back and each goes alone in its own transaction, as
 * before grouping: a faulty projector faults by itself and the others' events still commit.
 */
export interface ProjectorCommit {
  projector: Projector;
  /** The checkpoint the worker holds: the row must still have it. */
  checkpoint: Position | null;
  /** The checkpoint after `events` (the same when there are none). */
  next: Position | null;
  /** The store head the worker read through, when its read came back short (else the row keeps its own). */
  scanned: Position | null;
  events: readonly RecordedEvent[];
  /** The position the change announcement gives (read-your-writes waiters compare it). */
  announced: Position | null;
  /** The server's clock when the batch was read (ApplyContext.now). */
  now: Date;
}

/**
 * Compare-and-set of the group's checkpoints, the rows locked in name order (ORDER BY under FOR UPDATE
 * locks them as they come out sorted): two transactions locking the same rows in different orders
 * could deadlock. Checkpoints first, before any projector's tables: a competitor waits on the row lock
 * and then fails the compare-and-set, instead of colliding with us inside the projector's tables.
 */
const MOVE_CHECKPOINTS = `UPDATE public.projection_checkpoints p
    SET checkpoint = m.next, scanned_through = COALESCE(m.scanned, p.scanned_through), updated_at = now()
   FROM (SELECT c.name, v.next, v.scanned
           FROM public.projection_checkpoints c
           JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS v(name, expected, next, scanned) ON v.name = c.name
          WHERE c.status = 'running' AND c.checkpoint IS NOT DISTINCT FROM v.expected
          ORDER BY c.name
            FOR UPDATE OF c) AS m
  WHERE p.name = m.name
  RETURNING p.name`;

/**
 * NOTIFY is queued in the transaction: listeners hear of a change only once it is committed. The
 * statement also sets synchronous_commit off for this transaction (SET LOCAL, read at COMMIT) without
 * a statement of its own: read models are derived data, a commit lost in a crash loses its checkpoint
 * move with it and the restarted runner applies those events again (as rebuildPass).
 */
const ANNOUNCE = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, payload) FROM unnest($2::text[]) AS payload`;

export class GroupCommit {
  private readonly commits = new Batcher<ProjectorCommit, void>((group) => this.commitGroup(group));

  constructor(private readonly db: Database) {}

  /** Applies and records one worker's batch (one commit per projector at a time). */
  commit(work: ProjectorCommit): Promise<void> {
    return this.commits.submit(work);
  }

  private async commitGroup(group: ProjectorCommit[]): Promise<PromiseSettledResult<void>[]> {
    if (group.length > 1) {
      const moved = await this.transaction(group).catch(() => null);
      if (moved) return group.map((work) => outcome(work, moved));
    }
    const results: PromiseSettledResult<void>[] = [];
    for (const work of group) {
      const alone = await settle(() => this.transaction([work]));
      results.push(alone.status === 'fulfilled' ? outcome(work, alone.value) : alone);
    }
    return results;
  }

  /** The names whose checkpoints moved (their events applied), committed; throws if anything failed. */
  private transaction(group: ProjectorCommit[]): Promise<Set<string>> {
    const sorted = [...group].sort((a, b) => (a.projector.name < b.projector.name ? -1 : 1));
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ name: string }>(MOVE_CHECKPOINTS, [
        sorted.map((w) => w.projector.name),
        sorted.map((w) => w.checkpoint),
        sorted.map((w) => w.next),
        sorted.map((w) => w.scanned),
      ]);
      const moved = new Set(rows.map((r) => r.name));
      const payloads: string[] = [];
      for (const work of sorted) {
        if (!moved.has(work.projector.name)) continue;
        const keys = work.events.length > 0 ? await runApply(work.projector, tx, work.events, { rebuilding: false, now: work.now }) : [];
        payloads.push(changesPayload(work.projector.name, work.announced, keys));
      }
      if (payloads.length > 0) await tx.query(ANNOUNCE, [CHANGES_CHANNEL, payloads]);
      return moved;
    });
  }
}

function outcome(work: ProjectorCommit, moved: Set<string>): PromiseSettledResult<void> {
  return moved.has(work.projector.name) ? { status: 'fulfilled', value: undefined } : { status: 'rejected', reason: new CheckpointConflict(work.projector.name) };
}
