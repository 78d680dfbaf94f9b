import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { queryPrepared, queryPreparedByText } from './prepared';

/** Prepared statements outlive the tables they read: a rebuilt table must not break them. */
describe('prepared statements', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    // One connection: the second query meets the statement the first one prepared.
    t = await createTestDatabase({ poolSize: 1 });
  });
  afterAll(async () => t?.drop());

  it('a table rebuilt with other column types still answers (the plain query, not the stale statement)', async () => {
    const db = t.database;
    await db.query(`CREATE TABLE rebuilt (id integer, amount integer)`);
    await db.query(`INSERT INTO rebuilt VALUES (1, 5)`);
    expect((await queryPrepared(db, 'test_rebuilt', 'SELECT * FROM rebuilt WHERE id = $1', [1])).rows).toEqual([{ id: 1, amount: 5 }]);
    await db.query(`DROP TABLE rebuilt`);
    await db.query(`CREATE TABLE rebuilt (id integer, amount text, note text)`);
    await db.query(`INSERT INTO rebuilt VALUES (1, 'five', 'x')`);
    expect((await queryPrepared(db, 'test_rebuilt', 'SELECT * FROM rebuilt WHERE id = $1', [1])).rows).toEqual([{ id: 1, amount: 'five', note: 'x' }]);
  });

  it('names a run-time text by its hash: the same text, the same statement; another text, another', async () => {
    const db = t.database;
    const one = 'SELECT $1::int + 1 AS n';
    const other = 'SELECT $1::int + 2 AS n';
    expect((await queryPreparedByText(db, one, [1])).rows).toEqual([{ n: 2 }]);
    expect((await queryPreparedByText(db, one, [5])).rows).toEqual([{ n: 6 }]);
    expect((await queryPreparedByText(db, other, [5])).rows).toEqual([{ n: 7 }]);
    const { rows } = await db.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'pawroute_text_%' ORDER BY name`);
    expect(rows).toHaveLength(2);
  });
});
