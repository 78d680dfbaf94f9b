import type { Occurrence } from '../../exceptions';
import { DAY_END, subtract, toMinutes, union, type Stretch } from './minutes';

/** What the stylist's day needs of their employee and stylist details (getOptions' StylistOption has it). */
export interface StylistHours {
  workDayStartTime: string | null;
  workDayEndTime: string | null;
  worksSunday: boolean;
  worksMonday: boolean;
  worksTuesday: boolean;
  worksWednesday: boolean;
  worksThursday: boolean;
  worksFriday: boolean;
  worksSaturday: boolean;
  petsPerDay: number;
  minutesPerPet: number;
}

/**
 * A schedule exception occurrence as domain/src/exceptions/expand.ts produces it (local
 * 'YYYY-MM-DDTHH:mm' start and end, in the business time zone) with its exception's isWorking and its
 * event's isAllDay.
 */
export interface ExceptionOnDay extends Pick<Occurrence, 'start' | 'end'> {
  isWorking: boolean;
  isAllDay: boolean;
}

/** One stretch of working time and the minute its slot grid counts from. */
export interface WorkingStretch extends Stretch {
  gridFrom: number;
}

export interface StylistDay {
  /** The local date, 'YYYY-MM-DD'. */
  date: string;
  /** The stylist's slot grid and daily pet limit, carried for conflicts and open slots. */
  minutesPerPet: number;
  petsPerDay: number;
  /** Whether the date is one of the stylist's weekdays (eligibility's 'weekday' warning). */
  worksWeekday: boolean;
  /** The usual hours plus extra working hours, before time off is taken out (what "outside hours" means). */
  hours: Stretch[];
  /** Joined working time: the usual hours minus time off plus extra working hours. */
  stretches: Stretch[];
  /** Where slots may start: each source of working time with its own grid origin. */
  grids: WorkingStretch[];
  /** Time taken out by exceptions with isWorking false. */
  off: Stretch[];
}

const WEEKDAY_FLAGS = ['worksSunday', 'worksMonday', 'worksTuesday', 'worksWednesday', 'worksThursday', 'worksFriday', 'worksSaturday'] as const;

/** 'YYYY-MM-DD' to 0 (Sunday) .. 6 (Saturday): a calendar fact, no time zone involved. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The hours of one exception occurrence on `date`: all-day is the whole day (12:00 AM–11:59 PM, part 2
 * §5.7); a timed one spanning several days repeats its hours on each of them (the rules' "Schedule").
 * Hours that end before they start (a 6:00 PM–8:00 AM trip) run past midnight: the evening on every day
 * but the last, the morning on every day but the first.
 */
export function exceptionHoursOn(exception: ExceptionOnDay, date: string): Stretch[] {
  const firstDay = exception.start.slice(0, 10);
  const lastDay = exception.end.slice(0, 10);
  if (date < firstDay || date > lastDay) return [];
  if (exception.isAllDay) return [{ start: 0, end: DAY_END }];
  const start = toMinutes(exception.start.slice(11, 16));
  const end = toMinutes(exception.end.slice(11, 16));
  if (start === null || end === null || start === end) return [];
  if (start < end) return [{ start, end }];
  const parts: Stretch[] = [];
  if (date > firstDay) parts.push({ start: 0, end });
  if (date < lastDay) parts.push({ start, end: DAY_END });
  return parts;
}

/**
 * docs/RULES.md "Schedule", the stylist's day: workDayStartTime to workDayEndTime on the
 * days they work (without an end time it ends petsPerDay × minutesPerPet after the start, at most at
 * 11:59 PM); an exception with isWorking false takes its hours out, one with isWorking true adds working
 * hours whose grid starts at the exception's start. Hours are wall-clock minutes of the local date, so a
 * 23- or 25-hour daylight-saving day keeps 8:00–17:00 as it reads on the clock.
 */
export function stylistDay(stylist: StylistHours, date: string, exceptions: readonly ExceptionOnDay[]): StylistDay {
  const worksWeekday = stylist[WEEKDAY_FLAGS[weekdayOf(date)]!];
  const start = stylist.workDayStartTime === null ? null : toMinutes(stylist.workDayStartTime);
  const givenEnd = stylist.workDayEndTime === null ? null : toMinutes(stylist.workDayEndTime);
  const end = givenEnd ?? (start === null ? null : Math.min(DAY_END, start + stylist.petsPerDay * stylist.minutesPerPet));
  const usual: WorkingStretch[] = worksWeekday && start !== null && end !== null && end > start ? [{ start, end, gridFrom: start }] : [];

  const off: Stretch[] = [];
  const extra: WorkingStretch[] = [];
  // The rules' "Schedule": an all-day exception that adds working hours gives the stylist's usual day on
  // that date (stored 12:00 AM–11:59 PM, read as their own hours), not slots around the clock.
  const usualHours: Stretch | null = start !== null && end !== null && end > start ? { start, end } : null;
  for (const exception of exceptions) {
    const hoursOnDate = exceptionHoursOn(exception, date);
    // (A stylist with no usual start time keeps the stored whole day.)
    if (exception.isWorking && exception.isAllDay && usualHours) {
      if (hoursOnDate.length > 0) extra.push({ ...usualHours, gridFrom: usualHours.start });
      continue;
    }
    for (const hours of hoursOnDate) {
      if (exception.isWorking) extra.push({ ...hours, gridFrom: hours.start });
      else off.push(hours);
    }
  }
  const usualLeft = subtract(usual, off).map((s) => ({ ...s, gridFrom: usual[0]!.gridFrom }));
  return {
    date,
    minutesPerPet: stylist.minutesPerPet,
    petsPerDay: stylist.petsPerDay,
    worksWeekday,
    hours: union([...usual, ...extra]),
    stretches: union([...usualLeft, ...extra]),
    grids: [...usualLeft, ...extra],
    off: union(off),
  };
}

/**
 * Whether the stylist works on the day's date (SCH-DAY, SCH-EXC): one of their weekdays, or a day an
 * exception gives working hours (a Saturday "All day, Working" exception is their working day, so
 * eligibility does not warn 'weekday' and a conflict outside its hours is 'outsideHours').
 */
export const worksOnDate = (day: StylistDay): boolean => day.worksWeekday || day.hours.length > 0;

/** SCH-SLOTS: where slots may start, minutesPerPet apart from each grid's origin, inside its stretch, ascending. */
export function slotStarts(day: StylistDay): number[] {
  const starts = new Set<number>();
  if (day.minutesPerPet <= 0) return [];
  for (const grid of day.grids) {
    for (let start = grid.gridFrom; start < grid.end; start += day.minutesPerPet) if (start >= grid.start) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}
