import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/** Read table of the 'bookingRequests' projector (docs/RULES.md OB-REQUEST). */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface BookingRequestsTable {
  id: number;
  customer_id: number;
  customer_user_id: number;
  estimate_id: number;
  pet_ids: number[];
  employee_id: number | null;
  appointment_date: string | null;
  start_time: string | null;
  note: string;
  new_client: boolean;
  outside_area: boolean;
  status: string;
  reason: string | null;
  appointment_id: number | null;
  requested_at: Timestamp;
  answered_at: Timestamp | null;
}

export interface BookingRequestsTables {
  booking_requests: BookingRequestsTable;
}

export const BOOKING_REQUESTS_TABLES = ['booking_requests'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS booking_requests (
    id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    customer_user_id integer NOT NULL,
    estimate_id integer NOT NULL,
    pet_ids integer[] NOT NULL,
    employee_id integer NULL,
    appointment_date text NULL,
    start_time text NULL,
    note text NOT NULL,
    new_client boolean NOT NULL,
    outside_area boolean NOT NULL,
    status text NOT NULL,
    reason text NULL,
    appointment_id integer NULL,
    requested_at timestamptz NOT NULL,
    answered_at timestamptz NULL
  )`,
  // The office's list, newest first; the navigation's count of open ones; a customer's own.
  `CREATE INDEX IF NOT EXISTS booking_requests_newest ON booking_requests (requested_at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS booking_requests_open ON booking_requests (status) WHERE status = 'open'`,
  `CREATE INDEX IF NOT EXISTS booking_requests_customer ON booking_requests (customer_user_id)`,
];

export async function createBookingRequestsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
