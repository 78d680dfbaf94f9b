import type { Position, SqlExecutor } from '@pawroute/platform';

export type ProjectionStatus = 'running' | 'faulted' | 'rebuilding';

export interface CheckpointRow {
  name: string;
  version: number;
  checkpoint: Position | null;
  scannedThrough: Position | null;
  status: ProjectionStatus;
  error: string | null;
  rebuildVersion: number | null;
  rebuildCheckpoint: Position | null;
  updatedAt: Date;
}

/** Another process (or a rebuild) moved the checkpoint under us: the transaction must not commit. */
export class CheckpointConflict extends Error {
  constructor(readonly projector: string) {
    super(`Checkpoint of projector ${projector} was moved by someone else`);
    this.name = 'CheckpointConflict';
  }
}

const columns = `name, version, checkpoint, scanned_through AS "scannedThrough", status, error,
  rebuild_version AS "rebuildVersion", rebuild_checkpoint AS "rebuildCheckpoint", updated_at AS "updatedAt"`;

export async function readCheckpoint(db: SqlExecutor, name: string): Promise<CheckpointRow | null> {
  const { rows } = await db.query<CheckpointRow>(`SELECT ${columns} FROM public.projection_checkpoints WHERE name = $1`, [name]);
  return rows[0] ?? null;
}

export async function readAllCheckpoints(db: SqlExecutor): Promise<CheckpointRow[]> {
  const { rows } = await db.query<CheckpointRow>(`SELECT ${columns} FROM public.projection_checkpoints ORDER BY name`);
  return rows;
}

/** Inserts the row of a projector seen for the first time; false if another process was first. */
export async function insertCheckpoint(
  db: SqlExecutor,
  row: { name: string; version: number; status: ProjectionStatus; rebuildVersion?: number | null },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO public.projection_checkpoints (name, version, status, rebuild_version)
     VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING`,
    [row.name, row.version, row.status, row.rebuildVersion ?? null],
  );
  return result.rowCount === 1;
}

/**
 * Compare-and-set of the live checkpoint: moves it only if it is still `expected`.
 * Zero rows means someone else moved it, so the caller's transaction is aborted.
 */
export async function advanceCheckpoint(
  tx: SqlExecutor,
  name: string,
  expected: Position | null,
  next: Position | null,
  scannedThrough: Position | null,
): Promise<void> {
  const result = await tx.query(
    `UPDATE public.projection_checkpoints
        SET checkpoint = $3, scanned_through = COALESCE($4, scanned_through), updated_at = now()
      WHERE name = $1 AND status = 'running' AND checkpoint IS NOT DISTINCT FROM $2`,
    [name, expected, next, scannedThrough],
  );
  if (result.rowCount !== 1) throw new CheckpointConflict(name);
}

/** Starts (or restarts) a rebuild: the live tables stay as they are until the swap. */
export async function markRebuilding(db: SqlExecutor, name: string, version: number): Promise<void> {
  await db.query(
    `UPDATE public.projection_checkpoints
        SET status = 'rebuilding', rebuild_version = $2, rebuild_checkpoint = NULL, error = NULL, updated_at = now()
      WHERE name = $1`,
    [name, version],
  );
}

/** Back to live work on the public tables (after a restart, a fix, or an abandoned rebuild). */
export async function markRunning(db: SqlExecutor, name: string): Promise<void> {
  await db.query(
    `UPDATE public.projection_checkpoints
        SET status = 'running', error = NULL, rebuild_version = NULL, rebuild_checkpoint = NULL, updated_at = now()
      WHERE name = $1`,
    [name],
  );
}

/** Leaves the checkpoint where it is: the failed batch was rolled back and will be replayed after a fix. */
export async function markFaulted(db: SqlExecutor, name: string, error: string): Promise<void> {
  await db.query(
    `UPDATE public.projection_checkpoints SET status = 'faulted', error = $2, updated_at = now() WHERE name = $1`,
    [name, error],
  );
}
