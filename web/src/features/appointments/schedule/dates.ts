/**
 * Calendar dates and wall-clock times of the schedule: ISO 'YYYY-MM-DD' business-local dates, read at UTC
 * noon so no browser time zone or daylight-saving change moves them (stepping days and the 'dddd, LL'
 * heading are the lists' dates.ts).
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const noonIso = (iso: string) => noon(iso).toISOString().slice(0, 10);

/** A real calendar date 'YYYY-MM-DD' (not '2026-02-30', which Date would roll into March). */
export const isIsoDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && noonIso(value) === value;

/** 0 = Sunday … 6 = Saturday (FullCalendar's daysOfWeek). */
export const weekdayOfIso = (iso: string): number => noon(iso).getUTCDay();

/** 'HH:MM' -> minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after midnight -> 'HH:MM' (clamped to the day). */
export function timeOf(minutes: number): string {
  const clamped = Math.max(0, Math.min(24 * 60, Math.round(minutes)));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}
