import {
  MANAGEMENT_EVENT_TYPES,
  OPTIONS_EVENT_TYPES,
  parseOptionsEvent,
  UserTypeDefinedSchema,
  type OptionsEvent,
  type UserTypeDefined,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { rowOf } from './rows';
import { createOptionsTables, OPTIONS_TABLES, type OptionsTableName } from './tables';
import { upsertRows } from './upsertRows';

/** Validates stored data (a bad event faults the projector loudly rather than writing junk). */
function parse(event: RecordedEvent): OptionsEvent | UserTypeDefined {
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
  eventTypes: [...OPTIONS_EVENT_TYPES, ...MANAGEMENT_EVENT_TYPES],
  tables: OPTIONS_TABLES,
  createTables: (tx: Transaction) => createOptionsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const latest = new Map<OptionsTableName, Map<number, Record<string, unknown>>>();
    for (const recorded of events) {
      const { table, row } = rowOf(parse(recorded));
      let rows = latest.get(table);
      if (!rows) latest.set(table, (rows = new Map()));
      rows.set(row.id, row as unknown as Record<string, unknown>);
    }
    for (const [table, rows] of latest) await upsertRows(tx, table, [...rows.values()]);
    return latest.size > 0 ? [{ scope: 'options' }] : [];
  },
};
