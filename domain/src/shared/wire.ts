import { ISO_DATE } from './calendarDates';

/**
 * The spec's wire formats (part 1 §3, §7), for every feature whose bodies carry dates or times: 'MM-DD-YYYY', 'h:mm A'.
 * Events and read models keep ISO 'YYYY-MM-DD' and 24-hour 'HH:MM' (they sort and compare); these
 * convert at the HTTP edge, both ways. A value that is not a real date or time reads as null.
 */
const US_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const SPEC_TIME = /^(\d{1,2}):(\d{2})\s?([AaPp][Mm])$/;
/** A real 24-hour time, 'HH:MM' from 00:00 to 23:59. */
export const ISO_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'MM-DD-YYYY' to 'YYYY-MM-DD', or null when it is not a calendar date. */
export function fromSpecDate(value: string | null | undefined): string | null {
  const m = US_DATE.exec(String(value ?? '').trim());
  if (!m) return null;
  const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  if (Number(yyyy) < 1900 || Number(yyyy) > 2999) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * A date as the API writes it ('MM-DD-YYYY') or as a date input gives it ('YYYY-MM-DD'), to
 * 'YYYY-MM-DD'; null when it is neither or not a calendar date (both checked by fromSpecDate's rules).
 */
export function fromSpecOrIsoDate(value: string | null | undefined): string | null {
  const text = String(value ?? '').trim();
  return ISO_DATE.test(text) ? fromSpecDate(`${text.slice(5, 7)}-${text.slice(8, 10)}-${text.slice(0, 4)}`) : fromSpecDate(text);
}

/** 'YYYY-MM-DD' to 'MM-DD-YYYY'. */
export function toSpecDate(iso: string): string;
export function toSpecDate(iso: string | null): string | null;
export function toSpecDate(iso: string | null): string | null {
  if (iso === null) return null;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}-${d}-${y}`;
}

/** 'h:mm A' (also 'hh:mm am', '9:30PM') to 'HH:MM' (24 h); a 24-hour 'HH:MM' passes as it is; else null. */
export function fromSpecTime(value: string | null | undefined): string | null {
  const text = String(value ?? '').trim();
  if (ISO_TIME.test(text)) return text;
  const m = SPEC_TIME.exec(text);
  if (!m) return null;
  const hour12 = Number(m[1]);
  const minute = Number(m[2]);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  const pm = m[3]!.toUpperCase() === 'PM';
  const hour = (hour12 % 12) + (pm ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'HH:MM' (24 h) to 'h:mm A'. */
export function toSpecTime(time: string): string;
export function toSpecTime(time: string | null): string | null;
export function toSpecTime(time: string | null): string | null {
  if (time === null) return null;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
