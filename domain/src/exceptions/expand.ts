import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import type { ExceptionEvent } from './events';

/**
 * Expands an exception's event into occurrences in the business time zone with rrule-temporal (the
 * plain `rrule` package shifts wall-clock times across daylight saving). Every occurrence keeps the
 * event's local start and end times; its UTC instants follow the zone's offset on that date.
 * Kept out of the package index (import '@pawroute/domain/recurrence') so the browser bundle does
 * not carry the Temporal polyfill.
 */
export interface Occurrence {
  /** Local date-times, 'YYYY-MM-DDTHH:mm'. */
  start: string;
  end: string;
  /** UTC instants, ISO. */
  startsAt: string;
  endsAt: string;
}

export interface ExpandWindow {
  /** Local dates, inclusive: occurrences starting on these days. */
  from: string;
  until: string;
  /** Safety cap on occurrences (default 1000). */
  max?: number;
}

/**
 * docs/RULES.md "Schedule": every-N-weeks counts from the week (Sunday to Saturday) of its
 * start date, so a rule is expanded with WKST=SU (RFC 5545's default week starts on Monday). Stored
 * rules are canonical without WKST; a rule that names one keeps it. Exceptions and standings both.
 */
export function weekStartsSunday(rrule: string): string {
  return /(^|;)WKST=/i.test(rrule) ? rrule : `${rrule};WKST=SU`;
}

const local = (dt: Temporal.ZonedDateTime): string => dt.toPlainDateTime().toString({ smallestUnit: 'minute' });

/**
 * The rules' SCH-EXC-REC: a recurring exception's occurrence takes the Event's times on its own day (hours
 * that end before they start run to the next morning); the Event's date span is a one-off's length only.
 * Before, the span became every occurrence's length, so a series entered with its range as the Event's
 * dates covered whole weeks.
 */
function occurrenceDays(event: ExceptionEvent): number {
  if (event.isRecurring && event.RecurringPattern) return event.endTime <= event.startTime && !event.isAllDay ? 1 : 0;
  return Temporal.PlainDate.from(event.startDate).until(Temporal.PlainDate.from(event.endDate)).days;
}

function occurrence(startDate: Temporal.PlainDate, event: ExceptionEvent, timeZone: string): Occurrence {
  const spanDays = occurrenceDays(event);
  const endDate = startDate.add({ days: spanDays });
  // A wall time skipped by a spring-forward moves later ('compatible'), as a calendar would show it.
  const start = startDate.toPlainDateTime(Temporal.PlainTime.from(event.startTime)).toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  const end = endDate.toPlainDateTime(Temporal.PlainTime.from(event.endTime)).toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  return { start: local(start), end: local(end), startsAt: start.toInstant().toString(), endsAt: end.toInstant().toString() };
}

export function expandOccurrences(event: ExceptionEvent, timeZone: string, window: ExpandWindow): Occurrence[] {
  const from = Temporal.PlainDate.from(window.from);
  const until = Temporal.PlainDate.from(window.until);
  const max = window.max ?? 1000;
  const inWindow = (d: Temporal.PlainDate) => Temporal.PlainDate.compare(d, from) >= 0 && Temporal.PlainDate.compare(d, until) <= 0;
  const pattern = event.RecurringPattern;
  if (!event.isRecurring || !pattern) {
    const d = Temporal.PlainDate.from(event.startDate);
    return inWindow(d) ? [occurrence(d, event, timeZone)] : [];
  }
  const patternStart = Temporal.PlainDate.from(pattern.startDate);
  const dtstart = patternStart
    .toPlainDateTime(Temporal.PlainTime.from(event.startTime))
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  const last = pattern.endDate && Temporal.PlainDate.compare(Temporal.PlainDate.from(pattern.endDate), until) < 0 ? Temporal.PlainDate.from(pattern.endDate) : until;
  const rule = new RRuleTemporal({
    rruleString: weekStartsSunday(pattern.rrule),
    dtstart,
    tzid: timeZone,
    until: last.toPlainDateTime(Temporal.PlainTime.from('23:59:59')).toZonedDateTime(timeZone),
  } as ConstructorParameters<typeof RRuleTemporal>[0]);
  const out: Occurrence[] = [];
  for (const dt of rule.all((_, i) => i < 5000)) {
    const day = (dt as Temporal.ZonedDateTime).withTimeZone(timeZone).toPlainDate();
    if (Temporal.PlainDate.compare(day, until) > 0) break;
    // The pattern's start and end dates bound the series (the end inclusive).
    if (Temporal.PlainDate.compare(day, patternStart) < 0 || !inWindow(day)) continue;
    out.push(occurrence(day, event, timeZone));
    if (out.length >= max) break;
  }
  return out;
}
