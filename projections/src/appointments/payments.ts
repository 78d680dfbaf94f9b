import { TRANSACTION_EVENT_SCHEMAS } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import { parseEventData } from '../runner/parsedData';

/**
 * which of an appointment's payments are live. The appointments projector keeps its own copy
 * (a projector never reads another's tables) from the transaction events that name an appointment: a
 * TransactionCreated with its appointmentId adds a row, a TransactionVoided marks that row voided. A
 * completed appointment whose rows are all voided is unpaid: its payment was voided and no replacement
 * has been recorded (query-api/src/appointments/unpaid.ts reads it).
 */
export const APPOINTMENT_PAYMENT_EVENT_TYPES = ['TransactionCreated', 'TransactionVoided'] as const;

export const isAppointmentPaymentEvent = (type: string): boolean => (APPOINTMENT_PAYMENT_EVENT_TYPES as readonly string[]).includes(type);

export const APPOINTMENT_PAYMENTS_DDL = [
  `CREATE TABLE IF NOT EXISTS appointment_payments (
    transaction_id integer PRIMARY KEY,
    appointment_id integer NOT NULL,
    voided boolean NOT NULL DEFAULT false,
    voided_at timestamptz NULL
  )`,
  `CREATE INDEX IF NOT EXISTS appointment_payments_appointment ON appointment_payments (appointment_id)`,
];

/** Applies one transaction event; answers the appointment it touched (null when it names none). */
export async function applyPaymentEvent(tx: Transaction, event: RecordedEvent): Promise<number | null> {
  if (event.type === 'TransactionCreated') {
    const d = parseEventData(TRANSACTION_EVENT_SCHEMAS.TransactionCreated, event);
    if (d.appointmentId === null) return null;
    await tx.query(`INSERT INTO appointment_payments (transaction_id, appointment_id) VALUES ($1, $2) ON CONFLICT (transaction_id) DO NOTHING`, [d.transactionId, d.appointmentId]);
    return d.appointmentId;
  }
  const d = parseEventData(TRANSACTION_EVENT_SCHEMAS.TransactionVoided, event);
  const { rows } = await tx.query<{ appointment_id: number }>(
    `UPDATE appointment_payments SET voided = true, voided_at = $2 WHERE transaction_id = $1 RETURNING appointment_id`,
    [d.transactionId, d.voidedAt],
  );
  return rows[0] ? Number(rows[0].appointment_id) : null;
}
