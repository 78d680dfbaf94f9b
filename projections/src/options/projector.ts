import {
  DefaultCancelFeeSetSchema,
  TipBaseSetSchema,
  DistanceUnitSetSchema,
  MANAGEMENT_EVENT_TYPES,
  REFERENCE_DATA_STREAM,
  OPTIONS_EVENT_TYPES,
  parseOptionsEvent,
  ProductDeletedSchema,
  SETTINGS_EVENT_TYPES,
  USER_TYPE_CATALOG_STREAM,
  TodoCategoryDeletedSchema,
  UserTypeDefinedSchema,
  UserTypeDeletedSchema,
  type DefaultCancelFeeSet,
  type TipBaseSet,
  type DistanceUnitSet,
  type OptionsEvent,
  type SettingsDeletionEvent,
  type UserTypeDefined,
  type UserTypeDeleted,
} from '@pawroute/domain';
import { publishLiveEvent, type RecordedEvent, type Transaction } from '@pawroute/platform';
import type { ApplyContext, ChangedKey, Projector } from '../runner/projector';
import { rowOf } from './rows';
import { createOptionsTables, OPTIONS_TABLES, type OptionsTableName } from './tables';
import { upsertRows } from './upsertRows';

/** Events older than this are history being caught up with, not news: no updatedPermissions for them. */
const LIVE_PUSH_MAX_AGE_MS = 5 * 60_000;

/** Validates stored data (a bad event faults the projector loudly rather than writing junk). */
function parse(event: RecordedEvent): OptionsEvent | UserTypeDefined | UserTypeDeleted | SettingsDeletionEvent | DefaultCancelFeeSet | TipBaseSet | DistanceUnitSet {
  if (event.type === 'UserTypeDeleted') return { type: 'UserTypeDeleted', data: UserTypeDeletedSchema.parse(event.data) };
  if (event.type === 'ProductDeleted') return { type: 'ProductDeleted', data: ProductDeletedSchema.parse(event.data) };
  if (event.type === 'TodoCategoryDeleted') return { type: 'TodoCategoryDeleted', data: TodoCategoryDeletedSchema.parse(event.data) };
  if (event.type === 'DefaultCancelFeeSet') return { type: 'DefaultCancelFeeSet', data: DefaultCancelFeeSetSchema.parse(event.data) };
  if (event.type === 'TipBaseSet') return { type: 'TipBaseSet', data: TipBaseSetSchema.parse(event.data) };
  if (event.type === 'DistanceUnitSet') return { type: 'DistanceUnitSet', data: DistanceUnitSetSchema.parse(event.data) };
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
  // 2: the fee_settings table (the default cancel fee). 3: the tip_settings table (TIP-BASE). 4: display_settings (the distance unit).
  version: 4,
  eventTypes: [...OPTIONS_EVENT_TYPES, ...MANAGEMENT_EVENT_TYPES, ...SETTINGS_EVENT_TYPES],
  tables: OPTIONS_TABLES,
  createTables: (tx: Transaction) => createOptionsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[], context?: ApplyContext): Promise<ChangedKey[]> {
    const now = (context?.now ?? new Date()).getTime();
    // null: the record was deleted (Management), so its row goes.
    const latest = new Map<OptionsTableName, Map<number, Record<string, unknown> | null>>();
    const rowsOf = (table: OptionsTableName) => {
      let rows = latest.get(table);
      if (!rows) latest.set(table, (rows = new Map()));
      return rows;
    };
    let managed = false;
    // User types whose permissions a Management write changed: their users' browsers refetch the session.
    const changedTypes = new Set<number>();
    for (const recorded of events) {
      const event = parse(recorded);
      if (recorded.stream !== REFERENCE_DATA_STREAM && !recorded.stream.startsWith('UserType-')) managed = true;
      if (event.type === 'ProductDeleted') rowsOf('products').set(event.data.id, null);
      else if (event.type === 'TodoCategoryDeleted') rowsOf('todo_categories').set(event.data.id, null);
      else if (event.type === 'UserTypeDeleted') rowsOf('user_types').set(event.data.id, null);
      else if (event.type === 'DefaultCancelFeeSet') rowsOf('fee_settings').set(1, { id: 1, default_cancel_fee_cents: event.data.cents });
      else if (event.type === 'TipBaseSet') rowsOf('tip_settings').set(1, { id: 1, tip_base: event.data.base });
      else if (event.type === 'DistanceUnitSet') rowsOf('display_settings').set(1, { id: 1, distance_unit: event.data.unit });
      else {
        // News only: replaying history (a rebuild, a restart after downtime) pushes nothing.
        const recent = !(recorded.createdAt instanceof Date) || now - recorded.createdAt.getTime() < LIVE_PUSH_MAX_AGE_MS;
        if (event.type === 'UserTypeDefined' && recorded.stream === USER_TYPE_CATALOG_STREAM && recent) changedTypes.add(event.data.id);
        const defined = rowOf(event);
        if (defined) rowsOf(defined.table).set(defined.row.id, defined.row as unknown as Record<string, unknown>);
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
    // A user type's permissions changed: its users' next request already has them (read per request);
    // the push tells their open browsers to refetch the session user and redraw the menus.
    if (changedTypes.size > 0) {
      const userTypeIds = [...changedTypes];
      await publishLiveEvent(tx, 'updatedPermissions', { userTypeIds }, { userTypeIds });
    }
    return latest.size > 0 ? [{ scope: 'options' }] : [];
  },
};
