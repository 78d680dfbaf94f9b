import { DAY_MINUTES, subtract, toMinutes, union, type Stretch } from './minutes';

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

/** A schedule exception occurrence as exceptions/getAll lists it: local 'YYYY-MM-DDTHH:mm'. */
export interface ExceptionOnDay {
  isWorking: boolean;
  isAllDay: boolean;
  start: string;
  end: string;
}

/** One stretch of working time and the minute its slot grid counts from. */
export interface WorkingStretch extends Stretch {
  gridFrom: number;
}

export interface StylistDay {
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
 */
export function exceptionHoursOn(exception: ExceptionOnDay, date: string): Stretch | null {
  const firstDay = exception.start.slice(0, 10);
  const lastDay = exception.end.slice(0, 10);
  if (date < firstDay || date > lastDay) return null;
  if (exception.isAllDay) return { start: 0, end: DAY_MINUTES };
  const start = toMinutes(exception.start.slice(11, 16));
  const end = toMinutes(exception.end.slice(11, 16));
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/**
 * MONEY-AND-SCHEDULE-RULES.md "Schedule", the stylist's day: workDayStartTime to workDayEndTime on the
 * days they work (without an end time it ends petsPerDay × minutesPerPet after the start); an exception
 * with isWorking false takes its hours out, one with isWorking true adds working hours whose grid starts
 * at the exception's start.
 */
export function stylistDay(stylist: StylistHours, date: string, exceptions: readonly ExceptionOnDay[]): StylistDay {
  const worksWeekday = stylist[WEEKDAY_FLAGS[weekdayOf(date)]!];
  const start = stylist.workDayStartTime === null ? null : toMinutes(stylist.workDayStartTime);
  const givenEnd = stylist.workDayEndTime === null ? null : toMinutes(stylist.workDayEndTime);
  const end = givenEnd ?? (start === null ? null : Math.min(DAY_MINUTES, start + stylist.petsPerDay * stylist.minutesPerPet));
  const usual: WorkingStretch[] = worksWeekday && start !== null && end !== null && end > start ? [{ start, end, gridFrom: start }] : [];

  const off: Stretch[] = [];
  const extra: WorkingStretch[] = [];
  for (const exception of exceptions) {
    const hours = exceptionHoursOn(exception, date);
    if (!hours) continue;
    if (exception.isWorking) extra.push({ ...hours, gridFrom: hours.start });
    else off.push(hours);
  }
  const usualLeft = subtract(usual, off).map((s) => ({ ...s, gridFrom: usual[0]!.gridFrom }));
  return {
    worksWeekday,
    hours: union([...usual, ...extra]),
    stretches: union([...usualLeft, ...extra]),
    grids: [...usualLeft, ...extra],
    off: union(off),
  };
}
