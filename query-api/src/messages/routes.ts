import {
  DomainError,
  TEXT_MESSAGES as M,
  threadListQuerySchema,
  threadQuerySchema,
  type ThreadAnswer,
  type ThreadListAnswer,
  type ThreadMessage,
} from '@pawroute/domain';
import { queryRoute, type SqlExecutor } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';
import type { FastifyInstance } from 'fastify';

const iso = (value: Date | string) => new Date(value).toISOString();
const THREADS_SHOWN = 200;

/** One thread per customer and per unknown number, newest first, with unread counts (docs/TEXTS.md). */
export async function readThreads(db: SqlExecutor): Promise<ThreadListAnswer> {
  const { rows } = await db.query<TableRow<'text_threads'> & { first_name: string | null; last_name: string | null; opted_out: boolean | null }>(
    `SELECT t.*, u.first_name, u.last_name, o.opted_out
       FROM text_threads t
       LEFT JOIN customers c ON c.id = t.customer_id
       LEFT JOIN users u ON u.id = c.user_id
       LEFT JOIN text_opt_outs o ON o.number = t.number
      ORDER BY t.last_at DESC, t.thread_key
      LIMIT $1`,
    [THREADS_SHOWN],
  );
  const { rows: total } = await db.query<{ n: number }>(`SELECT coalesce(sum(unread), 0)::int AS n FROM text_threads`);
  return {
    threads: rows.map((r) => ({
      customerId: r.customer_id === null ? null : Number(r.customer_id),
      number: `+${r.number}`,
      name: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
      lastBody: r.last_body,
      lastAt: iso(r.last_at),
      lastDirection: r.last_direction,
      unread: Number(r.unread),
      optedOut: r.opted_out === true,
    })),
    unreadTotal: Number(total[0]?.n ?? 0),
  };
}

/** One customer's texts both ways, oldest first, with their delivery statuses. */
export async function readThread(db: SqlExecutor, customerId: number): Promise<ThreadAnswer> {
  const { rows: people } = await db.query<{ first_name: string; last_name: string; phone_digits: string | null; number: string | null }>(
    `SELECT u.first_name, u.last_name, u.phone_digits, t.number
       FROM customers c JOIN users u ON u.id = c.user_id
       LEFT JOIN text_threads t ON t.thread_key = 'c:' || c.id
      WHERE c.id = $1`,
    [customerId],
  );
  const person = people[0];
  if (!person) throw new DomainError(404, M.customerNotFound);
  const digits = person.number ?? (person.phone_digits && person.phone_digits.length >= 10 ? `1${person.phone_digits.slice(-10)}` : null);
  const { rows: optOut } = await db.query<{ opted_out: boolean }>(`SELECT opted_out FROM text_opt_outs WHERE number = $1`, [digits ?? '']);
  const { rows } = await db.query<TableRow<'text_messages'>>(`SELECT * FROM text_messages WHERE thread_key = $1 ORDER BY at, id`, [`c:${customerId}`]);
  return {
    customerId,
    name: `${person.first_name} ${person.last_name}`.trim(),
    number: digits === null ? null : `+${digits}`,
    optedOut: optOut[0]?.opted_out === true,
    messages: rows.map(
      (r): ThreadMessage => ({
        id: r.id,
        direction: r.direction,
        body: r.body,
        at: iso(r.at),
        kind: r.kind as ThreadMessage['kind'],
        intent: r.intent as ThreadMessage['intent'],
        status: r.status as ThreadMessage['status'],
        appointmentId: r.appointment_id === null ? null : Number(r.appointment_id),
        number: `+${r.number}`,
      }),
    ),
  };
}

/** The Messages screen's reads (docs/TEXTS.md), with the spec's UsePhoneSystem ("Call and SMS"). */
export async function messagesQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/messages/threads',
    schema: threadListQuerySchema,
    permission: 'UsePhoneSystem',
    handle: (_input, { db }) => readThreads(db),
  });
  queryRoute(app, {
    url: '/api/v4/messages/thread',
    schema: threadQuerySchema,
    permission: 'UsePhoneSystem',
    handle: ({ customerId }, { db }) => readThread(db, customerId),
  });
}
