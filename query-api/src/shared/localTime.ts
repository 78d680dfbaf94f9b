import { businessDateOf } from '@pawroute/domain';
import { nowOf, type AppServices } from '@pawroute/platform';

/**
 * Business-local calendar facts (docs/RULES.md "Schedule": every date and time of the
 * spec is in the business time zone).
 */

/** One formatter per time zone: making one costs more than the rest of a cached read (a CPU profile). */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/** `now` in `timeZone` as 'YYYY-MM-DDTHH:mm' (what openSlots takes as now). */
export function localNow(timeZone: string, now: Date): string {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The business-local date of `now`, 'YYYY-MM-DD' (domain businessDateOf: one rule for every package and the browser). */
export const localDate = (timeZone: string, now: Date): string => businessDateOf(now, timeZone);

/** Today in the business's time zone on the one clock (a test server's clock stands on the test's date). */
export const businessToday = (services: Pick<AppServices, 'clock' | 'config'>): string => localDate(services.config.timeZone, nowOf(services));

/** A calendar date `days` later (or earlier), 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
