/**
 * When the sandbox settles what it captured: `settleAfterS` seconds after the capture when set
 * (PAWROUTE_SETTLE_AFTER_S), else the gateway's batch at the cutoff time of the day after the capture's
 * day in the business time zone (a real gateway settles in its daily batch).
 */
export interface SettlementSchedule {
  /** Seconds from capture to settlement; undefined: the next day's cutoff. */
  settleAfterS?: number;
  /** The business time zone (default America/Chicago). */
  timeZone?: string;
  /** The daily batch's cutoff, HH:MM in the business time zone (default 15:00, as Authorize.net's). */
  cutoff?: string;
}

export const DEFAULT_SETTLEMENT_CUTOFF = '15:00';

export function settlementTime(capturedAt: Date, schedule: SettlementSchedule = {}): Date {
  if (schedule.settleAfterS !== undefined) return new Date(capturedAt.getTime() + schedule.settleAfterS * 1000);
  const timeZone = schedule.timeZone ?? 'America/Chicago';
  const match = /^(\d{1,2}):(\d{2})$/.exec(schedule.cutoff ?? DEFAULT_SETTLEMENT_CUTOFF);
  if (!match) throw new Error(`A settlement cutoff is HH:MM, got "${schedule.cutoff}"`);
  const { year, month, day } = wallClock(capturedAt, timeZone);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return zonedInstant(
    next.getUTCFullYear(),
    next.getUTCMonth() + 1,
    next.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
    timeZone,
  );
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The zone's offset from UTC at `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(new Date(ms), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant a wall clock in `timeZone` reads the given date and time. */
function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(second);
}
