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
import { createVaccinationsTables, VACCINATIONS_TABLES } from './tables';

/**
 * Vaccinations for the pet's page, the stylist's door view, Management and the booking requests'
 * mark. Keys (staff): { scope: 'vaccines' } for the list and the rules, { scope: 'petVaccinations', id: petId }.
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
    for (const event of events) {
      switch (event.type) {
        case 'VaccineDefined': {
          const d = vaccineDefinedSchema.parse(event.data);
          await tx.query(`INSERT INTO vaccines (id, name, removed) VALUES ($1, $2, false) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, removed = false`, [d.vaccineId, d.name]);
          keys.push({ scope: 'vaccines' });
          break;
        }
        case 'VaccineRemoved': {
          const d = vaccineRemovedSchema.parse(event.data);
          await tx.query(`UPDATE vaccines SET removed = true WHERE id = $1`, [d.vaccineId]);
          keys.push({ scope: 'vaccines' });
          break;
        }
        case 'VaccinationRulesSet': {
          const d = vaccinationRulesSetSchema.parse(event.data);
          await tx.query(`UPDATE vaccination_rules SET required_vaccine_ids = $1, refuse_bookings = $2 WHERE id = 1`, [d.requiredVaccineIds, d.refuseBookings]);
          keys.push({ scope: 'vaccines' });
          break;
        }
        case 'VaccinationRecorded': {
          const d = vaccinationRecordedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO pet_vaccinations (pet_id, record_id, vaccine_id, given_on, expires_on, certificate) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (pet_id, record_id) DO UPDATE SET vaccine_id = EXCLUDED.vaccine_id, given_on = EXCLUDED.given_on,
               expires_on = EXCLUDED.expires_on, certificate = EXCLUDED.certificate`,
            [d.petId, d.recordId, d.vaccineId, d.givenOn, d.expiresOn, d.certificate],
          );
          keys.push({ scope: 'petVaccinations', id: d.petId });
          break;
        }
        case 'VaccinationRemoved': {
          const d = vaccinationRemovedSchema.parse(event.data);
          await tx.query(`DELETE FROM pet_vaccinations WHERE pet_id = $1 AND record_id = $2`, [d.petId, d.recordId]);
          keys.push({ scope: 'petVaccinations', id: d.petId });
          break;
        }
        default:
          throw new Error(`vaccinations projector: unexpected event type ${event.type}`);
      }
    }
    return keys;
  },
};
