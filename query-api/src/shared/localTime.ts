import { addLocalDays, businessDateOf, localWallClock } from '@pawroute/domain';
import { nowOf, type AppServices } from '@pawroute/platform';

/**
 * Business-local calendar facts (docs/RULES.md "Schedule": every date and time of the
 * spec is in the business time zone).
 */

/** `now` in `timeZone` as 'YYYY-MM-DDTHH:mm' (what openSlots takes as now): domain localWallClock, the one wall clock. */
export const localNow = (timeZone: string, now: Date): string => localWallClock(now.getTime(), timeZone);

/** The business-local date of `now`, 'YYYY-MM-DD' (domain businessDateOf: one rule for every package and the browser). */
export const localDate = (timeZone: string, now: Date): string => businessDateOf(now, timeZone);

/** Today in the business's time zone on the one clock (a test server's clock stands on the test's date). */
export const businessToday = (services: Pick<AppServices, 'clock' | 'config'>): string => localDate(services.config.timeZone, nowOf(services));

/** A calendar date `days` later (or earlier), 'YYYY-MM-DD' (domain addLocalDays). */
export const addDays = addLocalDays;

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
