import {
  MANAGEMENT_EVENT_TYPES,
  REFERENCE_DATA_STREAM,
  OPTIONS_EVENT_TYPES,
  parseOptionsEvent,
  ProductDeletedSchema,
  SETTINGS_EVENT_TYPES,
  TodoCategoryDeletedSchema,
  UserTypeDefinedSchema,
  type OptionsEvent,
  type SettingsDeletionEvent,
  type UserTypeDefined,
} from '@pawroute/domain';
import { publishLiveEvent, type RecordedEvent, type Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { rowOf } from './rows';
import { createOptionsTables, OPTIONS_TABLES, type OptionsTableName } from './tables';
import { upsertRows } from './upsertRows';

/** Validates stored data (a bad event faults the projector loudly rather than writing junk). */
function parse(event: RecordedEvent): OptionsEvent | UserTypeDefined | SettingsDeletionEvent {
  if (event.type === 'ProductDeleted') return { type: 'ProductDeleted', data: ProductDeletedSchema.parse(event.data) };
  if (event.type === 'TodoCategoryDeleted') return { type: 'TodoCategoryDeleted', data: TodoCategoryDeletedSchema.parse(event.data) };
  if (event.type === 'UserTypeDefined') {
    return { type: 'UserTypeDefined', data: UserTypeDefinedSchema.parse(event.data) };
  }
  return parseOptionsEvent(event.type, event.data);
}

/**
 * Reference data (breeds, products, lists, settings) and user types. A batch is folded in memory to
 * the last definition per table and id, then written as one multi-row upsert per table.
 */
export const optionsProjector: Projector = {
  name: 'options',
  version: 1,
  eventTypes: [...OPTIONS_EVENT_TYPES, ...MANAGEMENT_EVENT_TYPES, ...SETTINGS_EVENT_TYPES],
  tables: OPTIONS_TABLES,
  createTables: (tx: Transaction) => createOptionsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    // null: the record was deleted (Management), so its row goes.
    const latest = new Map<OptionsTableName, Map<number, Record<string, unknown> | null>>();
    const rowsOf = (table: OptionsTableName) => {
      let rows = latest.get(table);
      if (!rows) latest.set(table, (rows = new Map()));
      return rows;
    };
    let managed = false;
    for (const recorded of events) {
      const event = parse(recorded);
      if (recorded.stream !== REFERENCE_DATA_STREAM && !recorded.stream.startsWith('UserType-')) managed = true;
      if (event.type === 'ProductDeleted') rowsOf('products').set(event.data.id, null);
      else if (event.type === 'TodoCategoryDeleted') rowsOf('todo_categories').set(event.data.id, null);
      else {
        const { table, row } = rowOf(event);
        rowsOf(table).set(row.id, row as unknown as Record<string, unknown>);
      }
    }
    for (const [table, rows] of latest) {
      const kept = [...rows.values()].filter((r): r is Record<string, unknown> => r !== null);
      const deleted = [...rows.entries()].filter(([, r]) => r === null).map(([id]) => id);
      await upsertRows(tx, table, kept);
      if (deleted.length > 0) await tx.query(`DELETE FROM ${table} WHERE id = ANY($1::int[])`, [deleted]);
    }
    // A Management change reaches open browsers: they refetch getOptions (part 2 §7.8 updatedOptions).
    if (managed) await publishLiveEvent(tx, 'updatedOptions', { refetch: true }, 'all');
    return latest.size > 0 ? [{ scope: 'options' }] : [];
  },
};
