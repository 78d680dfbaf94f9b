import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import type { Database } from './database';
import { openDatabase } from './openDatabase';

// The same behaviour from both backends: a real server (pg) and embedded PGlite.
const backends: Array<[string, () => Promise<{ db: Database; cleanup(): Promise<void> }>]> = [
  [
    'postgres',
    async () => {
      const t: TestDatabase = await createTestDatabase();
      return { db: t.database, cleanup: () => t.drop() };
    },
  ],
  [
    'pglite',
    async () => {
      const db = await openDatabase({ dataDir: 'memory://' });
      return { db, cleanup: () => db.close() };
    },
  ],
];

for (const [name, open] of backends) {
  describe(`Database (${name})`, () => {
    let db: Database;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ db, cleanup } = await open());
      await db.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
      await db.query('INSERT INTO counters VALUES (1, 0)');
    });
    afterAll(() => cleanup());

    it('answers plain and parameterised queries', async () => {
      const r = await db.query<{ x: number; s: string }>('SELECT $1::int AS x, $2::text AS s', [41, 'dog']);
      expect(r.rows).toEqual([{ x: 41, s: 'dog' }]);
      expect(r.rowCount).toBe(1);
      const u = await db.query('UPDATE counters SET n = n WHERE id = 1');
      expect(u.rowCount).toBe(1);
    });

    it('rolls a transaction back when the callback throws', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('UPDATE counters SET n = 100 WHERE id = 1');
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const r = await db.query<{ n: number }>('SELECT n FROM counters WHERE id = 1');
      expect(r.rows[0].n).toBe(0);
    });

    it('runs concurrent transactions without interleaving them (read-modify-write loses nothing)', async () => {
      // Under READ COMMITTED without FOR UPDATE this only holds if each transaction runs alone on its
      // session (PGlite) or the row lock orders them (pg, thanks to FOR UPDATE).
      await Promise.all(
        Array.from({ length: 20 }, () =>
          db.transaction(async (tx) => {
            const r = await tx.query<{ n: number }>('SELECT n FROM counters WHERE id = 1 FOR UPDATE');
            await tx.query('UPDATE counters SET n = $1 WHERE id = 1', [r.rows[0].n + 1]);
          }),
        ),
      );
      const r = await db.query<{ n: number }>('SELECT n FROM counters WHERE id = 1');
      expect(r.rows[0].n).toBe(20);
    });

    it('gives Kysely inside a transaction the same connection', async () => {
      const seen = await db.transaction(async (tx) => {
        await tx.query('UPDATE counters SET n = -7 WHERE id = 1');
        const row = await tx.kysely.selectFrom('counters').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
        await tx.query('UPDATE counters SET n = 20 WHERE id = 1');
        return row.n;
      });
      expect(seen).toBe(-7);
    });

    it('delivers NOTIFY payloads to listen() until unlistened', async () => {
      const received: string[] = [];
      let arrived!: () => void;
      const first = new Promise<void>((resolve) => (arrived = resolve));
      const stop = await db.listen('pawroute_test', (payload) => {
        received.push(payload);
        arrived();
      });
      await db.query(`SELECT pg_notify('pawroute_test', 'hello')`);
      await first;
      await stop();
      expect(received).toEqual(['hello']);
    });
  });
}

describe('Database (pglite) single session', () => {
  it('refuses db.query inside db.transaction instead of deadlocking', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toThrow(/inside db.transaction/);
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('Database (postgres) listen', () => {
  it('keeps listening after its connection is terminated (it reconnects by itself)', async () => {
    const t = await createTestDatabase();
    try {
      const received: string[] = [];
      let wake: () => void = () => undefined;
      const stop = await t.database.listen('pawroute_test', (payload) => {
        received.push(payload);
        wake();
      });
      const { rows } = await t.database.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      expect(rows).toHaveLength(1);
      await t.database.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      // Notifications sent while it is down are lost (by design), so keep sending until one arrives.
      const arrived = new Promise<void>((resolve) => (wake = resolve));
      const notify = () => t.database.query(`SELECT pg_notify('pawroute_test', 'again')`).catch(() => undefined);
      const sender = setInterval(notify, 100);
      await arrived.finally(() => clearInterval(sender));
      const after = await t.database.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      expect(after.rows.map((r) => r.pid)).not.toContain(rows[0].pid);
      expect(received).toContain('again');
      await stop();
    } finally {
      await t.drop();
    }
  });
});
