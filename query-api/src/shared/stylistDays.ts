import { stylistDay, type ExceptionEvent, type ExceptionOnDay, type StylistDay } from '@pawroute/domain';
import { expandOccurrences } from '@pawroute/domain/recurrence';
import { readModelStamp, type SqlExecutor } from '@pawroute/platform';
import { readBlockingPairs, readStylistOptions, type StylistOptionRow } from '@pawroute/projections';
import { weeklyShiftDays } from './fastForward';
import { addDays, daysBetween } from './localTime';
import { readModelScope } from './readModelScope';
import { StampedMemo } from './stampedMemo';

/**
 * The stylists (getOptions' stylists: hours, limits, eligibility facts) and each one's day on `date`
 * (domain stylistDay), with their schedule exceptions read from the exceptions read model and expanded
 * in the business time zone (domain/src/exceptions/expand.ts), as the write side does for a booking.
 * "No longer working" is judged on `date`: a stylist who leaves later still worked that day.
 */
export interface StylistDays {
  stylists: StylistOptionRow[];
  days: Record<number, StylistDay>;
}

interface ExceptionRow {
  employee_id: number;
  is_working: boolean;
  /** The exception as stored (jsonb as text): the key of its expansions too. */
  event: string;
  time_zone: string;
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

/**
 * Expansions already made, by time zone, date and the exception's stored text. Expanding a recurrence is
 * most of a stylist day's CPU, and the day itself is recomputed whenever any of its read models moves (a
 * pet's details change at every completion: the users table's projector), while the exceptions
 * themselves almost never change. An edited exception has a new text, so it is a new key; the oldest
 * keys go first.
 */
const expansions = new Map<string, readonly ExceptionOnDay[]>();
const MAX_EXPANSIONS = 5_000;

function occurrencesOfStored(eventText: string, timeZone: string, date: string): readonly ExceptionOnDay[] {
  const key = `${timeZone}|${date}|${eventText}`;
  const kept = expansions.get(key);
  if (kept) return kept;
  const found = Object.freeze(occurrencesOn(JSON.parse(eventText) as ExceptionEvent, timeZone, date).map((o) => Object.freeze(o)));
  expansions.set(key, found);
  if (expansions.size > MAX_EXPANSIONS) expansions.delete(expansions.keys().next().value!);
  return found;
}

/** The occurrences of one exception that touch `date` (a multi-day one may start up to its span before). */
function occurrencesOn(event: ExceptionEvent, timeZone: string, date: string): ExceptionOnDay[] {
  if (event.startDate > date && (event.RecurringPattern?.startDate ?? event.startDate) > date) return [];
  if (!event.isRecurring && event.endDate < date) return [];
  const span = Math.max(0, daysBetween(event.startDate, event.endDate));
  const from = addDays(date, -span);
  return expandOccurrences(nearWindow(event, from), timeZone, { from, until: date }).map((o) => ({
    start: o.start,
    end: o.end,
    isWorking: false,
    isAllDay: event.isAllDay,
  }));
}

export async function readExceptionsOn(db: SqlExecutor, employeeIds: readonly number[], date: string): Promise<Map<number, ExceptionOnDay[]>> {
  const byEmployee = new Map<number, ExceptionOnDay[]>();
  if (employeeIds.length === 0) return byEmployee;
  const { rows } = await db.query<ExceptionRow>(
    `SELECT employee_id, is_working, event::text AS event, time_zone FROM schedule_exceptions
      WHERE NOT is_deleted AND employee_id = ANY($1::int[]) ORDER BY id`,
    [[...employeeIds]],
  );
  for (const row of rows) {
    const found = occurrencesOfStored(row.event, row.time_zone, date).map((o) => ({ ...o, isWorking: row.is_working }));
    if (found.length === 0) continue;
    const employeeId = Number(row.employee_id);
    byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), ...found]);
  }
  return byEmployee;
}

/** What every stylist's day is made of (readStylistOptions' tables and the exceptions), and the blocking complaints. */
export const STYLIST_DAYS_SCOPE = readModelScope('users', 'employees', 'stylist_details', 'stylist_breed_restrictions', 'schedule_exceptions', 'complaints');

/** A date's stylists and their days, with the blocking complaints (open slots and conflict checks judge by them). */
export interface SchedulingDay extends StylistDays {
  blocking: { customerId: number; employeeId: number }[];
}

/**
 * Every stylist's day on a date, kept per database and date while those read models stand still: the
 * open slots and the day schedule ask for the same few dates hundreds of times a second, and each
 * computation is three queries and the expansion of every exception's recurrence.
 */
const memos = new WeakMap<SqlExecutor, StampedMemo<SchedulingDay>>();

async function readWholeDay(db: SqlExecutor, date: string): Promise<SchedulingDay> {
  const [stylists, blocking] = await Promise.all([readStylistOptions(db, date), readBlockingPairs(db)]);
  const exceptions = await readExceptionsOn(db, stylists.map((s) => s.ID), date);
  const days: Record<number, StylistDay> = {};
  for (const stylist of stylists) days[stylist.ID] = stylistDay(stylist, date, exceptions.get(stylist.ID) ?? []);
  return { stylists, days, blocking };
}

/**
 * Every stylist's day on `date` and the blocking complaints. `knownStamp`: STYLIST_DAYS_SCOPE's stamp,
 * already read for this request (queryRoute's memoScope); else read here.
 */
export async function readSchedulingDay(db: SqlExecutor, date: string, knownStamp: string | null = null): Promise<SchedulingDay> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new StampedMemo<SchedulingDay>()));
  const stamp = knownStamp ?? (await readModelStamp(db, STYLIST_DAYS_SCOPE));
  return memo.get(date, stamp, () => readWholeDay(db, date));
}

/** `only`: just these stylists (a stylist's own schedule); null: every stylist. */
export async function readStylistDays(db: SqlExecutor, date: string, only: readonly number[] | null = null): Promise<StylistDays> {
  const all = await readSchedulingDay(db, date);
  if (only === null) return { stylists: all.stylists, days: all.days };
  const stylists = all.stylists.filter((s) => only.includes(s.ID));
  const days: Record<number, StylistDay> = {};
  for (const stylist of stylists) days[stylist.ID] = all.days[stylist.ID]!;
  return { stylists, days };
}
