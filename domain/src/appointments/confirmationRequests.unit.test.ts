import { describe, expect, it } from 'vitest';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { checkStream } from '../testing/streamCheck';
import { sampleEvent } from '../testing/sampleEvents';
import { confirmationState, nextBusinessDays, NO_ANSWER_AFTER_MS, type ConfirmationFacts } from './confirmationBoard';
import {
  CONFIRMATION_MESSAGES as M,
  confirmationRequestDecider,
  decideConfirmationRequest,
  evolveConfirmationRequest,
  initialConfirmationRequestState,
  type ConfirmationRequestCommand,
  type ConfirmationRequestEvent,
} from './confirmationRequests';

const now = '2026-11-25T15:00:00.000Z';
const ctx: CommandContext = { now, actorUserId: 2 };
const id = 1;
const startsAt = '2026-11-30T15:00:00.000Z';

const created = (status: 'waiting' | 'scheduled' | 'conflicting'): DomainEvent => ({
  type: 'AppointmentCreated',
  data: {
    appointmentId: id, estimateId: 5, customerId: 3, status, employeeId: status === 'waiting' ? null : 6,
    appointmentDate: status === 'waiting' ? null : '2026-11-30', startTime: status === 'waiting' ? null : '09:00',
    endTime: status === 'waiting' ? null : '10:30', conflicts: status === 'conflicting' ? ['overlap'] : [], resolveConfliction: false,
    initialComment: null, isStanding: false, standingId: null, createdByUserId: 2, createdAt: now,
  },
});
const moved: DomainEvent = {
  type: 'AppointmentUpdated',
  data: { appointmentId: id, employeeId: 6, appointmentDate: '2026-12-01', startTime: '11:00', endTime: '12:30', conflicts: [], resolveConfliction: false, status: 'scheduled', updatedAt: now },
};
const confirmed: DomainEvent = { type: 'AppointmentConfirmed', data: { appointmentId: id, at: now } };
const cancelled: DomainEvent = { type: 'AppointmentCancelled', data: { appointmentId: id, at: now } };
const sentEvent = (over: { appointmentDate?: string; startTime?: string; resend?: boolean; sentByUserId?: number | null } = {}): DomainEvent => ({
  type: 'AppointmentConfirmationSent',
  data: { appointmentId: id, at: now, emailAddress: 'pat@example.com', appointmentDate: '2026-11-30', startTime: '09:00', sentByUserId: 2, resend: false, ...over },
});
const opened = (via: 'mail' | 'link' = 'link'): DomainEvent => ({ type: 'AppointmentConfirmationOpened', data: { appointmentId: id, at: now, via } });

const send = (over: Partial<{ emailAddress: string; startsAt: string }> = {}): ConfirmationRequestCommand => ({
  type: 'SendAppointmentConfirmation',
  data: { appointmentId: id, emailAddress: 'pat@example.com', startsAt, ...over },
});
const open = (via: 'mail' | 'link' = 'link'): ConfirmationRequestCommand => ({ type: 'RecordConfirmationOpened', data: { appointmentId: id, via } });

const cases: [name: string, given: DomainEvent[], when: ConfirmationRequestCommand, then: Then<DomainEvent>][] = [
  ['a scheduled appointment is sent its first mail', [created('scheduled')], send(), { events: [sentEvent()] }],
  ['a second mail for the same placing is a resend', [created('scheduled'), sentEvent()], send(), { events: [sentEvent({ resend: true })] }],
  ['a moved appointment is asked again, not a resend', [created('scheduled'), sentEvent(), moved], send(), { events: [sentEvent({ appointmentDate: '2026-12-01', startTime: '11:00' })] }],
  ['the scheduling command\'s own mail names no sender', [created('scheduled')], { type: 'SendAppointmentConfirmation', data: { appointmentId: id, emailAddress: 'pat@example.com', startsAt, automatic: true } }, { events: [sentEvent({ sentByUserId: null })] }],
  ['no appointment: 404', [], send(), { error: [404, M.notFound] }],
  ['a confirmed appointment needs no mail', [created('scheduled'), confirmed], send(), { error: [409, M.alreadyConfirmed] }],
  ['a waiting appointment has nothing to confirm', [created('waiting')], send(), { error: [409, M.notScheduled] }],
  ['a conflicting appointment cannot be confirmed by the link', [created('conflicting')], send(), { error: [409, M.notScheduled] }],
  ['a cancelled appointment gets no mail', [created('scheduled'), cancelled], send(), { error: [409, M.notScheduled] }],
  ['an appointment that has begun gets no mail', [created('scheduled')], send({ startsAt: now }), { error: [409, M.alreadyStarted] }],
  ['no address, no mail', [created('scheduled')], send({ emailAddress: '  ' }), { error: [409, M.noEmail] }],
  ['a visited link is recorded', [created('scheduled'), sentEvent()], open('link'), { events: [opened('link')] }],
  ['a mail whose image loaded is recorded', [created('scheduled'), sentEvent()], open('mail'), { events: [opened('mail')] }],
  ['the link of a mail already opened records nothing', [created('scheduled'), sentEvent(), opened('mail')], open('link'), { events: [] }],
  ['opened after a resend is recorded again', [created('scheduled'), sentEvent(), opened(), sentEvent({ resend: true })], open(), { events: [opened()] }],
  ['opened for a deleted appointment: 404', [created('scheduled'), { type: 'AppointmentDeleted', data: { appointmentId: id, at: now } }], open(), { error: [404, M.notFound] }],
];

describe('confirmation requests: given / when / then', () => {
  it.each(cases)('%s', (_name, given, when, then) => {
    // The stream holds the appointment's own events too: the decider's evolve takes any event.
    expect(givenWhenThen(confirmationRequestDecider, given as ConfirmationRequestEvent[], when, ctx)).toEqual(then);
  });

  it('the Appointment stream with any event still answers', () => {
    const { decided, refused } = checkStream({
      initialState: initialConfirmationRequestState,
      evolve: evolveConfirmationRequest,
      decide: decideConfirmationRequest,
      events: [sampleEvent('AppointmentCreated'), sampleEvent('AppointmentUpdated'), sampleEvent('AppointmentConfirmationSent'), sampleEvent('AppointmentConfirmationOpened')],
      commands: [send(), open('mail'), open('link')],
    });
    expect(decided).toBeGreaterThan(0);
    expect(refused).toBeGreaterThanOrEqual(0);
  });
});

describe('the board state of an appointment', () => {
  const sentAt = '2026-11-25T15:00:00.000Z';
  const facts = (over: Partial<ConfirmationFacts> = {}): ConfirmationFacts => ({
    status: 'scheduled', appointmentDate: '2026-11-30', startTime: '09:00', sentAt, sentForDate: '2026-11-30', sentForTime: '09:00', openedAt: null, ...over,
  });
  const justAfter = new Date(Date.parse(sentAt) + 60_000);
  const aDayAfter = new Date(Date.parse(sentAt) + NO_ANSWER_AFTER_MS);
  const rows: [string, ConfirmationFacts, Date, string][] = [
    ['never sent', facts({ sentAt: null, sentForDate: null, sentForTime: null }), justAfter, 'notSent'],
    ['sent for an earlier placing', facts({ sentForTime: '08:00' }), justAfter, 'notSent'],
    ['sent a minute ago', facts(), justAfter, 'sent'],
    ['sent a day ago, no answer', facts(), aDayAfter, 'noAnswer'],
    ['link visited after the mail', facts({ openedAt: '2026-11-25T16:00:00.000Z' }), aDayAfter, 'opened'],
    ['link visited before a resend', facts({ openedAt: '2026-11-25T14:00:00.000Z' }), justAfter, 'sent'],
    ['confirmed (by the link or the office)', facts({ status: 'confirmed', sentAt: null }), justAfter, 'confirmed'],
  ];
  it.each(rows)('%s', (_name, given, at, expected) => {
    expect(confirmationState(given, at)).toBe(expected);
  });

  it('shows the next two business days, Sunday skipped', () => {
    expect(nextBusinessDays('2026-11-26')).toEqual(['2026-11-27', '2026-11-28']); // Thursday: Friday, Saturday
    expect(nextBusinessDays('2026-11-27')).toEqual(['2026-11-28', '2026-11-30']); // Friday: Saturday, Monday
    expect(nextBusinessDays('2026-11-28')).toEqual(['2026-11-30', '2026-12-01']); // Saturday: Monday, Tuesday
    expect(nextBusinessDays('2026-12-31')).toEqual(['2027-01-01', '2027-01-02']);
  });
});
