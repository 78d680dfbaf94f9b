import type { SqlExecutor } from '../../db/database';

/**
 * Sessions live in Postgres so that every process (command, query) sees the same ones.
 * `id` is the SHA-256 of the cookie token: a leaked table does not hand out live sessions.
 * Idempotent; runs at startup.
 */
export async function ensureSessionTables(db: SqlExecutor): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS sessions (
      id text PRIMARY KEY,
      user_id int NULL,
      csrf_token text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
  await db.query('CREATE INDEX IF NOT EXISTS sessions_expires_at ON sessions (expires_at)');
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
}
