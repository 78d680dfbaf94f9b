import type { Database } from '@pawroute/platform';

/**
 * One row per projector. `checkpoint` is the position of the last event applied to the live tables;
 * `scanned_through` is the store head the runner saw while caught up (a projector whose filter skips an
 * event never moves `checkpoint`, yet read-your-writes must know it has nothing left to do);
 * `rebuild_*` track a rebuild in progress into the side schema `rebuild_<name>`.
 */
export async function ensureProjectionTables(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // CREATE ... IF NOT EXISTS still races on the catalog when two processes start together.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('pawroute.projections.schema'))`);
    await tx.query(`
    CREATE TABLE IF NOT EXISTS public.projection_checkpoints (
      name text PRIMARY KEY,
      version integer NOT NULL,
      checkpoint text NULL,
      scanned_through text NULL,
      status text NOT NULL CHECK (status IN ('running', 'faulted', 'rebuilding')),
      error text NULL,
      rebuild_version integer NULL,
      rebuild_checkpoint text NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
}
