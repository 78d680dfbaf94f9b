import { REGISTERED_EVENT_TYPES, type RegisteredEventType } from '@pawroute/domain';
import { SAMPLE_EVENT_DATA } from '@pawroute/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { checkedEventStore, InvalidEvent } from './checkedEventStore';
import { consume, event, uniquePrefix } from './contractSupport';
import type { EventStore } from './port';
import { createPostgresEventStore } from './postgres';

/**
 * The checked store over the real PostgreSQL adapter: every registered event type is refused when
 * invalid (nothing written) and accepted when valid; reads come back upcast on every read path.
 */
let testDb: TestDatabase;
let raw: EventStore;
let store: EventStore;

beforeAll(async () => {
  testDb = await createTestDatabase();
  raw = await createPostgresEventStore(testDb.database);
  store = checkedEventStore(raw);
});
afterAll(async () => {
  await raw?.close();
  await testDb?.drop();
});

/**
 * The sample with its first top-level number pushed past int4, or else its first text given a NUL, or else
 * its first yes/no given as text.
 */
function poisoned(type: RegisteredEventType): Record<string, unknown> {
  const data = structuredClone(SAMPLE_EVENT_DATA[type]) as Record<string, unknown>;
  const numberKey = Object.keys(data).find((k) => typeof data[k] === 'number');
  const textKey = Object.keys(data).find((k) => typeof data[k] === 'string');
  const flagKey = Object.keys(data).find((k) => typeof data[k] === 'boolean');
  if (numberKey) data[numberKey] = 2 ** 31;
  else if (textKey) data[textKey] = `${data[textKey] as string}\u0000`;
  else if (flagKey) data[flagKey] = 'yes';
  else throw new Error(`${type}: the sample has no top-level number, text or yes/no to poison`);
  return data;
}

/** The sample without its first field (every top-level field of every event is required). */
function missingField(type: RegisteredEventType): { field: string; data: Record<string, unknown> } {
  const data = structuredClone(SAMPLE_EVENT_DATA[type]) as Record<string, unknown>;
  const [field] = Object.keys(data);
  delete data[field];
  return { field, data };
}

async function refused(stream: string, type: string, data: unknown): Promise<InvalidEvent> {
  const error = await store.appendToStream(stream, [event(type, data)], { expected: 'any' }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidEvent);
  expect((error as InvalidEvent).eventType).toBe(type);
  expect((error as InvalidEvent).message).toContain(type);
  return error as InvalidEvent;
}

describe('appends are validated with the event schemas', () => {
  it.each(REGISTERED_EVENT_TYPES)('%s: invalid data is refused and nothing is written; valid data is appended', async (type) => {
    const stream = `${uniquePrefix(type)}1`;
    await refused(stream, type, poisoned(type));
    const { field, data } = missingField(type);
    expect((await refused(stream, type, data)).problem).toContain(field);
    expect(await raw.readStream(stream)).toHaveLength(0);

    await store.appendToStream(stream, [event(type, SAMPLE_EVENT_DATA[type])], { expected: 'no_stream' });
    const written = await raw.readStream(stream);
    expect(written.map((e) => [e.type, e.data])).toEqual([[type, SAMPLE_EVENT_DATA[type]]]);
  });

  it('refuses an unknown event type, naming it', async () => {
    const stream = `${uniquePrefix('Unknown')}1`;
    const error = await refused(stream, 'SomethingHappened', {});
    expect(error.problem).toBe('SomethingHappened: not a registered event type');
    expect(await raw.readStream(stream)).toHaveLength(0);
  });

  it('writes nothing of a batch with one invalid event, even after valid ones', async () => {
    const stream = `${uniquePrefix('Batch')}1`;
    const batch = [event('CustomerCreated', SAMPLE_EVENT_DATA.CustomerCreated), event('CustomerAcceptedPolicies', { acceptedAt: 'x' })];
    await expect(store.appendToStream(stream, batch, { expected: 'no_stream' })).rejects.toThrow(
      /CustomerAcceptedPolicies: customerId: /,
    );
    expect(await raw.readStream(stream)).toHaveLength(0);
  });
});

describe('reads are upcast', () => {
  // A policy event written without ids before appends were validated, straight into the log.
  const customerId = 900_000 + Math.floor(Math.random() * 99_999);
  const stream = `Customer-${customerId}`;
  const created = { ...SAMPLE_EVENT_DATA.CustomerCreated, customerId, userId: 4242 };
  const acceptedAt = '2024-05-02T10:00:00.000Z';
  const repaired = { acceptedAt, customerId, userId: 4242 };

  beforeAll(async () => {
    await raw.appendToStream(stream, [event('CustomerCreated', created)], { expected: 'no_stream' });
    await raw.appendToStream(stream, [event('CustomerTripChargeChanged', { ...SAMPLE_EVENT_DATA.CustomerTripChargeChanged, customerId, userId: 4242 })], { expected: 0 });
    await raw.appendToStream(stream, [event('CustomerAcceptedPolicies', { acceptedAt })], { expected: 1 });
  });

  it('readStream: the whole stream, and a read that starts past CustomerCreated', async () => {
    expect((await store.readStream(stream)).at(-1)?.data).toEqual(repaired);
    expect((await store.readStream(stream, { fromRevision: 2 }))[0].data).toEqual(repaired);
    expect((await raw.readStream(stream)).at(-1)?.data).toEqual({ acceptedAt }); // the log itself is untouched
  });

  it('readAll filtered to the policy event alone', async () => {
    const found = async () =>
      (await store.readAll({ filter: { eventTypes: ['CustomerAcceptedPolicies'] }, limit: 10_000 })).find((e) => e.stream === stream);
    // Readers see an event once older transactions on the server have ended: wait for it, no clock.
    let policy = await found();
    while (!policy) policy = await found();
    expect(policy.data).toEqual(repaired);
  });

  it('subscribeAll', async () => {
    const items = await consume(store, { filter: { streamPrefixes: [stream] } }, (_all, item) => item.kind === 'event' && item.event.type === 'CustomerAcceptedPolicies');
    const last = items.at(-1);
    expect(last?.kind === 'event' && last.event.data).toEqual(repaired);
  });
});
