import { CHANGES_CHANNEL, type Database } from '@pawroute/platform';
import { CheckpointConflict } from './checkpoints';

/**
 * Records the store heads that caught-up projectors scanned without finding any event of theirs
 * (`scanned_through`, which read-your-writes reads), for all of them in one transaction: a write wakes
 * every projector, and most have nothing to apply, so one transaction per projector per write (two
 * dozen commits and notifications each time) was most of what a write cost the database.
 *
 * Group commit, as the event store's appends: a record that finds nothing in flight goes at once; those
 * that arrive meanwhile wait and go together next. Each keeps its compare-and-set on the checkpoint: a
 * projector whose row moved (another runner) gets CheckpointConflict, as advanceCheckpoint gives.
 */
interface Waiting {
  name: string;
  /** The checkpoint the worker holds: the row must still be there. */
  checkpoint: string | null;
  scanned: string;
  /** The pawroute_changes payload that wakes read-your-writes waiters (no keys changed). */
  payload: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const RECORD_SCANNED = `UPDATE public.projection_checkpoints p
    SET scanned_through = v.scanned, updated_at = now()
   FROM unnest($1::text[], $2::text[], $3::text[]) AS v(name, checkpoint, scanned)
  WHERE p.name = v.name AND p.status = 'running' AND p.checkpoint IS NOT DISTINCT FROM v.checkpoint
  RETURNING p.name`;

export class ScannedHeads {
  private waiting: Waiting[] = [];
  private inFlight = false;

  constructor(private readonly db: Database) {}

  /** Records `scanned` as `name`'s scanned head (one record per projector at a time). */
  record(name: string, checkpoint: string | null, scanned: string, payload: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ name, checkpoint, scanned, payload, resolve, reject });
      if (!this.inFlight) void this.next();
    });
  }

  private async next(): Promise<void> {
    const group = this.waiting;
    if (group.length === 0) return;
    this.waiting = [];
    this.inFlight = true;
    try {
      const moved = await this.db.transaction(async (tx) => {
        // Derived data, as the workers' batches: a commit lost in a crash is scanned again after restart.
        await tx.query('SET LOCAL synchronous_commit = off');
        const { rows } = await tx.query<{ name: string }>(RECORD_SCANNED, [
          group.map((w) => w.name),
          group.map((w) => w.checkpoint),
          group.map((w) => w.scanned),
        ]);
        const names = new Set(rows.map((r) => r.name));
        const told = group.filter((w) => names.has(w.name)).map((w) => w.payload);
        // Queued in the transaction: waiters hear of the heads only once they are committed.
        if (told.length > 0) await tx.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [CHANGES_CHANNEL, told]);
        return names;
      });
      for (const w of group) {
        if (moved.has(w.name)) w.resolve();
        else w.reject(new CheckpointConflict(w.name));
      }
    } catch (error) {
      for (const w of group) w.reject(error);
    } finally {
      this.inFlight = false;
      if (this.waiting.length > 0) void this.next();
    }
  }
}
