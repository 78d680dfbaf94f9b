import { todoItemCompletedSchema, todoItemCreatedSchema } from '@pawroute/domain';
import { publishLiveEvents, type LiveEventMessage, type RecordedEvent, type Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { createTodoTables, TODO_TABLES } from './tables';

export const TODO_EVENT_TYPES = ['TodoItemCreated', 'TodoItemCompleted'] as const;

/**
 * Open todo items, for the todo table. Each change sends the { scope: 'todo' } key and the spec's
 * live event (createdTodo, completedTodo) to those with ViewTodoItems, on commit.
 */
export const todoProjector: Projector = {
  name: 'todo',
  version: 1,
  eventTypes: TODO_EVENT_TYPES,
  tables: TODO_TABLES,
  createTables: (tx: Transaction) => createTodoTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    const live: LiveEventMessage[] = [];
    // Per item: whether the batch completed it (deleted first), and the first creation after its last
    // completion (or the first at all), inserted unless stored; the live events in order, in one statement.
    const completed = new Set<number>();
    const created = new Map<number, Record<(typeof TODO_COLUMNS)[number], unknown>>();
    for (const event of events) {
      switch (event.type) {
        case 'TodoItemCreated': {
          const d = todoItemCreatedSchema.parse(event.data);
          if (!created.has(d.todoItemId)) {
            created.set(d.todoItemId, {
              id: d.todoItemId, customer_id: d.customerId, todo_category_id: d.todoCategoryId, note: d.note, due_date: d.date, repeat_in_days: d.repeatInDays,
              form_data: d.formData, created_by_user_id: d.createdByUserId, date_added: d.createdAt,
            });
          }
          keys.push({ scope: 'todo' });
          live.push({ name: 'createdTodo', data: { todoItemId: d.todoItemId, customerId: d.customerId, date: d.date }, audience: { permission: 'ViewTodoItems' } });
          break;
        }
        case 'TodoItemCompleted': {
          const d = todoItemCompletedSchema.parse(event.data);
          completed.add(d.todoItemId);
          created.delete(d.todoItemId);
          keys.push({ scope: 'todo' });
          live.push({ name: 'completedTodo', data: { todoItemId: d.todoItemId }, audience: { permission: 'ViewTodoItems' } });
          break;
        }
        default:
          throw new Error(`todo projector: unexpected event type ${event.type}`);
      }
    }
    if (completed.size > 0) await tx.query(`DELETE FROM todo_items WHERE id = ANY($1::int[])`, [[...completed]]);
    await insertColumns(tx, { table: 'todo_items', columns: TODO_COLUMNS, rows: [...created.values()], onConflict: 'ON CONFLICT (id) DO NOTHING' });
    await publishLiveEvents(tx, live);
    return keys;
  },
};

const TODO_COLUMNS = ['id', 'customer_id', 'todo_category_id', 'note', 'due_date', 'repeat_in_days', 'form_data', 'created_by_user_id', 'date_added'] as const;
