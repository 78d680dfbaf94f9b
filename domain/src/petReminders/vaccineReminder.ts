import { addDays } from '../shared/localTime';
import { localDateOf } from '../pets';
import { localInstant } from '../reminders';
import { PET_REMINDER_TIME } from './reminderTime';

/** VAC-REMIND's default: how many days before a record's expiry its customer is reminded. */
export const DEFAULT_VACCINE_REMINDER_DAYS = 14;
/** VAC-REMIND: reminders go at this business-local time (a pet's reminders' one time). */
export const VACCINE_REMINDER_TIME = PET_REMINDER_TIME;

/** One record of a pet's vaccination as VAC-REMIND reads it. */
export interface VaccineReminderRecord {
  recordId: number;
  vaccineId: number;
  /** Business-local 'YYYY-MM-DD'. */
  expiresOn: string;
  /** When the record was first entered (ISO, UTC): a later restatement of it keeps this moment. */
  enteredAt: string;
}

export interface DueVaccineReminder {
  recordId: number;
  vaccineId: number;
  expiresOn: string;
  /** When it goes (ISO, UTC). */
  dueAt: string;
}

/**
 * The next 10:00 AM business-local strictly after `instant` (ms).
 */
function nextReminderTimeAfter(instant: number, timeZone: string): number {
  const date = localDateOf(new Date(instant).toISOString(), timeZone);
  const sameDay = localInstant(date, VACCINE_REMINDER_TIME, timeZone);
  return sameDay > instant ? sameDay : localInstant(addDays(date, 1), VACCINE_REMINDER_TIME, timeZone);
}

/**
 * When one record is reminded (docs/RULES.md VAC-REMIND), or null when it is not: 10:00 AM local on the
 * date `daysBefore` days before its expiry date; a record entered at or after that moment, at the next
 * 10:00 AM local after its entry if that falls on or before its expiry date, else never. Not for a
 * vaccine that is not required, nor when a renewal (a newer record of the same vaccine for the same pet,
 * among `petRecords`) was entered before the moment it would go.
 */
export function vaccineReminderAt(
  record: VaccineReminderRecord,
  petRecords: readonly VaccineReminderRecord[],
  requiredVaccineIds: readonly number[],
  daysBefore: number,
  timeZone: string,
): string | null {
  if (!requiredVaccineIds.includes(record.vaccineId)) return null;
  const moment = localInstant(addDays(record.expiresOn, -daysBefore), VACCINE_REMINDER_TIME, timeZone);
  const entered = Date.parse(record.enteredAt);
  let at = moment;
  if (entered >= moment) {
    at = nextReminderTimeAfter(entered, timeZone);
    if (localDateOf(new Date(at).toISOString(), timeZone) > record.expiresOn) return null;
  }
  const renewed = petRecords.some((other) => other.vaccineId === record.vaccineId && other.recordId > record.recordId && Date.parse(other.enteredAt) < at);
  return renewed ? null : new Date(at).toISOString();
}

/** Every record of one pet that VAC-REMIND reminds, earliest first. */
export function vaccineRemindersDue(
  petRecords: readonly VaccineReminderRecord[],
  requiredVaccineIds: readonly number[],
  daysBefore: number,
  timeZone: string,
): DueVaccineReminder[] {
  return petRecords
    .flatMap((record) => {
      const dueAt = vaccineReminderAt(record, petRecords, requiredVaccineIds, daysBefore, timeZone);
      return dueAt === null ? [] : [{ recordId: record.recordId, vaccineId: record.vaccineId, expiresOn: record.expiresOn, dueAt }];
    })
    .sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : a.recordId - b.recordId));
}

/** The outbox's dedupe key and the TextSent's messageId: once per record (VAC-REMIND). */
export const vaccineReminderKey = (petId: number, recordId: number): string => `vaccine-${petId}-${recordId}`;
