import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './database';
import { rawQuery } from './rawQuery';

/**
 * Embedded PGlite: a single session. Every use goes through Kysely, whose PGlite driver hands out its one
 * connection under a FIFO lock (acquire waits for the previous release): that lock is our mutex, so a
 * transaction never has another caller's statements interleaved in it.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  // PGlite creates its directory but not the parents (./data on a fresh clone).
  if (!dataDir.includes('://')) await mkdir(dirname(resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create({ dataDir });
  const kysely = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  const inTransaction = new AsyncLocalStorage<true>();

  // With one session, db.query() issued inside db.transaction() would wait for itself forever.
  const refuseNested = (what: string) => {
    if (inTransaction.getStore()) {
      throw new Error(`PGlite: ${what} called inside db.transaction(); use the tx given to the callback`);
    }
  };

  const db: Database = {
    kind: 'pglite',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    kysely: kysely as Kysely<any>,
    async query(text, params) {
      refuseNested('db.query()');
      return rawQuery(kysely, text, params);
    },
    async transaction(fn) {
      refuseNested('db.transaction()');
      return kysely.transaction().execute((trx) =>
        inTransaction.run(true, () =>
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          fn({ kysely: trx as Kysely<any>, query: (text, params) => rawQuery(trx, text, params) }),
        ),
      );
    },
    async listen(channel, onPayload) {
      // Holding the connection: a LISTEN sent inside another caller's open transaction would share its fate.
      const exclusive = <T>(fn: () => Promise<T>) => kysely.connection().execute(fn);
      const unlisten = await exclusive(() => pglite.listen(channel, onPayload));
      return () => exclusive(() => unlisten());
    },
    async close() {
      await kysely.destroy(); // the dialect closes PGlite too
    },
  };
  return db;
}
