/**
 * Upcasters: a stored event is never edited (ARCHITECTURE.md "The write side"); an event written in an
 * older shape, or written wrong by a bug, is repaired on its way out of the store instead. Each upcaster
 * is a pure function of one stored event; the event store wrapper (platform checkedEventStore) applies
 * them on every read path, so commands, projectors and rebuilds all see the repaired data.
 */

/** A stored event as an upcaster sees it. */
export interface StoredEventView {
  stream: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

export interface Upcaster {
  /** The event type it applies to. */
  type: string;
  /**
   * True when this stored event can only be repaired with the first event of its stream (for example
   * the ids a creation event holds). The store then reads that event and passes it as `streamStart`.
   */
  needsStreamStart?: (event: StoredEventView) => boolean;
  /** The event's data as it should read now; data it has nothing to repair comes back unchanged. */
  upcast: (event: StoredEventView, streamStart: StoredEventView | null) => unknown;
}

/** Upcasters grouped by event type, in registration order. */
export type UpcasterIndex = ReadonlyMap<string, readonly Upcaster[]>;

export function indexUpcasters(upcasters: readonly Upcaster[]): UpcasterIndex {
  const index = new Map<string, Upcaster[]>();
  for (const upcaster of upcasters) index.set(upcaster.type, [...(index.get(upcaster.type) ?? []), upcaster]);
  return index;
}

/** Whether upcasting `event` needs the first event of its stream. */
export function needsStreamStart(index: UpcasterIndex, event: StoredEventView): boolean {
  return (index.get(event.type) ?? []).some((u) => u.needsStreamStart?.(event) ?? false);
}

/** The event's data after every upcaster of its type, in order (each sees the previous one's output). */
export function upcastData(index: UpcasterIndex, event: StoredEventView, streamStart: StoredEventView | null): unknown {
  let data = event.data;
  for (const upcaster of index.get(event.type) ?? []) data = upcaster.upcast({ ...event, data }, streamStart);
  return data;
}

/** The numeric id of a stream named `<prefix>-<id>`, or null. */
export function idFromStream(stream: string, prefix: string): number | null {
  const match = new RegExp(`^${prefix}-(\\d{1,10})$`).exec(stream);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
