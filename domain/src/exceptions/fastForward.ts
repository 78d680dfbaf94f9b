import { addDays, daysBetween } from '../shared/localTime';
import { formatRule, readRule } from './rrule';

/**
 * How many days a weekly recurrence's start may move forward, without changing its occurrences from
 * `from` on, so that expanding it (rrule-temporal walks every occurrence from the start) costs a few
 * steps instead of years of them. Whole multiples of its INTERVAL in weeks, counted Sunday to Saturday
 * as the expansion does (WKST=SU), and always ending a full interval before the week of `from`. Rules
 * that are not weekly, that count occurrences (COUNT) or that are not in the stored form never move.
 */
export function weeklyShiftDays(rrule: string, patternStart: string, from: string): number {
  // Read with the one recurrence codec; only its canonical stored form moves (that form has no WKST, so
  // weeks run Sunday to Saturday), anything else is expanded from its real start.
  const rule = readRule(rrule);
  if (rule === null || formatRule(rule) !== rrule || rule.freq !== 'WEEKLY' || rule.count !== null) return 0;
  const interval = rule.interval;
  const sunday = (date: string) => addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
  const weeks = Math.floor(daysBetween(sunday(patternStart), sunday(from)) / 7);
  const periods = Math.floor(weeks / interval) - 1;
  return periods > 0 ? periods * interval * 7 : 0;
}
