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
const paid = (transactionId: number, appointmentId: number | null) =>
  recorded('TransactionCreated', { ...SAMPLE_EVENT_DATA.TransactionCreated, transactionId, appointmentId, customerId: 3 });
const voided = (transactionId: number, minute: number) => recorded('TransactionVoided', { transactionId, voidedByUserId: 6, voidedAt: at(minute) });

async function readModel(db: Database) {
  const q = async (sql: string) => (await db.query(sql)).rows;
  return {
    payments: await q('SELECT * FROM appointment_payments ORDER BY transaction_id'),
    customers: await q('SELECT * FROM appointment_customers ORDER BY customer_id'),
    appointments: await q('SELECT id, customer_id, customer_user_id FROM appointments ORDER BY id'),
  };
}
const { apply, asBatchesAndOneByOne } = batchEquivalence({
  database: () => test.database,
  projector: appointmentsProjector,
  context: { rebuilding: true },
  tables: ['appointment_payments', 'appointment_customers', 'appointments'],
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

describe('appointments projector: customers and payments are written per batch, as their events one by one wrote them', () => {
  it("given customers created (one of them again), then each appointment created after its customer is addressed to the customer's last user", async () => {
    const model = await asBatchesAndOneByOne([[customer(3, 30), customer(4, 40), appointment(1, 3), customer(4, 41), appointment(2, 4)]]);
    expect(model.customers).toEqual([{ customer_id: 3, user_id: 30 }, { customer_id: 4, user_id: 41 }]);
    expect(model.appointments).toEqual([{ id: 1, customer_id: 3, customer_user_id: 30 }, { id: 2, customer_id: 4, customer_user_id: 41 }]);
  });

  it('given payments recorded and voided in one batch and the next, then a void marks only a payment already recorded, the last void gives its moment, and a payment recorded twice keeps its first row', async () => {
    const model = await asBatchesAndOneByOne([
      [customer(3, 30), appointment(1, 3), paid(10, 1), paid(11, 1), paid(12, null), voided(10, 2)],
      [
        voided(13, 3), // not recorded yet: nothing to void
        paid(13, 2),
        voided(11, 4), // recorded in the batch before
        voided(11, 5),
        paid(10, 2), // again: the first row stays (voided, appointment 1)
        voided(14, 6), // never recorded
        paid(15, 2),
        voided(15, 7),
      ],
    ]);
    expect(model.payments).toEqual([
      { transaction_id: 10, appointment_id: 1, voided: true, voided_at: new Date(at(2)) },
      { transaction_id: 11, appointment_id: 1, voided: true, voided_at: new Date(at(5)) },
      { transaction_id: 13, appointment_id: 2, voided: false, voided_at: null },
      { transaction_id: 15, appointment_id: 2, voided: true, voided_at: new Date(at(7)) },
    ]);
  });

  it("pushes the appointments of each payment to the appointment's customer user, whether the appointment is in the batch or stored", async () => {
    await asBatchesAndOneByOne([[customer(3, 30), appointment(1, 3), paid(20, 1)]]);
    const keys = await apply([paid(21, 1), voided(20, 8), paid(22, null), voided(99, 9)]);
    expect(new Set(keys.map((key) => JSON.stringify(key)))).toEqual(new Set([JSON.stringify({ scope: 'appointments', ownerUserId: 30 })]));
  });
});
