import type { SqlExecutor } from '../db/database';

/**
 * Every message the system sends, keyed by its dedupe key. In outbox mode this IS the delivery (a
 * developer reads it); with SMTP it is the record that the message went out, so it goes out once.
 */
export async function ensureOutboxTable(db: SqlExecutor): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS mail_outbox (
    dedupe_key text PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text NULL,
    transport text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz NULL
  )`);
}
