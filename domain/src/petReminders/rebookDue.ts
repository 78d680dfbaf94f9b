import { holdsTime } from '../appointments';
import { addDays } from '../shared/localTime';
import type { AppointmentStatus } from '../options';
import { petReminderTimeOn } from './reminderTime';

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

/** One appointment of a pet as the rebook reminder reads it (its estimate grooms the pet). */
export interface RebookVisit {
  /** Business-local 'YYYY-MM-DD'; null while unplaced. */
  date: string | null;
  status: AppointmentStatus;
  deleted: boolean;
}

/**
 * What rebookDueOn needs of a pet, from its facts and its appointments: the last groom is the later of
 * the pet's Last Groom Date and its last completed appointment's date; booked are the dates of its
 * appointments that hold time (docs/RULES.md SCH-HOLD) and are not completed. The projector and the
 * sender (which decides again from the streams) both build it here.
 */
export function rebookPetOf(
  pet: { frequencyWeeks: number | null; lastGroomDate: string | null; gone: boolean },
  visits: readonly RebookVisit[],
): RebookPet {
  const live = visits.filter((v) => !v.deleted && v.date !== null);
  const completed = live.filter((v) => v.status === 'completed').map((v) => v.date!);
  const lastGroomed = [pet.lastGroomDate, ...completed].filter((d): d is string => d !== null).sort().at(-1) ?? null;
  const bookedDates = live.filter((v) => v.status !== 'completed' && holdsTime(v.status)).map((v) => v.date!);
  return { frequencyWeeks: pet.frequencyWeeks, lastGroomed, bookedDates, gone: pet.gone };
}

/**
 * When a pet's rebook reminder is due (before REM-QUIET): 10:00 AM business-local on its due date, or
 * on `today` when the due date has passed (a pet that became due late: a frequency set afterwards, a
 * groom recorded late) — so a reminder not sent one day is due again the next day at 10:00, never in
 * the middle of the night.
 */
export const rebookReminderAt = (dueOn: string, today: string, timeZone: string): string => petReminderTimeOn(dueOn > today ? dueOn : today, timeZone);

/** 'rebook-<petId>-<dueOn>' (rebookReminderKey) back to its parts. */
export function parseRebookReminderKey(key: string): { petId: number; dueOn: string } | null {
  const m = /^rebook-(\d+)-(\d{4}-\d{2}-\d{2})$/.exec(key);
  return m ? { petId: Number(m[1]), dueOn: m[2]! } : null;
}
