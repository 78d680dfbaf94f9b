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

/**
 * Applies a batch's transaction events (in order) with at most three statements; answers the
 * appointments they touched: each creation's, and each voided row's. A creation inserts its row unless
 * there is one; a void marks the row, if any, with its moment. Per transaction, the voids before its
 * creation in the batch are applied before the inserts (a void of a row not there yet does nothing),
 * the ones after it after them; the last void of each side wins, as it would one event at a time.
 */
export async function applyPaymentEvents(tx: Transaction, events: readonly RecordedEvent[]): Promise<Set<number>> {
  const touched = new Set<number>();
  const created = new Map<number, number>();
  const voidsBefore = new Map<number, string>();
  const voidsAfter = new Map<number, string>();
  for (const event of events) {
    if (event.type === 'TransactionCreated') {
      const d = parseEventData(TRANSACTION_EVENT_SCHEMAS.TransactionCreated, event);
      if (d.appointmentId === null) continue;
      if (!created.has(d.transactionId)) created.set(d.transactionId, d.appointmentId);
      touched.add(d.appointmentId);
    } else if (event.type === 'TransactionVoided') {
      const d = parseEventData(TRANSACTION_EVENT_SCHEMAS.TransactionVoided, event);
      (created.has(d.transactionId) ? voidsAfter : voidsBefore).set(d.transactionId, d.voidedAt);
    }
  }
  const markVoided = async (voids: ReadonlyMap<number, string>) => {
    if (voids.size === 0) return;
    const { rows } = await tx.query<{ appointment_id: number }>(
      `UPDATE appointment_payments p SET voided = true, voided_at = v.voided_at
         FROM unnest($1::int[], $2::timestamptz[]) AS v(transaction_id, voided_at)
        WHERE p.transaction_id = v.transaction_id
       RETURNING p.appointment_id`,
      [[...voids.keys()], [...voids.values()]],
    );
    for (const row of rows) touched.add(Number(row.appointment_id));
  };
  await markVoided(voidsBefore);
  if (created.size > 0) {
    await tx.query(
      `INSERT INTO appointment_payments (transaction_id, appointment_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT (transaction_id) DO NOTHING`,
      [[...created.keys()], [...created.values()]],
    );
  }
  await markVoided(voidsAfter);
  return touched;
}
