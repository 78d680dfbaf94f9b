import { addDays, localWallClock } from '../shared/localTime';
import { localInstant } from '../reminders';

/**
 * REM-QUIET for a pet's reminder (no appointment to be early for): a text due inside quiet hours
 * ('HH:MM' business-local, their first minute inside, their end outside) goes at their end. Mail is not held.
 */
export function afterQuietHours(dueAt: string, quiet: { quietStart: string; quietEnd: string }, timeZone: string): string {
  const { quietStart: qs, quietEnd: qe } = quiet;
  if (qs === qe) return dueAt;
  const [date, time] = localWallClock(Date.parse(dueAt), timeZone).split('T') as [string, string];
  const crossesMidnight = qs > qe;
  const inside = crossesMidnight ? time >= qs || time < qe : time >= qs && time < qe;
  if (!inside) return dueAt;
  const endsOn = crossesMidnight && time >= qs ? addDays(date, 1) : date;
  return new Date(localInstant(endsOn, qe, timeZone)).toISOString();
}
