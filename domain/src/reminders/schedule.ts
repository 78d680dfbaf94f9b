import { addDays, localWallClock } from '../shared/localTime';

/** One reminder's setting (Management → Texts): on/off, and how long before the appointment. */
export interface ReminderOffset {
  enabled: boolean;
  amount: number;
  unit: 'days' | 'hours';
}

export interface ReminderSettings {
  first: ReminderOffset;
  second: ReminderOffset;
  /** Quiet hours, business-local 'HH:MM' (REM-QUIET): their first minute is inside, their end is not. */
  quietStart: string;
  quietEnd: string;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  first: { enabled: true, amount: 2, unit: 'days' },
  second: { enabled: true, amount: 2, unit: 'hours' },
  quietStart: '21:00',
  quietEnd: '08:00',
};

export const REMINDER_WHICH = ['first', 'second'] as const;
export type ReminderWhich = (typeof REMINDER_WHICH)[number];

export interface ReminderAppointment {
  /** Business-local 'YYYY-MM-DD' and 'HH:MM'. */
  appointmentDate: string;
  startTime: string;
  /** The moment it was booked or last moved (ISO, UTC): REM-PAST. */
  changedAt: string;
  /** Cancelled, deleted or completed: no reminders (REM-CHANGE). */
  open: boolean;
}

export interface DueReminder {
  which: ReminderWhich;
  /** When it goes (ISO, UTC), after REM-QUIET. */
  dueAt: string;
  /** The appointment's start instant (ISO, UTC): with `which`, what makes the reminder unique. */
  startsAt: string;
}

const MINUTE = 60_000;
const pad = (n: number): string => String(n).padStart(2, '0');
const floorMinute = (ms: number): number => Math.floor(ms / MINUTE) * MINUTE;

/**
 * The instant (ms) of business-local `date` at `time` (REM-OFFSET): where that local time does not
 * exist that day (the spring-forward gap), the first minute after the gap; where it occurs twice (fall
 * back), the first.
 */
export function localInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const target = `${date}T${pad(h)}:${pad(min)}`;
  // The zone's offsets on either side of that day; a candidate counts when it reads back as the wall time.
  const offsets = [...new Set([offsetOf(wall - 14 * 3600_000, timeZone), offsetOf(wall + 14 * 3600_000, timeZone)])];
  const valid = offsets.map((o) => wall - o).filter((i) => localWallClock(i, timeZone) === target);
  if (valid.length > 0) return Math.min(...valid);
  // In the gap: the first minute whose wall clock is past the target is the end of the gap.
  let lo = Math.min(...offsets.map((o) => wall - o));
  let hi = Math.max(...offsets.map((o) => wall - o));
  while (hi - lo > MINUTE) {
    const mid = floorMinute((lo + hi) / 2);
    if (localWallClock(mid, timeZone) > target) hi = mid;
    else lo = mid;
  }
  return hi;
}

function offsetOf(instant: number, timeZone: string): number {
  const local = localWallClock(instant, timeZone);
  return Date.parse(`${local}:00Z`) - floorMinute(instant);
}

/** REM-OFFSET: N calendar days earlier at the same local time, or N × 60 minutes before the start. */
function offsetTime(offset: ReminderOffset, appointment: ReminderAppointment, start: number, timeZone: string): number {
  if (offset.unit === 'hours') return start - offset.amount * 60 * MINUTE;
  return localInstant(addDays(appointment.appointmentDate, -offset.amount), appointment.startTime, timeZone);
}

/**
 * REM-QUIET: a text due inside quiet hours goes at their end, unless that end is less than 60 minutes
 * before the start or after it; then at the beginning of the quiet hours it fell in.
 */
function afterQuietHours(due: number, start: number, settings: ReminderSettings, timeZone: string): number {
  const [date, time] = localWallClock(due, timeZone).split('T') as [string, string];
  const { quietStart: qs, quietEnd: qe } = settings;
  if (qs === qe) return due;
  const crossesMidnight = qs > qe;
  const inside = crossesMidnight ? time >= qs || time < qe : time >= qs && time < qe;
  if (!inside) return due;
  const beganOn = crossesMidnight && time < qe ? addDays(date, -1) : date;
  const begins = localInstant(beganOn, qs, timeZone);
  const ends = localInstant(crossesMidnight ? addDays(beganOn, 1) : beganOn, qe, timeZone);
  return ends > start - 60 * MINUTE ? begins : ends;
}

/**
 * When each reminder of an appointment is due (docs/RULES.md REM-OFFSET, REM-QUIET, REM-PAST,
 * REM-CHANGE). `channel` 'mail' is not held by quiet hours. Only the reminders that will go are
 * answered, earliest first.
 */
export function remindersDue(
  appointment: ReminderAppointment,
  settings: ReminderSettings,
  timeZone: string,
  channel: 'text' | 'mail' = 'text',
): DueReminder[] {
  // REM-CHANGE: cancelling, deleting (or completing) drops them.
  if (!appointment.open) return [];
  const start = localInstant(appointment.appointmentDate, appointment.startTime, timeZone);
  const changedAt = Date.parse(appointment.changedAt);
  const planned = REMINDER_WHICH.filter((which) => settings[which].enabled && settings[which].amount > 0).map((which) => {
    const due = offsetTime(settings[which], appointment, start, timeZone);
    return { which, at: floorMinute(channel === 'text' ? afterQuietHours(due, start, settings, timeZone) : due) };
  });
  // REM-PAST: not later than the moment it was booked or moved: not sent.
  const ahead = planned.filter((r) => r.at > changedAt && r.at < start);
  // REM-PAST: the first and second at the same minute: only the second goes.
  const kept = ahead.filter((r) => !(r.which === 'first' && ahead.some((o) => o.which === 'second' && o.at === r.at)));
  return kept
    .sort((a, b) => a.at - b.at)
    .map((r) => ({ which: r.which, dueAt: new Date(r.at).toISOString(), startsAt: new Date(start).toISOString() }));
}

/** The outbox's dedupe key and the TextSent's messageId: sent once per appointment, reminder and start time (REM-CHANGE). */
export const reminderKey = (appointmentId: number, which: ReminderWhich, startsAt: string): string => `reminder-${appointmentId}-${which}-${startsAt}`;

/**
 * How many days ahead an appointment can be and still have a reminder due today: the longest enabled
 * offset (REM-OFFSET, whole days), a day for quiet hours (REM-QUIET moves a text at most to the end of
 * the quiet hours it fell in) and a day for the time zone. The reminder sender looks no further (a
 * month of appointments looked at every 15 s cost it half a second of CPU).
 */
export function reminderHorizonDays(settings: ReminderSettings): number {
  const days = REMINDER_WHICH.filter((which) => settings[which].enabled && settings[which].amount > 0).map((which) => {
    const { amount, unit } = settings[which];
    return unit === 'days' ? amount : Math.ceil(amount / 24);
  });
  return Math.max(0, ...days) + 2;
}
