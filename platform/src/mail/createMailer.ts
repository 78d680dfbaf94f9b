import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { ensureOutboxTable } from './outboxTable';
import type { Mailer, OutboxEntry } from './port';
import { newestOutboxRows, outboxSender } from '../outbox/outboxSender';
import { serverKeyFor } from '../audit/key';
import type { Config } from '../config';
import { openBody, sealBody, sealPlainOutboxRows } from './sealedBodies';

/** Where the outbox's key comes from: the config's secret or its data dir (serverKeyFor). */
export type OutboxKeySource = Partial<Pick<Config, 'secretKey' | 'dataDir'>>;

export interface MailerOptions {
  db: Database;
  /** smtp(s)://user:pass@host:port; without it, messages stay in the outbox table. */
  smtpUrl?: string | null;
  /** The From address for SMTP. */
  from?: string;
  /** Seals the bodies kept in the outbox (sealedBodies.ts); never stored in the database. */
  keys: OutboxKeySource;
}

/** Mail sent once per dedupe key (see sendOnce), through SMTP or kept in the outbox table. */
export function createMailer(options: MailerOptions): Mailer {
  const { db } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const transport = smtp ? 'smtp' : 'outbox';
  const key = serverKeyFor(options.keys, 'mail outbox');
  const send = outboxSender<Parameters<Mailer['send']>[0], unknown>({
    db,
    table: 'mail_outbox',
    ensureTable: async (database) => {
      await ensureOutboxTable(database);
      await sealPlainOutboxRows(database, key);
    },
    claim: (message, dedupeKey) => ({
      sql: `INSERT INTO mail_outbox (dedupe_key, to_address, subject, text_body, html_body, transport, sent_at)
            VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 = 'outbox' THEN now() END)
            ON CONFLICT (dedupe_key) DO NOTHING
            RETURNING dedupe_key`,
      // The bodies sealed: they carry live link tokens (docs/DECISIONS.md "Link tokens at rest").
      params: [dedupeKey, message.to, message.subject, sealBody(message.text, key), message.html === undefined ? null : sealBody(message.html, key), transport],
    }),
    deliver: smtp ? (message) => smtp.sendMail({ from: options.from ?? 'Pawroute <no-reply@pawroute.local>', ...message }) : null,
    markSent: (dedupeKey) => ({ sql: `UPDATE mail_outbox SET sent_at = now() WHERE dedupe_key = $1`, params: [dedupeKey] }),
  });
  return { transport, send };
}

type MailOutboxRow = {
  dedupe_key: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  transport: 'smtp' | 'outbox';
  created_at: Date;
  sent_at: Date | null;
};

const UNOPENED = '[sealed with another key: this data dir or PAWROUTE_SECRET_KEY did not seal it]';

/** The newest messages first, their bodies opened (GET /api/v4/dev/outbox). */
export async function readOutbox(db: Database, keys: OutboxKeySource, limit = 100): Promise<OutboxEntry[]> {
  const key = serverKeyFor(keys, 'mail outbox');
  const columns = ['dedupe_key', 'to_address', 'subject', 'text_body', 'html_body', 'transport', 'created_at', 'sent_at'] as const;
  const rows = await newestOutboxRows<MailOutboxRow>(db, ensureOutboxTable, 'mail_outbox', columns, limit);
  return rows.map((row) => ({
    dedupeKey: row.dedupe_key,
    to: row.to_address,
    subject: row.subject,
    text: openBody(row.text_body, key) ?? UNOPENED,
    html: row.html_body === null ? null : openBody(row.html_body, key) ?? UNOPENED,
    transport: row.transport,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  }));
}

/** Whether a message with this dedupe key was claimed already (sent, or being sent right now). */
export async function wasMailed(db: Database, dedupeKey: string): Promise<boolean> {
  await ensureOutboxTable(db);
  const { rows } = await db.query(`SELECT 1 FROM mail_outbox WHERE dedupe_key = $1`, [dedupeKey]);
  return rows.length > 0;
}
