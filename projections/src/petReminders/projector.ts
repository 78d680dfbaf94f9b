import {
  groomedPetsOf,
  parseRebookReminderKey,
  petAddedSchema,
  petDeletedSchema,
  petDetailsChangedSchema,
  petOwnerChangedSchema,
  petReminderMailedSchema,
  petReminderSettingsChangedSchema,
  petReminderSkippedSchema,
  STATUS_SET_BY_EVENT,
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
  'PetReminderMailed',
  // The rebook reminder: the pet's frequency, Last Groom Date, owner and whether it is gone ...
  'PetAdded',
  'PetDetailsChanged',
  'PetDeleted',
  'PetOwnerChanged',
  // ... and its appointments: the pets each estimate grooms, each appointment's date and status.
  'EstimateSaved',
  'AppointmentCreated',
  'AppointmentUpdated',
  'AppointmentScheduled',
  'AppointmentConfirmed',
  'AppointmentRescheduled',
  'AppointmentCancelled',
  'AppointmentStarted',
  'AppointmentServiceIssueCreated',
  'AppointmentServiceIssueResolved',
  'AppointmentStandingRequested',
  'AppointmentCompleted',
  'AppointmentDeleted',
] as const;

/** A pet reminder's key (vaccineReminderKey, rebookReminderKey) back to the pet. */
const petOfKey = (key: string): number | null => {
  const m = /^vaccine-(\d+)-\d+$/.exec(key);
  return m ? Number(m[1]) : (parseRebookReminderKey(key)?.petId ?? null);
};
const appointmentIdOf = (stream: string): number => Number(stream.replace(/^Appointment-/, ''));

/**
 * The Reminders page's pet reminders and the sender's candidates (docs/TEXTS.md "A pet's reminders").
 * A record's entered_at is the moment it was first recorded (VAC-REMIND "entered"): restating it keeps
 * that moment. For the rebook reminder: each pet's frequency, Last Groom Date and owner, and its
 * appointments (by the pets their estimates groom), which rebookPetOf reads. Pushes { scope: 'reminders' }
 * to staff, as the appointment reminders do.
 */
export const petRemindersProjector: Projector = {
  name: 'petReminders',
  // 2: the rebook reminder's pets, appointments and estimates; mailed reminders.
  version: 2,
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
          const petId = d.kind === 'vaccineExpiry' || d.kind === 'rebook' ? petOfKey(d.messageId) : null;
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
        // A reminder that went by mail only (the customer's preferred channel) is sent as a texted one is.
        case 'PetReminderMailed': {
          const d = petReminderMailedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO pet_reminder_outcomes (key, pet_id, kind, state, reason, at) VALUES ($1, $2, $3, 'sent', NULL, $4)
             ON CONFLICT (key) DO UPDATE SET state = 'sent', reason = NULL, at = EXCLUDED.at`,
            [d.key, d.petId, d.kind, d.at],
          );
          break;
        }
        case 'PetAdded': {
          const d = petAddedSchema.parse(event.data);
          await tx.query(`INSERT INTO pet_reminder_rebook_pets (pet_id, customer_id) VALUES ($1, $2) ON CONFLICT (pet_id) DO NOTHING`, [d.petId, d.customerId]);
          break;
        }
        case 'PetDetailsChanged': {
          const d = petDetailsChangedSchema.parse(event.data);
          const c = d.changes;
          await tx.query(
            `INSERT INTO pet_reminder_rebook_pets (pet_id, customer_id, frequency_weeks, last_groom_date, deceased) VALUES ($1, $2, $4, $6, COALESCE($8, false))
             ON CONFLICT (pet_id) DO UPDATE SET
               frequency_weeks = CASE WHEN $3 THEN $4 ELSE pet_reminder_rebook_pets.frequency_weeks END,
               last_groom_date = CASE WHEN $5 THEN $6 ELSE pet_reminder_rebook_pets.last_groom_date END,
               deceased = CASE WHEN $7 THEN $8 ELSE pet_reminder_rebook_pets.deceased END`,
            [
              d.petId,
              d.customerId,
              'groomingFrequencyWeeks' in c,
              c.groomingFrequencyWeeks ?? null,
              'lastGroomDate' in c,
              c.lastGroomDate ?? null,
              'isDeceased' in c,
              c.isDeceased ?? null,
            ],
          );
          break;
        }
        case 'PetDeleted': {
          const d = petDeletedSchema.parse(event.data);
          await tx.query(`UPDATE pet_reminder_rebook_pets SET deleted = true WHERE pet_id = $1`, [d.petId]);
          break;
        }
        case 'PetOwnerChanged': {
          const d = petOwnerChangedSchema.parse(event.data);
          await tx.query(`UPDATE pet_reminder_rebook_pets SET customer_id = $2 WHERE pet_id = $1`, [d.petId, d.toCustomerId]);
          break;
        }
        case 'EstimateSaved': {
          const d = event.data as { estimateId: number } & Parameters<typeof groomedPetsOf>[0];
          const petIds = groomedPetsOf(d).map((p) => p.petId);
          await tx.query(
            `INSERT INTO pet_reminder_rebook_estimates (estimate_id, pet_ids) VALUES ($1, $2) ON CONFLICT (estimate_id) DO UPDATE SET pet_ids = EXCLUDED.pet_ids`,
            [d.estimateId, petIds],
          );
          break;
        }
        case 'AppointmentCreated': {
          const d = event.data as { estimateId: number; appointmentDate: string | null; status: string };
          await tx.query(
            `INSERT INTO pet_reminder_rebook_visits (appointment_id, estimate_id, date, status) VALUES ($1, $2, $3, $4) ON CONFLICT (appointment_id) DO NOTHING`,
            [appointmentIdOf(event.stream), d.estimateId, d.appointmentDate ?? null, d.status],
          );
          break;
        }
        case 'AppointmentUpdated':
        case 'AppointmentScheduled': {
          const d = event.data as { appointmentDate: string | null; status: string };
          await tx.query(`UPDATE pet_reminder_rebook_visits SET date = $2, status = $3 WHERE appointment_id = $1`, [appointmentIdOf(event.stream), d.appointmentDate ?? null, d.status]);
          break;
        }
        case 'AppointmentServiceIssueResolved': {
          const d = event.data as { status: string };
          await tx.query(`UPDATE pet_reminder_rebook_visits SET status = $2 WHERE appointment_id = $1`, [appointmentIdOf(event.stream), d.status]);
          break;
        }
        case 'AppointmentDeleted':
          await tx.query(`UPDATE pet_reminder_rebook_visits SET deleted = true WHERE appointment_id = $1`, [appointmentIdOf(event.stream)]);
          break;
        default: {
          const status = STATUS_SET_BY_EVENT[event.type];
          if (!status) throw new Error(`petReminders projector: unexpected event type ${event.type}`);
          await tx.query(`UPDATE pet_reminder_rebook_visits SET status = $2 WHERE appointment_id = $1`, [appointmentIdOf(event.stream), status]);
        }
      }
      changed = true;
    }
    return changed ? [{ scope: 'reminders' }] : [];
  },
};
