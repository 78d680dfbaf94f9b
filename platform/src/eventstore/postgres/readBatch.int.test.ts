import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing';
import type { EventStore } from '../port';
import { createPostgresEventStore } from './postgresEventStore';

let test: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  test = await createTestDatabase();
  store = await createPostgresEventStore(test.database);
});
afterAll(async () => {
  await store.close();
  await test.drop();
});

const metadata: EventMetadata = {
  actorUserId: 7, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: '2026-01-02T03:04:05.000Z', schemaVersion: 1,
};
const event = (n: number) => ({ id: randomUUID(), type: 'TestThing', data: { n }, metadata });

/**
 * readBatch answers its events and how far it looked from one statement (item 4): a reader
 * records `readUpTo` as scanned, so it must never be past an event the same read did not return.
 */
describe('PostgreSQL readBatch', () => {
  it('looks no further than the visible horizon of its own statement, and reaches a held-back event once it shows', async () => {
    const before = await store.appendToStream('Thing-1', [event(1)], { expected: 'no_stream' });
    const late = await test.database.transaction(async (tx) => {
      await tx.query(`CREATE TABLE IF NOT EXISTS hold_horizon (x int)`);
      await tx.query(`INSERT INTO hold_horizon VALUES (1)`); // an older transaction, holding an id, stays open
      const appended = await store.appendToStream('Thing-2', [event(2)], { expected: 'no_stream' });
      const held = await store.readBatch!({ after: null, limit: 10 });
      expect(held.events.map((e) => e.stream)).toEqual(['Thing-1']);
      expect(store.comparePositions(held.readUpTo!, appended.position)).toBeLessThan(0);
      expect(store.comparePositions(held.readUpTo!, before.position)).toBeGreaterThanOrEqual(0);
      return appended;
    });
    const shown = await store.readBatch!({ after: null, limit: 10 });
    expect(shown.events.map((e) => e.stream)).toEqual(['Thing-1', 'Thing-2']);
    expect(store.comparePositions(shown.readUpTo!, late.position)).toBeGreaterThanOrEqual(0);
  });
});
