import type { Database } from '../db/database';
import { ensureSmsOutboxTable } from './smsOutboxTable';
import { postToSmsProvider } from './smsProvider';
import type { SmsProviderSettings, TextOutboxEntry, TextSender } from './port';

export interface TextSenderOptions {
  db: Database;
  /** Without a provider, texts stay in the outbox table. */
  provider?: SmsProviderSettings | null;
}

/**
 * Claim the key first (INSERT ... ON CONFLICT DO NOTHING): only the request that inserted the row
 * sends, so concurrent retries cannot both text. A failed provider call releases the claim.
 */
export function createTextSender(options: TextSenderOptions): TextSender {
  const { db, provider } = options;
  const transport = provider ? 'http' : 'outbox';
  let ready: Promise<void> | null = null;
  const ensure = () => (ready ??= ensureSmsOutboxTable(db).catch((error: unknown) => {
    ready = null;
    throw error;
  }));
  return {
    transport,
    async send(message, { dedupeKey }) {
      await ensure();
      const { rows } = await db.query(
        `INSERT INTO sms_outbox (dedupe_key, to_number, text_body, transport, sent_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'outbox' THEN now() END)
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING dedupe_key`,
        [dedupeKey, message.to, message.text, transport],
      );
      if (rows.length === 0) return { sent: false };
      if (provider) {
        let providerId: string | null;
        try {
          providerId = await postToSmsProvider(provider, message, dedupeKey);
        } catch (error) {
          await db.query(`DELETE FROM sms_outbox WHERE dedupe_key = $1`, [dedupeKey]);
          throw error;
        }
        await db.query(`UPDATE sms_outbox SET sent_at = now(), provider_id = $2 WHERE dedupe_key = $1`, [dedupeKey, providerId]);
      }
      return { sent: true };
    },
  };
}

/** The newest texts first (GET /api/v4/dev/outbox, development mode). */
export async function readSmsOutbox(db: Database, limit = 100): Promise<TextOutboxEntry[]> {
  await ensureSmsOutboxTable(db);
  const { rows } = await db.query<{
    dedupe_key: string;
    to_number: string;
    text_body: string;
    transport: 'http' | 'outbox';
    provider_id: string | null;
    created_at: Date;
    sent_at: Date | null;
  }>(
    `SELECT dedupe_key, to_number, text_body, transport, provider_id, created_at, sent_at
       FROM sms_outbox ORDER BY created_at DESC, dedupe_key LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    dedupeKey: row.dedupe_key,
    to: row.to_number,
    text: row.text_body,
    transport: row.transport,
    providerId: row.provider_id,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }));
}
