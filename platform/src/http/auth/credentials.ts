import type { SqlExecutor } from '../../db/database';

/**
 * Passwords belong to the sign-in feature, in a mutable table: a hash can be changed and removed,
 * which it never could inside an event. Events only say that a password was set (LoginAccountCreated
 * hasPassword). Idempotent; runs at startup.
 */
export async function ensureCredentialsTable(db: SqlExecutor): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS credentials (
      user_id int PRIMARY KEY,
      password_hash text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await moveHashesOutOfEvents(db);
}

/**
 * Once, for a store written before: the hashes old LoginAccountCreated events carry move here (the
 * upcaster hides them from every reader from now on). Only the PostgreSQL store has an `events` table.
 */
async function moveHashesOutOfEvents(db: SqlExecutor): Promise<void> {
  const { rows } = await db.query<{ present: string | null }>(`SELECT to_regclass('public.events')::text AS present`);
  if (!rows[0]?.present) return;
  await db.query(`
    INSERT INTO credentials (user_id, password_hash)
    SELECT DISTINCT ON ((data->>'userId')::int) (data->>'userId')::int, data->>'passwordHash'
      FROM public.events
     WHERE type = 'LoginAccountCreated' AND data->>'passwordHash' IS NOT NULL
     ORDER BY (data->>'userId')::int, position DESC
    ON CONFLICT (user_id) DO NOTHING`);
}

/** Sets (or replaces) a user's password hash. */
export async function setPasswordHash(db: SqlExecutor, userId: number, passwordHash: string): Promise<void> {
  await db.query(
    `INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
    [userId, passwordHash],
  );
}
