import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { nextId } from './ids';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 8 });
});
afterAll(async () => database?.drop());

describe('nextId', () => {
  it('creates the sequence on first use, starting at 1, one sequence per name', async () => {
    expect(await nextId(database.database, 'widget')).toBe(1);
    expect(await nextId(database.database, 'widget')).toBe(2);
    expect(await nextId(database.database, 'gadget')).toBe(1);
  });

  it('never hands out one id twice, even when first users race', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => nextId(database.database, 'raced')));
    expect(new Set(ids).size).toBe(20);
    expect(Math.min(...ids)).toBe(1);
  });

  it('refuses a name that is not a plain identifier', async () => {
    await expect(nextId(database.database, 'x; DROP TABLE y')).rejects.toThrow('invalid id sequence name');
  });
});
