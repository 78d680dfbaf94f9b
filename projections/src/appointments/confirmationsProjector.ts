import { appointmentConfirmationOpenedSchema, appointmentConfirmationSentSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
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
    for (const event of events) {
      switch (event.type) {
        case 'AppointmentConfirmationSent': {
          const d = appointmentConfirmationSentSchema.parse(event.data);
          await tx.query(
            `INSERT INTO appointment_confirmations (appointment_id, sent_at, sent_for_date, sent_for_time, sent_to, sent_by_user_id, send_count)
             VALUES ($1, $2, $3, $4, $5, $6, 1)
             ON CONFLICT (appointment_id) DO UPDATE SET sent_at = EXCLUDED.sent_at, sent_for_date = EXCLUDED.sent_for_date,
               sent_for_time = EXCLUDED.sent_for_time, sent_to = EXCLUDED.sent_to, sent_by_user_id = EXCLUDED.sent_by_user_id,
               send_count = appointment_confirmations.send_count + 1`,
            [d.appointmentId, d.at, d.appointmentDate, d.startTime, d.emailAddress, d.sentByUserId],
          );
          break;
        }
        case 'AppointmentConfirmationOpened': {
          const d = appointmentConfirmationOpenedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO appointment_confirmations (appointment_id, opened_at) VALUES ($1, $2)
             ON CONFLICT (appointment_id) DO UPDATE SET opened_at = EXCLUDED.opened_at`,
            [d.appointmentId, d.at],
          );
          break;
        }
        default:
          throw new Error(`appointmentConfirmations projector: unexpected event type ${event.type}`);
      }
    }
    return events.length > 0 ? [{ scope: 'appointmentConfirmations' }] : [];
  },
};
