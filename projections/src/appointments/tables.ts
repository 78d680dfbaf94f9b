import type { ColumnType } from 'kysely';
import { APPOINTMENT_PAYMENTS_DDL } from './payments';
import type { SqlExecutor } from '@pawroute/platform';
import { createStandingsTables, STANDINGS_TABLES, type StandingsTables } from '../standings';

/**
 * The read tables of the 'appointments' projector (docs/APPOINTMENTS.md "Reads"). A row keeps what the
 * Appointment stream says; the customer's name and rating, the stylist's name, the pets and the address
 * are joined at read time from the customers, estimates and comments read models (rows.ts), so this
 * projector depends on no other projector's progress. `customer_user_id` is copied (from
 * CustomerCreated, into `appointment_customers`) because pushes and customer reads are addressed by it.
 * Dates are business-local 'YYYY-MM-DD', times 'HH:MM'.
 */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface AppointmentsTable {
  id: number;
  estimate_id: number;
  customer_id: number;
  customer_user_id: number | null;
  status: string;
  status_id: number;
  conflicts: ColumnType<string[], string, string>;
  employee_id: number | null;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  is_standing: boolean;
  standing_id: number | null;
  initial_comment: string | null;
  last_comment: string | null;
  time_started: Timestamp | null;
  time_ended: Timestamp | null;
  stylist_en_route_at: Timestamp | null;
  created_by_user_id: number | null;
  date_added: Timestamp;
  updated_at: Timestamp;
  is_deleted: boolean;
}

/** customer record -> its user (CustomerCreated). */
export interface AppointmentCustomersTable {
  customer_id: number;
  user_id: number;
}

export interface AppointmentPicturesTable {
  appointment_id: number;
  name: string;
  visible_to_customer: boolean;
  added_at: Timestamp;
}

/** AppointmentRated: one per appointment; feeds the customer's average rating with the customer ratings. */
export interface AppointmentRatingsTable {
  appointment_id: number;
  customer_user_id: number | null;
  rating: number;
  comment: string;
  rater_user_id: number | null;
  rated_at: Timestamp;
}

/** Each customer's last completed appointment date (outstanding balances pick customers by it). */
export interface AppointmentLastSeenTable {
  customer_id: number;
  last_seen: string;
}

export interface AppointmentsTables extends StandingsTables {
  appointments: AppointmentsTable;
  appointment_last_seen: AppointmentLastSeenTable;
  appointment_customers: AppointmentCustomersTable;
  appointment_pictures: AppointmentPicturesTable;
  appointment_ratings: AppointmentRatingsTable;
}

export const APPOINTMENTS_TABLES = ['appointments', 'appointment_last_seen', 'appointment_customers', 'appointment_pictures', 'appointment_ratings', 'appointment_payments', ...STANDINGS_TABLES] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS appointments (
    id integer PRIMARY KEY,
    estimate_id integer NOT NULL,
    customer_id integer NOT NULL,
    customer_user_id integer NULL,
    status text NOT NULL,
    status_id integer NOT NULL,
    conflicts jsonb NOT NULL DEFAULT '[]'::jsonb,
    employee_id integer NULL,
    date text NULL,
    start_time text NULL,
    end_time text NULL,
    is_standing boolean NOT NULL DEFAULT false,
    standing_id integer NULL,
    initial_comment text NULL,
    last_comment text NULL,
    time_started timestamptz NULL,
    time_ended timestamptz NULL,
    stylist_en_route_at timestamptz NULL,
    created_by_user_id integer NULL,
    date_added timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    is_deleted boolean NOT NULL DEFAULT false
  )`,
  // The day schedule and history (a date, optionally one stylist).
  `CREATE INDEX IF NOT EXISTS appointments_date_employee ON appointments (date, employee_id) WHERE NOT is_deleted`,
  // The waiting list and service issues (a few statuses, oldest first; the rating order is computed on that small set).
  `CREATE INDEX IF NOT EXISTS appointments_status ON appointments (status_id, date_added) WHERE NOT is_deleted`,
  `CREATE INDEX IF NOT EXISTS appointments_customer_date ON appointments (customer_user_id, date) WHERE NOT is_deleted`,
  `CREATE INDEX IF NOT EXISTS appointments_employee_date ON appointments (employee_id, date) WHERE NOT is_deleted`,
  `CREATE INDEX IF NOT EXISTS appointments_estimate ON appointments (estimate_id)`,
  `CREATE INDEX IF NOT EXISTS appointments_standing ON appointments (standing_id) WHERE standing_id IS NOT NULL`,
  // Outstanding balances: each owing customer's last completed appointment (without it, a scan per customer).
  `CREATE INDEX IF NOT EXISTS appointments_customer_completed ON appointments (customer_id, date DESC) WHERE status = 'completed' AND NOT is_deleted`,
  // Outstanding balances by date: the customers whose last completed appointment falls in a range.
  `CREATE TABLE IF NOT EXISTS appointment_last_seen (
    customer_id integer PRIMARY KEY,
    last_seen text NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS appointment_last_seen_date ON appointment_last_seen (last_seen)`,
  `CREATE TABLE IF NOT EXISTS appointment_customers (
    customer_id integer PRIMARY KEY,
    user_id integer NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS appointment_pictures (
    appointment_id integer NOT NULL,
    name text NOT NULL,
    visible_to_customer boolean NOT NULL,
    added_at timestamptz NOT NULL,
    PRIMARY KEY (appointment_id, name)
  )`,
  `CREATE TABLE IF NOT EXISTS appointment_ratings (
    appointment_id integer PRIMARY KEY,
    customer_user_id integer NULL,
    rating integer NOT NULL,
    comment text NOT NULL,
    rater_user_id integer NULL,
    rated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS appointment_ratings_customer ON appointment_ratings (customer_user_id)`,
];

/** Unqualified names: the runner's search_path decides the schema (live or a rebuild's side schema). */
export async function createAppointmentsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of [...DDL, ...APPOINTMENT_PAYMENTS_DDL]) await tx.query(statement);
  await createStandingsTables(tx);
}
