import type { EventMetadata } from '@pawroute/domain';

/**
 * The EventStore port (ARCHITECTURE.md, "The EventStore port"). Two adapters implement it
 * (PostgreSQL, EventStoreDB) and both pass one contract suite.
 *
 * Revisions are 0-based; -1 means "no stream" (also the HTTP ETag of a missing stream).
 * Positions are opaque strings, totally ordered by `comparePositions` of the store that made them.
 */
export type Position = string;

export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface EventToAppend {
  /** A UUID. Deterministic from the command's idempotency key, so a retry writes nothing. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  stream: string;
  revision: number;
  position: Position;
  createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: number;
  /** Global position of the last event appended (the consistency token). */
  position: Position;
}

/** One stream's part of a multi-stream append (appendToStreams). */
export interface StreamWrite {
  stream: string;
  events: readonly EventToAppend[];
  expected: ExpectedRevision;
}

export interface MultiAppendResult {
  /** One per write, in the order given. */
  streams: AppendResult[];
  /** The greatest position of the appended events (the consistency token). */
  position: Position;
}

/**
 * A test's way into a multi-stream append (contract suite): called after each stream's events are
 * written and before the next one's (index: in the order the adapter writes, which is by stream name).
 * A hook that throws, or cuts the connection, plays a crash between two streams' rows.
 */
export type MultiAppendHook = (afterStream: { index: number; stream: string }) => Promise<void>;

export class WrongExpectedVersion extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`Wrong expected version on ${stream}: expected ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedVersion';
  }
}

export interface EventFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface ReadStreamOptions {
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Null or absent: from the start. */
  after?: Position | null;
  limit?: number;
  filter?: EventFilter;
}

/** One readAll with how far it looked, both from one read (one snapshot). */
export interface ReadAllBatch {
  events: RecordedEvent[];
  /**
   * Every event the filter matches up to here has been returned: resuming after it loses nothing. Null
   * when nothing is visible yet. A head read by another call may be past it (the PostgreSQL horizon is
   * per statement and can step back between two), so a reader records this one as what it scanned.
   */
  readUpTo: Position | null;
}

export type SubscriptionItem =
  | { kind: 'event'; event: RecordedEvent }
  /** Emitted once when the catch-up phase has read everything that existed at subscribe time. */
  | { kind: 'caughtUp'; position: Position | null };

export interface SubscribeAllOptions {
  after?: Position | null;
  filter?: EventFilter;
  signal?: AbortSignal;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  appendToStream(
    stream: string,
    events: readonly EventToAppend[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult>;
  /**
   * One command's events to several streams at once, each checked against its expected revision
   * (docs/DECISIONS.md "One command, one atomic write"). PostgreSQL: one database transaction, all or
   * nothing. EventStoreDB: the streams one after another in stream-name order; a retry with the same
   * event ids finishes what a crash left (a stream already holding the ids is an idempotent success).
   * A stream named twice is a bug (throws). Throws WrongExpectedVersion naming the first stream that moved.
   */
  appendToStreams(writes: readonly StreamWrite[]): Promise<MultiAppendResult>;
  /** A missing stream is an empty array, not an error. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Each stream's last revision (-1: no stream), in the order asked, without reading their events. */
  streamRevisions(streams: readonly string[]): Promise<number[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** readAll and how far it looked (see ReadAllBatch); absent where a head read first is never past a later read. */
  readBatch?(options?: ReadAllOptions): Promise<ReadAllBatch>;
  /** Catch-up then live; resubscribes by itself after a dropped connection; ends when `signal` aborts. */
  subscribeAll(options?: SubscribeAllOptions): AsyncIterable<SubscriptionItem>;
  headPosition(): Promise<Position | null>;
  comparePositions(a: Position, b: Position): number;
  close(): Promise<void>;
}
