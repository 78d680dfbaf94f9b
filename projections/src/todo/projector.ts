import { todoItemCompletedSchema, todoItemCreatedSchema } from '@pawroute/domain';
import { publishLiveEvent, type RecordedEvent, type Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
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
    for (const event of events) {
      switch (event.type) {
        case 'TodoItemCreated': {
          const d = todoItemCreatedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO todo_items (id, customer_id, todo_category_id, note, due_date, repeat_in_days, form_data, created_by_user_id, date_added)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
            [d.todoItemId, d.customerId, d.todoCategoryId, d.note, d.date, d.repeatInDays, d.formData, d.createdByUserId, d.createdAt],
          );
          keys.push({ scope: 'todo' });
          await publishLiveEvent(tx, 'createdTodo', { todoItemId: d.todoItemId, customerId: d.customerId, date: d.date }, { permission: 'ViewTodoItems' });
          break;
        }
        case 'TodoItemCompleted': {
          const d = todoItemCompletedSchema.parse(event.data);
          await tx.query(`DELETE FROM todo_items WHERE id = $1`, [d.todoItemId]);
          keys.push({ scope: 'todo' });
          await publishLiveEvent(tx, 'completedTodo', { todoItemId: d.todoItemId }, { permission: 'ViewTodoItems' });
          break;
        }
        default:
          throw new Error(`todo projector: unexpected event type ${event.type}`);
      }
    }
    return keys;
  },
};
