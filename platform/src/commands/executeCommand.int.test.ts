import { DomainError, type Decider, type DomainEvent, type EventMetadata } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventIdFor } from '../eventstore/eventIds';
import { createPostgresEventStore } from '../eventstore/postgres';
import type { EventStore } from '../eventstore/port';
import { createTestDatabase, type TestDatabase } from '../testing';
import { executeCommand, RECORD_CHANGED, type ExecuteCommandOptions } from './executeCommand';

// A tiny counter aggregate: Add { by } -> Added { by }; the total may not exceed 10.
type Added = DomainEvent<'Added', { by: number }>;
interface Add {
  by: number;
}
let decideCalls = 0;
const counter: Decider<Add, Added, { total: number }> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command, state) => {
    decideCalls += 1;
    if (command.by === 0) return [];
    if (state.total + command.by > 10) throw new DomainError(400, 'Too much.');
    return [{ type: 'Added', data: { by: command.by } }];
  },
};

const options = (extra: Partial<ExecuteCommandOptions> = {}): ExecuteCommandOptions => ({
  commandName: 'Add',
  context: { now: '2025-01-02T03:04:05.000Z', actorUserId: 42 },
  correlationId: 'req-1',
  ...extra,
});

const otherWriterMetadata: EventMetadata = {
  actorUserId: null,
  correlationId: 'other',
  causationId: null,
  commandName: 'Other',
  idempotencyKey: null,
  occurredAt: '2025-01-02T03:04:05.000Z',
  schemaVersion: 1,
};

/**
 * The real store, with another writer slipping one event into the stream right before each of the
 * executor's first `interruptions` appends: exactly the race a concurrent request causes.
 */
function withInterloper(store: EventStore, interruptions: number): EventStore {
  let left = interruptions;
  return {
    ...store,
    comparePositions: store.comparePositions.bind(store),
    readStream: store.readStream.bind(store),
    async appendToStream(stream, events, appendOptions) {
      if (left > 0) {
        left -= 1;
        await store.appendToStream(stream, [{ id: crypto.randomUUID(), type: 'Added', data: { by: 1 }, metadata: otherWriterMetadata }], {
          expected: 'any',
        });
      }
      return store.appendToStream(stream, events, appendOptions);
    },
  };
}

let database: TestDatabase;
let store: EventStore;
let streamNo = 0;
const freshStream = () => `Counter-${++streamNo}`;

beforeAll(async () => {
  database = await createTestDatabase();
  store = await createPostgresEventStore(database.database);
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('executeCommand', () => {
  it('appends the decided events with full metadata and answers the position', async () => {
    const stream = freshStream();
    const result = await executeCommand(store, stream, counter, { by: 2 }, options());
    expect(result.events).toEqual([{ type: 'Added', data: { by: 2 } }]);
    expect(result.revision).toBe(0);
    const [recorded] = await store.readStream(stream);
    expect(recorded!.position).toBe(result.position);
    expect(recorded!.metadata).toEqual({
      actorUserId: 42,
      correlationId: 'req-1',
      causationId: null,
      commandName: 'Add',
      idempotencyKey: null,
      occurredAt: '2025-01-02T03:04:05.000Z',
      schemaVersion: 1,
    });
  });

  it('decides on the folded state and writes nothing when a rule is broken', async () => {
    const stream = freshStream();
    await executeCommand(store, stream, counter, { by: 9 }, options());
    await expect(executeCommand(store, stream, counter, { by: 2 }, options())).rejects.toThrow('Too much.');
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('retries on a concurrent writer and decides again on the fresh state', async () => {
    const stream = freshStream();
    decideCalls = 0;
    const result = await executeCommand(withInterloper(store, 2), stream, counter, { by: 3 }, options());
    expect(decideCalls).toBe(3);
    expect(result.revision).toBe(2);
    const events = await store.readStream(stream);
    expect(events.map((e) => e.metadata.commandName)).toEqual(['Other', 'Other', 'Add']);
  });

  it('a concurrent writer can make the rule fail on the retry', async () => {
    const stream = freshStream();
    await executeCommand(store, stream, counter, { by: 9 }, options());
    await expect(executeCommand(withInterloper(store, 1), stream, counter, { by: 1 }, options())).rejects.toThrow('Too much.');
  });

  it('answers 409 after 5 retries and writes none of its events', async () => {
    const stream = freshStream();
    decideCalls = 0;
    const error = await executeCommand(withInterloper(store, 100), stream, counter, { by: 1 }, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).statusCode).toBe(409);
    expect((error as DomainError).message).toBe(RECORD_CHANGED);
    expect(decideCalls).toBe(6);
    const events = await store.readStream(stream);
    expect(events.every((e) => e.metadata.commandName === 'Other')).toBe(true);
  });

  it('with an Idempotency-Key: deterministic ids, and a repeat returns the first result without writing', async () => {
    const stream = freshStream();
    const first = await executeCommand(store, stream, counter, { by: 2 }, options({ idempotencyKey: 'key-1' }));
    const [recorded] = await store.readStream(stream);
    expect(recorded!.id).toBe(eventIdFor('key-1', stream, 0));
    expect(recorded!.metadata.idempotencyKey).toBe('key-1');

    const again = await executeCommand(store, stream, counter, { by: 2 }, options({ idempotencyKey: 'key-1' }));
    expect(again.replayed).toBe(true);
    expect(again.events).toEqual(first.events);
    expect(again.position).toBe(first.position);
    expect(await store.readStream(stream)).toHaveLength(1);

    await executeCommand(store, stream, counter, { by: 2 }, options({ idempotencyKey: 'key-2' }));
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('with nothing to append, answers the stream position unchanged', async () => {
    const stream = freshStream();
    const empty = await executeCommand(store, stream, counter, { by: 0 }, options());
    expect(empty).toMatchObject({ events: [], position: null, revision: -1 });
    const written = await executeCommand(store, stream, counter, { by: 1 }, options());
    const none = await executeCommand(store, stream, counter, { by: 0 }, options());
    expect(none).toMatchObject({ events: [], position: written.position, revision: 0 });
  });
});
