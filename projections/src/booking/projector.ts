import {
  BOOKING_REQUEST_EVENT_TYPES,
  bookingRequestAcceptedSchema,
  bookingRequestDeclinedSchema,
  bookingRequestedSchema,
  bookingRequestWaitlistedSchema,
  bookingRequestWithdrawnSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { BOOKING_REQUESTS_TABLES, createBookingRequestsTables } from './tables';

/**
 * Booking requests for the office's Booking requests list and its navigation count, and for the
 * customer's portal. Keys: { scope: 'bookingRequests' } to staff (the list, the count), and
 * { scope: 'myBookingRequests', ownerUserId } to the requesting customer only (their own records).
 */
export const bookingRequestsProjector: Projector = {
  name: 'bookingRequests',
  version: 1,
  eventTypes: BOOKING_REQUEST_EVENT_TYPES,
  tables: BOOKING_REQUESTS_TABLES,
  createTables: (tx: Transaction) => createBookingRequestsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    // New requests in one insert (a stored one stays); the answers folded per request (the last status and
    // moment; the last reason and appointment given, else the stored ones) and written in one update for
    // answers before the batch's own request (none, or a stored one) and one after it.
    const requested = new Map<number, ReturnType<typeof bookingRequestedSchema.parse>>();
    const answersBefore = new Map<number, Answer>();
    const answersAfter = new Map<number, Answer>();
    // The keys, in event order, once the answers' owners are known (read back from the rows answered).
    const told: ({ requestedBy: number } | { answered: number })[] = [];
    const answer = (requestId: number, status: string, at: string, fields: { reason?: string; appointmentId?: number } = {}) => {
      const answers = requested.has(requestId) ? answersAfter : answersBefore;
      const before = answers.get(requestId);
      answers.set(requestId, { status, at, reason: fields.reason ?? before?.reason ?? null, appointmentId: fields.appointmentId ?? before?.appointmentId ?? null });
      told.push({ answered: requestId });
    };
    for (const event of events) {
      switch (event.type) {
        case 'BookingRequested': {
          const d = bookingRequestedSchema.parse(event.data);
          if (!requested.has(d.requestId)) requested.set(d.requestId, d);
          told.push({ requestedBy: d.customerUserId });
          break;
        }
        case 'BookingRequestAccepted': {
          const d = bookingRequestAcceptedSchema.parse(event.data);
          answer(d.requestId, 'accepted', d.acceptedAt, { appointmentId: d.appointmentId });
          break;
        }
        case 'BookingRequestDeclined': {
          const d = bookingRequestDeclinedSchema.parse(event.data);
          answer(d.requestId, 'declined', d.declinedAt, { reason: d.reason });
          break;
        }
        case 'BookingRequestWaitlisted': {
          const d = bookingRequestWaitlistedSchema.parse(event.data);
          answer(d.requestId, 'waitlisted', d.waitlistedAt);
          break;
        }
        case 'BookingRequestWithdrawn': {
          const d = bookingRequestWithdrawnSchema.parse(event.data);
          answer(d.requestId, 'withdrawn', d.withdrawnAt);
          break;
        }
        default:
          throw new Error(`bookingRequests projector: unexpected event type ${event.type}`);
      }
    }
    const owners = new Map<number, number>();
    const writeAnswers = async (answers: ReadonlyMap<number, Answer>) => {
      if (answers.size === 0) return;
      const list = [...answers.values()];
      const { rows } = await tx.query<{ id: number; customer_user_id: number }>(
        `UPDATE booking_requests r SET status = a.status, answered_at = a.at, reason = COALESCE(a.reason, r.reason), appointment_id = COALESCE(a.appointment_id, r.appointment_id)
           FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::text[], $5::int[]) AS a(id, status, at, reason, appointment_id)
          WHERE r.id = a.id
         RETURNING r.id, r.customer_user_id`,
        [[...answers.keys()], list.map((a) => a.status), list.map((a) => a.at), list.map((a) => a.reason), list.map((a) => a.appointmentId)],
      );
      for (const row of rows) owners.set(Number(row.id), Number(row.customer_user_id));
    };
    await writeAnswers(answersBefore);
    if (requested.size > 0) {
      const list = [...requested.values()];
      // pet_ids is an array column: each request's goes as its array literal.
      await tx.query(
        `INSERT INTO booking_requests (id, customer_id, customer_user_id, estimate_id, pet_ids, employee_id, appointment_date, start_time, note, new_client, outside_area, status, requested_at)
         SELECT r.id, r.customer_id, r.customer_user_id, r.estimate_id, r.pet_ids::int[], r.employee_id, r.appointment_date, r.start_time, r.note, r.new_client, r.outside_area, 'open', r.requested_at
           FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::boolean[], $11::boolean[], $12::timestamptz[])
             AS r(id, customer_id, customer_user_id, estimate_id, pet_ids, employee_id, appointment_date, start_time, note, new_client, outside_area, requested_at)
         ON CONFLICT (id) DO NOTHING`,
        [
          list.map((d) => d.requestId), list.map((d) => d.customerId), list.map((d) => d.customerUserId), list.map((d) => d.estimateId),
          list.map((d) => `{${d.petIds.join(',')}}`), list.map((d) => d.wanted?.employeeId ?? null), list.map((d) => d.wanted?.appointmentDate ?? null),
          list.map((d) => d.wanted?.startTime ?? null), list.map((d) => d.note), list.map((d) => d.newClient), list.map((d) => d.outsideArea), list.map((d) => d.requestedAt),
        ],
      );
    }
    await writeAnswers(answersAfter);
    for (const t of told) {
      const owner = 'requestedBy' in t ? t.requestedBy : (owners.get(t.answered) ?? null);
      keys.push({ scope: 'bookingRequests' });
      if (owner !== null) keys.push({ scope: 'myBookingRequests', id: owner, ownerUserId: owner });
    }
    return keys;
  },
};

interface Answer {
  status: string;
  at: string;
  reason: string | null;
  appointmentId: number | null;
}
