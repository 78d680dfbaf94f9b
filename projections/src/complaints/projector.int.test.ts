import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents, tableRows } from '../testing/batchEquivalence';
import { complaintsProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents({ stream: 'Complaint' });
const created = (complaintId: number, isBlocking: boolean, minute: number) =>
  recorded('ComplaintCreated', { complaintId, customerId: 3, employeeId: 6, complaint: `complaint ${complaintId}`, isBlocking, createdByUserId: 2, createdAt: at(minute) });
const blocking = (complaintId: number, isBlocking: boolean) => recorded('ComplaintBlockingSet', { complaintId, customerId: 3, employeeId: 6, isBlocking, setAt: at(30) });

const scopes = (keys: readonly { scope: string }[]) => [...new Set(keys.map((k) => k.scope))].sort();
const { apply, asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: complaintsProjector, tables: ['complaints'], readModel: tableRows('complaints', 'id'), keys: scopes });

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => complaintsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('complaints projector: a batch writes what its events one by one wrote', () => {
  it('given complaints made and their blocking set in one batch and the next, then each is its first statement with its last blocking', async () => {
    const model = await asBatchesAndOneByOne([
      [created(1, false, 0)],
      [blocking(1, true), blocking(2, true) /* not made yet */, created(2, false, 1), blocking(2, true), blocking(2, false), created(1, false, 2) /* again */, created(3, true, 3)],
    ]);
    expect(model.map((r) => [r.id, r.is_blocking, r.complaint])).toEqual([
      [1, true, 'complaint 1'],
      [2, false, 'complaint 2'],
      [3, true, 'complaint 3'],
    ]);
  });

  it('tells the options only when a blocking complaint is made or a blocking changes', async () => {
    await test.database.query('TRUNCATE complaints');
    expect(scopes(await apply([created(10, false, 0)]))).toEqual(['complaints']);
    expect(scopes(await apply([created(10, true, 1)]))).toEqual(['complaints']); // stored: nothing made
    expect(scopes(await apply([created(11, true, 2)]))).toEqual(['complaints', 'options']);
  });
});
