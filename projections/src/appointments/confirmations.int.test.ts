import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents, tableRows } from '../testing/batchEquivalence';
import { appointmentConfirmationsProjector } from './confirmationsProjector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents();
const sent = (appointmentId: number, startTime: string, minute: number) =>
  recorded('AppointmentConfirmationSent', { appointmentId, at: at(minute), emailAddress: `c${minute}@example.com`, appointmentDate: '2026-03-10', startTime, sentByUserId: minute % 2 ? 2 : null, resend: false });
const opened = (appointmentId: number, minute: number) => recorded('AppointmentConfirmationOpened', { appointmentId, at: at(minute), via: 'link' });

const { asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: appointmentConfirmationsProjector, tables: ['appointment_confirmations'], readModel: tableRows('appointment_confirmations', 'appointment_id') });

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => appointmentConfirmationsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('appointmentConfirmations projector: a batch writes what its events one by one wrote', () => {
  it('given mails sent and opened in one batch and the next, then each appointment shows its last mail, how many went, and its last opening', async () => {
    const model = await asBatchesAndOneByOne([
      [sent(1, '09:00', 0), opened(2, 1)],
      [sent(1, '10:00', 2), opened(1, 3), sent(1, '11:00', 4), sent(2, '09:30', 5), opened(3, 6), sent(4, '08:00', 7), opened(4, 8), opened(4, 9)],
    ]);
    expect(model).toEqual([
      { appointment_id: 1, sent_at: new Date(at(4)), sent_for_date: '2026-03-10', sent_for_time: '11:00', sent_to: 'c4@example.com', sent_by_user_id: null, send_count: 3, opened_at: new Date(at(3)) },
      { appointment_id: 2, sent_at: new Date(at(5)), sent_for_date: '2026-03-10', sent_for_time: '09:30', sent_to: 'c5@example.com', sent_by_user_id: 2, send_count: 1, opened_at: new Date(at(1)) },
      { appointment_id: 3, sent_at: null, sent_for_date: null, sent_for_time: null, sent_to: null, sent_by_user_id: null, send_count: 0, opened_at: new Date(at(6)) },
      { appointment_id: 4, sent_at: new Date(at(7)), sent_for_date: '2026-03-10', sent_for_time: '08:00', sent_to: 'c7@example.com', sent_by_user_id: 2, send_count: 1, opened_at: new Date(at(9)) },
    ]);
  });
});
