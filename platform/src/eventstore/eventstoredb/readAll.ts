import { BACKWARDS, END, FORWARDS, START, type EventStoreDBClient } from '@eventstore/db-client';
import { matchesFilter } from '../filter';
import type { EventFilter, Position, RecordedEvent } from '../port';
import { isSystemEvent, toRecordedEvent } from './mapping';
import { compareEsPositions, decodeEsPosition, encodeEsPosition } from './position';

export interface Page {
  /** Matching, non-system events strictly after the cursor. */
  events: RecordedEvent[];
  /** The last position read (system and filtered-out events included): resume after it. */
  readUpTo: Position | null;
  /** The page was full: there may be more right away. */
  full: boolean;
}

/**
 * One forward page of $all after `after`. The client's readAll starts AT a position (inclusive) and has no
 * server-side filter, so the event at `after` is skipped here and the filter applied in our code.
 */
export async function readPage(
  client: EventStoreDBClient,
  after: Position | null | undefined,
  pageSize: number,
  filter?: EventFilter,
): Promise<Page> {
  const read = client.readAll({
    fromPosition: after ? decodeEsPosition(after) : START,
    maxCount: pageSize + 1,
    direction: FORWARDS,
  });
  const events: RecordedEvent[] = [];
  let readUpTo = after ?? null;
  let count = 0;
  for await (const resolved of read) {
    count++;
    const e = resolved.event;
    if (!e?.position) continue;
    const position = encodeEsPosition(e.position);
    if (after && compareEsPositions(position, after) <= 0) continue;
    readUpTo = position;
    if (isSystemEvent(e)) continue;
    const event = toRecordedEvent(e);
    if (matchesFilter(filter, event)) events.push(event);
  }
  return { events, readUpTo, full: count >= pageSize + 1 };
}

/** Pages through $all until `limit` matching events or the end. */
export async function readAllEvents(
  client: EventStoreDBClient,
  after: Position | null | undefined,
  limit: number | undefined,
  filter?: EventFilter,
): Promise<RecordedEvent[]> {
  const result: RecordedEvent[] = [];
  let cursor = after ?? null;
  for (;;) {
    const page = await readPage(client, cursor, 1000, filter);
    result.push(...page.events);
    cursor = page.readUpTo;
    if (limit !== undefined && result.length >= limit) return result.slice(0, limit);
    if (!page.full) return result;
  }
}

/** The position of the last event in $all (system events included), or null when it is empty. */
export async function headPosition(client: EventStoreDBClient): Promise<Position | null> {
  for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) {
    if (resolved.event?.position) return encodeEsPosition(resolved.event.position);
  }
  return null;
}
