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
import { insertColumns } from '../runner/insertColumns';
import { rowsByKey } from '../runner/rowsByKey';
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

interface VaccinationRow {
  pet_id: number;
  record_id: number;
  vaccine_id: number;
  expires_on: string;
  entered_at: string;
}
const VACCINATION_COLUMNS = ['pet_id', 'record_id', 'vaccine_id', 'expires_on', 'entered_at'] as const satisfies readonly (keyof VaccinationRow)[];

interface OutcomeRow {
  key: string;
  pet_id: number;
  kind: string;
  state: 'sent' | 'skipped';
  reason: string | null;
  at: string;
}
const OUTCOME_COLUMNS = ['key', 'pet_id', 'kind', 'state', 'reason', 'at'] as const satisfies readonly (keyof OutcomeRow)[];

export interface RebookPetRow {
  pet_id: number;
  customer_id: number;
  frequency_weeks: number | null;
  last_groom_date: string | null;
  deceased: boolean;
  deleted: boolean;
}
const PET_COLUMNS = ['pet_id', 'customer_id', 'frequency_weeks', 'last_groom_date', 'deceased', 'deleted'] as const satisfies readonly (keyof RebookPetRow)[];

export interface RebookVisitRow {
  appointment_id: number;
  estimate_id: number;
  date: string | null;
  status: string;
  deleted: boolean;
}
const VISIT_COLUMNS = ['appointment_id', 'estimate_id', 'date', 'status', 'deleted'] as const satisfies readonly (keyof RebookVisitRow)[];

const PET_EVENTS: ReadonlySet<string> = new Set(['PetAdded', 'PetDetailsChanged', 'PetDeleted', 'PetOwnerChanged']);
const isAppointmentEvent = (type: string) => type.startsWith('Appointment');
const updateAll = (columns: readonly string[]) => columns.slice(1).map((c) => `${c} = EXCLUDED.${c}`).join(', ');

/**
 * The Reminders page's pet reminders and the sender's candidates (docs/TEXTS.md "A pet's reminders").
 * A record's entered_at is the moment it was first recorded (VAC-REMIND "entered"): restating it keeps
 * that moment. For the rebook reminder: each pet's frequency, Last Groom Date and owner, and its
 * appointments (by the pets their estimates groom), which rebookPetOf reads. Pushes { scope: 'reminders' }
 * to staff, as the appointment reminders do.
 *
 * A batch is folded in memory and written with a few set-based statements, whatever its size (a
 * rebuild hands it 10,000 events). The pets and appointments it touches are read once, each event moves
 * its row as its own statement used to (foldRebookPet, foldRebookVisit), and the moved rows are written
 * back in one upsert per table. The rest needs no read: an estimate's pets, the settings and a sent
 * reminder are the last ones; a skip only fills an empty outcome; a vaccination record removed in the
 * batch is deleted first, and the records left are upserted keeping a stored record's entered_at.
 */
export const petRemindersProjector: Projector = {
  name: 'petReminders',
  // 2: the rebook reminder's pets, appointments and estimates; mailed reminders.
  version: 2,
  eventTypes: PET_REMINDERS_EVENT_TYPES,
  tables: PET_REMINDERS_TABLES,
  createTables: (tx: Transaction) => createPetRemindersTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const petIds = new Set<number>();
    const appointmentIds = new Set<number>();
    for (const event of events) {
      if (PET_EVENTS.has(event.type)) petIds.add((event.data as { petId: number }).petId);
      else if (isAppointmentEvent(event.type)) appointmentIds.add(appointmentIdOf(event.stream));
    }
    const pets = new Map<number, RebookPetRow | null>([...petIds].map((id) => [id, null]));
    for (const row of await rowsByKey<RebookPetRow>(tx, 'pet_reminder_rebook_pets', 'pet_id', petIds)) pets.set(Number(row.pet_id), row);
    const visits = new Map<number, RebookVisitRow | null>([...appointmentIds].map((id) => [id, null]));
    for (const row of await rowsByKey<RebookVisitRow>(tx, 'pet_reminder_rebook_visits', 'appointment_id', appointmentIds)) visits.set(Number(row.appointment_id), row);
    const movedPets = new Set<number>();
    const movedVisits = new Set<number>();

    const vaccinations = new Map<string, VaccinationRow | null>();
    const removedVaccinations = new Map<string, { pet_id: number; record_id: number }>();
    const sent = new Map<string, OutcomeRow>();
    const skipped = new Map<string, OutcomeRow>();
    const outcome = (row: OutcomeRow) => {
      if (row.state === 'sent') sent.set(row.key, row);
      else if (!skipped.has(row.key)) skipped.set(row.key, row);
    };
    const estimates = new Map<number, number[]>();
    let requiredVaccineIds: number[] | null = null;
    let vaccineDaysBefore: number | null = null;

    let changed = false;
    for (const event of events) {
      switch (event.type) {
        case 'VaccinationRecorded': {
          const d = vaccinationRecordedSchema.parse(event.data);
          const key = `${d.petId}:${d.recordId}`;
          const row = vaccinations.get(key);
          // Restated: the stored record (or the one recorded earlier in the batch) keeps its entered_at.
          vaccinations.set(key, row ? { ...row, vaccine_id: d.vaccineId, expires_on: d.expiresOn } : {
            pet_id: d.petId, record_id: d.recordId, vaccine_id: d.vaccineId, expires_on: d.expiresOn, entered_at: event.metadata.occurredAt,
          });
          break;
        }
        case 'VaccinationRemoved': {
          const d = vaccinationRemovedSchema.parse(event.data);
          const key = `${d.petId}:${d.recordId}`;
          vaccinations.set(key, null);
          removedVaccinations.set(key, { pet_id: d.petId, record_id: d.recordId });
          break;
        }
        case 'VaccinationRulesSet': {
          const d = vaccinationRulesSetSchema.parse(event.data);
          requiredVaccineIds = d.requiredVaccineIds;
          break;
        }
        case 'PetReminderSettingsChanged': {
          const d = petReminderSettingsChangedSchema.parse(event.data);
          vaccineDaysBefore = d.vaccineDaysBefore;
          break;
        }
        case 'TextSent': {
          const d = textSentSchema.parse(event.data);
          const petId = d.kind === 'vaccineExpiry' || d.kind === 'rebook' ? petOfKey(d.messageId) : null;
          if (petId === null) continue;
          outcome({ key: d.messageId, pet_id: petId, kind: d.kind, state: 'sent', reason: null, at: d.sentAt });
          break;
        }
        case 'PetReminderSkipped': {
          const d = petReminderSkippedSchema.parse(event.data);
          outcome({ key: d.key, pet_id: d.petId, kind: d.kind, state: 'skipped', reason: d.reason, at: d.at });
          break;
        }
        // A reminder that went by mail only (the customer's preferred channel) is sent as a texted one is.
        case 'PetReminderMailed': {
          const d = petReminderMailedSchema.parse(event.data);
          outcome({ key: d.key, pet_id: d.petId, kind: d.kind, state: 'sent', reason: null, at: d.at });
          break;
        }
        case 'PetAdded':
        case 'PetDetailsChanged':
        case 'PetDeleted':
        case 'PetOwnerChanged': {
          const petId = (event.data as { petId: number }).petId;
          const before = pets.get(petId) ?? null;
          const after = foldRebookPet(before, event);
          if (after !== before) {
            pets.set(petId, after);
            movedPets.add(petId);
          }
          break;
        }
        case 'EstimateSaved': {
          const d = event.data as { estimateId: number } & Parameters<typeof groomedPetsOf>[0];
          estimates.set(d.estimateId, groomedPetsOf(d).map((p) => p.petId));
          break;
        }
        default: {
          if (!isAppointmentEvent(event.type) || !(VISIT_EVENTS.has(event.type) || STATUS_SET_BY_EVENT[event.type])) {
            throw new Error(`petReminders projector: unexpected event type ${event.type}`);
          }
          const id = appointmentIdOf(event.stream);
          const before = visits.get(id) ?? null;
          const after = foldRebookVisit(before, event.type, event.data as Record<string, unknown>, id);
          if (after !== before) {
            visits.set(id, after);
            movedVisits.add(id);
          }
        }
      }
      changed = true;
    }

    if (removedVaccinations.size > 0) {
      const removed = [...removedVaccinations.values()];
      await tx.query(
        `DELETE FROM pet_reminder_vaccinations v USING unnest($1::int[], $2::int[]) AS k(pet_id, record_id)
          WHERE v.pet_id = k.pet_id AND v.record_id = k.record_id`,
        [removed.map((k) => k.pet_id), removed.map((k) => k.record_id)],
      );
    }
    await insertColumns(tx, {
      table: 'pet_reminder_vaccinations',
      columns: VACCINATION_COLUMNS,
      rows: [...vaccinations.values()].filter((row): row is VaccinationRow => row !== null),
      onConflict: 'ON CONFLICT (pet_id, record_id) DO UPDATE SET vaccine_id = EXCLUDED.vaccine_id, expires_on = EXCLUDED.expires_on',
    });
    if (requiredVaccineIds !== null || vaccineDaysBefore !== null) {
      await tx.query(
        `UPDATE pet_reminder_settings SET
           required_vaccine_ids = CASE WHEN $1 THEN $2::int[] ELSE required_vaccine_ids END,
           vaccine_days_before = CASE WHEN $3 THEN $4::int ELSE vaccine_days_before END
         WHERE id = 1`,
        [requiredVaccineIds !== null, requiredVaccineIds, vaccineDaysBefore !== null, vaccineDaysBefore],
      );
    }
    await insertColumns(tx, {
      table: 'pet_reminder_outcomes',
      columns: OUTCOME_COLUMNS,
      rows: [...sent.values()],
      onConflict: `ON CONFLICT (key) DO UPDATE SET state = 'sent', reason = NULL, at = EXCLUDED.at`,
    });
    await insertColumns(tx, {
      table: 'pet_reminder_outcomes',
      columns: OUTCOME_COLUMNS,
      rows: [...skipped.values()].filter((row) => !sent.has(row.key)),
      onConflict: 'ON CONFLICT (key) DO NOTHING',
    });
    await insertColumns(tx, {
      table: 'pet_reminder_rebook_pets',
      columns: PET_COLUMNS,
      rows: [...movedPets].map((id) => pets.get(id)!),
      onConflict: `ON CONFLICT (pet_id) DO UPDATE SET ${updateAll(PET_COLUMNS)}`,
    });
    if (estimates.size > 0) {
      // pet_ids is an array column (insertColumns takes none): each estimate's array goes as its literal text.
      await tx.query(
        `INSERT INTO pet_reminder_rebook_estimates (estimate_id, pet_ids)
         SELECT e, p::int[] FROM unnest($1::int[], $2::text[]) AS u(e, p)
         ON CONFLICT (estimate_id) DO UPDATE SET pet_ids = EXCLUDED.pet_ids`,
        [[...estimates.keys()], [...estimates.values()].map((ids) => `{${ids.join(',')}}`)],
      );
    }
    await insertColumns(tx, {
      table: 'pet_reminder_rebook_visits',
      columns: VISIT_COLUMNS,
      rows: [...movedVisits].map((id) => visits.get(id)!),
      onConflict: `ON CONFLICT (appointment_id) DO UPDATE SET ${updateAll(VISIT_COLUMNS)}`,
    });
    return changed ? [{ scope: 'reminders' }] : [];
  },
};

/**
 * One pet event over the pet's rebook row (null: none), as its own statement used to do it: an
 * addition inserts the row unless there is one; a change of details inserts it, or moves only the
 * fields the change names; a deletion marks it, an owner change moves it, and neither makes a row.
 * Returns the row itself when nothing moved.
 */
export function foldRebookPet(row: RebookPetRow | null, event: RecordedEvent): RebookPetRow | null {
  switch (event.type) {
    case 'PetAdded': {
      const d = petAddedSchema.parse(event.data);
      return row ?? { pet_id: d.petId, customer_id: d.customerId, frequency_weeks: null, last_groom_date: null, deceased: false, deleted: false };
    }
    case 'PetDetailsChanged': {
      const d = petDetailsChangedSchema.parse(event.data);
      const c = d.changes;
      if (!row) {
        return { pet_id: d.petId, customer_id: d.customerId, frequency_weeks: c.groomingFrequencyWeeks ?? null, last_groom_date: c.lastGroomDate ?? null, deceased: c.isDeceased ?? false, deleted: false };
      }
      return {
        ...row,
        frequency_weeks: 'groomingFrequencyWeeks' in c ? (c.groomingFrequencyWeeks ?? null) : row.frequency_weeks,
        last_groom_date: 'lastGroomDate' in c ? (c.lastGroomDate ?? null) : row.last_groom_date,
        deceased: 'isDeceased' in c ? (c.isDeceased as boolean) : row.deceased,
      };
    }
    case 'PetDeleted':
      petDeletedSchema.parse(event.data);
      return row && { ...row, deleted: true };
    case 'PetOwnerChanged': {
      const d = petOwnerChangedSchema.parse(event.data);
      return row && { ...row, customer_id: d.toCustomerId };
    }
    default:
      throw new Error(`petReminders projector: unexpected event type ${event.type}`);
  }
}

/** The appointment events that move more than the status (STATUS_SET_BY_EVENT sets the status alone). */
const VISIT_EVENTS: ReadonlySet<string> = new Set(['AppointmentCreated', 'AppointmentUpdated', 'AppointmentScheduled', 'AppointmentServiceIssueResolved', 'AppointmentDeleted']);

/**
 * One appointment event over its rebook visit (null: none), as its own statement used to do it: a
 * creation inserts the visit unless there is one; a placing moves date and status; a deletion marks it;
 * the others set the status. None makes a visit but the creation. Returns the row itself when nothing moved.
 */
export function foldRebookVisit(row: RebookVisitRow | null, type: string, data: Record<string, unknown>, appointmentId: number): RebookVisitRow | null {
  switch (type) {
    case 'AppointmentCreated':
      return row ?? { appointment_id: appointmentId, estimate_id: data.estimateId as number, date: (data.appointmentDate as string | null | undefined) ?? null, status: data.status as string, deleted: false };
    case 'AppointmentUpdated':
    case 'AppointmentScheduled':
      return row && { ...row, date: (data.appointmentDate as string | null | undefined) ?? null, status: data.status as string };
    case 'AppointmentServiceIssueResolved':
      return row && { ...row, status: data.status as string };
    case 'AppointmentDeleted':
      return row && { ...row, deleted: true };
    default:
      return row && { ...row, status: STATUS_SET_BY_EVENT[type]! };
  }
}
