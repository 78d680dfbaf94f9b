import type { Database } from '../db/database';

/** A table-creating step run once, and again after a failure (the database may come back). */
export function onceUntilFailure(step: () => Promise<void>): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () => (ready ??= step().catch((error: unknown) => {
    ready = null;
    throw error;
  }));
}

export interface SendOnceOptions<Receipt> {
  db: Database;
  /** The outbox table; its primary key is dedupe_key. */
  table: string;
  dedupeKey: string;
  /** INSERT ... ON CONFLICT (dedupe_key) DO NOTHING RETURNING dedupe_key: the claim. */
  claim: { sql: string; params: unknown[] };
  /** Hands the message to the transport; null when the outbox is the transport (nothing to deliver). */
  deliver: (() => Promise<Receipt>) | null;
  /** Records the delivery (sent_at, the provider's id) once the transport accepted it. */
  markSent: (receipt: Receipt) => { sql: string; params: unknown[] };
}

/**
 * Claim the key first (INSERT ... ON CONFLICT DO NOTHING): only the request that inserted the row
 * delivers, so concurrent retries cannot both send. A failed delivery releases the claim for a retry.
 * Shared by the mailer and the text sender.
 */
export async function sendOnce<Receipt>(options: SendOnceOptions<Receipt>): Promise<{ sent: boolean }> {
  const { db, table, dedupeKey, claim, deliver, markSent } = options;
  const { rows } = await db.query(claim.sql, claim.params);
  if (rows.length === 0) return { sent: false };
  if (deliver) {
    let receipt: Receipt;
    try {
      receipt = await deliver();
    } catch (error) {
      await db.query(`DELETE FROM ${table} WHERE dedupe_key = $1`, [dedupeKey]);
      throw error;
    }
    const done = markSent(receipt);
    await db.query(done.sql, done.params);
  }
  return { sent: true };
}
