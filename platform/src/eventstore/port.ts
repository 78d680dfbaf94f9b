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
  /** A missing stream is an empty array, not an error. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up then live; resubscribes by itself after a dropped connection; ends when `signal` aborts. */
  subscribeAll(options?: SubscribeAllOptions): AsyncIterable<SubscriptionItem>;
  headPosition(): Promise<Position | null>;
  comparePositions(a: Position, b: Position): number;
  close(): Promise<void>;
}
