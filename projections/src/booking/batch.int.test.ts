import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, distinctKeys, recordedEvents, tableRows } from '../testing/batchEquivalence';
import { bookingRequestsProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents({ stream: 'BookingRequest-1' });
const requested = (requestId: number, customerUserId: number, petIds: number[], minute: number) =>
  recorded('BookingRequested', {
    requestId, customerId: customerUserId + 100, customerUserId, petIds, estimateId: 5, wanted: minute % 2 ? null : { employeeId: 4, appointmentDate: '2026-03-09', startTime: '09:00' },
    note: `note ${minute}`, newClient: true, outsideArea: false, requestedAt: at(minute),
  });
const accepted = (requestId: number, appointmentId: number, minute: number) =>
  recorded('BookingRequestAccepted', { requestId, customerId: 107, appointmentId, acceptedByUserId: 1, acceptedAt: at(minute) });
const declined = (requestId: number, reason: string, minute: number) => recorded('BookingRequestDeclined', { requestId, customerId: 107, reason, declinedByUserId: 1, declinedAt: at(minute) });
const waitlisted = (requestId: number, minute: number) => recorded('BookingRequestWaitlisted', { requestId, customerId: 107, waitlistedByUserId: 1, waitlistedAt: at(minute) });
const withdrawn = (requestId: number, minute: number) => recorded('BookingRequestWithdrawn', { requestId, customerId: 107, withdrawnAt: at(minute) });

const { asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: bookingRequestsProjector, tables: ['booking_requests'], readModel: tableRows('booking_requests', 'id'), keys: distinctKeys });

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => bookingRequestsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('booking requests projector: a batch writes what its events one by one wrote (docs/RULES.md OB-REQUEST)', () => {
  it("given requests made and answered in one batch and the next, then each is its last answer, keeping the last reason and appointment given; an answer to no request changes nothing", async () => {
    const model = await asBatchesAndOneByOne([
      [requested(1, 7, [11, 12], 0), requested(2, 8, [13], 1)],
      [
        declined(1, 'Fully booked', 2),
        waitlisted(1, 3), // keeps the reason
        accepted(1, 40, 4),
        withdrawn(9, 5), // no such request
        waitlisted(3, 6), // not requested yet: nothing
        requested(3, 9, [14], 7),
        accepted(3, 41, 8),
        requested(1, 7, [99], 9), // again: the stored request stays
        withdrawn(2, 10),
      ],
    ]);
    expect(model.map((r) => [r.id, r.status, r.reason, r.appointment_id, r.pet_ids, (r.answered_at as Date | null)?.toISOString() ?? null])).toEqual([
      [1, 'accepted', 'Fully booked', 40, [11, 12], at(4)],
      [2, 'withdrawn', null, null, [13], at(10)],
      [3, 'accepted', null, 41, [14], at(8)],
    ]);
  });
});
