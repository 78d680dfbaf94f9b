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
    const answer = async (requestId: number, customerUserId: number | null, status: string, at: string, fields: { reason?: string; appointmentId?: number } = {}) => {
      await tx.query(
        `UPDATE booking_requests SET status = $2, answered_at = $3, reason = COALESCE($4, reason), appointment_id = COALESCE($5, appointment_id) WHERE id = $1`,
        [requestId, status, at, fields.reason ?? null, fields.appointmentId ?? null],
      );
      const { rows } = await tx.query<{ customer_user_id: number }>(`SELECT customer_user_id FROM booking_requests WHERE id = $1`, [requestId]);
      const owner = customerUserId ?? (rows[0] ? Number(rows[0].customer_user_id) : null);
      keys.push({ scope: 'bookingRequests' });
      if (owner !== null) keys.push({ scope: 'myBookingRequests', id: owner, ownerUserId: owner });
    };
    for (const event of events) {
      switch (event.type) {
        case 'BookingRequested': {
          const d = bookingRequestedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO booking_requests (id, customer_id, customer_user_id, estimate_id, pet_ids, employee_id, appointment_date, start_time, note, new_client, outside_area, status, requested_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'open', $12) ON CONFLICT (id) DO NOTHING`,
            [d.requestId, d.customerId, d.customerUserId, d.estimateId, d.petIds, d.wanted?.employeeId ?? null, d.wanted?.appointmentDate ?? null, d.wanted?.startTime ?? null, d.note, d.newClient, d.outsideArea, d.requestedAt],
          );
          keys.push({ scope: 'bookingRequests' }, { scope: 'myBookingRequests', id: d.customerUserId, ownerUserId: d.customerUserId });
          break;
        }
        case 'BookingRequestAccepted': {
          const d = bookingRequestAcceptedSchema.parse(event.data);
          await answer(d.requestId, null, 'accepted', d.acceptedAt, { appointmentId: d.appointmentId });
          break;
        }
        case 'BookingRequestDeclined': {
          const d = bookingRequestDeclinedSchema.parse(event.data);
          await answer(d.requestId, null, 'declined', d.declinedAt, { reason: d.reason });
          break;
        }
        case 'BookingRequestWaitlisted': {
          const d = bookingRequestWaitlistedSchema.parse(event.data);
          await answer(d.requestId, null, 'waitlisted', d.waitlistedAt);
          break;
        }
        case 'BookingRequestWithdrawn': {
          const d = bookingRequestWithdrawnSchema.parse(event.data);
          await answer(d.requestId, null, 'withdrawn', d.withdrawnAt);
          break;
        }
        default:
          throw new Error(`bookingRequests projector: unexpected event type ${event.type}`);
      }
    }
    return keys;
  },
};
