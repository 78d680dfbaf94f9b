import { localWallClock } from '../shared/localTime';
import { toSpecTime } from '../shared/wire';

/**
 * The "on my way" message's ETA (docs/TEXTS.md "On my way"): the moment En Route was tapped plus the
 * drive from the stylist's previous stop, as the business's local h:mm AM/PM (SCH-TZ). Without a drive
 * (no previous stop, or an address not on the map), the appointment's own start time, as planned.
 */
export function onMyWayEta(enRouteAt: string, driveMinutes: number | null, startTime: string | null, timeZone: string): string | null {
  if (driveMinutes === null || !Number.isFinite(driveMinutes)) return startTime === null ? null : toSpecTime(startTime.slice(0, 5));
  const arrival = Date.parse(enRouteAt) + Math.round(driveMinutes) * 60_000;
  return toSpecTime(localWallClock(arrival, timeZone).slice(11, 16));
}
