import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { ReadCache } from './readCache';

/** The checkpoints table as the projection runner keeps it (only the columns the stamp reads). */
const CHECKPOINTS = `CREATE TABLE public.projection_checkpoints (name text PRIMARY KEY, checkpoint text, updated_at timestamptz NOT NULL DEFAULT now())`;

describe('ReadCache (answers kept while the read models stand still)', () => {
  let t: TestDatabase;
  let computed = 0;
  const compute = (answer: unknown) => async () => {
    computed += 1;
    return answer;
  };
  const advance = (name: string, to: string) =>
    t.database.query(`UPDATE public.projection_checkpoints SET checkpoint = $2, updated_at = now() WHERE name = $1`, [name, to]);

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.drop());

  it('before any projector ran, answers are kept too (the stamp is empty)', async () => {
    const cache = new ReadCache(t.database);
    expect(await cache.stamp()).toBe('');
    computed = 0;
    expect(await cache.answer('k', compute({ a: 1 }))).toBe('{"a":1}');
    expect(await cache.answer('k', compute({ a: 2 }))).toBe('{"a":1}');
    expect(computed).toBe(1);
  });

  it('given a kept answer, when any projector commits a batch, then the next request computes it again', async () => {
    await t.database.query(CHECKPOINTS);
    await t.database.query(`INSERT INTO public.projection_checkpoints (name) VALUES ('appointments'), ('customers')`);
    const cache = new ReadCache(t.database);
    computed = 0;
    expect(await cache.answer('day', compute({ rows: 1 }))).toBe('{"rows":1}');
    expect(await cache.answer('day', compute({ rows: 9 }))).toBe('{"rows":1}');
    expect(computed).toBe(1);

    await advance('customers', '1:5');
    expect(await cache.answer('day', compute({ rows: 2 }))).toBe('{"rows":2}');
    expect(await cache.answer('day', compute({ rows: 9 }))).toBe('{"rows":2}');
    expect(computed).toBe(2);
  });

  it('keeps each key apart (who asks is part of the key)', async () => {
    const cache = new ReadCache(t.database);
    expect(await cache.answer('balance\nuser 1', compute(100))).toBe('100');
    expect(await cache.answer('balance\nuser 2', compute(200))).toBe('200');
    expect(await cache.answer('balance\nuser 1', compute(999))).toBe('100');
  });

  it('computes once for requests that miss together, and keeps no failed answer', async () => {
    const cache = new ReadCache(t.database);
    computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      computed += 1;
      await gate;
      return 'slow';
    };
    const both = Promise.all([cache.answer('same', slow), cache.answer('same', slow)]);
    await expect.poll(() => computed).toBe(1);
    release();
    expect(await both).toEqual(['"slow"', '"slow"']);
    expect(computed).toBe(1);

    await expect(cache.answer('broken', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.answer('broken', compute('fine'))).toBe('"fine"');
  });

  it('drops the least recently used answer beyond its size', async () => {
    const cache = new ReadCache(t.database, { maxEntries: 2 });
    await cache.answer('a', compute('A'));
    await cache.answer('b', compute('B'));
    await cache.answer('a', compute('A2')); // a is now the most recently used
    await cache.answer('c', compute('C'));
    expect(cache.size).toBe(2);
    expect(await cache.answer('a', compute('A3'))).toBe('"A"');
    expect(await cache.answer('b', compute('B2'))).toBe('"B2"');
  });
});
