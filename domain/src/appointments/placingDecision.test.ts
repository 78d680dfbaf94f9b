import { describe, expect, it } from 'vitest';
import { customerDecider, type CustomerEvent } from '../customers';
import { SAMPLE_EVENT_DATA } from '../testing/sampleEvents';
import { LINK_MESSAGES } from '../auth';
import { fold, type CommandContext, type DomainEvent } from '../shared/decider';
import type { Decided, Refusal } from '../shared/decision';
import { confirmationRequestDecider } from './confirmationRequests';
import { appointmentDecider } from './decider';
import type { AppointmentEvent } from './events';
import { APPOINTMENT_MESSAGES as M } from './messages';
import { decideConfirmationByLink, decideFeedback } from './linkDecisions';
import { decidePlacing, decideServiceIssueResolution, type PlacingCommand, type PlacingGiven } from './placingDecision';
import { toMinutes } from './schedule/minutes';
import { stylistDay, type StylistHours } from './schedule/stylistDay';
import { stylistBookingsDecider, type StylistBookingsEvent } from './schedule/stylistBookings';

/*
 * appointments/update, appointments/schedule, resolveServiceIssue and the link pages'
 * writes as pure decisions. Given the loaded streams, when the command arrives, then the appends per
 * stream (each at the revision it was loaded at: `stream@revision: event types`) or the refusal.
 */
const context: CommandContext = { now: '2026-11-25T15:00:00.000Z', actorUserId: 2 };
const sam: StylistHours = {
  workDayStartTime: '08:00', workDayEndTime: '17:00', worksSunday: false, worksMonday: true, worksTuesday: true,
  worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: false, petsPerDay: 6, minutesPerPet: 60,
};
const MON = '2026-11-30';
const TUE = '2026-12-01';
const at = (t: string) => toMinutes(t)!;

const created = (p: Partial<Extract<AppointmentEvent, { type: 'AppointmentCreated' }>['data']> = {}): AppointmentEvent => ({
  type: 'AppointmentCreated',
  data: {
    appointmentId: 1, estimateId: 9, customerId: 3, status: 'scheduled', employeeId: 6, appointmentDate: MON, startTime: '09:00', endTime: '10:00',
    conflicts: [], resolveConfliction: false, initialComment: null, isStanding: false, standingId: null, createdByUserId: 2, createdAt: context.now, ...p,
  },
});
const waiting = created({ status: 'waiting', employeeId: null, appointmentDate: null, startTime: null, endTime: null });
const issue: AppointmentEvent = { type: 'AppointmentServiceIssueCreated', data: { appointmentId: 1, at: context.now, comment: 'Dog was sick', previousStatus: 'scheduled' } };
const started: AppointmentEvent = { type: 'AppointmentStarted', data: { appointmentId: 1, at: context.now, startedByUserId: 6 } };
const deleted: AppointmentEvent = { type: 'AppointmentDeleted', data: { appointmentId: 1, at: context.now } };
const booked = (appointmentId: number, date: string, from: string, to: string): StylistBookingsEvent => ({
  type: 'StylistTimeBooked',
  data: { employeeId: 6, date, appointmentId, start: at(from), end: at(to), pets: 1, conflicts: [], bookedAt: context.now },
});

const loaded = <S>(decider: { initialState: () => S; evolve: (s: S, e: never) => S }, events: DomainEvent[]) => ({
  state: fold(decider as never, events as never[]) as S,
  revision: events.length - 1,
});
const dayOf = (date: string, events: StylistBookingsEvent[]) => ({ ...loaded(stylistBookingsDecider, events), stylistDay: stylistDay(sam, date, []) });

/** A decision as a table row shows it. */
const shape = (decided: Decided<unknown> | Refusal) =>
  decided.kind === 'refused'
    ? { refused: [decided.status, decided.message] }
    : { appends: decided.appends.map((a) => `${a.stream}@${a.expectedRevision}: ${a.events.map((e) => e.type).join(', ') || '-'}`), result: decided.result };

const place = (type: PlacingCommand['type'], date: string, from: string, to: string, extra: Partial<PlacingCommand['data']> = {}): PlacingCommand => ({
  type,
  data: { appointmentId: 1, employeeId: 6, appointmentDate: date, startTime: from, endTime: to, resolveConfliction: false, conflicts: [], blocked: false, ...extra },
} as PlacingCommand);

describe('update / schedule: given the appointment and the days, when placed, then one write', () => {
  const rows: { name: string; given: { appointment: AppointmentEvent[]; day: StylistBookingsEvent[]; heldDay?: StylistBookingsEvent[]; blocked?: boolean }; when: PlacingCommand; then: ReturnType<typeof shape> }[] = [
    {
      name: 'moved within its day: the booking replaced, the appointment updated (no release)',
      given: { appointment: [created()], day: [booked(1, MON, '09:00', '10:00')] },
      when: place('UpdateAppointment', MON, '11:00', '12:00'),
      then: { appends: [`StylistBookings-6-${MON}@0: StylistTimeBooked`, 'Appointment-1@0: AppointmentUpdated'], result: { status: 'scheduled', conflicts: [] } },
    },
    {
      name: 'moved to another date: booked there, updated, the old day released',
      given: { appointment: [created()], day: [], heldDay: [booked(1, MON, '09:00', '10:00')] },
      when: place('UpdateAppointment', TUE, '09:00', '10:00'),
      then: {
        appends: [`StylistBookings-6-${TUE}@-1: StylistTimeBooked`, 'Appointment-1@0: AppointmentUpdated', `StylistBookings-6-${MON}@0: StylistTimeReleased`],
        result: { status: 'scheduled', conflicts: [] },
      },
    },
    {
      name: 'onto another booking: the day decides the overlap, the appointment is conflicting',
      given: { appointment: [created()], day: [booked(1, MON, '09:00', '10:00'), booked(2, MON, '11:00', '12:00')] },
      when: place('UpdateAppointment', MON, '11:30', '12:30'),
      then: { appends: [`StylistBookings-6-${MON}@1: StylistTimeBooked`, 'Appointment-1@0: AppointmentUpdated'], result: { status: 'conflicting', conflicts: ['overlap'] } },
    },
    {
      name: 'from the waiting list: booked and scheduled, nothing to release',
      given: { appointment: [waiting], day: [] },
      when: place('ScheduleAppointment', MON, '09:00', '10:00'),
      then: { appends: [`StylistBookings-6-${MON}@-1: StylistTimeBooked`, 'Appointment-1@0: AppointmentScheduled'], result: { status: 'scheduled', conflicts: [] } },
    },
    {
      name: 'a missing field: the spec\'s message, nothing written',
      given: { appointment: [created()], day: [] },
      when: place('UpdateAppointment', MON, '09:00', '10:00', { startTime: null }),
      then: { refused: [400, M.requiredFields] },
    },
    {
      name: 'a stylist blocked for the customer: refused, nothing booked',
      given: { appointment: [created()], day: [], blocked: true },
      when: place('UpdateAppointment', MON, '09:00', '10:00'),
      then: { refused: [400, M.blockedStylist] },
    },
    {
      name: 'a deleted appointment: 404',
      given: { appointment: [created(), deleted], day: [] },
      when: place('UpdateAppointment', MON, '09:00', '10:00'),
      then: { refused: [404, M.notFound] },
    },
  ];
  it.each(rows)('$name', ({ given, when, then }) => {
    const input: PlacingGiven = {
      appointment: loaded(appointmentDecider, given.appointment),
      day: dayOf(when.data.appointmentDate!, given.day),
      heldDay: given.heldDay ? loaded(stylistBookingsDecider, given.heldDay) : null,
      pets: 1,
      blocked: given.blocked ?? false,
    };
    expect(shape(decidePlacing(when, input, context))).toEqual(then);
  });
});

describe('resolveServiceIssue: given the appointment and its day, then the booking and the appointment in one write', () => {
  it.each([
    {
      name: 'raised from scheduled: booked on its day again, back to scheduled',
      appointment: [created(), issue],
      day: [] as StylistBookingsEvent[],
      then: { appends: [`StylistBookings-6-${MON}@-1: StylistTimeBooked`, 'Appointment-1@1: AppointmentServiceIssueResolved'], result: { status: 'scheduled', conflicts: [] } },
    },
    {
      name: 'its time was taken meanwhile: conflicting (overlap)',
      appointment: [created(), issue],
      day: [booked(2, MON, '09:00', '10:00')],
      then: { appends: [`StylistBookings-6-${MON}@0: StylistTimeBooked`, 'Appointment-1@1: AppointmentServiceIssueResolved'], result: { status: 'conflicting', conflicts: ['overlap'] } },
    },
    { name: 'no service issue: refused, nothing written', appointment: [created()], day: [], then: { refused: [409, expect.any(String)] } },
  ])('$name', ({ appointment, day, then }) => {
    expect(shape(decideServiceIssueResolution(1, { appointment: loaded(appointmentDecider, appointment), day: dayOf(MON, day), pets: 1 }, context))).toEqual(then);
  });

  it('raised from inProgress: back to inProgress, its time booked again (the day held it already: nothing new)', () => {
    const fromStarted: AppointmentEvent = { ...issue, data: { ...issue.data, previousStatus: 'inProgress' } } as AppointmentEvent;
    const given = { appointment: loaded(appointmentDecider, [created(), started, fromStarted]), day: dayOf(MON, [booked(1, MON, '09:00', '10:00')]), pets: 1 };
    expect(shape(decideServiceIssueResolution(1, given, context))).toEqual({
      appends: [`StylistBookings-6-${MON}@0: -`, 'Appointment-1@2: AppointmentServiceIssueResolved'],
      result: { status: 'inProgress', conflicts: [] },
    });
  });
});

describe('the confirmation link: the visit and the confirmation in one append', () => {
  const confirmed: AppointmentEvent = { type: 'AppointmentConfirmed', data: { appointmentId: 1, at: context.now } };
  it.each([
    { name: 'scheduled: opened and confirmed', events: [created()], then: { appends: ['Appointment-1@0: AppointmentConfirmationOpened, AppointmentConfirmed'], result: { confirmed: true, refusal: null } } },
    { name: 'already confirmed: the visit only', events: [created(), confirmed], then: { appends: ['Appointment-1@1: AppointmentConfirmationOpened'], result: { confirmed: true, refusal: null } } },
    {
      name: 'in progress: the visit recorded, the confirmation refused in the page\'s words',
      events: [created(), started],
      then: { appends: ['Appointment-1@1: AppointmentConfirmationOpened'], result: { confirmed: false, refusal: { kind: 'refused', status: 409, message: LINK_MESSAGES.appointmentNotConfirmable } } },
    },
    { name: 'deleted: refused, nothing written', events: [created(), deleted], then: { refused: [409, LINK_MESSAGES.appointmentNotConfirmable] } },
  ])('$name', ({ events, then }) => {
    expect(shape(decideConfirmationByLink(1, loaded(confirmationRequestDecider, events), context))).toEqual(then);
  });
});

describe('the feedback form: the rating and the preferred stylist in one write', () => {
  const customer = [{ type: 'CustomerCreated', data: { ...SAMPLE_EVENT_DATA.CustomerCreated, customerId: 3 } } as CustomerEvent];
  const completedAppointment = [created(), started];
  it.each([
    {
      name: 'rated, the stylist made preferred: both streams',
      preferred: true,
      then: { appends: ['Appointment-1@1: AppointmentRated', 'Customer-3@0: CustomerDetailsUpdated'], result: { preferredStylistId: 6 } },
    },
    { name: 'rated only', preferred: false, then: { appends: ['Appointment-1@1: AppointmentRated'], result: { preferredStylistId: null } } },
  ])('$name', ({ preferred, then }) => {
    const given = { appointment: loaded(appointmentDecider, completedAppointment), customer: preferred ? loaded(customerDecider, customer) : null };
    expect(shape(decideFeedback(1, { rating: 5, comment: 'Great', setStylistAsPreferred: preferred }, given, context))).toEqual(then);
  });
  it('rated before: refused, the preference not written either', () => {
    const rated: AppointmentEvent = { type: 'AppointmentRated', data: { appointmentId: 1, at: context.now, rating: 4, comment: 'Ok', raterUserId: null } };
    const given = { appointment: loaded(appointmentDecider, [...completedAppointment, rated]), customer: loaded(customerDecider, customer) };
    expect(shape(decideFeedback(1, { rating: 5, comment: 'Great', setStylistAsPreferred: true }, given, context))).toEqual({ refused: [409, M.alreadyRated] });
  });
});
