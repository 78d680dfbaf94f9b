import type { Kysely } from 'kysely';

/**
 * The PostgreSQL database that holds the read models (and, by default, the events).
 * Two implementations: a real server through `pg` (DATABASE_URL), or embedded PGlite under ./data.
 */
export interface SqlResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<SqlResult<Row>>;
}

export interface Transaction extends SqlExecutor {
  // The read-model schema types live in `projections`; callers narrow with `as Kysely<ReadDatabase>`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kysely: Kysely<any>;
}

export interface Database extends SqlExecutor {
  readonly kind: 'postgres' | 'pglite';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kysely: Kysely<any>;
  /** Runs `fn` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
