import { DEFAULT_VACCINE_REMINDER_DAYS } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * Read tables of the 'petReminders' projector (docs/TEXTS.md "A pet's reminders"): each pet's
 * vaccination records with when each was first entered (VAC-REMIND), the required vaccines and the days
 * before expiry, and what became of each reminder by its dedupe key (sent, or skipped and why); for the
 * rebook reminder each pet's frequency and Last Groom Date and its appointments (by their estimates'
 * pets). When each is due is computed from these by the domain (vaccineRemindersDue, rebookPetOf and
 * rebookDueOn), with the business's time zone.
 */
export interface PetReminderVaccinationsTable {
  pet_id: number;
  record_id: number;
  vaccine_id: number;
  expires_on: string;
  entered_at: Date;
}
export interface PetReminderOutcomesTable {
  key: string;
  pet_id: number;
  kind: string;
  state: 'sent' | 'skipped';
  reason: string | null;
  at: Date;
}
/** A pet as the rebook reminder reads it (rebookPetOf): its frequency, Last Groom Date, owner, deceased or deleted. */
export interface PetReminderRebookPetsTable {
  pet_id: number;
  customer_id: number;
  frequency_weeks: number | null;
  last_groom_date: string | null;
  deceased: boolean;
  deleted: boolean;
}
/** An appointment and the pets its estimate grooms (as last saved): its date and status (SCH-HOLD, completed). */
export interface PetReminderRebookVisitsTable {
  appointment_id: number;
  estimate_id: number;
  date: string | null;
  status: string;
  deleted: boolean;
}
/** The pets an estimate grooms as last saved (an appointment's pets), kept before its appointment exists. */
export interface PetReminderRebookEstimatesTable {
  estimate_id: number;
  pet_ids: number[];
}
export interface PetReminderSettingsTable {
  id: number;
  vaccine_days_before: number;
  required_vaccine_ids: number[];
}
export interface PetRemindersTables {
  pet_reminder_vaccinations: PetReminderVaccinationsTable;
  pet_reminder_outcomes: PetReminderOutcomesTable;
  pet_reminder_settings: PetReminderSettingsTable;
  pet_reminder_rebook_pets: PetReminderRebookPetsTable;
  pet_reminder_rebook_visits: PetReminderRebookVisitsTable;
  pet_reminder_rebook_estimates: PetReminderRebookEstimatesTable;
}

export const PET_REMINDERS_TABLES = [
  'pet_reminder_vaccinations',
  'pet_reminder_outcomes',
  'pet_reminder_settings',
  'pet_reminder_rebook_pets',
  'pet_reminder_rebook_visits',
  'pet_reminder_rebook_estimates',
] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS pet_reminder_vaccinations (
    pet_id integer NOT NULL,
    record_id integer NOT NULL,
    vaccine_id integer NOT NULL,
    expires_on text NOT NULL,
    entered_at timestamptz NOT NULL,
    PRIMARY KEY (pet_id, record_id)
  )`,
  `CREATE INDEX IF NOT EXISTS pet_reminder_vaccinations_expiry ON pet_reminder_vaccinations (expires_on)`,
  `CREATE TABLE IF NOT EXISTS pet_reminder_outcomes (
    key text PRIMARY KEY,
    pet_id integer NOT NULL,
    kind text NOT NULL,
    state text NOT NULL,
    reason text NULL,
    at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS pet_reminder_settings (
    id integer PRIMARY KEY,
    vaccine_days_before integer NOT NULL,
    required_vaccine_ids integer[] NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS pet_reminder_rebook_pets (
    pet_id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    frequency_weeks integer NULL,
    last_groom_date text NULL,
    deceased boolean NOT NULL DEFAULT false,
    deleted boolean NOT NULL DEFAULT false
  )`,
  `CREATE TABLE IF NOT EXISTS pet_reminder_rebook_visits (
    appointment_id integer PRIMARY KEY,
    estimate_id integer NOT NULL,
    date text NULL,
    status text NOT NULL,
    deleted boolean NOT NULL DEFAULT false
  )`,
  `CREATE INDEX IF NOT EXISTS pet_reminder_rebook_visits_estimate ON pet_reminder_rebook_visits (estimate_id)`,
  `CREATE TABLE IF NOT EXISTS pet_reminder_rebook_estimates (
    estimate_id integer PRIMARY KEY,
    pet_ids integer[] NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS pet_reminder_rebook_estimates_pets ON pet_reminder_rebook_estimates USING gin (pet_ids)`,
];

export async function createPetRemindersTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
  // The deciders' initial state: 14 days (VAC-REMIND's default), no vaccine required.
  await tx.query(`INSERT INTO pet_reminder_settings (id, vaccine_days_before, required_vaccine_ids) VALUES (1, $1, '{}') ON CONFLICT (id) DO NOTHING`, [DEFAULT_VACCINE_REMINDER_DAYS]);
}
