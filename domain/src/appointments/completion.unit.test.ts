import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { EVENT_SCHEMAS } from '../registry/eventSchemas';
import type { AppointmentCommand } from './commands';
import { appointmentDecider } from './decider';
import type { AppointmentEvent } from './events';
import { evolveAppointment, initialAppointmentState } from './evolve';

/** "the completion guard": completion is refused for an appointment that is not inProgress. */
const now = '2026-11-25T15:00:00.000Z';
const ctx: CommandContext = { now, actorUserId: 6 };
const at = '2026-11-25T14:00:00.000Z';
const REFUSED = 'Completion is refused for an appointment that is not inProgress';

const created = (status: 'waiting' | 'scheduled' | 'conflicting' = 'scheduled'): AppointmentEvent => ({
  type: 'AppointmentCreated',
  data: {
    appointmentId: 1, estimateId: 5, customerId: 3, status,
    employeeId: status === 'waiting' ? null : 6,
    appointmentDate: status === 'waiting' ? null : '2026-11-25',
    startTime: status === 'waiting' ? null : '09:00',
    endTime: status === 'waiting' ? null : '10:30',
    conflicts: status === 'conflicting' ? ['overlap'] : [], resolveConfliction: false, initialComment: null,
    isStanding: false, standingId: null, createdByUserId: 2, createdAt: at,
  },
});
const started: AppointmentEvent = { type: 'AppointmentStarted', data: { appointmentId: 1, at, startedByUserId: 6 } };
const SIGNATURE = `${'a'.repeat(64)}.png`;
const complete = (isCustomerAbsent = false, transactionId: number | null = 9, signatureFileName: string | null = null): AppointmentCommand => ({ type: 'CompleteAppointment', data: { appointmentId: 1, isCustomerAbsent, transactionId, signatureFileName } });
const completed = (isCustomerAbsent = false, transactionId: number | null = 9, signatureFileName: string | null = null): AppointmentEvent => ({ type: 'AppointmentCompleted', data: { appointmentId: 1, at: now, isCustomerAbsent, transactionId, signatureFileName } });
const plain = (type: 'AppointmentConfirmed' | 'AppointmentCancelled' | 'AppointmentRescheduled' | 'AppointmentDeleted'): AppointmentEvent => ({ type, data: { appointmentId: 1, at } }) as AppointmentEvent;

const rows: [string, AppointmentEvent[], AppointmentCommand, Then<AppointmentEvent>][] = [
  ['inProgress, customer on site', [created(), started], complete(false, 9), { events: [completed(false, 9)] }],
  ['inProgress, customer absent, paid in cash', [created(), started], complete(true, 10), { events: [completed(true, 10)] }],
  ['inProgress, with the customer\'s signature', [created(), started], complete(false, 9, SIGNATURE), { events: [completed(false, 9, SIGNATURE)] }],
  ['inProgress, a signature name that is not a stored picture name', [created(), started], complete(false, 9, '../x.png'), { error: [400, 'Invalid picture name.'] }],
  ['inProgress, nothing charged (no transaction)', [created(), started], complete(false, null), { events: [completed(false, null)] }],
  ['scheduled', [created()], complete(), { error: [409, REFUSED] }],
  ['confirmed', [created(), plain('AppointmentConfirmed')], complete(), { error: [409, REFUSED] }],
  ['waiting', [created('waiting')], complete(), { error: [409, REFUSED] }],
  ['conflicting', [created('conflicting')], complete(), { error: [409, REFUSED] }],
  ['cancelled', [created(), plain('AppointmentCancelled')], complete(), { error: [409, REFUSED] }],
  ['rescheduled', [created(), plain('AppointmentRescheduled')], complete(), { error: [409, REFUSED] }],
  ['already completed (a second completion)', [created(), started, completed()], complete(), { error: [409, REFUSED] }],
  ['deleted', [created(), plain('AppointmentDeleted')], complete(), { error: [404, 'Appointment not found.'] }],
  ['no appointment', [], complete(), { error: [404, 'Appointment not found.'] }],
];

describe('CompleteAppointment (the completion guard)', () => {
  it.each(rows)('%s', (_name, given, when, then) => {
    expect(givenWhenThen(appointmentDecider, given, when, ctx)).toEqual(then);
  });

  it('AppointmentCompleted moves the appointment to completed, and its sample is a valid event', () => {
    const state = [created(), started, completed()].reduce(evolveAppointment, initialAppointmentState());
    expect(state.kind === 'active' && state.status).toBe('completed');
    expect(EVENT_SCHEMAS.AppointmentCompleted.safeParse(completed(true, null).data).success).toBe(true);
  });
});

/** appointments/createTransaction records the payment of an appointment in progress, once. */
const pay = (transactionId = 9): AppointmentCommand => ({ type: 'RecordAppointmentPayment', data: { appointmentId: 1, transactionId } });
const paid = (transactionId = 9): AppointmentEvent => ({ type: 'AppointmentPaymentRecorded', data: { appointmentId: 1, at: now, transactionId } });
const paymentRows: [string, AppointmentEvent[], AppointmentCommand, Then<AppointmentEvent>][] = [
  ['inProgress: the payment is recorded', [created(), started], pay(9), { events: [paid(9)] }],
  ['inProgress, already paid: refused before money moves', [created(), started, paid(9)], pay(10), { error: [409, "This appointment's payment is already recorded on transaction #9."] }],
  ['scheduled: refused like the completion', [created()], pay(), { error: [409, REFUSED] }],
  ['completed: refused', [created(), started, completed()], pay(), { error: [409, REFUSED] }],
  ['no appointment', [], pay(), { error: [404, 'Appointment not found.'] }],
  ['paid, then completed naming that transaction', [created(), started, paid(9)], complete(false, 9), { events: [completed(false, 9)] }],
];

describe('RecordAppointmentPayment (appointments/createTransaction)', () => {
  it.each(paymentRows)('%s', (_name, given, when, then) => {
    expect(givenWhenThen(appointmentDecider, given, when, ctx)).toEqual(then);
  });

  it('the state remembers the payment, and its sample is a valid event', () => {
    const state = [created(), started, paid(12)].reduce(evolveAppointment, initialAppointmentState());
    expect(state.kind === 'active' && state.paymentTransactionId).toBe(12);
    expect(EVENT_SCHEMAS.AppointmentPaymentRecorded.safeParse(paid(12).data).success).toBe(true);
  });
});
