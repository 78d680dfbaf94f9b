import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * Standing (recurring) appointments, folded by the 'appointments' projector from the `Standing-<id>`
 * streams (domain/src/standings/events.ts). `event` is the standing's Event as the stream holds it
 * (RecurringPattern with its RRULE); `start_date`/`end_date` copy its pattern's bounds so a read can
 * skip standings that cannot fall on a date before expanding them. Dates and times are business-local.
 */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface StandingsTable {
  /** = the standing request's appointment id (docs/APPOINTMENTS.md "Standing id"). */
  standing_id: number;
  appointment_id: number;
  customer_id: number;
  customer_user_id: number | null;
  estimate_id: number;
  employee_id: number;
  /** 'HH:MM' */
  start_time: string;
  end_time: string;
  event: ColumnType<unknown, string, string>;
  time_zone: string;
  /** 'YYYY-MM-DD'; end_date null for open-ended. */
  start_date: string;
  end_date: string | null;
  is_deleted: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A placeholder date that became a real appointment ('Create Instance'). */
export interface StandingInstancesTable {
  standing_id: number;
  date: string;
  appointment_id: number;
}

export interface StandingsTables {
  standings: StandingsTable;
  standing_instances: StandingInstancesTable;
}

export const STANDINGS_TABLES = ['standings', 'standing_instances'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS standings (
    standing_id integer PRIMARY KEY,
    appointment_id integer NOT NULL,
    customer_id integer NOT NULL,
    customer_user_id integer NULL,
    estimate_id integer NOT NULL,
    employee_id integer NOT NULL,
    start_time text NOT NULL,
    end_time text NOT NULL,
    event jsonb NOT NULL,
    time_zone text NOT NULL,
    start_date text NOT NULL,
    end_date text NULL,
    is_deleted boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  // The day schedule expands only the standings that can fall on its date.
  `CREATE INDEX IF NOT EXISTS standings_live_dates ON standings (start_date, end_date) WHERE NOT is_deleted`,
  `CREATE INDEX IF NOT EXISTS standings_customer ON standings (customer_user_id) WHERE NOT is_deleted`,
  `CREATE INDEX IF NOT EXISTS standings_appointment ON standings (appointment_id)`,
  `CREATE TABLE IF NOT EXISTS standing_instances (
    standing_id integer NOT NULL,
    date text NOT NULL,
    appointment_id integer NOT NULL,
    PRIMARY KEY (standing_id, date)
  )`,
];

/** Unqualified names: the runner's search_path decides the schema (live or a rebuild's side schema). */
export async function createStandingsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
