import { businessDateOf } from '../estimates';
import { isDateOnly } from '../shared/calendarDates';
import { toSpecDate } from '../shared/wire';

/**
 * Pet dates. The API and forms speak MM-DD-YYYY (part 1 §3, §9); events and tables keep the
 * business-local calendar day as 'YYYY-MM-DD', which sorts and compares as text.
 */
const US_DATE = /^(\d{1,2})-(\d{1,2})-(\d{4,})$/;
// The shared ISO_DATE (shared/calendarDates) but for the year's digits: a year past 9999 must read as
// 'too large' (part 1 §5), not as 'not a date'.
const ISO_DATE_ANY_YEAR = /^(\d{4,})-(\d{2})-(\d{2})$/;

export type PetDateCheck = { ok: true; iso: string } | { ok: false; reason: 'invalid' | 'yearTooLarge' };

/** Reads 'MM-DD-YYYY' (or 'YYYY-MM-DD'); a year past 9999 is its own error (part 1 §5). */
export function readPetDate(value: string): PetDateCheck {
  const text = value.trim();
  const us = US_DATE.exec(text);
  const iso = us ? null : ISO_DATE_ANY_YEAR.exec(text);
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return { ok: false, reason: 'invalid' };
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year > 9999) return { ok: false, reason: 'yearTooLarge' };
  const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isDateOnly(date) ? { ok: true, iso: date } : { ok: false, reason: 'invalid' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' -> 'MM-DD-YYYY' (what the API answers and the form shows). */
export function toUsDate(iso: string | null): string | null {
  return iso ? toSpecDate(iso) : null;
}

/** The business-local calendar day of an instant, 'YYYY-MM-DD': the one rule, estimates' businessDateOf. */
export function localDateOf(instant: string | Date, timeZone: string): string {
  return businessDateOf(instant, timeZone);
}

/** Whole years from a birthday to `today` (both 'YYYY-MM-DD'): what the form shows as age. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return Math.max(0, age);
}
