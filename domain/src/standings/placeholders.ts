import type { ExceptionEvent } from '../exceptions';
import { expandOccurrences, type ExpandWindow } from '../exceptions/expand';
import type { StandingFacts, StandingState } from './decider';

/**
 * A standing appointment's occurrences (what the schedule shows as a `StandingPlaceholder`, domain/src/appointments/answers.ts): those in a window, expanded with rrule-temporal in
 * the business time zone by the exceptions' expand.ts (each keeps the standing's local start and end
 * times across daylight saving), less the dates that already became appointments ('Create Instance').
 * Kept out of the package index, like expand.ts, so the browser bundle does not carry the Temporal
 * polyfill; the server imports it by path.
 */
export interface StandingOccurrence {
  standingId: number;
  /** The standing request's appointment. */
  appointmentId: number;
  customerId: number;
  estimateId: number;
  employeeId: number;
  title: string;
  /** Business-local 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  startTime: string;
  endTime: string;
  /** UTC instants, ISO. */
  startsAt: string;
  endsAt: string;
}

/** What a placeholder needs: the decider's state, or a read-model row shaped the same. */
export type StandingView = StandingFacts & { status?: StandingState['status'] };


/** The standing as the exceptions' expansion reads an event: one day, the standing's times. */
function asExpandable(standing: StandingView): ExceptionEvent {
  const { event, startTime, endTime } = standing;
  return {
    title: event.title,
    description: event.description,
    startDate: event.startDate,
    endDate: event.startDate,
    startTime,
    endTime,
    isAllDay: false,
    isRecurring: true,
    RecurringPattern: event.RecurringPattern,
  };
}

/** Every occurrence in the window (local dates, inclusive), instances included. */
export function standingOccurrences(standing: StandingView, window: ExpandWindow) {
  if (standing.status === 'deleted') return [];
  return expandOccurrences(asExpandable(standing), standing.timeZone, window).map((o) => ({ ...o, date: o.start.slice(0, 10) }));
}

/** The placeholders in the window: occurrences whose date has no instance yet. A deleted standing has none. */
export function placeholders(standing: StandingView, window: ExpandWindow): StandingOccurrence[] {
  const { standingId, appointmentId, customerId, estimateId, employeeId, startTime, endTime, event, instances } = standing;
  return standingOccurrences(standing, window)
    .filter((o) => !Object.prototype.hasOwnProperty.call(instances, o.date))
    .map((o) => ({ standingId, appointmentId, customerId, estimateId, employeeId, title: event.title, date: o.date, startTime, endTime, startsAt: o.startsAt, endsAt: o.endsAt }));
}

/** Whether the recurrence falls on `date` (for CreateStandingInstance's `isOccurrence`). */
export function isStandingOccurrence(standing: StandingView, date: string): boolean {
  return standingOccurrences(standing, { from: date, until: date, max: 1 }).length > 0;
}
export { weekStartsSunday } from '../exceptions/expand';
