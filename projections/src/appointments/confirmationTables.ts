import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

type Timestamp = ColumnType<Date, string | Date, string | Date>;

/**
 * The confirmation board's facts per appointment: its last confirmation mail and the last
 * visit of a link. The appointment's date, time and status are joined at read time from `appointments`
 * (another projector's table), so neither projector waits for the other.
 */
export interface AppointmentConfirmationsTable {
  appointment_id: number;
  sent_at: Timestamp | null;
  /** The placing the last mail was for (a moved appointment is not "sent" any more). */
  sent_for_date: string | null;
  sent_for_time: string | null;
  sent_to: string | null;
  sent_by_user_id: number | null;
  send_count: number;
  opened_at: Timestamp | null;
}

export interface AppointmentConfirmationsTables {
  appointment_confirmations: AppointmentConfirmationsTable;
}

export const APPOINTMENT_CONFIRMATIONS_TABLES = ['appointment_confirmations'] as const;

export async function createAppointmentConfirmationsTables(tx: SqlExecutor): Promise<void> {
  await tx.query(`CREATE TABLE IF NOT EXISTS appointment_confirmations (
    appointment_id integer PRIMARY KEY,
    sent_at timestamptz NULL,
    sent_for_date text NULL,
    sent_for_time text NULL,
    sent_to text NULL,
    sent_by_user_id integer NULL,
    send_count integer NOT NULL DEFAULT 0,
    opened_at timestamptz NULL
  )`);
}
