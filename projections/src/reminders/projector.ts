import { REMINDER_WHICH, STATUS_SET_BY_EVENT, reminderMailedSchema, reminderSettingsChangedSchema, reminderSkippedSchema, textSentSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
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

/**
 * The Reminders page and the reminder sender's candidates (docs/TEXTS.md "Reminders"): which
 * appointments are ahead, when each was booked or moved, and what became of their reminders. Pushes
 * { scope: 'reminders' } to staff when a reminder is sent or skipped, or an appointment changes.
 */
export const remindersProjector: Projector = {
  name: 'reminders',
  version: 1,
  eventTypes: REMINDERS_EVENT_TYPES,
  tables: REMINDERS_TABLES,
  createTables: (tx: Transaction) => createRemindersTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    let changed = false;
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      const at = event.metadata.occurredAt;
      switch (event.type) {
        case 'AppointmentCreated':
        case 'AppointmentUpdated':
        case 'AppointmentScheduled':
        case 'AppointmentServiceIssueResolved': {
          const id = Number(event.stream.replace(/^Appointment-/, ''));
          const date = (data.appointmentDate as string | null | undefined) ?? null;
          const start = ((data.startTime as string | null | undefined) ?? null)?.slice(0, 5) ?? null;
          const status = data.status as string;
          if (event.type === 'AppointmentServiceIssueResolved') {
            await tx.query(`UPDATE reminder_appointments SET status = $2 WHERE appointment_id = $1`, [id, status]);
            break;
          }
          if (event.type === 'AppointmentCreated') {
            await tx.query(
              `INSERT INTO reminder_appointments (appointment_id, customer_id, date, start_time, changed_at, status) VALUES ($1, $2, $3, $4, $5, $6)
               ON CONFLICT (appointment_id) DO NOTHING`,
              [id, data.customerId as number, date, start, at, status],
            );
            break;
          }
          // changed_at moves only when the date or start moves (REM-PAST, REM-CHANGE).
          await tx.query(
            `UPDATE reminder_appointments SET
               changed_at = CASE WHEN date IS NOT DISTINCT FROM $2 AND start_time IS NOT DISTINCT FROM $3 THEN changed_at ELSE $4 END,
               date = $2, start_time = $3, status = $5
             WHERE appointment_id = $1`,
            [id, date, start, at, status],
          );
          break;
        }
        case 'AppointmentDeleted': {
          const id = Number(event.stream.replace(/^Appointment-/, ''));
          await tx.query(`DELETE FROM reminder_appointments WHERE appointment_id = $1`, [id]);
          break;
        }
        case 'TextSent': {
          const d = textSentSchema.parse(event.data);
          const key = d.kind === 'reminder' ? parseReminderKey(d.messageId) : null;
          if (!key) continue;
          await tx.query(
            `INSERT INTO reminder_outcomes (appointment_id, which, starts_at, state, reason, at) VALUES ($1, $2, $3, 'sent', NULL, $4)
             ON CONFLICT (appointment_id, which, starts_at) DO UPDATE SET state = 'sent', reason = NULL, at = EXCLUDED.at`,
            [key.appointmentId, key.which, key.startsAt, d.sentAt],
          );
          break;
        }
        // A reminder that went by mail (the customer's preferred channel) is sent as a texted one is.
        case 'ReminderMailed': {
          const d = reminderMailedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO reminder_outcomes (appointment_id, which, starts_at, state, reason, at) VALUES ($1, $2, $3, 'sent', NULL, $4)
             ON CONFLICT (appointment_id, which, starts_at) DO UPDATE SET state = 'sent', reason = NULL, at = EXCLUDED.at`,
            [d.appointmentId, d.which, d.startsAt, d.at],
          );
          break;
        }
        case 'ReminderSkipped': {
          const d = reminderSkippedSchema.parse(event.data);
          if (!REMINDER_WHICH.includes(d.which)) continue;
          await tx.query(
            `INSERT INTO reminder_outcomes (appointment_id, which, starts_at, state, reason, at) VALUES ($1, $2, $3, 'skipped', $4, $5)
             ON CONFLICT (appointment_id, which, starts_at) DO NOTHING`,
            [d.appointmentId, d.which, d.startsAt, d.reason, d.at],
          );
          break;
        }
        case 'ReminderSettingsChanged': {
          const { first, second, quietStart, quietEnd } = reminderSettingsChangedSchema.parse(event.data);
          await tx.query(`INSERT INTO reminder_settings (id, settings) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings`, [
            JSON.stringify({ first, second, quietStart, quietEnd }),
          ]);
          break;
        }
        default: {
          const status = STATUS_SET_BY_EVENT[event.type];
          if (!status) throw new Error(`reminders projector: unexpected event type ${event.type}`);
          const id = Number(event.stream.replace(/^Appointment-/, ''));
          await tx.query(`UPDATE reminder_appointments SET status = $2 WHERE appointment_id = $1`, [id, status]);
        }
      }
      changed = true;
    }
    return changed ? [{ scope: 'reminders' }] : [];
  },
};
