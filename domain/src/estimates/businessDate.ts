/** The business's time zone when nothing else is configured (platform config PAWROUTE_TIME_ZONE). */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Chicago';

/**
 * One formatter per zone, kept: building an Intl.DateTimeFormat costs far more than using one (a phone's
 * first render of the day spent half a second building them).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The business-local calendar day ('YYYY-MM-DD') of an instant: the "as of" date of an estimate
 * priced at that instant. Intl only (no I/O), so the browser and the server agree.
 */
export function businessDateOf(instant: string | Date, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = dayFormat(timeZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
