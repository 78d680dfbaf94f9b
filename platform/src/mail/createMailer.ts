import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { ensureOutboxTable } from './outboxTable';
import type { Mailer, OutboxEntry } from './port';
import { onceUntilFailure, sendOnce } from '../outbox/sendOnce';

export interface MailerOptions {
  db: Database;
  /** smtp(s)://user:pass@host:port; without it, messages stay in the outbox table. */
  smtpUrl?: string | null;
  /** The From address for SMTP. */
  from?: string;
}

/** Mail sent once per dedupe key (see sendOnce), through SMTP or kept in the outbox table. */
export function createMailer(options: MailerOptions): Mailer {
  const { db } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const transport = smtp ? 'smtp' : 'outbox';
  const ensure = onceUntilFailure(() => ensureOutboxTable(db));
  return {
    transport,
    async send(message, { dedupeKey }) {
      await ensure();
      return sendOnce({
        db,
        table: 'mail_outbox',
        dedupeKey,
        claim: {
          sql: `INSERT INTO mail_outbox (dedupe_key, to_address, subject, text_body, html_body, transport, sent_at)
                VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 = 'outbox' THEN now() END)
                ON CONFLICT (dedupe_key) DO NOTHING
                RETURNING dedupe_key`,
          params: [dedupeKey, message.to, message.subject, message.text, message.html ?? null, transport],
        },
        deliver: smtp ? () => smtp.sendMail({ from: options.from ?? 'Pawroute <no-reply@pawroute.local>', ...message }) : null,
        markSent: () => ({ sql: `UPDATE mail_outbox SET sent_at = now() WHERE dedupe_key = $1`, params: [dedupeKey] }),
      });
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
