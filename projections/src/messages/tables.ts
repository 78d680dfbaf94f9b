import type { SqlExecutor } from '@pawroute/platform';

/**
 * Read tables of the 'messages' projector (docs/TEXTS.md): every text in and out, one thread per
 * customer (or per number no customer has: thread_key 'n:<digits>', the unknown senders), and the
 * numbers that opted out. thread_key is 'c:<customerId>' for a customer.
 */
export interface TextMessagesTable {
  id: string;
  thread_key: string;
  customer_id: number | null;
  number: string;
  direction: 'in' | 'out';
  body: string;
  kind: string | null;
  intent: string | null;
  status: string | null;
  appointment_id: number | null;
  sent_by: number | null;
  at: Date;
}
export interface TextThreadsTable {
  thread_key: string;
  customer_id: number | null;
  number: string;
  last_body: string;
  last_direction: 'in' | 'out';
  last_at: Date;
  unread: number;
}
export interface TextOptOutsTable {
  number: string;
  opted_out: boolean;
}
export interface MessagesTables {
  text_messages: TextMessagesTable;
  text_threads: TextThreadsTable;
  text_opt_outs: TextOptOutsTable;
}

export const MESSAGES_TABLES = ['text_messages', 'text_threads', 'text_opt_outs'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS text_messages (
    id text PRIMARY KEY,
    thread_key text NOT NULL,
    customer_id integer NULL,
    number text NOT NULL,
    direction text NOT NULL,
    body text NOT NULL,
    kind text NULL,
    intent text NULL,
    status text NULL,
    appointment_id integer NULL,
    sent_by integer NULL,
    at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS text_messages_thread ON text_messages (thread_key, at, id)`,
  `CREATE TABLE IF NOT EXISTS text_threads (
    thread_key text PRIMARY KEY,
    customer_id integer NULL,
    number text NOT NULL,
    last_body text NOT NULL,
    last_direction text NOT NULL,
    last_at timestamptz NOT NULL,
    unread integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX IF NOT EXISTS text_threads_newest ON text_threads (last_at DESC, thread_key)`,
  `CREATE TABLE IF NOT EXISTS text_opt_outs (number text PRIMARY KEY, opted_out boolean NOT NULL)`,
];

export async function createMessagesTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
