import type { DomainEvent } from '@pawroute/domain';
import type { EventStore } from '@pawroute/platform';

/** A stream's events as the deciders fold them (what was stored is trusted when read back). */
export async function streamEvents(store: EventStore, stream: string): Promise<DomainEvent[]> {
  return (await store.readStream(stream)).map((event) => ({ type: event.type, data: event.data }));
}

/** A stream's events and the revision they were read at (-1: no stream): what a decision appends at. */
export async function loadStream(store: EventStore, stream: string): Promise<{ events: DomainEvent[]; revision: number }> {
  const recorded = await store.readStream(stream);
  return { events: recorded.map((event) => ({ type: event.type, data: event.data })), revision: recorded.at(-1)?.revision ?? -1 };
}
