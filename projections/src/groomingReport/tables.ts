import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

type Timestamp = ColumnType<Date, string | Date, string | Date>;

/** Each completed appointment's grooming report, the latest written (the 'groomingReport' projector). */
export interface GroomingReportsTable {
  appointment_id: number;
  note: string;
  /** Business-local 'YYYY-MM-DD', or null. */
  next_suggested_date: string | null;
  /** The photos visible to the customer when it was written (`<sha256>.<ext>`). */
  photos: string[];
  written_at: Timestamp;
}

export interface GroomingReportTables {
  grooming_reports: GroomingReportsTable;
}

export const GROOMING_REPORT_TABLES = ['grooming_reports'] as const;

export async function createGroomingReportTables(tx: SqlExecutor): Promise<void> {
  await tx.query(`CREATE TABLE IF NOT EXISTS grooming_reports (
    appointment_id integer PRIMARY KEY,
    note text NOT NULL,
    next_suggested_date text NULL,
    photos text[] NOT NULL,
    written_at timestamptz NOT NULL
  )`);
}
