import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { bookingRequestsProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = '2026-03-01T15:00:00.000Z';
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at, schemaVersion: 1 };

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream: 'BookingRequest-1', revision: position - 1, position: String(position), createdAt: new Date() };
}
const requested = (requestId: number, customerUserId: number) =>
  recorded('BookingRequested', {
    requestId, customerId: customerUserId + 100, customerUserId, petIds: [11], estimateId: 5, wanted: { employeeId: 4, appointmentDate: '2026-03-09', startTime: '09:00' },
    note: 'Side gate', newClient: true, outsideArea: false, requestedAt: at,
  });
const apply = (events: RecordedEvent[]) => test.database.transaction((tx) => bookingRequestsProjector.apply(tx, events));
const row = async (id: number) => (await test.database.query<{ status: string; reason: string | null; appointment_id: number | null }>('SELECT status, reason, appointment_id FROM booking_requests WHERE id = $1', [id])).rows[0];

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => bookingRequestsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('booking requests projector (real Postgres; docs/RULES.md OB-REQUEST)', () => {
  it('lists a request open and tells staff and only its own customer', async () => {
    const keys = await apply([requested(1, 7)]);
    expect(keys).toEqual([{ scope: 'bookingRequests' }, { scope: 'myBookingRequests', id: 7, ownerUserId: 7 }]);
    expect(await row(1)).toEqual({ status: 'open', reason: null, appointment_id: null });
  });

  it('each answer moves the state; the owner is read from the row', async () => {
    await apply([requested(2, 8), requested(3, 9)]);
    const keys = await apply([
      recorded('BookingRequestWaitlisted', { requestId: 1, customerId: 107, waitlistedByUserId: 1, waitlistedAt: at }),
      recorded('BookingRequestAccepted', { requestId: 1, customerId: 107, appointmentId: 40, acceptedByUserId: 1, acceptedAt: at }),
      recorded('BookingRequestDeclined', { requestId: 2, customerId: 108, reason: 'Fully booked', declinedByUserId: 1, declinedAt: at }),
      recorded('BookingRequestWithdrawn', { requestId: 3, customerId: 109, withdrawnAt: at }),
    ]);
    expect(await row(1)).toEqual({ status: 'accepted', reason: null, appointment_id: 40 });
    expect(await row(2)).toEqual({ status: 'declined', reason: 'Fully booked', appointment_id: null });
    expect((await row(3))?.status).toBe('withdrawn');
    expect(keys.filter((k) => k.scope === 'myBookingRequests').map((k) => k.ownerUserId)).toEqual([7, 7, 8, 9]);
  });
});
