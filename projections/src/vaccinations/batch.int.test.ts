import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { vaccinationsProjector } from './projector';

let test: TestDatabase;
const at = '2026-03-01T15:00:00.000Z';
const recorded = recordedEvents({ stream: 'Vaccines' });
const defined = (vaccineId: number, name: string) => recorded('VaccineDefined', { vaccineId, name });
const removedVaccine = (vaccineId: number) => recorded('VaccineRemoved', { vaccineId });
const rules = (requiredVaccineIds: number[], refuseBookings: boolean) => recorded('VaccinationRulesSet', { requiredVaccineIds, refuseBookings });
const recordedOn = (petId: number, recordId: number, vaccineId: number, expiresOn: string, certificate: string | null = null) =>
  recorded('VaccinationRecorded', { petId, recordId, vaccineId, givenOn: '2026-01-10', expiresOn, certificate, recordedAt: at }, { stream: `PetVaccinations-${petId}` });
const removedRecord = (petId: number, recordId: number) => recorded('VaccinationRemoved', { petId, recordId }, { stream: `PetVaccinations-${petId}` });

const { asBatchesAndOneByOne } = batchEquivalence({
  database: () => test.database,
  projector: vaccinationsProjector,
  tables: ['vaccines', 'vaccination_rules', 'pet_vaccinations'],
  orderBy: '1, 2',
  recreate: true,
});

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
