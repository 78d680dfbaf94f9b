import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { WrongExpectedVersion, type EventStore, type EventToAppend } from '../port';
import { verifyEventChain } from './chain';
import { createPostgresEventStore } from './postgresEventStore';

/**
 * Group commit (appendGroups.ts): concurrent one-event appends share statements, and each still gets
 * the answer it would have had alone.
 */
const event = (n: number, id: string = randomUUID()): EventToAppend => ({
  id,
  type: 'Happened',
  data: { n, text: 'é ✓ "q"' },
  metadata: { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: '2026-11-29T00:00:00.000Z', schemaVersion: 1 },
});

describe('group commit of one-event appends (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let store: EventStore;
  afterEach(async () => {
    await store?.close();
    await testDb?.drop();
  });

  it('given 60 appends at once to new streams, when they land, then every one is written, in fewer transactions, and the chain verifies', async () => {
    testDb = await createTestDatabase();
    store = await createPostgresEventStore(testDb.database);
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => store.appendToStream(`G-${i}`, [event(i)], { expected: 'no_stream' })));
    expect(results.every((r) => r.nextExpectedRevision === 0)).toBe(true);
    expect(new Set(results.map((r) => r.position)).size).toBe(60);
    const { rows } = await testDb.database.query<{ events: number; transactions: number }>(
      'SELECT count(*)::int AS events, count(DISTINCT tx_id)::int AS transactions FROM public.events',
    );
    expect(Number(rows[0]!.events)).toBe(60);
    // Grouped: the first goes alone, the rest wait for it and go together.
    expect(Number(rows[0]!.transactions)).toBeLessThan(60);
    const verified = await verifyEventChain(testDb.database, {});
    expect(verified.problems).toEqual([]);
  });

  it('given a stream at revision 0, when ten appends claim revision 1 at once beside others, then one wins, nine are told the stream moved, and the others are written', async () => {
    testDb = await createTestDatabase();
    store = await createPostgresEventStore(testDb.database);
    await store.appendToStream('X-1', [event(0)], { expected: 'no_stream' });
    const contested = Array.from({ length: 10 }, (_, i) => store.appendToStream('X-1', [event(100 + i)], { expected: 0 }).then(() => 'won', (e: unknown) => (e instanceof WrongExpectedVersion ? 'lost' : String(e))));
    const others = Array.from({ length: 10 }, (_, i) => store.appendToStream(`Y-${i}`, [event(i)], { expected: 'no_stream' }));
    const outcomes = await Promise.all(contested);
    await Promise.all(others);
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'lost')).toHaveLength(9);
    const { rows } = await testDb.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.events WHERE stream LIKE 'Y-%'`);
    expect(Number(rows[0]!.n)).toBe(10);
    expect((await store.readStream('X-1')).map((e) => e.revision)).toEqual([0, 1]);
  });

  it('given an append already written, when it is retried inside a group of others, then it answers its first result and writes nothing twice', async () => {
    testDb = await createTestDatabase();
    store = await createPostgresEventStore(testDb.database);
    const id = randomUUID();
    const first = await store.appendToStream('R-1', [event(1, id)], { expected: 'no_stream' });
    const [again] = await Promise.all([
      store.appendToStream('R-1', [event(1, id)], { expected: 'no_stream' }),
      ...Array.from({ length: 10 }, (_, i) => store.appendToStream(`Z-${i}`, [event(i)], { expected: 'no_stream' })),
    ]);
    expect(again).toEqual(first);
    expect(await store.readStream('R-1')).toHaveLength(1);
  });

  it("given an event already in its stream, when it is appended again under 'any' inside a group, then the group's statement fails, each append runs alone, and every answer is the one it would have had alone", async () => {
    testDb = await createTestDatabase();
    store = await createPostgresEventStore(testDb.database);
    const id = randomUUID();
    const first = await store.appendToStream('S-1', [event(1, id)], { expected: 'no_stream' });
    const [again, ...others] = await Promise.all([
      store.appendToStream('S-1', [event(1, id)], { expected: 'any' }),
      ...Array.from({ length: 10 }, (_, i) => store.appendToStream(`W-${i}`, [event(i)], { expected: 'no_stream' })),
    ]);
    expect(again).toEqual(first);
    expect(others.every((r) => r.nextExpectedRevision === 0)).toBe(true);
    expect(await store.readStream('S-1')).toHaveLength(1);
    const { rows } = await testDb.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.events WHERE stream LIKE 'W-%'`);
    expect(Number(rows[0]!.n)).toBe(10);
  });
});
