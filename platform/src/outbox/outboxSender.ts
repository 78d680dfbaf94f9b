import type { Database } from '../db/database';
import { onceUntilFailure, sendOnce } from './sendOnce';

type Statement = { sql: string; params: unknown[] };

/** What a channel (mail, texts) says about its outbox table; the rest is the same for every channel. */
export interface OutboxChannel<Message, Receipt> {
  db: Database;
  /** The outbox table; its primary key is dedupe_key. */
  table: string;
  ensureTable: (db: Database) => Promise<void>;
  /** INSERT ... ON CONFLICT (dedupe_key) DO NOTHING RETURNING dedupe_key. */
  claim: (message: Message, dedupeKey: string) => Statement;
  /** Hands the message to the transport; null when the outbox table is the transport. */
  deliver: ((message: Message, dedupeKey: string) => Promise<Receipt>) | null;
  /** Records the delivery once the transport accepted it. */
  markSent: (dedupeKey: string, receipt: Receipt) => Statement;
}

/** A channel's send: its table made once (again after a failure), each message sent once per dedupe key. */
export function outboxSender<Message, Receipt>(channel: OutboxChannel<Message, Receipt>) {
  const { db, table, deliver } = channel;
  const ensure = onceUntilFailure(() => channel.ensureTable(db));
  return async (message: Message, { dedupeKey }: { dedupeKey: string }): Promise<{ sent: boolean }> => {
    await ensure();
    return sendOnce({
      db,
      table,
      dedupeKey,
      claim: channel.claim(message, dedupeKey),
      deliver: deliver ? () => deliver(message, dedupeKey) : null,
      markSent: (receipt) => channel.markSent(dedupeKey, receipt),
    });
  };
}

/** The newest rows of an outbox table first, with their instants as ISO strings (the dev outbox page). */
export async function newestOutboxRows<Row extends { created_at: Date; sent_at: Date | null }>(
  db: Database,
  ensureTable: (db: Database) => Promise<void>,
  table: string,
  columns: readonly (keyof Row & string)[],
  limit: number,
): Promise<(Row & { createdAt: string; sentAt: string | null })[]> {
  await ensureTable(db);
  const { rows } = await db.query<Row>(
    `SELECT ${columns.join(', ')} FROM ${table} ORDER BY created_at DESC, dedupe_key LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }));
}
