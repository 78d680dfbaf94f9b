import type { SqlExecutor } from '../db/database';

/**
 * Every text the system sends, keyed by its dedupe key. Without a provider this IS the delivery (a
 * developer reads it at /api/v4/dev/outbox); with one it is the record that the text went out once.
 */
export async function ensureSmsOutboxTable(db: SqlExecutor): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS sms_outbox (
    dedupe_key text PRIMARY KEY,
    to_number text NOT NULL,
    text_body text NOT NULL,
    transport text NOT NULL,
    provider_id text NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz NULL
  )`);
}
