import { addDays } from '../booking/time';

/** A pet as the rebook reminder reads it; dates are business-local 'YYYY-MM-DD'. */
export interface RebookPet {
  /** Weeks between grooms (the pet's grooming frequency); null or 0: no rebook reminder. */
  frequencyWeeks: number | null;
  /** The later of the pet's Last Groom Date and its last completed appointment's date. */
  lastGroomed: string | null;
  /** Dates of the pet's appointments that hold time (SCH-HOLD) and are not completed. */
  bookedDates: readonly string[];
  /** Deceased or deleted: never reminded. */
  gone: boolean;
}

/** A due date further back than this is not reminded (a pet long lapsed is the office's call, not a text's). */
export const REBOOK_STALE_DAYS = 30;

/**
 * When a pet is due for its next groom, for the rebook reminder (docs/TEXTS.md "A pet's reminders"):
 * its last groom plus its frequency in calendar weeks, or null when it is not to be reminded: no
 * frequency or no groom yet, deceased or deleted, something booked on or after `today`, or a due date
 * more than REBOOK_STALE_DAYS before `today`. One reminder per pet per due date (rebookReminderKey).
 */
export function rebookDueOn(pet: RebookPet, today: string): string | null {
  if (pet.gone || !pet.frequencyWeeks || pet.frequencyWeeks <= 0 || pet.lastGroomed === null) return null;
  if (pet.bookedDates.some((date) => date >= today)) return null;
  const due = addDays(pet.lastGroomed, pet.frequencyWeeks * 7);
  return due < addDays(today, -REBOOK_STALE_DAYS) ? null : due;
}

/** The outbox's dedupe key and the TextSent's messageId: once per pet per due date. */
export const rebookReminderKey = (petId: number, dueOn: string): string => `rebook-${petId}-${dueOn}`;
