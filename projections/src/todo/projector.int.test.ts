import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { todoProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at(0), schemaVersion: 1 };

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream: 'Todo', revision: position - 1, position: String(position), createdAt: new Date() };
}
const apply = (events: readonly RecordedEvent[]) => test.database.transaction((tx) => todoProjector.apply(tx, events));
const created = (todoItemId: number, note: string, minute: number) =>
  recorded('TodoItemCreated', { todoItemId, customerId: 3, todoCategoryId: null, note, date: '2026-03-10', repeatInDays: null, formData: null, createdByUserId: 2, createdAt: at(minute) });
const completed = (todoItemId: number) => recorded('TodoItemCompleted', { todoItemId, completedByUserId: 2, completedAt: at(30) });

async function readModel() {
  return (await test.database.query('SELECT * FROM todo_items ORDER BY id')).rows;
}
/** The read model after the batches as given, and after the same events one apply each: they must agree. */
async function asBatchesAndOneByOne(history: readonly RecordedEvent[][]) {
  await test.database.query('TRUNCATE todo_items');
  for (const batch of history) await apply(batch);
  const batched = await readModel();
  await test.database.query('TRUNCATE todo_items');
  for (const event of history.flat()) await apply([event]);
  expect(batched).toEqual(await readModel());
  return batched;
}

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => todoProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('todo projector: a batch writes what its events one by one wrote', () => {
  it('given items created and completed in one batch and the next, then the open ones are listed as first created after their last completion', async () => {
    const model = await asBatchesAndOneByOne([
      [created(1, 'one', 0), created(2, 'two', 1)],
      [completed(1), created(1, 'one again', 2), created(2, 'two again', 3), created(3, 'three', 4), completed(3), completed(4), created(5, 'five', 5), created(5, 'five twice', 6)],
    ]);
    expect(model.map((r) => [r.id, r.note])).toEqual([
      [1, 'one again'],
      [2, 'two'],
      [5, 'five'],
    ]);
  });
});
