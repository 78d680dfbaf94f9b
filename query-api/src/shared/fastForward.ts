import { addDays, daysBetween } from './localTime';

/**
 * How many days a weekly recurrence's start may move forward, without changing its occurrences from
 * `from` on, so that expanding it (rrule-temporal walks every occurrence from the start) costs a few
 * steps instead of years of them. Whole multiples of its INTERVAL in weeks, counted Sunday to Saturday
 * as the expansion does (WKST=SU), and always ending a full interval before the week of `from`. Rules
 * that are not weekly, or that count occurrences (COUNT), never move.
 */
export function weeklyShiftDays(rrule: string, patternStart: string, from: string): number {
  const rule = rrule.toUpperCase();
  if (!/(^|;)FREQ=WEEKLY(;|$)/.test(rule) || /(^|;)COUNT=/.test(rule)) return 0;
  const wkst = /(?:^|;)WKST=([A-Z]{2})/.exec(rule)?.[1];
  if (wkst && wkst !== 'SU') return 0;
  const interval = Number(/(?:^|;)INTERVAL=(\d+)/.exec(rule)?.[1] ?? '1');
  if (!Number.isInteger(interval) || interval < 1) return 0;
  const sunday = (date: string) => addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
  const weeks = Math.floor(daysBetween(sunday(patternStart), sunday(from)) / 7);
  const periods = Math.floor(weeks / interval) - 1;
  return periods > 0 ? periods * interval * 7 : 0;
}
