import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_EVENT_DATA } from '@pawroute/domain/testing';
import type { Database } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { createCommentsTables } from '../comments';
import { createCustomersTables } from '../customers';
import { createEstimatesTables } from '../estimates';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { appointmentsProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents({ stream: (position) => `Test-${position}`, actorUserId: 2, createdAt: () => new Date(0) });

const customer = (customerId: number, userId: number) =>
  recorded('CustomerCreated', { ...SAMPLE_EVENT_DATA.CustomerCreated, customerId, userId });
const appointment = (appointmentId: number, customerId: number) =>
  recorded('AppointmentCreated', {
    appointmentId, estimateId: 500 + appointmentId, customerId, status: 'scheduled', employeeId: 6, appointmentDate: '2026-03-10', startTime: '09:00',
    endTime: '10:30', conflicts: [], resolveConfliction: false, initialComment: null, isStanding: false, standingId: null, createdByUserId: 2, createdAt: at(1),
  });
const uploaded = (appointmentId: number, fileName: string, visibleToCustomer: boolean, minute: number) =>
  recorded('AppointmentPictureUploaded', { appointmentId, at: at(minute), fileName, visibleToCustomer });
const removed = (appointmentId: number, fileName: string) => recorded('AppointmentPictureRemoved', { appointmentId, at: at(20), fileName });
const visible = (appointmentId: number, fileName: string, visibleToCustomer: boolean) =>
  recorded('AppointmentPictureVisibilitySet', { appointmentId, at: at(21), fileName, visibleToCustomer });
const rated = (appointmentId: number, rating: number, minute: number) => recorded('AppointmentRated', { appointmentId, at: at(minute), rating, comment: `${rating} stars`, raterUserId: 30 });

async function readModel(db: Database) {
  const q = async (sql: string) => (await db.query(sql)).rows;
  return {
    pictures: await q('SELECT * FROM appointment_pictures ORDER BY appointment_id, name'),
    ratings: await q('SELECT * FROM appointment_ratings ORDER BY appointment_id'),
    customers: await q('SELECT * FROM appointment_customers ORDER BY customer_id'),
    appointments: await q('SELECT id, customer_id, customer_user_id FROM appointments ORDER BY id'),
  };
}
const { asBatchesAndOneByOne } = batchEquivalence({
  database: () => test.database,
  projector: appointmentsProjector,
  context: { rebuilding: true },
  tables: ['appointment_pictures', 'appointment_ratings', 'appointment_customers', 'appointments'],
  readModel,
});

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction(async (tx) => {
    await createCustomersTables(tx);
    await createEstimatesTables(tx);
    await createCommentsTables(tx);
    await appointmentsProjector.createTables(tx);
  });
});
afterAll(async () => {
  await test?.drop();
});

describe('appointments projector: pictures and ratings are written per batch, as their events one by one wrote them', () => {
  it("given pictures uploaded, shown, removed and uploaded again, and ratings given twice, in one batch and the next, then each appointment's pictures and rating are those of its events in order", async () => {
    const model = await asBatchesAndOneByOne([
      [customer(3, 30), appointment(1, 3), appointment(2, 3), uploaded(1, 'a1.jpg', false, 2), uploaded(1, 'b2.png', false, 3), rated(1, 3, 4)],
      [
        visible(1, 'a1.jpg', true),
        uploaded(1, 'a1.jpg', false, 5), // again: the stored picture stays
        removed(1, 'b2.png'),
        uploaded(1, 'b2.png', true, 6), // back: new
        visible(1, 'c3.jpg', true), // no such picture
        uploaded(2, 'd4.jpg', false, 7),
        removed(2, 'd4.jpg'),
        removed(2, 'e5.jpg'),
        rated(1, 5, 8),
        rated(2, 4, 9),
        rated(2, 2, 10),
        uploaded(99, 'x.jpg', true, 11), // an appointment the table does not know
      ],
    ]);
    expect(model.pictures).toEqual([
      { appointment_id: 1, name: 'a1.jpg', visible_to_customer: true, added_at: new Date(at(2)) },
      { appointment_id: 1, name: 'b2.png', visible_to_customer: true, added_at: new Date(at(6)) },
    ]);
    expect(model.ratings).toEqual([
      { appointment_id: 1, customer_user_id: 30, rating: 5, comment: '5 stars', rater_user_id: 30, rated_at: new Date(at(8)) },
      { appointment_id: 2, customer_user_id: 30, rating: 2, comment: '2 stars', rater_user_id: 30, rated_at: new Date(at(10)) },
    ]);
  });
});
