import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { routeProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents();
const { asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: routeProjector, tables: ['address_locations'] });

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => routeProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

const located = (addressId: number, lat: number, minute: number) =>
  recorded('AddressLocated', { addressId, userId: 30, lat, lng: -96.8, source: 'geocoder', address: `${addressId} Elm St`, locatedAt: at(minute) });
const deleted = (addressId: number) => recorded('AddressDeleted', { addressId, userId: 30, deletedAt: at(5) });

describe('route projector: a batch writes what its events one by one wrote', () => {
  it('given addresses located, moved and deleted in one batch and the next, then each is its last location, or gone when deleted last', async () => {
    const model = await asBatchesAndOneByOne([
      [located(1, 32.7, 0), located(2, 32.8, 1)],
      [located(1, 32.75, 2), deleted(2), deleted(3), located(4, 33.1, 3), deleted(4), deleted(5), located(5, 33.2, 4)],
    ]);
    expect(model.address_locations).toEqual([
      { address_id: 1, user_id: 30, lat: 32.75, lng: -96.8, source: 'geocoder', address: '1 Elm St', located_at: new Date(at(2)) },
      { address_id: 5, user_id: 30, lat: 33.2, lng: -96.8, source: 'geocoder', address: '5 Elm St', located_at: new Date(at(4)) },
    ]);
  });
});
