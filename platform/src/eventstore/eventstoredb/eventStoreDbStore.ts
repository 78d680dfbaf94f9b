import { EventStoreDBClient, StreamNotFoundError, type AppendResult as EsAppendResult } from '@eventstore/db-client';
import type { AppendResult, EventStore, Position, RecordedEvent } from '../port';
import { LiveHub } from './liveHub';
import { mapAppendError, toEventData, toExpectedRevision, toRecordedEvent } from './mapping';
import { compareEsPositions, encodeEsPosition } from './position';
import { headPosition, readAllEvents } from './readAll';
import { subscribe } from './subscribe';

export interface EventStoreDbStoreOptions {
  /** Errors a subscription recovers from (it resubscribes by itself). Default: console.warn. */
  onSubscriptionError?: (err: unknown) => void;
}

/**
 * The production store: EventStoreDB / KurrentDB, e.g. `esdb://host:2113?tls=false`. Async like the
 * Postgres one; the client connects lazily, at the first call.
 */
export async function createEventStoreDbStore(
  connectionString: string,
  options: EventStoreDbStoreOptions = {},
): Promise<EventStore> {
  const client = EventStoreDBClient.connectionString(connectionString);
  const onError =
    options.onSubscriptionError ??
    ((err: unknown) => console.warn(`EventStoreDB subscription: ${(err as Error).message ?? err}; resubscribing`));
  const hub = new LiveHub(client, onError);
  const closing = new AbortController();

  async function readStream(stream: string, fromRevision = 0, maxCount?: number): Promise<RecordedEvent[]> {
    if (maxCount !== undefined && maxCount <= 0) return [];
    const events: RecordedEvent[] = [];
    try {
      const read = client.readStream(stream, {
        fromRevision: BigInt(Math.max(0, fromRevision)),
        ...(maxCount !== undefined ? { maxCount } : {}),
      });
      for await (const resolved of read) if (resolved.event) events.push(toRecordedEvent(resolved.event));
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return events;
  }

  /** An idempotent retry may come back without a position: take the one of the event it points at. */
  async function positionOf(stream: string, result: EsAppendResult): Promise<Position> {
    if (result.position && result.position.commit >= 0n) return encodeEsPosition(result.position);
    if (result.nextExpectedRevision < 0n) return '0/0';
    const [last] = await readStream(stream, Number(result.nextExpectedRevision), 1);
    if (!last) throw new Error(`Appended to ${stream} but cannot find revision ${result.nextExpectedRevision}`);
    return last.position;
  }

  return {
    kind: 'eventstoredb',
    async appendToStream(stream, events, { expected }): Promise<AppendResult> {
      let result: EsAppendResult;
      try {
        result = await client.appendToStream(stream, events.map(toEventData), {
          expectedRevision: toExpectedRevision(expected),
        });
      } catch (err) {
        throw mapAppendError(err, stream, expected);
      }
      return { nextExpectedRevision: Number(result.nextExpectedRevision), position: await positionOf(stream, result) };
    },
    readStream: (stream, opts = {}) => readStream(stream, opts.fromRevision, opts.maxCount),
    readAll: ({ after, limit, filter } = {}) => readAllEvents(client, after, limit, filter),
    subscribeAll: (opts) => subscribe({ client, hub, closed: closing.signal, onError }, opts),
    headPosition: () => headPosition(client),
    comparePositions: compareEsPositions,
    async close() {
      closing.abort();
      hub.stop();
      await client.dispose();
    },
  };
}
