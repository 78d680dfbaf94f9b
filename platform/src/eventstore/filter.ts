import type { EventFilter } from './port';

/** Whether an event passes a filter: any listed type AND any listed stream prefix (absent = all). */
export function matchesFilter(filter: EventFilter | undefined, event: { type: string; stream: string }): boolean {
  if (!filter) return true;
  if (filter.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter.streamPrefixes && !filter.streamPrefixes.some((p) => event.stream.startsWith(p))) return false;
  return true;
}
