import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { complaintsProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at(0), schemaVersion: 1 };

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream: 'Complaint', revision: position - 1, position: String(position), createdAt: new Date() };
}
const apply = (events: readonly RecordedEvent[]) => test.database.transaction((tx) => complaintsProjector.apply(tx, events));
const created = (complaintId: number, isBlocking: boolean, minute: number) =>
  recorded('ComplaintCreated', { complaintId, customerId: 3, employeeId: 6, complaint: `complaint ${complaintId}`, isBlocking, createdByUserId: 2, createdAt: at(minute) });
const blocking = (complaintId: number, isBlocking: boolean) => recorded('ComplaintBlockingSet', { complaintId, customerId: 3, employeeId: 6, isBlocking, setAt: at(30) });

async function readModel() {
  return (await test.database.query('SELECT * FROM complaints ORDER BY id')).rows;
}
const scopes = (keys: readonly { scope: string }[]) => [...new Set(keys.map((k) => k.scope))].sort();
/** The read model and the keys' scopes after the batches as given, and after the same events one apply each: they must agree. */
async function asBatchesAndOneByOne(history: readonly RecordedEvent[][]) {
  await test.database.query('TRUNCATE complaints');
  const batchedKeys: { scope: string }[] = [];
  for (const batch of history) batchedKeys.push(...(await apply(batch)));
  const batched = await readModel();
  await test.database.query('TRUNCATE complaints');
  const singleKeys: { scope: string }[] = [];
  for (const event of history.flat()) singleKeys.push(...(await apply([event])));
  expect(batched).toEqual(await readModel());
  expect(scopes(batchedKeys)).toEqual(scopes(singleKeys));
  return batched;
}

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
