import {
  VACCINATION_EVENT_TYPES,
  vaccinationRecordedSchema,
  vaccinationRemovedSchema,
  vaccinationRulesSetSchema,
  vaccineDefinedSchema,
  vaccineRemovedSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { createVaccinationsTables, VACCINATIONS_TABLES } from './tables';

const VACCINATION_COLUMNS = ['pet_id', 'record_id', 'vaccine_id', 'given_on', 'expires_on', 'certificate'] as const;
type VaccinationRow = Record<(typeof VACCINATION_COLUMNS)[number], unknown>;

/**
 * Vaccinations for the pet's page, the stylist's door view, Management and the booking requests'
 * mark. Keys (staff): { scope: 'vaccines' } for the list and the rules, { scope: 'petVaccinations', id: petId }.
 *
 * A batch is folded in memory and written with a few set-based statements: each pet's record as the
 * batch leaves it (restated: the last one; removed: deleted), each vaccine defined in the batch with
 * its last name and whether a removal followed, removals of vaccines the batch did not define in one
 * update, and the last rules.
 */
export const vaccinationsProjector: Projector = {
  name: 'vaccinations',
  // 2: the certificate's picture.
  version: 2,
  eventTypes: VACCINATION_EVENT_TYPES,
  tables: VACCINATIONS_TABLES,
  createTables: (tx: Transaction) => createVaccinationsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    const defined = new Map<number, { name: string; removed: boolean }>();
    const removedOnly = new Set<number>();
    let rules: { requiredVaccineIds: number[]; refuseBookings: boolean } | null = null;
    const records = new Map<string, VaccinationRow | null>();
    const removed = new Map<string, { petId: number; recordId: number }>();
    const recordKey = (petId: number, recordId: number) => `${petId}:${recordId}`;
    for (const event of events) {
      switch (event.type) {
        case 'VaccineDefined': {
          const d = vaccineDefinedSchema.parse(event.data);
          defined.set(d.vaccineId, { name: d.name, removed: false });
          removedOnly.delete(d.vaccineId);
          keys.push({ scope: 'vaccines' });
          break;
        }
        case 'VaccineRemoved': {
          const d = vaccineRemovedSchema.parse(event.data);
          const vaccine = defined.get(d.vaccineId);
          if (vaccine) vaccine.removed = true;
          else removedOnly.add(d.vaccineId);
          keys.push({ scope: 'vaccines' });
          break;
        }
        case 'VaccinationRulesSet': {
          const d = vaccinationRulesSetSchema.parse(event.data);
          rules = { requiredVaccineIds: d.requiredVaccineIds, refuseBookings: d.refuseBookings };
          keys.push({ scope: 'vaccines' });
          break;
        }
        case 'VaccinationRecorded': {
          const d = vaccinationRecordedSchema.parse(event.data);
          records.set(recordKey(d.petId, d.recordId), {
            pet_id: d.petId, record_id: d.recordId, vaccine_id: d.vaccineId, given_on: d.givenOn, expires_on: d.expiresOn, certificate: d.certificate,
          });
          keys.push({ scope: 'petVaccinations', id: d.petId });
          break;
        }
        case 'VaccinationRemoved': {
          const d = vaccinationRemovedSchema.parse(event.data);
          records.set(recordKey(d.petId, d.recordId), null);
          removed.set(recordKey(d.petId, d.recordId), { petId: d.petId, recordId: d.recordId });
          keys.push({ scope: 'petVaccinations', id: d.petId });
          break;
        }
        default:
          throw new Error(`vaccinations projector: unexpected event type ${event.type}`);
      }
    }

    // A record removed and then recorded again is simply its last statement (an upsert writes every column).
    const gone = [...removed].filter(([key]) => records.get(key) === null).map(([, k]) => k);
    if (gone.length > 0) {
      await tx.query(
        `DELETE FROM pet_vaccinations v USING unnest($1::int[], $2::int[]) AS k(pet_id, record_id) WHERE v.pet_id = k.pet_id AND v.record_id = k.record_id`,
        [gone.map((k) => k.petId), gone.map((k) => k.recordId)],
      );
    }
    await insertColumns(tx, {
      table: 'pet_vaccinations',
      columns: VACCINATION_COLUMNS,
      rows: [...records.values()].filter((row): row is VaccinationRow => row !== null),
      onConflict: `ON CONFLICT (pet_id, record_id) DO UPDATE SET ${VACCINATION_COLUMNS.slice(2).map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    });
    if (defined.size > 0) {
      await tx.query(
        `INSERT INTO vaccines (id, name, removed) SELECT * FROM unnest($1::int[], $2::text[], $3::boolean[])
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, removed = EXCLUDED.removed`,
        [[...defined.keys()], [...defined.values()].map((v) => v.name), [...defined.values()].map((v) => v.removed)],
      );
    }
    if (removedOnly.size > 0) await tx.query(`UPDATE vaccines SET removed = true WHERE id = ANY($1::int[])`, [[...removedOnly]]);
    if (rules) {
      await tx.query(`UPDATE vaccination_rules SET required_vaccine_ids = $1, refuse_bookings = $2 WHERE id = 1`, [rules.requiredVaccineIds, rules.refuseBookings]);
    }
    return keys;
  },
};
