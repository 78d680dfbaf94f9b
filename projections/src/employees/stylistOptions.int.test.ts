import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { createEmployeesTables, readStylistOptions } from './tables';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());

describe('readStylistOptions before the tables it joins exist', () => {
  it('answers no stylists inside a transaction and leaves the transaction usable (the employees projector pushes them mid-apply, and a rebuild has no users table beside it)', async () => {
    const after = await db.database.transaction(async (tx) => {
      await createEmployeesTables(tx); // employees and stylist details, but no users table (the customers projector's)
      expect(await readStylistOptions(tx, '2026-12-03')).toEqual([]);
      const { rows } = await tx.query<{ ok: number }>('SELECT 1 AS ok');
      return rows[0]!.ok;
    });
    expect(after).toBe(1);
  });
});
