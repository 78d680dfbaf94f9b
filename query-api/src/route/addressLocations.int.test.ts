import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { allProjectors, type Projector } from '@pawroute/projections';
import { readAddressLocations } from './addressLocations';

const projector = (name: string): Projector => allProjectors.find((p) => p.name === name)!;
const contactsProjector = projector('contacts');
const routeProjector = projector('route');
let test: TestDatabase;
let position = 0;
const metadata: EventMetadata = {
  actorUserId: null,
  correlationId: 'c',
  causationId: null,
  commandName: 'Test',
  idempotencyKey: null,
  occurredAt: '2026-03-01T15:00:00.000Z',
  schemaVersion: 1,
};
const at = '2026-03-01T15:00:00.000Z';

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream: 'Contacts-1', revision: position - 1, position: String(position), createdAt: new Date() };
}
const address = (line: string) => ({
  addressId: 10, address: line, city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q', mapscoCityId: null, notes: null, isPrimary: true, needsGenerator: false, userId: 1,
});
const located = (lat: number, source: 'office' | 'geocoder', line = '12 Elm St') =>
  recorded('AddressLocated', { addressId: 10, userId: 1, lat, lng: -96.8, source, address: line, locatedAt: at });

const apply = async (events: RecordedEvent[]) => {
  await test.database.transaction((tx) => contactsProjector.apply(tx, events.filter((e) => contactsProjector.eventTypes.includes(e.type))));
  return test.database.transaction((tx) => routeProjector.apply(tx, events.filter((e) => routeProjector.eventTypes.includes(e.type))));
};

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction(async (tx) => {
    await contactsProjector.createTables(tx);
    await routeProjector.createTables(tx);
  });
});
afterAll(async () => {
  await test?.drop();
});

describe('where addresses are (the route projector, read with the street lines; real Postgres)', () => {
  it('keeps the latest pin with its source and pushes the routes scope', async () => {
    const keys = await apply([recorded('AddressAdded', { ...address('12 Elm St'), addedAt: at }), located(32.7, 'geocoder'), located(32.75, 'office')]);
    expect(keys).toContainEqual({ scope: 'routes' });
    expect(await readAddressLocations(test.database, [10])).toEqual(new Map([[10, { addressId: 10, lat: 32.75, lng: -96.8, source: 'office', current: true }]]));
  });

  it('an edited street line makes the pin stale; a delete removes it', async () => {
    await apply([recorded('AddressUpdated', { ...address('99 Oak Ave'), updatedAt: at })]);
    expect((await readAddressLocations(test.database, [10])).get(10)?.current).toBe(false);
    await apply([located(32.8, 'office', '99 Oak Ave')]);
    expect((await readAddressLocations(test.database, [10])).get(10)?.current).toBe(true);
    await apply([recorded('AddressDeleted', { addressId: 10, userId: 1, deletedAt: at })]);
    expect((await readAddressLocations(test.database, [10])).size).toBe(0);
  });
});
