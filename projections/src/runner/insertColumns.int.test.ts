import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@pawroute/platform';
import { createTestDatabase } from '@pawroute/platform/testing';
import { insertColumns } from './insertColumns';

// Projectors run on both backends: a real server (pg) and the embedded default (PGlite).
const backends: Array<[string, () => Promise<{ db: Database; cleanup(): Promise<void> }>]> = [
  ['postgres', async () => {
    const t = await createTestDatabase();
    return { db: t.database, cleanup: () => t.drop() };
  }],
  ['pglite', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { db, cleanup: () => db.close() };
  }],
];

const COLUMNS = ['id', 'name', 'done', 'at', 'day', 'rate', 'facts', 'doc'] as const;

for (const [backend, open] of backends) {
  describe(`insertColumns (${backend})`, () => {
    let db: Database;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ db, cleanup } = await open());
      await db.query(`CREATE TABLE things (
        id integer PRIMARY KEY, name text NULL, done boolean NOT NULL, at timestamptz NULL, day text NULL,
        rate numeric NULL, facts jsonb NULL, doc json NULL, tags text[] NULL)`);
    }, 60_000);
    afterAll(async () => cleanup?.());

    const read = async () =>
      (await db.query(`SELECT id, name, done, at, day, rate::text AS rate, facts, doc FROM things ORDER BY id`)).rows;

    it('writes every value as it was, quotes, backslashes, commas, braces, nulls and JSON included', async () => {
      const rows = [
        { id: 1, name: 'Pat "Paws" O\'Neil, {groomer} \\ C:\\vans', done: true, at: '2026-11-27T15:00:00.000Z', day: '2026-11-27', rate: 12.5,
          facts: { a: [1, 'x"y'], b: null }, doc: { z: 1, a: 'b\\c' } },
        { id: 2, name: null, done: false, at: null, day: 'NULL', rate: null, facts: null, doc: null },
        { id: 3, name: '', done: false, at: null, day: null, rate: 0, facts: [], doc: 'text' },
      ];
      await db.transaction((tx) => insertColumns(tx, { table: 'things', columns: COLUMNS, rows }));
      const stored = await read();
      expect(stored.map((r) => [r.id, r.name, r.done, r.day, r.rate, r.facts, r.doc])).toEqual([
        [1, rows[0]!.name, true, '2026-11-27', '12.5', rows[0]!.facts, rows[0]!.doc],
        [2, null, false, 'NULL', null, null, null],
        [3, '', false, null, '0', [], 'text'],
      ]);
      expect(new Date(stored[0]!.at as string).toISOString()).toBe('2026-11-27T15:00:00.000Z');
    });

    it('takes an ON CONFLICT clause, and writes nothing for no rows', async () => {
      await db.transaction(async (tx) => {
        await insertColumns(tx, { table: 'things', columns: ['id', 'name', 'done'], rows: [{ id: 2, name: 'again', done: true }], onConflict: 'ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, done = EXCLUDED.done' });
        await insertColumns(tx, { table: 'things', columns: ['id', 'name', 'done'], rows: [] });
      });
      expect((await read()).find((r) => r.id === 2)).toMatchObject({ name: 'again', done: true });
    });

    it('refuses a column the table lacks, and an array column (unnest would flatten it)', async () => {
      await expect(db.transaction((tx) => insertColumns(tx, { table: 'things', columns: ['id', 'nope'], rows: [{ id: 9, nope: 1 }] }))).rejects.toThrow('things has no column nope');
      await expect(db.transaction((tx) => insertColumns(tx, { table: 'things', columns: ['id', 'done', 'tags'], rows: [{ id: 9, done: true, tags: ['a'] }] }))).rejects.toThrow('things.tags is an array');
    });
  });
}
