import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { ensureOutboxTable } from './outboxTable';
import type { Mailer, OutboxEntry } from './port';

export interface MailerOptions {
  db: Database;
  /** smtp(s)://user:pass@host:port; without it, messages stay in the outbox table. */
  smtpUrl?: string | null;
  /** The From address for SMTP. */
  from?: string;
}

/**
 * Claim the key first (INSERT ... ON CONFLICT DO NOTHING): only the request that inserted the row
 * sends, so concurrent retries cannot both mail. A failed SMTP send releases the claim for a retry.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const transport = smtp ? 'smtp' : 'outbox';
  let ready: Promise<void> | null = null;
  const ensure = () => (ready ??= ensureOutboxTable(db).catch((error: unknown) => {
    ready = null;
    throw error;
  }));
  return {
    transport,
    async send(message, { dedupeKey }) {
      await ensure();
      const { rows } = await db.query(
        `INSERT INTO mail_outbox (dedupe_key, to_address, subject, text_body, html_body, transport, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 = 'outbox' THEN now() END)
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING dedupe_key`,
        [dedupeKey, message.to, message.subject, message.text, message.html ?? null, transport],
      );
      if (rows.length === 0) return { sent: false };
      if (smtp) {
        try {
          await smtp.sendMail({ from: options.from ?? 'Pawroute <no-reply@pawroute.local>', ...message });
        } catch (error) {
          await db.query(`DELETE FROM mail_outbox WHERE dedupe_key = $1`, [dedupeKey]);
          throw error;
        }
        await db.query(`UPDATE mail_outbox SET sent_at = now() WHERE dedupe_key = $1`, [dedupeKey]);
      }
      return { sent: true };
    },
  };
}

/** The newest messages first (GET /api/v4/dev/outbox). */
export async function readOutbox(db: Database, limit = 100): Promise<OutboxEntry[]> {
  await ensureOutboxTable(db);
  const { rows } = await db.query<{
    dedupe_key: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    transport: 'smtp' | 'outbox';
    created_at: Date;
    sent_at: Date | null;
  }>(
    `SELECT dedupe_key, to_address, subject, text_body, html_body, transport, created_at, sent_at
       FROM mail_outbox ORDER BY created_at DESC, dedupe_key LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    dedupeKey: row.dedupe_key,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    transport: row.transport,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }));
}

/** Whether a message with this dedupe key was claimed already (sent, or being sent right now). */
export async function wasMailed(db: Database, dedupeKey: string): Promise<boolean> {
  await ensureOutboxTable(db);
  const { rows } = await db.query(`SELECT 1 FROM mail_outbox WHERE dedupe_key = $1`, [dedupeKey]);
  return rows.length > 0;
}
