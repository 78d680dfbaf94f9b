import type { SqlExecutor } from '@pawroute/platform';

/**
 * Where each reactor (a runner of side effects from the log) stands: the position of the last event
 * it has reacted to. Its own table, not a projector's checkpoint: a rebuild of the read models must
 * never send the mail again.
 */
export async function ensureReactorCheckpoints(db: SqlExecutor): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS reactor_checkpoints (
    name text PRIMARY KEY,
    position text NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`);
}

/** undefined: the reactor never ran here; null: it ran and has seen no event yet. */
export async function readReactorCheckpoint(db: SqlExecutor, name: string): Promise<string | null | undefined> {
  const { rows } = await db.query<{ position: string | null }>('SELECT position FROM reactor_checkpoints WHERE name = $1', [name]);
  return rows.length === 0 ? undefined : rows[0]!.position;
}

export async function saveReactorCheckpoint(db: SqlExecutor, name: string, position: string | null): Promise<void> {
  await db.query(
    `INSERT INTO reactor_checkpoints (name, position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
    [name, position],
  );
}
