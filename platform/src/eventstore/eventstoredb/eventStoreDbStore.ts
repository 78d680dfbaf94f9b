import { BACKWARDS, END, EventStoreDBClient, StreamNotFoundError, type AppendResult as EsAppendResult } from '@eventstore/db-client';
import { WrongExpectedVersion, type StreamWrite } from '../port';
import type { AppendResult, EventStore, ExpectedRevision, EventToAppend, MultiAppendHook, Position, RecordedEvent } from '../port';
import { LiveHub } from './liveHub';
import { mapAppendError, toEventData, toExpectedRevision, toRecordedEvent } from './mapping';
import { compareEsPositions, encodeEsPosition } from './position';
import { headPosition, readAllEvents } from './readAll';
import { subscribe } from './subscribe';

export interface EventStoreDbStoreOptions {
  /** Errors a subscription recovers from (it resubscribes by itself). Default: console.warn. */
  onSubscriptionError?: (err: unknown) => void;
  /** Tests only: runs between two streams of a multi-stream append (see MultiAppendHook). */
  multiAppendHook?: MultiAppendHook;
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

  async function appendToStream(stream: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    let result: EsAppendResult;
    try {
      result = await client.appendToStream(stream, events.map(toEventData), {
        expectedRevision: toExpectedRevision(expected),
      });
    } catch (err) {
      throw mapAppendError(err, stream, expected);
    }
    return { nextExpectedRevision: Number(result.nextExpectedRevision), position: await positionOf(stream, result) };
  }

  async function lastRevision(stream: string): Promise<number> {
    try {
      for await (const resolved of client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (resolved.event) return Number(resolved.event.revision);
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return -1;
      throw err;
    }
    return -1;
  }

  /**
   * Before anything is written: every stream is where the command expects it, or already holds this
   * command's events right after that place (a retry). A stale decision so writes nothing; only a
   * writer racing in between the check and the writes can still leave the earlier streams written.
   */
  async function checkAll(writes: readonly StreamWrite[]): Promise<void> {
    for (const { stream, events, expected } of writes) {
      if (expected === 'any') continue;
      const actual = await lastRevision(stream);
      if (expected === 'stream_exists' ? actual >= 0 : actual === (expected === 'no_stream' ? -1 : expected)) continue;
      if (typeof expected === 'number' || expected === 'no_stream') {
        const from = (expected === 'no_stream' ? -1 : expected) + 1;
        const there = events.length > 0 && actual >= from ? await readStream(stream, from, events.length) : [];
        if (there.length === events.length && there.every((e, i) => e.id === events[i].id)) continue;
      }
      throw new WrongExpectedVersion(stream, expected, actual);
    }
  }

  return {
    kind: 'eventstoredb',
    appendToStream: (stream, events, { expected }) => appendToStream(stream, events, expected),
    /*
     * No multi-stream transactions here (docs/DECISIONS.md "One command, one atomic write"): the
     * streams are appended one by one in stream-name order. A crash between two leaves the first
     * ones written; the command's retry (same idempotency key, so the same event ids, at the same
     * expected revisions) finds those already written, which the server answers as an idempotent
     * success, and writes the rest.
     */
    async appendToStreams(writes) {
      if (writes.length === 0) throw new Error('appendToStreams: no streams');
      if (new Set(writes.map((w) => w.stream)).size !== writes.length) throw new Error('appendToStreams: a stream named twice');
      const order = writes.map((_, i) => i).sort((a, b) => (writes[a].stream < writes[b].stream ? -1 : writes[a].stream > writes[b].stream ? 1 : 0));
      await checkAll(writes);
      const results: AppendResult[] = new Array(writes.length);
      for (const [index, i] of order.entries()) {
        const w = writes[i];
        results[i] = await appendToStream(w.stream, w.events, w.expected);
        if (options.multiAppendHook) await options.multiAppendHook({ index, stream: w.stream });
      }
      const position = results.map((r) => r.position).reduce((a, b) => (compareEsPositions(a, b) >= 0 ? a : b));
      return { streams: results, position };
    },
    readStream: (stream, opts = {}) => readStream(stream, opts.fromRevision, opts.maxCount),
    streamRevisions: (streams) => Promise.all(streams.map(lastRevision)),
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
