import { localWallClock } from '../shared/localTime';

/** The business's time zone when nothing else is configured (platform config PAWROUTE_TIME_ZONE). */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Chicago';

/**
 * The business-local calendar day ('YYYY-MM-DD') of an instant: the "as of" date of an estimate
 * priced at that instant. Intl only (no I/O), so the browser and the server agree.
 */
export function businessDateOf(instant: string | Date, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  // The wall clock's offsets are kept per minute (localTime.ts): a day schedule asks this for every row.
  return localWallClock(ms, timeZone).slice(0, 10);
}
