import {
  EVENT_SCHEMAS,
  eventDataProblem,
  needsStreamStart,
  UPCASTER_INDEX,
  upcastData,
  type EventSchemaRegistry,
  type UpcasterIndex,
} from '@pawroute/domain';
import type { EventStore, EventToAppend, ReadAllOptions, RecordedEvent, SubscriptionItem } from './port';

/**
 * The event store every part of the app uses (ARCHITECTURE.md "The write side"): wraps any adapter so
 * - every append is parsed with the event type's zod schema first; an unknown type or invalid data
 *   throws InvalidEvent and nothing of the append is written (a bug: the HTTP answer is a 500);
 * - every read (readStream, readAll, subscribeAll) returns events repaired by the upcasters, so
 *   commands, projectors and rebuilds all see the same data, and the log itself is never edited.
 */
export class InvalidEvent extends Error {
  constructor(
    readonly stream: string,
    readonly eventType: string,
    readonly problem: string,
  ) {
    super(`Refused to append to ${stream}: ${problem}`);
    this.name = 'InvalidEvent';
  }
}

export interface CheckedEventStoreOptions {
  /** Default: every event type of the domain (EVENT_SCHEMAS). */
  schemas?: EventSchemaRegistry;
  /** Default: the domain's UPCASTERS. */
  upcasters?: UpcasterIndex;
}

/** A stream's first event, looked up once per read call. */
type StreamStarts = Map<string, Promise<RecordedEvent | null>>;

export function checkedEventStore(inner: EventStore, options: CheckedEventStoreOptions = {}): EventStore {
  const schemas = options.schemas ?? EVENT_SCHEMAS;
  const upcasters = options.upcasters ?? UPCASTER_INDEX;

  function validate(stream: string, events: readonly EventToAppend[]): void {
    for (const event of events) {
      const problem = eventDataProblem(schemas, event.type, event.data);
      if (problem !== null) throw new InvalidEvent(stream, event.type, problem);
    }
  }

  async function upcast(event: RecordedEvent, starts: StreamStarts, known: readonly RecordedEvent[] = []): Promise<RecordedEvent> {
    if (!upcasters.has(event.type)) return event;
    let start: RecordedEvent | null = null;
    if (needsStreamStart(upcasters, event)) {
      start = known.find((e) => e.stream === event.stream && e.revision === 0) ?? null;
      if (!start) {
        if (!starts.has(event.stream)) {
          starts.set(event.stream, inner.readStream(event.stream, { maxCount: 1 }).then((first) => first[0] ?? null));
        }
        start = await starts.get(event.stream)!;
      }
    }
    const data = upcastData(upcasters, event, start);
    return data === event.data ? event : { ...event, data };
  }

  const upcastAll = async (events: RecordedEvent[]): Promise<RecordedEvent[]> => {
    const starts: StreamStarts = new Map();
    const out: RecordedEvent[] = [];
    for (const event of events) out.push(await upcast(event, starts, events));
    return out;
  };

  return {
    kind: inner.kind,
    async appendToStream(stream, events, appendOptions) {
      validate(stream, events);
      return inner.appendToStream(stream, events, appendOptions);
    },
    async appendToStreams(writes) {
      // Every stream's events are checked before any is written.
      for (const w of writes) validate(w.stream, w.events);
      return inner.appendToStreams(writes);
    },
    readStream: async (stream, readOptions) => upcastAll(await inner.readStream(stream, readOptions)),
    streamRevisions: (streams) => inner.streamRevisions(streams),
    readAll: async (readOptions) => upcastAll(await inner.readAll(readOptions)),
    ...(inner.readBatch
      ? { readBatch: async (readOptions?: ReadAllOptions) => {
          const batch = await inner.readBatch!(readOptions);
          return { events: await upcastAll(batch.events), readUpTo: batch.readUpTo };
        } }
      : {}),
    subscribeAll(subscribeOptions) {
      const source = inner.subscribeAll(subscribeOptions);
      return {
        async *[Symbol.asyncIterator](): AsyncIterator<SubscriptionItem> {
          const starts: StreamStarts = new Map();
          for await (const item of source) {
            if (item.kind !== 'event') yield item;
            else yield { kind: 'event', event: await upcast(item.event, starts) };
            // Stream starts never change; the cache only bounds lookups, keep it small.
            if (starts.size > 1_000) starts.clear();
          }
        },
      };
    },
    headPosition: () => inner.headPosition(),
    comparePositions: (a, b) => inner.comparePositions(a, b),
    close: () => inner.close(),
  };
}
