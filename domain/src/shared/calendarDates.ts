/**
 * Date-only arithmetic (pricing, pet dates). Dates are business-local calendar days 'YYYY-MM-DD'; no Date
 * objects and no time zones are involved, so the browser and the server always agree.
 */
export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The shape of a business-local calendar date as events, tables and date inputs keep it: 'YYYY-MM-DD'. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar day as 'YYYY-MM-DD', or null. */
export function parseDateOnly(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const isDateOnly = (value: string): boolean => parseDateOnly(value) !== null;

function mustParse(value: string, what: string): CalendarDate {
  const date = parseDateOnly(value);
  if (!date) throw new RangeError(`${what} must be a date 'YYYY-MM-DD', got '${value}'`);
  return date;
}

/**
 * Whole calendar months from `from` to `asOf`. The n-th month is complete on the day `from` + n
 * months, where a day-of-month the target month lacks becomes its last day: Jan 31 + 1 month is
 * Feb 28 (29 in a leap year), Jan 31 + 3 months is Apr 30. So Jan 31 -> Apr 29 is 2 months and
 * Jan 31 -> Apr 30 is 3. A `from` after `asOf` counts as 0.
 */
export function wholeMonthsBetween(from: string, asOf: string): number {
  const a = mustParse(from, 'from');
  const b = mustParse(asOf, 'asOf');
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  const anniversaryDay = Math.min(a.day, daysInMonth(b.year, b.month));
  if (b.day < anniversaryDay) months -= 1;
  return Math.max(0, months);
}
