import {
  petReminderSettingsChangedSchema,
  petReminderSkippedSchema,
  textSentSchema,
  vaccinationRecordedSchema,
  vaccinationRemovedSchema,
  vaccinationRulesSetSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { createPetRemindersTables, PET_REMINDERS_TABLES } from './tables';

export const PET_REMINDERS_EVENT_TYPES = [
  'VaccinationRecorded',
  'VaccinationRemoved',
  'VaccinationRulesSet',
  'TextSent',
  'PetReminderSkipped',
  'PetReminderSettingsChanged',
] as const;

/** 'vaccine-<petId>-<recordId>' (vaccineReminderKey) back to the pet. */
const petOfKey = (key: string): number | null => {
  const m = /^vaccine-(\d+)-\d+$/.exec(key);
  return m ? Number(m[1]) : null;
};

/**
 * The Reminders page's pet reminders and the sender's candidates (docs/TEXTS.md "A pet's reminders").
 * A record's entered_at is the moment it was first recorded (VAC-REMIND "entered"): restating it keeps
 * that moment. Pushes { scope: 'reminders' } to staff, as the appointment reminders do.
 */
export const petRemindersProjector: Projector = {
  name: 'petReminders',
  version: 1,
  eventTypes: PET_REMINDERS_EVENT_TYPES,
  tables: PET_REMINDERS_TABLES,
  createTables: (tx: Transaction) => createPetRemindersTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    let changed = false;
    for (const event of events) {
      switch (event.type) {
        case 'VaccinationRecorded': {
          const d = vaccinationRecordedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO pet_reminder_vaccinations (pet_id, record_id, vaccine_id, expires_on, entered_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (pet_id, record_id) DO UPDATE SET vaccine_id = EXCLUDED.vaccine_id, expires_on = EXCLUDED.expires_on`,
            [d.petId, d.recordId, d.vaccineId, d.expiresOn, event.metadata.occurredAt],
          );
          break;
        }
        case 'VaccinationRemoved': {
          const d = vaccinationRemovedSchema.parse(event.data);
          await tx.query(`DELETE FROM pet_reminder_vaccinations WHERE pet_id = $1 AND record_id = $2`, [d.petId, d.recordId]);
          break;
        }
        case 'VaccinationRulesSet': {
          const d = vaccinationRulesSetSchema.parse(event.data);
          await tx.query(`UPDATE pet_reminder_settings SET required_vaccine_ids = $1 WHERE id = 1`, [d.requiredVaccineIds]);
          break;
        }
        case 'PetReminderSettingsChanged': {
          const d = petReminderSettingsChangedSchema.parse(event.data);
          await tx.query(`UPDATE pet_reminder_settings SET vaccine_days_before = $1 WHERE id = 1`, [d.vaccineDaysBefore]);
          break;
        }
        case 'TextSent': {
          const d = textSentSchema.parse(event.data);
          const petId = d.kind === 'vaccineExpiry' ? petOfKey(d.messageId) : null;
          if (petId === null) continue;
          await tx.query(
            `INSERT INTO pet_reminder_outcomes (key, pet_id, kind, state, reason, at) VALUES ($1, $2, $3, 'sent', NULL, $4)
             ON CONFLICT (key) DO UPDATE SET state = 'sent', reason = NULL, at = EXCLUDED.at`,
            [d.messageId, petId, d.kind, d.sentAt],
          );
          break;
        }
        case 'PetReminderSkipped': {
          const d = petReminderSkippedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO pet_reminder_outcomes (key, pet_id, kind, state, reason, at) VALUES ($1, $2, $3, 'skipped', $4, $5) ON CONFLICT (key) DO NOTHING`,
            [d.key, d.petId, d.kind, d.reason, d.at],
          );
          break;
        }
        default:
          throw new Error(`petReminders projector: unexpected event type ${event.type}`);
      }
      changed = true;
    }
    return changed ? [{ scope: 'reminders' }] : [];
  },
};
