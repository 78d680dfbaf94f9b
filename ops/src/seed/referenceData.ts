import {
  builtInUserTypeEvents,
  REFERENCE_DATA_STREAM,
  referenceDataEvents,
  referenceDataSequences,
  USER_TYPE_IDS,
  userTypeStream,
  type DomainEvent,
  type EventMetadata,
} from '@pawroute/domain';
import {
  eventIdFor,
  WrongExpectedVersion,
  type EventStore,
  type EventToAppend,
  type Position,
  type SqlExecutor,
} from '@pawroute/platform';

/** The parts of AppServices the seed needs. */
export interface SeedServices {
  store: EventStore;
  /** The read database, where the id sequences live. */
  db: SqlExecutor;
}

export interface SeedResult {
  /** Streams written by this call (empty when everything was seeded already). */
  appendedStreams: string[];
  /** Position of the last event written by this call, for X-Pawroute-After; null if none. */
  position: Position | null;
}

const SEED_KEY = 'seed-reference-data';

/** Appends a stream's first events; null if the stream exists already (seeded before). */
async function appendOnce(
  store: EventStore,
  stream: string,
  events: readonly DomainEvent[],
  metadata: EventMetadata,
): Promise<Position | null> {
  // A retry of the same ids would be answered as a success, so look first: seeded streams are left alone.
  if ((await store.readStream(stream, { maxCount: 1 })).length > 0) return null;
  const toAppend: EventToAppend[] = events.map((e, i) => ({
    id: eventIdFor(SEED_KEY, stream, i),
    type: e.type,
    data: e.data,
    metadata,
  }));
  try {
    return (await store.appendToStream(stream, toAppend, { expected: 'no_stream' })).position;
  } catch (error) {
    if (error instanceof WrongExpectedVersion) return null;
    throw error;
  }
}

/** Moves each reference-data id sequence past the seeded ids (never backwards). */
async function advanceSequences(db: SqlExecutor): Promise<void> {
  const sequences = [
    ...referenceDataSequences(),
    { sequence: 'user_type', maxSeededId: Math.max(...Object.values(USER_TYPE_IDS)) },
  ];
  for (const { sequence, maxSeededId } of sequences) {
    const name = `id_${sequence}`;
    await db.query(`CREATE SEQUENCE IF NOT EXISTS ${name} AS bigint START 1`).catch((error: { code?: string }) => {
      // a concurrent creator won the race
      if (error.code !== '23505' && error.code !== '42P07') throw error;
    });
    await db.query(
      `SELECT setval('${name}', greatest($1::bigint, (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM ${name})))`,
      [maxSeededId],
    );
  }
}

/**
 * Seeds the reference data of a fresh install, once: stream `ReferenceData-1` (breeds, products,
 * lists, settings) and one `UserType-<id>` stream per built-in user type with its default
 * permissions. Each stream is appended with expected 'no_stream', so running it again writes nothing.
 */
export async function seedReferenceData(services: SeedServices, now = new Date()): Promise<SeedResult> {
  const metadata: EventMetadata = {
    actorUserId: null,
    correlationId: SEED_KEY,
    causationId: null,
    commandName: 'SeedReferenceData',
    idempotencyKey: SEED_KEY,
    occurredAt: now.toISOString(),
    schemaVersion: 1,
  };
  const appendedStreams: string[] = [];
  let position: Position | null = null;
  const batches: [string, DomainEvent[]][] = [
    [REFERENCE_DATA_STREAM, referenceDataEvents()],
    ...builtInUserTypeEvents().map((e): [string, DomainEvent[]] => [userTypeStream(e.data.id), [e]]),
  ];
  for (const [stream, events] of batches) {
    const written = await appendOnce(services.store, stream, events, metadata);
    if (written !== null) {
      appendedStreams.push(stream);
      position = written;
    }
  }
  await advanceSequences(services.db);
  return { appendedStreams, position };
}
