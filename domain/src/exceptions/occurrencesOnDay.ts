import { addDays, daysBetween } from '../shared/localTime';
import type { ExceptionEvent } from './events';
import { expandOccurrences } from './expand';
import { weeklyShiftDays } from './fastForward';

/** One occurrence of a schedule exception on a day, as the stylist-day rules read it (minus isWorking, the exception's). */
export interface DayOccurrence {
  start: string;
  end: string;
  isAllDay: boolean;
}

/** The exception with its recurrence's start moved up to just before `from` (same occurrences from there on). */
function nearWindow(event: ExceptionEvent, from: string): ExceptionEvent {
  const pattern = event.RecurringPattern;
  if (!event.isRecurring || !pattern) return event;
  const shift = weeklyShiftDays(pattern.rrule, pattern.startDate, from);
  if (shift === 0) return event;
  return {
    ...event,
    startDate: addDays(event.startDate, shift),
    endDate: addDays(event.endDate, shift),
    RecurringPattern: { ...pattern, startDate: addDays(pattern.startDate, shift) },
  };
}

function expandOnDay(event: ExceptionEvent, timeZone: string, date: string): DayOccurrence[] {
  if (event.startDate > date && (event.RecurringPattern?.startDate ?? event.startDate) > date) return [];
  if (!event.isRecurring && event.endDate < date) return [];
  // A multi-day occurrence may start up to its span before `date`.
  const span = Math.max(0, daysBetween(event.startDate, event.endDate));
  const from = addDays(date, -span);
  return expandOccurrences(nearWindow(event, from), timeZone, { from, until: date }).map((o) => ({ start: o.start, end: o.end, isAllDay: event.isAllDay }));
}

/**
 * Expansions already made, by time zone, date and the exception's text. Expanding a recurrence walks it
 * with Temporal (the most CPU a booking or a stylist's day took); the exceptions almost never change, the
 * days are asked again and again. An edited exception is a new text, so a new key; the oldest go first.
 */
const made = new Map<string, readonly DayOccurrence[]>();
const MAX_KEPT = 5_000;

/**
 * The occurrences of one schedule exception that touch `date` in `timeZone` (the write side's booking
 * checks and the read side's stylist days agree by using this one). `stored`: the exception's JSON as
 * stored, when the caller has it (saves serialising it for the key).
 */
export function occurrencesOnDay(event: ExceptionEvent, timeZone: string, date: string, stored?: string): readonly DayOccurrence[] {
  const key = `${timeZone}|${date}|${stored ?? JSON.stringify(event)}`;
  const kept = made.get(key);
  if (kept) return kept;
  const found = Object.freeze(expandOnDay(event, timeZone, date).map((o) => Object.freeze(o)));
  made.set(key, found);
  if (made.size > MAX_KEPT) made.delete(made.keys().next().value!);
  return found;
}
