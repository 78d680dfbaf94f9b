import { expect } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { Database, RecordedEvent } from '@pawroute/platform';
import type { ApplyContext, ChangedKey, Projector } from '../runner/projector';

/*
 * The kit of the projectors' "a batch writes what its events one by one wrote" tests: events made with a
 * running position, and the same history applied in the batches given and then one event per apply, the
 * read model compared. Imported as '../testing/batchEquivalence' (not through the testing index, which
 * code outside vitest loads too: this file imports vitest's expect).
 */

export interface RecordedEventsOptions {
  /** The events' stream, or a name made from each event's position. Default 'Test'. */
  stream?: string | ((position: number) => string);
  /** metadata.occurredAt unless an event says otherwise. Default 2026-03-01T15:00:00.000Z. */
  occurredAt?: string;
  /** metadata.actorUserId unless an event says otherwise. Default null. */
  actorUserId?: number | null;
  /** When the store took the event (the projectors' "is this news?"). Default: now, for each event. */
  createdAt?: () => Date;
}

/** What one event may say otherwise than its factory. */
export interface RecordedOverrides {
  stream?: string;
  occurredAt?: string;
  actorUserId?: number | null;
}

export type Recorded = (type: string, data: unknown, overrides?: RecordedOverrides) => RecordedEvent;

/**
 * A `recorded(type, data, overrides?)` factory with its own running position (1, 2, ...: the id's last
 * digits too) and a revision counted per stream.
 */
export function recordedEvents(options: RecordedEventsOptions = {}): Recorded {
  const { stream = 'Test', occurredAt = '2026-03-01T15:00:00.000Z', actorUserId = null, createdAt = () => new Date() } = options;
  let position = 0;
  const revisions = new Map<string, number>();
  return (type, data, overrides = {}) => {
    position += 1;
    const streamName = overrides.stream ?? (typeof stream === 'string' ? stream : stream(position));
    const revision = revisions.get(streamName) ?? 0;
    revisions.set(streamName, revision + 1);
    const metadata: EventMetadata = {
      actorUserId: overrides.actorUserId === undefined ? actorUserId : overrides.actorUserId,
      correlationId: 'c',
      causationId: null,
      commandName: 'Test',
      idempotencyKey: null,
      occurredAt: overrides.occurredAt ?? occurredAt,
      schemaVersion: 1,
    };
    return {
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type,
      data,
      metadata,
      stream: streamName,
      revision,
      position: String(position),
      createdAt: createdAt(),
    };
  };
}

export type TablesModel = Record<string, unknown[]>;

export interface BatchEquivalenceOptions<Model> {
  /** The test's database, or a getter for one made in beforeAll. */
  database: Database | (() => Database);
  projector: Pick<Projector, 'apply' | 'createTables'>;
  /** Truncated before each pass; the default read model reads each of them whole. */
  tables: readonly string[];
  /** The default read model's ORDER BY, for every table. Default '1'. */
  orderBy?: string;
  /** The model compared (and returned). Default: each table's rows, `SELECT * ... ORDER BY orderBy`. */
  readModel?: (database: Database) => Promise<Model>;
  /** Handed to every apply, e.g. { rebuilding: true }. */
  context?: ApplyContext;
  /** After each truncate, createTables again (for the rows a projector's tables start with). */
  recreate?: boolean;
  /** Also compares the changed keys of both passes, as this makes them (e.g. distinctKeys). */
  keys?: (keys: ChangedKey[]) => unknown;
}

export interface BatchEquivalence<Model> {
  /** Applies `events` in one transaction, as the runner would; returns the changed keys. */
  apply(events: readonly RecordedEvent[]): Promise<ChangedKey[]>;
  readModel(): Promise<Model>;
  /**
   * The read model after the batches as given, and after the same events one apply each: they must
   * agree (and the keys, when `keys` is given). Returns the batches' model.
   */
  asBatchesAndOneByOne(history: readonly (readonly RecordedEvent[])[]): Promise<Model>;
}

/** A read model of one table's rows (`SELECT * ... ORDER BY orderBy`), for a projector of one table. */
export const tableRows = (table: string, orderBy = '1') => async (database: Database) => (await database.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;

/** The changed keys as a sorted list without repeats (their order and count may differ between passes). */
export const distinctKeys = (keys: readonly ChangedKey[]): string[] => [...new Set(keys.map((key) => JSON.stringify(key)))].sort();

export function batchEquivalence<Model = TablesModel>(options: BatchEquivalenceOptions<Model>): BatchEquivalence<Model> {
  const { projector, tables, orderBy = '1', context, recreate = false, keys } = options;
  const database = () => (typeof options.database === 'function' ? options.database() : options.database);
  const readTables = async (db: Database) => {
    const model: TablesModel = {};
    for (const table of tables) model[table] = (await db.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;
    return model as Model;
  };
  const readModel = () => (options.readModel ?? readTables)(database());
  const apply = (events: readonly RecordedEvent[]) => database().transaction((tx) => projector.apply(tx, events, context));
  const fresh = async () => {
    await database().query(`TRUNCATE ${tables.join(', ')}`);
    if (recreate) await database().transaction((tx) => projector.createTables(tx));
  };

  return {
    apply,
    readModel,
    async asBatchesAndOneByOne(history) {
      await fresh();
      const batchedKeys: ChangedKey[] = [];
      for (const batch of history) batchedKeys.push(...(await apply(batch)));
      const batched = await readModel();
      await fresh();
      const singleKeys: ChangedKey[] = [];
      for (const event of history.flat()) singleKeys.push(...(await apply([event])));
      expect(batched).toEqual(await readModel());
      if (keys) expect(keys(batchedKeys)).toEqual(keys(singleKeys));
      return batched;
    },
  };
}
