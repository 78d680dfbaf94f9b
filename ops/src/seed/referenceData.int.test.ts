import { referenceDataEvents, SEED_BREEDS, SEED_PRODUCTS, TODO_CATEGORIES } from '@pawroute/domain';
import { createPostgresEventStore, nextId, type EventStore } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from './referenceData';

describe('seedReferenceData', () => {
  let t: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    t = await createTestDatabase();
    store = await createPostgresEventStore(t.database);
  });
  afterAll(async () => {
    await store?.close();
    await t?.drop();
  });

  it('appends the reference data stream and one stream per built-in user type', async () => {
    const result = await seedReferenceData({ store, db: t.database }, new Date('2025-01-02T03:04:05Z'));
    expect(result.appendedStreams).toEqual([
      'ReferenceData-1', 'UserType-1', 'UserType-2', 'UserType-3', 'UserType-4', 'UserType-5',
    ]);
    expect(result.position).not.toBeNull();
    const events = await store.readStream('ReferenceData-1');
    expect(events.map((e) => e.type)).toEqual(referenceDataEvents().map((e) => e.type));
    expect(events[0].metadata).toMatchObject({ commandName: 'SeedReferenceData', occurredAt: '2025-01-02T03:04:05.000Z' });
    const [stylist] = await store.readStream('UserType-4');
    expect(stylist).toMatchObject({ type: 'UserTypeDefined', revision: 0, data: { id: 4, name: 'Stylist' } });
  });

  it('writes nothing the second time', async () => {
    const before = await store.headPosition();
    const again = await seedReferenceData({ store, db: t.database });
    expect(again).toEqual({ appendedStreams: [], position: null });
    expect(await store.headPosition()).toBe(before);
    expect(await store.readStream('ReferenceData-1')).toHaveLength(referenceDataEvents().length);
  });

  it('moves the id sequences past the seeded ids, never backwards', async () => {
    expect(await nextId(t.database, 'breed')).toBe(SEED_BREEDS.length + 1);
    expect(await nextId(t.database, 'product')).toBe(SEED_PRODUCTS.length + 1);
    expect(await nextId(t.database, 'todo_category')).toBe(TODO_CATEGORIES.length + 1);
    expect(await nextId(t.database, 'user_type')).toBe(6);
    await seedReferenceData({ store, db: t.database });
    expect(await nextId(t.database, 'breed')).toBe(SEED_BREEDS.length + 2);
  });
});
