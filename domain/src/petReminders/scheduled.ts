import type { Delivery } from '../messageTemplates';
import { afterQuietHours } from './quietHours';
import { rebookDueOn, rebookPetOf, rebookReminderAt, rebookReminderKey, type RebookVisit } from './rebookDue';
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
  /** When it goes by text (ISO, UTC), after REM-QUIET. */
  dueAt: string;
  /** When it is due before REM-QUIET: when it goes by mail alone. */
  at: string;
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
        at: r.dueAt,
        state: outcome?.state ?? 'scheduled',
        reason: outcome?.reason ?? null,
      };
    }),
  );
}

/** A pet of the 'petReminders' read model as the rebook reminder reads it, with its appointments. */
export interface RebookReminderPet {
  petId: number;
  customerId: number;
  frequencyWeeks: number | null;
  lastGroomDate: string | null;
  gone: boolean;
  visits: readonly RebookVisit[];
}

export interface ScheduledRebookReminder {
  kind: 'rebook';
  key: string;
  petId: number;
  customerId: number;
  /** The date the pet is due for its next groom (rebookDueOn). */
  dueOn: string;
  /** When it goes by text (ISO, UTC), after REM-QUIET. */
  dueAt: string;
  /** When it is due before REM-QUIET: when it goes by mail alone. */
  at: string;
  state: 'scheduled' | 'sent' | 'skipped';
  reason: string | null;
}

/**
 * Every pet due for a groom as of `today` (rebookDueOn, over rebookPetOf) with its rebook reminder's
 * time (rebookReminderAt, then REM-QUIET for a text) and what became of it, for the Reminders page
 * and the sender's candidates (the sender decides again from the streams).
 */
export function scheduledRebookRemindersOf(
  pets: readonly RebookReminderPet[],
  outcomes: readonly PetReminderOutcomeRow[],
  settings: { today: string; quietStart: string; quietEnd: string },
  timeZone: string,
): ScheduledRebookReminder[] {
  const outcomeOf = new Map(outcomes.map((o) => [o.key, o]));
  return pets.flatMap((pet) => {
    const dueOn = rebookDueOn(rebookPetOf(pet, pet.visits), settings.today);
    if (dueOn === null) return [];
    const key = rebookReminderKey(pet.petId, dueOn);
    const at = rebookReminderAt(dueOn, settings.today, timeZone);
    const outcome = outcomeOf.get(key);
    return [
      {
        kind: 'rebook' as const,
        key,
        petId: pet.petId,
        customerId: pet.customerId,
        dueOn,
        dueAt: afterQuietHours(at, settings, timeZone),
        at,
        state: outcome?.state ?? 'scheduled',
        reason: outcome?.reason ?? null,
      },
    ];
  });
}

/** The names the page shows beside a pet's reminder, and the way it will go (Delivery: by text, by mail). */
interface PetReminderRowNames {
  petName: string;
  customerId: number;
  customerName: string | null;
  /** The way it will go now: the template's channels narrowed to the customer's preference (deliveryChannels). */
  channels: Delivery;
  /** When it goes by that way: the text's time (REM-QUIET) when texted, else the mail's. */
  goesAt: string;
}
/** A row of GET /api/v4/reminders/pets: a pet's reminder with the names the page shows. */
export type PetReminderRow = (ScheduledVaccineReminder & PetReminderRowNames & { vaccine: string | null }) | (ScheduledRebookReminder & PetReminderRowNames);
