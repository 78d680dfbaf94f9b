import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { bookingRequestsProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at(0), schemaVersion: 1 };

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream: 'BookingRequest-1', revision: position - 1, position: String(position), createdAt: new Date() };
}
const apply = (events: readonly RecordedEvent[]) => test.database.transaction((tx) => bookingRequestsProjector.apply(tx, events));
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

async function readModel() {
  return (await test.database.query('SELECT * FROM booking_requests ORDER BY id')).rows;
}
/** The read model (and the keys) after the batches as given, and after the same events one apply each: they must agree. */
async function asBatchesAndOneByOne(history: readonly RecordedEvent[][]) {
  const dedupe = (keys: unknown[]) => [...new Set(keys.map((k) => JSON.stringify(k)))].sort();
  await test.database.query('TRUNCATE booking_requests');
  const batchedKeys: unknown[] = [];
  for (const batch of history) batchedKeys.push(...(await apply(batch)));
  const batched = await readModel();
  await test.database.query('TRUNCATE booking_requests');
  const singleKeys: unknown[] = [];
  for (const event of history.flat()) singleKeys.push(...(await apply([event])));
  expect(batched).toEqual(await readModel());
  expect(dedupe(batchedKeys)).toEqual(dedupe(singleKeys));
  return batched;
}

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
