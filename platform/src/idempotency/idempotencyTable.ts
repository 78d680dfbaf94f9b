import type { SqlExecutor } from '../db/database';
import { ensureServerProcessTable } from './serverProcess';

/**
 * One row per (scope, key): the request it was first used for (fingerprint), whether that request is
 * still running (`pending`) or answered (`done`), the stored answer, and the ids the request took from
 * sequences (so a re-run after a crash takes the same ones). Idempotent; runs at startup.
 */
export async function ensureIdempotencyTable(db: SqlExecutor): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope text NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      owner text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'done')),
      status_code int NULL,
      response jsonb NULL,
      ids jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    )`);
  // The server process that owns a pending claim (serverProcess.ts); null: claimed by no registered boot.
  await db.query('ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS boot_id text NULL');
  await ensureServerProcessTable(db);
  await db.query('CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at)');
  await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`);
}
