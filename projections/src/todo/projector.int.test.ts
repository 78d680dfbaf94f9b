import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents, tableRows } from '../testing/batchEquivalence';
import { todoProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents({ stream: 'Todo' });
const created = (todoItemId: number, note: string, minute: number) =>
  recorded('TodoItemCreated', { todoItemId, customerId: 3, todoCategoryId: null, note, date: '2026-03-10', repeatInDays: null, formData: null, createdByUserId: 2, createdAt: at(minute) });
const completed = (todoItemId: number) => recorded('TodoItemCompleted', { todoItemId, completedByUserId: 2, completedAt: at(30) });

const { asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: todoProjector, tables: ['todo_items'], readModel: tableRows('todo_items', 'id') });

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
