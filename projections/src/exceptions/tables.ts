import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/** Read tables of the 'exceptions' projector: the exceptions as entered, and their expanded occurrences. */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface ScheduleExceptionsTable {
  id: number;
  employee_id: number;
  is_working: boolean;
  /** The spec's Event, as stored in the event (local dates, 24 h times, RecurringPattern with its RRULE). */
  event: ColumnType<unknown, string, string>;
  time_zone: string;
  is_deleted: boolean;
  updated_at: Timestamp;
}

/**
 * One row per occurrence: what scheduling asks ("is this stylist off at this instant?"). Local wall
 * times for the calendar, UTC instants for overlap queries.
 */
export interface ScheduleExceptionOccurrencesTable {
  exception_id: number;
  employee_id: number;
  is_working: boolean;
  is_all_day: boolean;
  title: string;
  local_start: string;
  local_end: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface ExceptionsTables {
  schedule_exceptions: ScheduleExceptionsTable;
  schedule_exception_occurrences: ScheduleExceptionOccurrencesTable;
}

export const EXCEPTIONS_TABLES = ['schedule_exceptions', 'schedule_exception_occurrences'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS schedule_exceptions (
    id integer PRIMARY KEY,
    employee_id integer NOT NULL,
    is_working boolean NOT NULL,
    event jsonb NOT NULL,
    time_zone text NOT NULL,
    is_deleted boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS schedule_exceptions_employee ON schedule_exceptions (employee_id)`,
  `CREATE TABLE IF NOT EXISTS schedule_exception_occurrences (
    exception_id integer NOT NULL,
    employee_id integer NOT NULL,
    is_working boolean NOT NULL,
    is_all_day boolean NOT NULL,
    title text NOT NULL,
    local_start text NOT NULL,
    local_end text NOT NULL,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    PRIMARY KEY (exception_id, starts_at)
  )`,
  `CREATE INDEX IF NOT EXISTS schedule_exception_occurrences_employee ON schedule_exception_occurrences (employee_id, starts_at)`,
];

export async function createExceptionsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
