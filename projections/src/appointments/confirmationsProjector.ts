import { appointmentConfirmationOpenedSchema, appointmentConfirmationSentSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { APPOINTMENT_CONFIRMATIONS_TABLES, createAppointmentConfirmationsTables } from './confirmationTables';

export const APPOINTMENT_CONFIRMATIONS_EVENT_TYPES = ['AppointmentConfirmationSent', 'AppointmentConfirmationOpened'] as const;

/**
 * The confirmation board's mails and their opening. Key `{ scope: 'appointmentConfirmations' }`
 * (staff only: no owner), so an open board refetches when a mail goes out or is opened; the
 * customer's confirmation itself arrives as an appointments change, which the web derives the board from.
 */
export const appointmentConfirmationsProjector: Projector = {
  name: 'appointmentConfirmations',
  version: 1,
  eventTypes: APPOINTMENT_CONFIRMATIONS_EVENT_TYPES,
  tables: APPOINTMENT_CONFIRMATIONS_TABLES,
  createTables: (tx: Transaction) => createAppointmentConfirmationsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    // Per appointment: the batch's last mail (and how many went), its last opening; one upsert for each
    // of the three mixes, since each moves other columns of a stored row.
    const folded = new Map<number, { sent: ConfirmationRow | null; count: number; openedAt: string | null }>();
    const of = (appointmentId: number) => {
      let f = folded.get(appointmentId);
      if (!f) folded.set(appointmentId, (f = { sent: null, count: 0, openedAt: null }));
      return f;
    };
    for (const event of events) {
      switch (event.type) {
        case 'AppointmentConfirmationSent': {
          const d = appointmentConfirmationSentSchema.parse(event.data);
          const f = of(d.appointmentId);
          f.sent = {
            appointment_id: d.appointmentId, sent_at: d.at, sent_for_date: d.appointmentDate, sent_for_time: d.startTime, sent_to: d.emailAddress,
            sent_by_user_id: d.sentByUserId, send_count: 0, opened_at: null,
          };
          f.count += 1;
          break;
        }
        case 'AppointmentConfirmationOpened': {
          const d = appointmentConfirmationOpenedSchema.parse(event.data);
          of(d.appointmentId).openedAt = d.at;
          break;
        }
        default:
          throw new Error(`appointmentConfirmations projector: unexpected event type ${event.type}`);
      }
    }
    const rows = [...folded].map(([appointmentId, f]) => ({
      sent: f.sent !== null,
      opened: f.openedAt !== null,
      row: { ...(f.sent ?? { ...NOT_SENT, appointment_id: appointmentId }), send_count: f.count, opened_at: f.openedAt },
    }));
    const sentColumns = 'sent_at = EXCLUDED.sent_at, sent_for_date = EXCLUDED.sent_for_date, sent_for_time = EXCLUDED.sent_for_time, sent_to = EXCLUDED.sent_to, sent_by_user_id = EXCLUDED.sent_by_user_id, send_count = appointment_confirmations.send_count + EXCLUDED.send_count';
    for (const [sent, opened, set] of [
      [true, false, sentColumns],
      [false, true, 'opened_at = EXCLUDED.opened_at'],
      [true, true, `${sentColumns}, opened_at = EXCLUDED.opened_at`],
    ] as const) {
      await insertColumns(tx, {
        table: 'appointment_confirmations',
        columns: CONFIRMATION_COLUMNS,
        rows: rows.filter((r) => r.sent === sent && r.opened === opened).map((r) => r.row),
        onConflict: `ON CONFLICT (appointment_id) DO UPDATE SET ${set}`,
      });
    }
    return events.length > 0 ? [{ scope: 'appointmentConfirmations' }] : [];
  },
};

interface ConfirmationRow {
  appointment_id: number;
  sent_at: string | null;
  sent_for_date: string | null;
  sent_for_time: string | null;
  sent_to: string | null;
  sent_by_user_id: number | null;
  send_count: number;
  opened_at: string | null;
}
const NOT_SENT: Omit<ConfirmationRow, 'appointment_id'> = { sent_at: null, sent_for_date: null, sent_for_time: null, sent_to: null, sent_by_user_id: null, send_count: 0, opened_at: null };
const CONFIRMATION_COLUMNS = ['appointment_id', 'sent_at', 'sent_for_date', 'sent_for_time', 'sent_to', 'sent_by_user_id', 'send_count', 'opened_at'] as const satisfies readonly (keyof ConfirmationRow)[];
