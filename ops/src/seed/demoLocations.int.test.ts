import { contactsStream, emailClaimStream, initialContactId } from '@pawroute/domain';
import { createPostgresEventStore, ensureCredentialsTable } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOCATIONS, seedDemoLocations } from './demoLocations';
import { seedDemoUsers } from './demoUsers';

let t: TestDatabase;
afterAll(async () => {
  await t?.drop();
});

describe('demo pins', () => {
  let store: Awaited<ReturnType<typeof createPostgresEventStore>>;
  beforeAll(async () => {
    t = await createTestDatabase();
    store = await createPostgresEventStore(t.database);
    await ensureCredentialsTable(t.database);
    await seedDemoUsers({ store, db: t.database });
  });

  it('places each demo customer’s first address once, as the office would', async () => {
    const first = await seedDemoLocations({ store });
    expect(first.position).not.toBeNull();
    const [claim] = await store.readStream(emailClaimStream('emma.johnson@example.com'), { maxCount: 1 });
    const userId = (claim!.data as { userId: number }).userId;
    const located = (await store.readStream(contactsStream(userId))).filter((e) => e.type === 'AddressLocated');
    expect(located.map((e) => e.data)).toEqual([
      expect.objectContaining({ addressId: initialContactId(userId), ...DEMO_LOCATIONS['emma.johnson@example.com'], source: 'office', address: '1208 Swiss Ave' }),
    ]);
    expect((await seedDemoLocations({ store })).position).toBeNull();
  });
});
