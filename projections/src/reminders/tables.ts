import type { SqlExecutor } from '@pawroute/platform';

/**
 * Read tables of the 'reminders' projector (docs/TEXTS.md "Reminders"): every appointment with a date
 * and start, when it was booked or last moved (REM-PAST), its status; what became of each reminder
 * (sent, or skipped and why: no phone, opted out, dismissed); and the reminder settings. When each
 * reminder is due is computed from these by the domain's remindersDue, with the business's time zone.
 */
export interface ReminderAppointmentsTable {
  appointment_id: number;
  customer_id: number;
  date: string | null;
  start_time: string | null;
  changed_at: Date;
  status: string;
}
export interface ReminderOutcomesTable {
  appointment_id: number;
  which: 'first' | 'second';
  starts_at: string;
  state: 'sent' | 'skipped';
  reason: string | null;
  at: Date;
}
export interface ReminderSettingsTable {
  id: number;
  settings: unknown;
}
export interface RemindersTables {
  reminder_appointments: ReminderAppointmentsTable;
  reminder_outcomes: ReminderOutcomesTable;
  reminder_settings: ReminderSettingsTable;
}

export const REMINDERS_TABLES = ['reminder_appointments', 'reminder_outcomes', 'reminder_settings'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS reminder_appointments (
    appointment_id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    date text NULL,
    start_time text NULL,
    changed_at timestamptz NOT NULL,
    status text NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS reminder_appointments_date ON reminder_appointments (date)`,
  `CREATE TABLE IF NOT EXISTS reminder_outcomes (
    appointment_id integer NOT NULL,
    which text NOT NULL,
    starts_at text NOT NULL,
    state text NOT NULL,
    reason text NULL,
    at timestamptz NOT NULL,
    PRIMARY KEY (appointment_id, which, starts_at)
  )`,
  `CREATE TABLE IF NOT EXISTS reminder_settings (id integer PRIMARY KEY, settings jsonb NOT NULL)`,
];

export async function createRemindersTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
