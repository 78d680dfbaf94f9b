import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { ReadCache } from './readCache';
import { readModelStamp } from './readModelStamp';

/** The checkpoints table as the projection runner keeps it (the columns the stamps read and move). */
const CHECKPOINTS = `CREATE TABLE public.projection_checkpoints (
  name text PRIMARY KEY, version integer NOT NULL, checkpoint text, scanned_through text, updated_at timestamptz NOT NULL DEFAULT now())`;

describe('read-model stamps (answers kept while the read models they read stand still)', () => {
  let t: TestDatabase;
  let computed = 0;
  const compute = (answer: unknown) => async () => {
    computed += 1;
    return answer;
  };
  const schedule = { projectors: ['appointments'], tables: ['appointments'] };
  /** A batch applied: the checkpoint and the scanned head move, in the runner's one UPDATE. */
  const apply = (name: string, to: string) =>
    t.database.query(`UPDATE public.projection_checkpoints SET checkpoint = $2, scanned_through = $2, updated_at = now() WHERE name = $1`, [name, to]);
  /** Caught up, nothing of its own in the new events: only the scanned head moves. */
  const scan = (name: string, to: string) =>
    t.database.query(`UPDATE public.projection_checkpoints SET scanned_through = $2, updated_at = now() WHERE name = $1`, [name, to]);

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.drop());

  it('before any projector ran, the stamp is empty and answers are kept', async () => {
    expect(await readModelStamp(t.database, schedule)).toBe('');
    const cache = new ReadCache(t.database);
    computed = 0;
    expect(await cache.answer('k', compute(1), schedule)).toBe('1');
    expect(await cache.answer('k', compute(2), schedule)).toBe('1');
    expect(computed).toBe(1);
  });

  it('given a kept answer, a write to another read model keeps it, and a write to its own drops it', async () => {
    await t.database.query(CHECKPOINTS);
    await t.database.query(`CREATE TABLE appointments (id integer)`);
    await t.database.query(`INSERT INTO public.projection_checkpoints (name, version) VALUES ('appointments', 1), ('estimates', 1)`);
    const cache = new ReadCache(t.database);
    computed = 0;
    expect(await cache.answer('day', compute({ rows: 1 }), schedule)).toBe('{"rows":1}');

    // An estimate saved: the estimates projector applies it, the appointments projector only scans past it.
    await apply('estimates', '1:5');
    await scan('appointments', '1:5');
    expect(await cache.answer('day', compute({ rows: 9 }), schedule)).toBe('{"rows":1}');
    expect(computed).toBe(1);

    // An appointment booked: the appointments projector applies it.
    await apply('appointments', '1:6');
    expect(await cache.answer('day', compute({ rows: 2 }), schedule)).toBe('{"rows":2}');
    expect(await cache.answer('day', compute({ rows: 9 }), schedule)).toBe('{"rows":2}');
    expect(computed).toBe(2);

    // Without a scope, any write anywhere drops it (the whole-table stamp).
    expect(await cache.answer('all', compute('a'))).toBe('"a"');
    await scan('appointments', '1:7');
    expect(await cache.answer('all', compute('b'))).toBe('"b"');
  });

  it('a rebuild swapped in at the same version and checkpoint, or a reset, drops the answer (new tables)', async () => {
    const cache = new ReadCache(t.database);
    computed = 0;
    expect(await cache.answer('swap', compute('before'), schedule)).toBe('"before"');
    await t.database.transaction(async (tx) => {
      await tx.query(`CREATE TABLE rebuilt_appointments (id integer)`);
      await tx.query(`DROP TABLE appointments`);
      await tx.query(`ALTER TABLE rebuilt_appointments RENAME TO appointments`);
    });
    expect(await cache.answer('swap', compute('after'), schedule)).toBe('"after"');

    await t.database.query(`DELETE FROM public.projection_checkpoints WHERE name = 'appointments'`);
    expect(await cache.answer('swap', compute('reset'), schedule)).toBe('"reset"');
    await t.database.query(`DROP TABLE appointments`);
    expect(await cache.answer('swap', compute('no table'), schedule)).toBe('"no table"');
    expect(computed).toBe(4);
  });
});
