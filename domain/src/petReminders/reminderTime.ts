import { localInstant } from '../reminders';
import { afterQuietHours } from './quietHours';

/** A pet's reminders (VAC-REMIND, the rebook reminder) go at this business-local time. */
export const PET_REMINDER_TIME = '10:00';

/** 10:00 AM business-local on `date` ('YYYY-MM-DD'), as an ISO instant. */
export const petReminderTimeOn = (date: string, timeZone: string): string => new Date(localInstant(date, PET_REMINDER_TIME, timeZone)).toISOString();

/**
 * When a pet's reminder due at `at` really goes, by the way it goes (docs/RULES.md REM-QUIET): a text
 * (alone or with mail: both go together) waits out quiet hours; mail alone is not held.
 */
export function petReminderGoesAt(at: string, bySms: boolean, quiet: { quietStart: string; quietEnd: string }, timeZone: string): string {
  return bySms ? afterQuietHours(at, quiet, timeZone) : at;
}

/** REM-QUIET at send time: is `now` inside quiet hours (a text would be held)? */
export const insideQuietHours = (now: string, quiet: { quietStart: string; quietEnd: string }, timeZone: string): boolean =>
  afterQuietHours(now, quiet, timeZone) !== now;
