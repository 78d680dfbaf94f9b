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
const apply = (events: readonly RecordedEvent[]) => test.database.transaction((tx) => vaccinationsProjector.apply(tx, events));
const defined = (vaccineId: number, name: string) => recorded('VaccineDefined', { vaccineId, name });
const removedVaccine = (vaccineId: number) => recorded('VaccineRemoved', { vaccineId });
const rules = (requiredVaccineIds: number[], refuseBookings: boolean) => recorded('VaccinationRulesSet', { requiredVaccineIds, refuseBookings });
const recordedOn = (petId: number, recordId: number, vaccineId: number, expiresOn: string, certificate: string | null = null) =>
  recorded('VaccinationRecorded', { petId, recordId, vaccineId, givenOn: '2026-01-10', expiresOn, certificate, recordedAt: at }, `PetVaccinations-${petId}`);
const removedRecord = (petId: number, recordId: number) => recorded('VaccinationRemoved', { petId, recordId }, `PetVaccinations-${petId}`);

const TABLES = ['vaccines', 'vaccination_rules', 'pet_vaccinations'];
async function readModel() {
  const model: Record<string, unknown[]> = {};
  for (const table of TABLES) model[table] = (await test.database.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows;
  return model;
}
async function fresh() {
  await test.database.query(`TRUNCATE ${TABLES.join(', ')}`);
  await test.database.transaction((tx) => vaccinationsProjector.createTables(tx));
}
/** The read model after the batches as given, and after the same events one apply each: they must agree. */
async function asBatchesAndOneByOne(history: readonly RecordedEvent[][]) {
  await fresh();
  for (const batch of history) await apply(batch);
  const batched = await readModel();
  await fresh();
  for (const event of history.flat()) await apply([event]);
  expect(batched).toEqual(await readModel());
  return batched;
}

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => vaccinationsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('vaccinations projector: a batch folded in memory writes what its events one by one wrote', () => {
  it("given vaccines defined, renamed and removed in one batch and the next, then each has its last name and is removed only by a removal after its last definition; removing one never defined makes none", async () => {
    const model = await asBatchesAndOneByOne([
      [defined(7, 'Lyme'), defined(8, 'Giardia')],
      [removedVaccine(7), defined(7, 'Lyme (2 doses)'), defined(8, 'Giardia!'), removedVaccine(8), removedVaccine(1), removedVaccine(99), rules([1], false), rules([2, 7], true)],
    ]);
    expect(model.vaccines!.filter((v) => [1, 7, 8, 99].includes((v as { id: number }).id))).toEqual([
      { id: 1, name: 'Rabies', removed: true },
      { id: 7, name: 'Lyme (2 doses)', removed: false },
      { id: 8, name: 'Giardia!', removed: true },
    ]);
    expect(model.vaccination_rules).toEqual([{ id: 1, required_vaccine_ids: [2, 7], refuse_bookings: true }]);
  });

  it("given a pet's records restated and removed, then each record is its last statement, gone when removed last", async () => {
    const model = await asBatchesAndOneByOne([
      [recordedOn(5, 1, 1, '2027-01-01'), recordedOn(5, 2, 2, '2027-02-01')],
      [
        recordedOn(5, 1, 1, '2027-06-01', 'abc.jpg'),
        removedRecord(5, 2),
        recordedOn(5, 2, 3, '2027-03-01'), // removed, then recorded again
        recordedOn(5, 3, 1, '2027-04-01'),
        removedRecord(5, 3),
        removedRecord(6, 1), // never recorded
      ],
    ]);
    expect(model.pet_vaccinations).toEqual([
      { pet_id: 5, record_id: 1, vaccine_id: 1, given_on: '2026-01-10', expires_on: '2027-06-01', certificate: 'abc.jpg' },
      { pet_id: 5, record_id: 2, vaccine_id: 3, given_on: '2026-01-10', expires_on: '2027-03-01', certificate: null },
    ]);
  });
});
