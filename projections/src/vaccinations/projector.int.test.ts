import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { vaccinationsProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = '2026-03-01T15:00:00.000Z';
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at, schemaVersion: 1 };

function recorded(type: string, data: unknown, stream = 'Vaccines'): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream, revision: position - 1, position: String(position), createdAt: new Date() };
}
const apply = (events: RecordedEvent[]) => test.database.transaction((tx) => vaccinationsProjector.apply(tx, events));
const vaccines = async () => (await test.database.query<{ id: number; name: string; removed: boolean }>('SELECT id, name, removed FROM vaccines ORDER BY id')).rows;
const records = async (petId: number) =>
  (await test.database.query<{ record_id: number; vaccine_id: number; given_on: string; expires_on: string }>('SELECT record_id, vaccine_id, given_on, expires_on FROM pet_vaccinations WHERE pet_id = $1 ORDER BY record_id', [petId])).rows;
const recordedOn = (petId: number, recordId: number, vaccineId: number, expiresOn: string) =>
  recorded('VaccinationRecorded', { petId, recordId, vaccineId, givenOn: '2026-01-10', expiresOn, certificate: null, recordedAt: at }, `PetVaccinations-${petId}`);

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => vaccinationsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('vaccinations projector (real Postgres; docs/RULES.md VAC-VALID)', () => {
  it('starts with the default list, nothing required and bookings not refused; creating the tables again changes nothing', async () => {
    await test.database.transaction((tx) => vaccinationsProjector.createTables(tx));
    expect((await vaccines()).map((v) => v.name)).toEqual(['Rabies', 'DHPP', 'Bordetella', 'Canine Influenza', 'Leptospirosis', 'FVRCP']);
    expect((await test.database.query('SELECT required_vaccine_ids, refuse_bookings FROM vaccination_rules')).rows).toEqual([{ required_vaccine_ids: [], refuse_bookings: false }]);
  });

  it('the list and the rules follow the Vaccines stream; a removed vaccine stays, flagged, and is not brought back', async () => {
    const keys = await apply([
      recorded('VaccineDefined', { vaccineId: 7, name: 'Lyme' }),
      recorded('VaccineDefined', { vaccineId: 2, name: 'DHPP (DA2PP)' }),
      recorded('VaccineRemoved', { vaccineId: 3 }),
      recorded('VaccinationRulesSet', { requiredVaccineIds: [1, 2], refuseBookings: true }),
    ]);
    expect(keys).toEqual(Array(4).fill({ scope: 'vaccines' }));
    await test.database.transaction((tx) => vaccinationsProjector.createTables(tx));
    const list = await vaccines();
    expect(list.find((v) => v.id === 2)?.name).toBe('DHPP (DA2PP)');
    expect(list.find((v) => v.id === 3)?.removed).toBe(true);
    expect(list.find((v) => v.id === 7)).toEqual({ id: 7, name: 'Lyme', removed: false });
    expect((await test.database.query('SELECT required_vaccine_ids, refuse_bookings FROM vaccination_rules')).rows).toEqual([{ required_vaccine_ids: [1, 2], refuse_bookings: true }]);
  });

  it("a pet's records: recorded, restated whole, removed", async () => {
    const keys = await apply([recordedOn(5, 1, 1, '2027-01-10'), recordedOn(5, 2, 2, '2025-01-10'), recordedOn(5, 1, 1, '2028-01-10')]);
    expect(keys).toEqual(Array(3).fill({ scope: 'petVaccinations', id: 5 }));
    expect(await records(5)).toEqual([
      { record_id: 1, vaccine_id: 1, given_on: '2026-01-10', expires_on: '2028-01-10' },
      { record_id: 2, vaccine_id: 2, given_on: '2026-01-10', expires_on: '2025-01-10' },
    ]);
    await apply([recorded('VaccinationRemoved', { petId: 5, recordId: 2 }, 'PetVaccinations-5')]);
    expect((await records(5)).map((r) => r.record_id)).toEqual([1]);
  });
});
