import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { remindersProjector } from './projector';

let test: TestDatabase;
const event = recordedEvents();
const recorded = (type: string, data: unknown, stream: string, occurredAt: string) => event(type, data, { stream, occurredAt });

const t = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const created = (id: number, date: string | null, startTime: string | null, minute: number) =>
  recorded('AppointmentCreated', { appointmentId: id, estimateId: id, customerId: 3, appointmentDate: date, startTime, status: 'scheduled' }, `Appointment-${id}`, t(minute));
const placed = (type: 'AppointmentUpdated' | 'AppointmentScheduled', id: number, date: string | null, startTime: string | null, minute: number, status = 'scheduled') =>
  recorded(type, { appointmentId: id, appointmentDate: date, startTime, status }, `Appointment-${id}`, t(minute));
const statusEvent = (type: string, id: number, minute: number) => recorded(type, { appointmentId: id }, `Appointment-${id}`, t(minute));
const skipped = (id: number, which: 'first' | 'second', reason: 'noPhone' | 'optedOut' | 'dismissed', minute: number) =>
  recorded('ReminderSkipped', { appointmentId: id, which, startsAt: '2026-03-05T09:00', reason, by: null, at: t(minute) }, `Reminders-${id}`, t(minute));
const mailed = (id: number, which: 'first' | 'second', minute: number) =>
  recorded('ReminderMailed', { appointmentId: id, which, startsAt: '2026-03-05T09:00', to: 'dana@example.com', at: t(minute) }, `Reminders-${id}`, t(minute));
const texted = (id: number, which: 'first' | 'second', minute: number) =>
  recorded(
    'TextSent',
    { messageId: `reminder-${id}-${which}-2026-03-05T09:00`, customerId: 3, to: '12145550123', body: 'see you', kind: 'reminder', appointmentId: id, sentBy: null, transport: 'outbox', sentAt: t(minute) },
    'Conversation-3',
    t(minute),
  );
const settings = (amount: number, minute: number) =>
  recorded(
    'ReminderSettingsChanged',
    { first: { enabled: true, amount, unit: 'days' }, second: { enabled: false, amount: 2, unit: 'hours' }, quietStart: '21:00', quietEnd: '08:00', changedBy: null, at: t(minute) },
    'ReminderSettings',
    t(minute),
  );

async function readModel(db: Database) {
  const appointments = await db.query(
    `SELECT appointment_id, customer_id, date, start_time, changed_at, status FROM reminder_appointments ORDER BY appointment_id`,
  );
  const outcomes = await db.query(`SELECT appointment_id, which, starts_at, state, reason, at FROM reminder_outcomes ORDER BY 1, 2, 3`);
  const stored = await db.query(`SELECT settings FROM reminder_settings`);
  return { appointments: appointments.rows, outcomes: outcomes.rows, settings: stored.rows };
}
const { apply, asBatchesAndOneByOne: asOneBatchAndOneByOne } = batchEquivalence({
  database: () => test.database,
  projector: remindersProjector,
  tables: ['reminder_appointments', 'reminder_outcomes', 'reminder_settings'],
  readModel,
});

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => remindersProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('reminders projector: a batch folded in memory writes what its events one by one wrote (docs/TEXTS.md "Reminders")', () => {
  it('given a booked appointment, when it is updated several times in one batch, then changed_at moves only with its date or start (REM-PAST, REM-CHANGE)', async () => {
    const model = await asOneBatchAndOneByOne([
      [
        created(1, '2026-03-05', '09:00:00', 0),
        placed('AppointmentUpdated', 1, '2026-03-05', '09:00', 1, 'confirmed'), // same place: changed_at stays
        statusEvent('AppointmentConfirmed', 1, 2),
        placed('AppointmentScheduled', 1, '2026-03-05', '10:30', 3), // start moved
        placed('AppointmentUpdated', 1, '2026-03-05', '10:30:00', 4), // same again (seconds cut)
        placed('AppointmentUpdated', 1, '2026-03-06', '10:30', 5), // date moved
        placed('AppointmentUpdated', 1, null, null, 6), // unplaced
        placed('AppointmentUpdated', 1, null, null, 7),
      ],
    ]);
    expect(model.appointments).toEqual([
      { appointment_id: 1, customer_id: 3, date: null, start_time: null, changed_at: new Date(t(6)), status: 'scheduled' },
    ]);
  });

  it('given an appointment stored by an earlier batch, when a later batch moves it and then keeps its place, then changed_at is the move and its stored moment is kept until then', async () => {
    const model = await asOneBatchAndOneByOne([
      [created(2, '2026-03-05', '09:00', 0), created(3, '2026-03-05', '11:00', 0)],
      [
        placed('AppointmentUpdated', 2, '2026-03-05', '09:00', 10, 'confirmed'),
        statusEvent('AppointmentStarted', 3, 11),
        placed('AppointmentUpdated', 2, '2026-03-07', '09:00', 12),
        placed('AppointmentScheduled', 2, '2026-03-07', '09:00', 13),
        statusEvent('AppointmentCompleted', 3, 14),
      ],
    ]);
    expect(model.appointments).toEqual([
      { appointment_id: 2, customer_id: 3, date: '2026-03-07', start_time: '09:00', changed_at: new Date(t(12)), status: 'scheduled' },
      { appointment_id: 3, customer_id: 3, date: '2026-03-05', start_time: '11:00', changed_at: new Date(t(0)), status: 'completed' },
    ]);
  });

  it('given appointments deleted or never stored, when events follow, then they change nothing; a second creation keeps the first row', async () => {
    const model = await asOneBatchAndOneByOne([
      [created(4, '2026-03-05', '09:00', 0), placed('AppointmentUpdated', 4, '2026-03-05', '12:00', 1)],
      [
        statusEvent('AppointmentDeleted', 4, 2),
        placed('AppointmentUpdated', 4, '2026-03-09', '12:00', 3),
        statusEvent('AppointmentCancelled', 4, 4),
        placed('AppointmentUpdated', 5, '2026-03-09', '12:00', 5), // never created here
        recorded('AppointmentServiceIssueResolved', { appointmentId: 5, status: 'completed' }, 'Appointment-5', t(6)),
        created(6, '2026-03-10', '08:00', 7),
        created(6, '2026-03-11', '09:00', 8),
        statusEvent('AppointmentServiceIssueCreated', 6, 9),
        recorded('AppointmentServiceIssueResolved', { appointmentId: 6, status: 'completed' }, 'Appointment-6', t(10)),
      ],
    ]);
    expect(model.appointments).toEqual([
      { appointment_id: 6, customer_id: 3, date: '2026-03-10', start_time: '08:00', changed_at: new Date(t(7)), status: 'completed' },
    ]);
  });

  it('given reminders skipped and sent in any order, then a sending wins over a skip, the last sending gives the moment and the first skip the reason', async () => {
    const model = await asOneBatchAndOneByOne([
      [texted(7, 'first', 0)],
      [
        skipped(7, 'first', 'optedOut', 1), // after a stored sending: stays sent
        skipped(8, 'first', 'noPhone', 2),
        skipped(8, 'first', 'dismissed', 3), // the first skip stays
        skipped(9, 'second', 'dismissed', 4),
        mailed(9, 'second', 5), // sent after its skip
        texted(9, 'second', 6),
        recorded('TextSent', { messageId: 'm-1', customerId: 3, to: '12145550123', body: 'hello', kind: 'other', appointmentId: null, sentBy: 1, transport: 'outbox', sentAt: t(7) }, 'Conversation-3', t(7)),
        settings(3, 8),
        settings(2, 9),
      ],
    ]);
    const at = (minute: number) => new Date(t(minute));
    expect(model.outcomes).toEqual([
      { appointment_id: 7, which: 'first', starts_at: '2026-03-05T09:00', state: 'sent', reason: null, at: at(0) },
      { appointment_id: 8, which: 'first', starts_at: '2026-03-05T09:00', state: 'skipped', reason: 'noPhone', at: at(2) },
      { appointment_id: 9, which: 'second', starts_at: '2026-03-05T09:00', state: 'sent', reason: null, at: at(6) },
    ]);
    expect(model.settings).toEqual([{ settings: { first: { enabled: true, amount: 2, unit: 'days' }, second: { enabled: false, amount: 2, unit: 'hours' }, quietStart: '21:00', quietEnd: '08:00' } }]);
  });

  it('pushes reminders for any change, and nothing for a text that is no reminder', async () => {
    const manual = recorded('TextSent', { messageId: 'm-2', customerId: 3, to: '12145550123', body: 'hi', kind: 'other', appointmentId: null, sentBy: 1, transport: 'outbox', sentAt: t(0) }, 'Conversation-3', t(0));
    expect(await apply([manual])).toEqual([]);
    expect(await apply([manual, skipped(10, 'first', 'noPhone', 1)])).toEqual([{ scope: 'reminders' }]);
  });
});
