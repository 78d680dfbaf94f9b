import type { RecordedEvent } from '@pawroute/platform';

interface Schema {
  parse(data: unknown): unknown;
}

const parsed = new WeakMap<RecordedEvent, Map<Schema, unknown>>();

/**
 * `schema.parse(event.data)`, once per event and schema: a rebuild hands the same event object to every
 * projector, and several of them check the same events against the same schema (appointments and
 * reports, transactions and reports), which was a third of the rebuild's zod time. A malformed event
 * still throws to each projector that asks (failures are not remembered). The result is shared, so it
 * is read-only: fold it into new objects, never change it in place.
 */
export function parseEventData<S extends Schema>(schema: S, event: RecordedEvent): ReturnType<S['parse']> {
  type T = ReturnType<S['parse']>;
  let bySchema = parsed.get(event);
  if (bySchema?.has(schema)) return bySchema.get(schema) as T;
  const data = schema.parse(event.data) as T;
  if (!bySchema) parsed.set(event, (bySchema = new Map()));
  bySchema.set(schema, data);
  return data;
}
