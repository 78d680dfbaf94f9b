import { REMINDER_WHICH, STATUS_SET_BY_EVENT, reminderMailedSchema, reminderSettingsChangedSchema, reminderSkippedSchema, textSentSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { rowsByKey } from '../runner/rowsByKey';
import { createRemindersTables, REMINDERS_TABLES } from './tables';

export const REMINDERS_EVENT_TYPES = [
  'AppointmentCreated',
  'AppointmentUpdated',
  'AppointmentScheduled',
  'AppointmentConfirmed',
  'AppointmentRescheduled',
  'AppointmentCancelled',
  'AppointmentStarted',
  'AppointmentServiceIssueCreated',
  'AppointmentServiceIssueResolved',
  'AppointmentStandingRequested',
  'AppointmentCompleted',
  'AppointmentDeleted',
  'TextSent',
  'ReminderSkipped',
  'ReminderMailed',
  'ReminderSettingsChanged',
] as const;

/** 'reminder-<appointmentId>-<which>-<startsAt>' (reminderKey) back to its parts. */
function parseReminderKey(messageId: string): { appointmentId: number; which: string; startsAt: string } | null {
  const m = /^reminder-(\d+)-(first|second)-(.+)$/.exec(messageId);
  return m ? { appointmentId: Number(m[1]), which: m[2]!, startsAt: m[3]! } : null;
}

/** A reminder_appointments row as the fold keeps it (changed_at as PostgreSQL's text, so it goes back unchanged). */
export interface AppointmentRow {
  appointment_id: number;
  customer_id: number;
  date: string | null;
  start_time: string | null;
  changed_at: string;
  status: string;
}
const APPOINTMENT_COLUMNS = ['appointment_id', 'customer_id', 'date', 'start_time', 'changed_at', 'status'] as const satisfies readonly (keyof AppointmentRow)[];

interface OutcomeRow {
  appointment_id: number;
  which: string;
  starts_at: string;
  state: 'sent' | 'skipped';
  reason: string | null;
  at: string;
}
const OUTCOME_COLUMNS = ['appointment_id', 'which', 'starts_at', 'state', 'reason', 'at'] as const satisfies readonly (keyof OutcomeRow)[];

const appointmentIdOf = (stream: string): number => Number(stream.replace(/^Appointment-/, ''));
const isAppointmentEvent = (type: string) => type.startsWith('Appointment');

/**
 * The Reminders page and the reminder sender's candidates (docs/TEXTS.md "Reminders"): which
 * appointments are ahead, when each was booked or moved, and what became of their reminders. Pushes
 * { scope: 'reminders' } to staff when a reminder is sent or skipped, or an appointment changes.
 *
 * A batch is folded in memory and written with a few set-based statements, whatever its size (a
 * rebuild hands it 10,000 events): the appointments it touches are read once (their rows, or none),
 * each event moves its appointment's row as the statement of its own would have (foldReminderEvent),
 * and the rows that moved are written back in one upsert, the deleted ones in one delete. Outcomes need
 * no read: a sent reminder overwrites its row and a skip only fills an empty one, so per reminder the
 * last sending wins, or else the first skip.
 */
export const remindersProjector: Projector = {
  name: 'reminders',
  version: 1,
  eventTypes: REMINDERS_EVENT_TYPES,
  tables: REMINDERS_TABLES,
  createTables: (tx: Transaction) => createRemindersTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const appointmentIds = new Set<number>();
    for (const event of events) if (isAppointmentEvent(event.type)) appointmentIds.add(appointmentIdOf(event.stream));
    const appointments = new Map<number, AppointmentRow | null>([...appointmentIds].map((id) => [id, null]));
    for (const row of await rowsByKey<AppointmentRow>(tx, 'reminder_appointments', 'appointment_id', appointmentIds, 't.appointment_id, t.customer_id, t.date, t.start_time, t.changed_at::text AS changed_at, t.status')) {
      appointments.set(Number(row.appointment_id), { ...row, appointment_id: Number(row.appointment_id), customer_id: Number(row.customer_id) });
    }
    const moved = new Set<number>();
    const deleted = new Set<number>();
    const sent = new Map<string, OutcomeRow>();
    const skipped = new Map<string, OutcomeRow>();
    const outcome = (row: OutcomeRow) => {
      const key = `${row.appointment_id}\u0000${row.which}\u0000${row.starts_at}`;
      if (row.state === 'sent') sent.set(key, row);
      else if (!skipped.has(key)) skipped.set(key, row);
    };
    let settings: string | null = null;

    let changed = false;
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      switch (event.type) {
        case 'TextSent': {
          const d = textSentSchema.parse(event.data);
          const key = d.kind === 'reminder' ? parseReminderKey(d.messageId) : null;
          if (!key) continue;
          outcome({ appointment_id: key.appointmentId, which: key.which, starts_at: key.startsAt, state: 'sent', reason: null, at: d.sentAt });
          break;
        }
        // A reminder that went by mail (the customer's preferred channel) is sent as a texted one is.
        case 'ReminderMailed': {
          const d = reminderMailedSchema.parse(event.data);
          outcome({ appointment_id: d.appointmentId, which: d.which, starts_at: d.startsAt, state: 'sent', reason: null, at: d.at });
          break;
        }
        case 'ReminderSkipped': {
          const d = reminderSkippedSchema.parse(event.data);
          if (!REMINDER_WHICH.includes(d.which)) continue;
          outcome({ appointment_id: d.appointmentId, which: d.which, starts_at: d.startsAt, state: 'skipped', reason: d.reason, at: d.at });
          break;
        }
        case 'ReminderSettingsChanged': {
          const { first, second, quietStart, quietEnd } = reminderSettingsChangedSchema.parse(event.data);
          settings = JSON.stringify({ first, second, quietStart, quietEnd });
          break;
        }
        default: {
          if (!isAppointmentEvent(event.type) || !(event.type in FOLDED || STATUS_SET_BY_EVENT[event.type])) {
            throw new Error(`reminders projector: unexpected event type ${event.type}`);
          }
          const id = appointmentIdOf(event.stream);
          const before = appointments.get(id) ?? null;
          const after = foldReminderAppointment(before, event.type, data, event.metadata.occurredAt, id);
          if (after !== before) {
            appointments.set(id, after);
            if (after === null) deleted.add(id);
            else moved.add(id);
          }
        }
      }
      changed = true;
    }

    const gone = [...deleted].filter((id) => appointments.get(id) === null);
    if (gone.length > 0) await tx.query(`DELETE FROM reminder_appointments WHERE appointment_id = ANY($1::int[])`, [gone]);
    const rows = [...moved].map((id) => appointments.get(id)).filter((row): row is AppointmentRow => !!row);
    await insertColumns(tx, {
      table: 'reminder_appointments',
      columns: APPOINTMENT_COLUMNS,
      rows,
      onConflict: `ON CONFLICT (appointment_id) DO UPDATE SET ${APPOINTMENT_COLUMNS.slice(1).map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    });
    await insertColumns(tx, {
      table: 'reminder_outcomes',
      columns: OUTCOME_COLUMNS,
      rows: [...sent.values()],
      onConflict: `ON CONFLICT (appointment_id, which, starts_at) DO UPDATE SET state = 'sent', reason = NULL, at = EXCLUDED.at`,
    });
    await insertColumns(tx, {
      table: 'reminder_outcomes',
      columns: OUTCOME_COLUMNS,
      rows: [...skipped.entries()].filter(([key]) => !sent.has(key)).map(([, row]) => row),
      onConflict: `ON CONFLICT (appointment_id, which, starts_at) DO NOTHING`,
    });
    if (settings !== null) {
      await tx.query(`INSERT INTO reminder_settings (id, settings) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings`, [settings]);
    }
    return changed ? [{ scope: 'reminders' }] : [];
  },
};

/** The events that place an appointment (its date, start and status) rather than only set its status. */
const FOLDED = { AppointmentCreated: true, AppointmentUpdated: true, AppointmentScheduled: true, AppointmentServiceIssueResolved: true, AppointmentDeleted: true } as const;

/**
 * One appointment event over its reminder row (null: none), as its own statement used to do it: a
 * creation inserts the row unless there is one; a placing moves date, start and status, and changed_at
 * only when the date or start moves (REM-PAST, REM-CHANGE); a status event sets the status; a deletion
 * removes the row. Events of an appointment with no row change nothing (but the creation). Returns the
 * row unchanged (the same object) when nothing moved.
 */
export function foldReminderAppointment(row: AppointmentRow | null, type: string, data: Record<string, unknown>, at: string, id: number): AppointmentRow | null {
  switch (type) {
    case 'AppointmentCreated':
      if (row) return row;
      return { appointment_id: id, customer_id: data.customerId as number, date: dateOf(data), start_time: startOf(data), changed_at: at, status: data.status as string };
    case 'AppointmentUpdated':
    case 'AppointmentScheduled': {
      if (!row) return row;
      const date = dateOf(data);
      const start = startOf(data);
      const changedAt = row.date === date && row.start_time === start ? row.changed_at : at;
      return { ...row, changed_at: changedAt, date, start_time: start, status: data.status as string };
    }
    case 'AppointmentServiceIssueResolved':
      return row ? { ...row, status: data.status as string } : row;
    case 'AppointmentDeleted':
      return null;
    default: {
      const status = STATUS_SET_BY_EVENT[type]!;
      return row ? { ...row, status } : row;
    }
  }
}

const dateOf = (data: Record<string, unknown>): string | null => (data.appointmentDate as string | null | undefined) ?? null;
const startOf = (data: Record<string, unknown>): string | null => ((data.startTime as string | null | undefined) ?? null)?.slice(0, 5) ?? null;
