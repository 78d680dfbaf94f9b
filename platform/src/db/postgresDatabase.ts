import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { PgListener } from './pgListener';
import { registerPreparedRunner } from './prepared';
import { rawQuery } from './rawQuery';

/** A real PostgreSQL server through a pg Pool; Kysely shares the same pool. */
export async function openPostgresDatabase(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client whose backend dies emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', () => undefined);
  // So does a checked-out client's (a backend killed mid-transaction): the query in flight rejects with
  // the error anyway, and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail fast on a wrong URL instead of at the first query.
  const probe = await pool.connect();
  probe.release();

  const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const listener = new PgListener(url);

  const db: Database = {
    kind: 'postgres',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    kysely: kysely as Kysely<any>,
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await pool.query(text, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    transaction(fn) {
      return kysely.transaction().execute((trx) =>
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        fn({ kysely: trx as Kysely<any>, query: (text, params) => rawQuery(trx, text, params) }),
      );
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async close() {
      await listener.close();
      await kysely.destroy(); // ends the pool
    },
  };

  registerPreparedRunner(db, async <Row>(name: string, text: string, params: readonly unknown[]) => {
    const result = await pool.query({ name, text, values: [...params] });
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  });
  return db;
}
