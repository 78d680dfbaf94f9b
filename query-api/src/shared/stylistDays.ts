import { stylistDay, type ExceptionEvent, type ExceptionOnDay, type StylistDay } from '@pawroute/domain';
import { occurrencesOnDay } from '@pawroute/domain/recurrence';
import { readModelStamp, stampPart, type SqlExecutor } from '@pawroute/platform';
import { readBlockingPairs, readStylistRecords, stylistOptionsOn, type StylistOptionRow, type StylistRecord } from '@pawroute/projections';
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

interface StoredException {
  employeeId: number;
  isWorking: boolean;
  event: ExceptionEvent;
  /** The event as stored: the key of its kept expansions. */
  stored: string;
  timeZone: string;
}

async function readStoredExceptions(db: SqlExecutor): Promise<StoredException[]> {
  // Asked first rather than caught as the query's error, which would abort a caller's transaction.
  const { rows: exists } = await db.query<{ t: string | null }>(`SELECT to_regclass('schedule_exceptions')::text AS t`);
  if (!exists[0]?.t) return []; // before the projector made its table
  const { rows } = await db.query<ExceptionRow>(
    `SELECT employee_id, is_working, event::text AS event, time_zone FROM schedule_exceptions WHERE NOT is_deleted ORDER BY id`,
  );
  return rows.map((row) => ({
    employeeId: Number(row.employee_id),
    isWorking: row.is_working,
    event: JSON.parse(row.event) as ExceptionEvent,
    stored: row.event,
    timeZone: row.time_zone,
  }));
}

/** Each stylist's exceptions touching `date`, expanded (occurrencesOnDay keeps the expansions by the stored text). */
function exceptionsOn(exceptions: readonly StoredException[], employeeIds: ReadonlySet<number>, date: string): Map<number, ExceptionOnDay[]> {
  const byEmployee = new Map<number, ExceptionOnDay[]>();
  for (const exception of exceptions) {
    if (!employeeIds.has(exception.employeeId)) continue;
    const found = occurrencesOnDay(exception.event, exception.timeZone, date, exception.stored).map((o) => ({ ...o, isWorking: exception.isWorking }));
    if (found.length === 0) continue;
    byEmployee.set(exception.employeeId, [...(byEmployee.get(exception.employeeId) ?? []), ...found]);
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
 * The scope's three parts, each read once and kept while its own projectors stand still: the stylists
 * (the users table moves with every pet's change, as a completion makes), the exceptions and the
 * blocking complaints. One stamp read (with the session, for the open slots) tells which part moved, so
 * a pet's change rereads the stylists once, not every date's stylists, exceptions and complaints.
 */
const STYLISTS = readModelScope('users', 'employees', 'stylist_details', 'stylist_breed_restrictions').projectors;
const EXCEPTIONS = readModelScope('schedule_exceptions').projectors;
const BLOCKING = readModelScope('complaints').projectors;

interface Memos {
  stylists: StampedMemo<StylistRecord[]>;
  exceptions: StampedMemo<StoredException[]>;
  blocking: StampedMemo<{ customerId: number; employeeId: number }[]>;
  /** Every stylist's day, per date: computed from the parts, no queries. */
  days: StampedMemo<SchedulingDay>;
}
const memos = new WeakMap<SqlExecutor, Memos>();

function memosOf(db: SqlExecutor): Memos {
  let kept = memos.get(db);
  if (!kept) memos.set(db, (kept = { stylists: new StampedMemo(1), exceptions: new StampedMemo(1), blocking: new StampedMemo(1), days: new StampedMemo() }));
  return kept;
}

/**
 * Every stylist's day on `date` and the blocking complaints. `knownStamp`: STYLIST_DAYS_SCOPE's stamp,
 * already read for this request (queryRoute's memoScope); else read here.
 */
export async function readSchedulingDay(db: SqlExecutor, date: string, knownStamp: string | null = null): Promise<SchedulingDay> {
  const memo = memosOf(db);
  const stamp = knownStamp ?? (await readModelStamp(db, STYLIST_DAYS_SCOPE));
  return memo.days.get(date, stamp, async () => {
    const [records, exceptions, blocking] = await Promise.all([
      memo.stylists.get('all', stampPart(stamp, STYLISTS), () => readStylistRecords(db)),
      memo.exceptions.get('all', stampPart(stamp, EXCEPTIONS), () => readStoredExceptions(db)),
      memo.blocking.get('all', stampPart(stamp, BLOCKING), () => readBlockingPairs(db)),
    ]);
    const stylists = stylistOptionsOn(records, date);
    const onDay = exceptionsOn(exceptions, new Set(stylists.map((s) => s.ID)), date);
    const days: Record<number, StylistDay> = {};
    for (const stylist of stylists) days[stylist.ID] = stylistDay(stylist, date, onDay.get(stylist.ID) ?? []);
    return { stylists, days, blocking: [...blocking] };
  });
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
