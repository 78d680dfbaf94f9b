import type { Database } from '../db/database';
import { ensureSmsOutboxTable } from './smsOutboxTable';
import { postToSmsProvider } from './smsProvider';
import type { SmsProviderSettings, TextOutboxEntry, TextSender } from './port';
import { newestOutboxRows, outboxSender } from '../outbox/outboxSender';
import { serverKeyFor } from '../audit/key';
import type { OutboxKeySource } from '../mail/createMailer';
import { openBody, sealBody } from '../mail/sealedBodies';

export interface TextSenderOptions {
  db: Database;
  /** Without a provider, texts stay in the outbox table. */
  provider?: SmsProviderSettings | null;
  /**
   * Seals the kept text under the outbox's key, as the mail outbox does (docs/DECISIONS.md "Link tokens
   * at rest"): a text may carry a one-time booking code. Without keys the text is kept as sent.
   */
  keys?: OutboxKeySource;
}

/** Texts sent once per dedupe key (see sendOnce), through the provider or kept in the outbox table. */
export function createTextSender(options: TextSenderOptions): TextSender {
  const { db, provider } = options;
  const key = options.keys ? serverKeyFor(options.keys, 'mail outbox') : null;
  const transport = provider ? 'http' : 'outbox';
  const send = outboxSender<Parameters<TextSender['send']>[0], Awaited<ReturnType<typeof postToSmsProvider>>>({
    db,
    table: 'sms_outbox',
    ensureTable: ensureSmsOutboxTable,
    claim: (message, dedupeKey) => ({
      sql: `INSERT INTO sms_outbox (dedupe_key, to_number, text_body, transport, sent_at)
            VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'outbox' THEN now() END)
            ON CONFLICT (dedupe_key) DO NOTHING
            RETURNING dedupe_key`,
      params: [dedupeKey, message.to, key ? sealBody(message.text, key) : message.text, transport],
    }),
    deliver: provider ? (message, dedupeKey) => postToSmsProvider(provider, message, dedupeKey) : null,
    markSent: (dedupeKey, providerId) => ({
      sql: `UPDATE sms_outbox SET sent_at = now(), provider_id = $2 WHERE dedupe_key = $1`,
      params: [dedupeKey, providerId],
    }),
  });
  return { transport, send };
}

type SmsOutboxRow = {
  dedupe_key: string;
  to_number: string;
  text_body: string;
  transport: 'http' | 'outbox';
  provider_id: string | null;
  created_at: Date;
  sent_at: Date | null;
};

/** The newest texts first (GET /api/v4/dev/outbox, development mode), opened with the outbox's key when given. */
export async function readSmsOutbox(db: Database, limit = 100, keys?: OutboxKeySource): Promise<TextOutboxEntry[]> {
  const key = keys ? serverKeyFor(keys, 'mail outbox') : null;
  const columns = ['dedupe_key', 'to_number', 'text_body', 'transport', 'provider_id', 'created_at', 'sent_at'] as const;
  const rows = await newestOutboxRows<SmsOutboxRow>(db, ensureSmsOutboxTable, 'sms_outbox', columns, limit);
  return rows.map((row) => ({
    dedupeKey: row.dedupe_key,
    to: row.to_number,
    text: key ? (openBody(row.text_body, key) ?? '(this text cannot be opened with this server\'s key)') : row.text_body,
    transport: row.transport,
    providerId: row.provider_id,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  }));
}
