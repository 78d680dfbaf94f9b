import { DomainError, idParam, receiptKeyPrefix, type ReceiptInfo } from '@pawroute/domain';
import { queryRoute, type SqlExecutor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const WHICH = 'Say which transaction or appointment the receipt is for.';

/** The appointment's live payment (the newest not voided), as transactions/sendReceipt picks it. */
async function liveTransactionOf(db: SqlExecutor, appointmentId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM transactions WHERE appointment_id = $1 AND NOT is_voided AND ref_transaction_id IS NULL ORDER BY id DESC LIMIT 1`,
    [appointmentId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The newest send of the transaction's receipt, from the outbox tables (each absent until its first message). */
async function lastSent(db: SqlExecutor, transactionId: number): Promise<ReceiptInfo['lastSent']> {
  const { rows: present } = await db.query<{ mail: string | null; sms: string | null }>(`SELECT to_regclass('mail_outbox')::text AS mail, to_regclass('sms_outbox')::text AS sms`);
  const sends: { method: 'email' | 'text'; to: string; at: Date }[] = [];
  const newest = async (method: 'email' | 'text', sql: string) => {
    const { rows } = await db.query<{ to: string; at: Date }>(`${sql} WHERE dedupe_key LIKE $1 || '%' ORDER BY created_at DESC LIMIT 1`, [receiptKeyPrefix(transactionId, method)]);
    if (rows[0]) sends.push({ method, to: rows[0].to, at: new Date(rows[0].at) });
  };
  if (present[0]?.mail) await newest('email', `SELECT to_address AS "to", created_at AS at FROM mail_outbox`);
  if (present[0]?.sms) await newest('text', `SELECT to_number AS "to", created_at AS at FROM sms_outbox`);
  const last = sends.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  return last ? { method: last.method, to: last.to, at: last.at.toISOString() } : null;
}

/**
 * GET transactions/getReceiptInfo { transactionId | appointmentId } (beyond the spec): the Send Receipt
 * dialog's address filled with the customer's primary email and phone, and whether (to whom, when) the
 * receipt already went out. CreateTransactions, as sending it.
 */
export function receiptInfoQuery(app: FastifyInstance): void {
  const { db } = app.services;
  queryRoute(app, {
    url: '/api/v4/transactions/getReceiptInfo',
    schema: z.object({ transactionId: idParam().optional(), appointmentId: idParam().optional() }),
    permission: 'CreateTransactions',
    async handle({ transactionId: given, appointmentId }): Promise<ReceiptInfo> {
      if (given === undefined && appointmentId === undefined) throw new DomainError(400, WHICH);
      const transactionId = given ?? (await liveTransactionOf(db, appointmentId!));
      if (transactionId === null) return { transactionId: null, email: null, phone: null, lastSent: null };
      const { rows } = await db.query<{ user_id: number | null }>(`SELECT customer_user_id AS user_id FROM transactions WHERE id = $1`, [transactionId]);
      const userId = rows[0]?.user_id ?? null;
      if (rows.length === 0) throw new DomainError(404, 'Transaction not found.');
      const first = async (sql: string) => (userId === null ? null : ((await db.query<{ v: string }>(sql, [userId])).rows[0]?.v ?? null));
      return {
        transactionId,
        email: await first(`SELECT email_address AS v FROM contact_emails WHERE user_id = $1 ORDER BY is_primary DESC, added_at, id LIMIT 1`),
        phone: await first(`SELECT phone_number AS v FROM contact_phone_numbers WHERE user_id = $1 ORDER BY is_primary DESC, added_at, id LIMIT 1`),
        lastSent: await lastSent(db, transactionId),
      };
    },
  });
}
