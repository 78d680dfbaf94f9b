import type { SqlExecutor } from '@pawroute/platform';

/**
 * `ops_markers`: one row per seed done. CREATE TABLE IF NOT EXISTS is not atomic in Postgres: two
 * processes starting at once can both try, and the loser sees a duplicate type or table, which means
 * the table is there.
 */
export async function ensureMarkersTable(db: SqlExecutor): Promise<void> {
  try {
    await db.query(`CREATE TABLE IF NOT EXISTS ops_markers (
      name text PRIMARY KEY,
      done_at timestamptz NOT NULL DEFAULT now()
    )`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07' && code !== '42710') throw error;
  }
}
