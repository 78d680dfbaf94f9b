import { afterQuietHours } from './quietHours';
import { vaccineReminderKey, vaccineRemindersDue } from './vaccineReminder';

/** A row of the 'petReminders' read model's pet_reminder_vaccinations. */
export interface VaccineReminderRow {
  petId: number;
  recordId: number;
  vaccineId: number;
  expiresOn: string;
  enteredAt: string;
}
/** A row of pet_reminder_outcomes. */
export interface PetReminderOutcomeRow {
  key: string;
  state: 'sent' | 'skipped';
  reason: string | null;
}

export interface ScheduledVaccineReminder {
  kind: 'vaccineExpiry';
  /** The dedupe key: what Send now and Dismiss name. */
  key: string;
  petId: number;
  recordId: number;
  vaccineId: number;
  expiresOn: string;
  /** When it goes (ISO, UTC), after REM-QUIET. */
  dueAt: string;
  state: 'scheduled' | 'sent' | 'skipped';
  reason: string | null;
}

/**
 * Every vaccine reminder of the given records (VAC-REMIND, then REM-QUIET: texts wait out quiet
 * hours) and what became of it, for the Reminders page and the sender's candidates. `rows` holds every
 * record of each pet named (a renewal is another record of the same pet).
 */
export function scheduledVaccineRemindersOf(
  rows: readonly VaccineReminderRow[],
  outcomes: readonly PetReminderOutcomeRow[],
  settings: { requiredVaccineIds: readonly number[]; vaccineDaysBefore: number; quietStart: string; quietEnd: string },
  timeZone: string,
): ScheduledVaccineReminder[] {
  const outcomeOf = new Map(outcomes.map((o) => [o.key, o]));
  const byPet = new Map<number, VaccineReminderRow[]>();
  for (const row of rows) byPet.set(row.petId, [...(byPet.get(row.petId) ?? []), row]);
  return [...byPet.entries()].flatMap(([petId, records]) =>
    vaccineRemindersDue(records, settings.requiredVaccineIds, settings.vaccineDaysBefore, timeZone).map((r) => {
      const key = vaccineReminderKey(petId, r.recordId);
      const outcome = outcomeOf.get(key);
      return {
        kind: 'vaccineExpiry' as const,
        key,
        petId,
        recordId: r.recordId,
        vaccineId: r.vaccineId,
        expiresOn: r.expiresOn,
        dueAt: afterQuietHours(r.dueAt, settings, timeZone),
        state: outcome?.state ?? 'scheduled',
        reason: outcome?.reason ?? null,
      };
    }),
  );
}

/** A row of GET /api/v4/reminders/pets: a pet's reminder with the names the page shows. */
export type PetReminderRow = ScheduledVaccineReminder & { petName: string; customerId: number; customerName: string | null; vaccine: string | null };
