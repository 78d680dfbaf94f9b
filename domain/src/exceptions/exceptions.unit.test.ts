import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { checkStream } from '../testing/streamCheck';
import { sampleEvent } from '../testing/sampleEvents';
import { evolveException, exceptionDecider, type ExceptionCommand } from './decider';
import type { ExceptionEvent, ScheduleExceptionEvent } from './events';
import { expandOccurrences } from './expand';
import type { ExceptionEventInput } from './bodies';

const context: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 2 };
const tz = 'America/Chicago';

const everyOtherFriday: ExceptionEventInput = {
  title: 'Day off',
  startDate: '2026-02-27',
  endDate: '2026-02-27',
  isAllDay: true,
  isRecurring: true,
  RecurringPattern: { rrule: 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', startDate: '2026-02-27' },
};
const dayOff: ExceptionEvent = {
  title: 'Day off',
  description: null,
  startDate: '2026-02-27',
  endDate: '2026-02-27',
  startTime: '00:00',
  endTime: '23:59',
  isAllDay: true,
  isRecurring: true,
  RecurringPattern: {
    rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR',
    recurringTypeId: 1,
    separationCount: 2,
    daysOfWeek: '0000010',
    daysOfMonth: '0'.repeat(31),
    weeksOfMonth: '00000',
    monthsOfYear: '0'.repeat(12),
    startDate: '2026-02-27',
    endDate: null,
  },
};
const oneOff: ExceptionEventInput = { title: 'Dentist', startDate: '2026-03-10', endDate: '2026-03-10', startTime: '9:00', endTime: '11:30' };

const create = (event: ExceptionEventInput, isWorking = false): ExceptionCommand => ({
  type: 'CreateException',
  data: { exceptionId: 5, employeeId: 6, isWorking, event, timeZone: tz },
});
const update = (event: ExceptionEventInput, isWorking = false): ExceptionCommand => ({ type: 'UpdateException', data: { exceptionId: 5, isWorking, event, timeZone: tz } });
const created: ScheduleExceptionEvent = { type: 'ScheduleExceptionCreated', data: { exceptionId: 5, employeeId: 6, isWorking: false, event: dayOff, timeZone: tz, createdAt: context.now } };
const deleted: ScheduleExceptionEvent = { type: 'ScheduleExceptionDeleted', data: { exceptionId: 5, employeeId: 6, deletedAt: context.now } };
const refused = (message: string, status = 400): Then<ScheduleExceptionEvent> => ({ error: [status, message] });

const cases: [string, ScheduleExceptionEvent[], ExceptionCommand, Then<ScheduleExceptionEvent>][] = [
  ['every other Friday, all day: 12:00 AM-11:59 PM, the RRULE canonical, the pattern derived', [], create(everyOtherFriday), { events: [created] }],
  [
    'a one-off with times, padded to HH:MM, is not recurring',
    [],
    create(oneOff, true),
    {
      events: [{
        type: 'ScheduleExceptionCreated',
        data: {
          exceptionId: 5, employeeId: 6, isWorking: true, timeZone: tz, createdAt: context.now,
          event: { title: 'Dentist', description: null, startDate: '2026-03-10', endDate: '2026-03-10', startTime: '09:00', endTime: '11:30', isAllDay: false, isRecurring: false, RecurringPattern: null },
        },
      }],
    },
  ],
  ['no title: the spec message', [], create({ ...oneOff, title: '  ' }), refused('Title is required')],
  ['no start date', [], create({ ...oneOff, startDate: null }), refused('Start date is required')],
  ['no end date', [], create({ ...oneOff, endDate: '' }), refused('End date is required')],
  ['no start time unless all-day', [], create({ ...oneOff, startTime: null }), refused('Start time is required')],
  ['no end time unless all-day', [], create({ ...oneOff, endTime: null }), refused('End time is required')],
  ['all-day needs no times', [], create({ ...oneOff, startTime: null, endTime: null, isAllDay: true }), { events: [expect.objectContaining({ type: 'ScheduleExceptionCreated' }) as never] }],
  ['recurring without a recurrence start date', [], create({ ...everyOtherFriday, RecurringPattern: { rrule: 'FREQ=WEEKLY' } }), refused('Recurrence start date is required')],
  ['recurring without a rule', [], create({ ...everyOtherFriday, RecurringPattern: { startDate: '2026-02-27' } }), refused('A repeat rule is required for a recurring exception')],
  ['a daily rule is not one of the recurring types', [], create({ ...everyOtherFriday, RecurringPattern: { rrule: 'FREQ=DAILY', startDate: '2026-02-27' } }), refused('The repeat rule is not valid')],
  ['an unknown rule part is refused', [], create({ ...everyOtherFriday, RecurringPattern: { rrule: 'FREQ=WEEKLY;BYHOUR=3', startDate: '2026-02-27' } }), refused('The repeat rule is not valid')],
  ['an end before the start', [], create({ ...oneOff, endTime: '08:00' }), refused('The end must be after the start')],
  ['February 30th is not a date', [], create({ ...oneOff, startDate: '2026-02-30' }), refused('Please enter a valid date (YYYY-MM-DD)')],
  ['created twice', [created], create(everyOtherFriday), refused('This exception already exists', 409)],
  ['the recurring flag cannot change', [created], update(oneOff), refused('The recurring flag cannot be changed on an existing exception')],
  [
    'an update keeps the employee and may change isWorking',
    [created],
    update({ ...everyOtherFriday, title: 'Off' }, true),
    { events: [{ type: 'ScheduleExceptionUpdated', data: { exceptionId: 5, employeeId: 6, isWorking: true, event: { ...dayOff, title: 'Off' }, timeZone: tz, updatedAt: context.now } }] },
  ],
  ['update of a missing exception', [], update(oneOff), refused('Exception not found', 404)],
  ['delete', [created], { type: 'DeleteException', data: { exceptionId: 5 } }, { events: [deleted] }],
  ['delete twice', [created, deleted], { type: 'DeleteException', data: { exceptionId: 5 } }, refused('Exception not found', 404)],
  ['no update after delete', [created, deleted], update(everyOtherFriday), refused('Exception not found', 404)],
];

describe('schedule exception: given, when, then', () => {
  it.each(cases)('%s', (_n, g, w, t) => expect(givenWhenThen(exceptionDecider, g, w, context)).toEqual(t));
});

describe('RecurringPattern derived from the RRULE', () => {
  const pattern = (rrule: string, startDate = '2026-02-27') => {
    const [event] = exceptionDecider.decide(create({ ...everyOtherFriday, RecurringPattern: { rrule, startDate } }), exceptionDecider.initialState(), context);
    return event.type === 'ScheduleExceptionCreated' ? event.data.event.RecurringPattern : null;
  };
  it('monthly on the last Friday', () => {
    expect(pattern('FREQ=MONTHLY;BYDAY=-1FR')).toMatchObject({ recurringTypeId: 2, separationCount: 1, daysOfWeek: '0000010', weeksOfMonth: '00001' });
  });
  it('monthly without BYDAY repeats on the start day of the month', () => {
    expect(pattern('FREQ=MONTHLY')?.daysOfMonth).toBe(`${'0'.repeat(26)}1${'0'.repeat(4)}`);
  });
  it('yearly takes the start month; UNTIL becomes the end date and leaves the stored rule', () => {
    expect(pattern('FREQ=YEARLY;UNTIL=20300101T000000Z')).toMatchObject({ rrule: 'FREQ=YEARLY', recurringTypeId: 3, monthsOfYear: '010000000000', endDate: '2030-01-01' });
  });
});

describe('expansion in the business time zone', () => {
  it('every other Friday across the March 2026 daylight-saving change keeps 12:00 AM-11:59 PM local', () => {
    const occurrences = expandOccurrences(dayOff, tz, { from: '2026-02-01', until: '2026-04-30' });
    expect(occurrences.map((o) => o.start)).toEqual(['2026-02-27T00:00', '2026-03-13T00:00', '2026-03-27T00:00', '2026-04-10T00:00', '2026-04-24T00:00']);
    expect(occurrences.every((o) => o.end.endsWith('T23:59'))).toBe(true);
    // CST (UTC-6) before 8 March, CDT (UTC-5) after: same local time, different instants.
    expect(occurrences[0]).toMatchObject({ startsAt: '2026-02-27T06:00:00Z', endsAt: '2026-02-28T05:59:00Z' });
    expect(occurrences[1]).toMatchObject({ startsAt: '2026-03-13T05:00:00Z', endsAt: '2026-03-14T04:59:00Z' });
  });

  it('a weekly 9:00-11:30 AM across the November fall-back stays 9:00-11:30 local', () => {
    const event: ExceptionEvent = { ...dayOff, startDate: '2026-10-26', endDate: '2026-10-26', startTime: '09:00', endTime: '11:30', isAllDay: false, RecurringPattern: { ...dayOff.RecurringPattern!, rrule: 'FREQ=WEEKLY;BYDAY=MO', startDate: '2026-10-26' } };
    const occurrences = expandOccurrences(event, tz, { from: '2026-10-01', until: '2026-11-10' });
    expect(occurrences.map((o) => [o.start, o.end, o.startsAt])).toEqual([
      ['2026-10-26T09:00', '2026-10-26T11:30', '2026-10-26T14:00:00Z'],
      ['2026-11-02T09:00', '2026-11-02T11:30', '2026-11-02T15:00:00Z'],
      ['2026-11-09T09:00', '2026-11-09T11:30', '2026-11-09T15:00:00Z'],
    ]);
  });

  it('every 2 weeks counts weeks Sunday to Saturday (docs/RULES.md "Schedule"), not RFC 5545 Monday weeks', () => {
    // Start Monday 23 Nov 2026: its week is Sun 22 - Sat 28, so the next pair is Sun 6 and Mon 7 Dec
    // (Monday weeks would give Sun 29 Nov and Mon 7 Dec).
    const event: ExceptionEvent = { ...dayOff, startDate: '2026-11-23', endDate: '2026-11-23', RecurringPattern: { ...dayOff.RecurringPattern!, rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO', startDate: '2026-11-23' } };
    const occurrences = expandOccurrences(event, tz, { from: '2026-11-01', until: '2026-12-14' });
    expect(occurrences.map((o) => o.start.slice(0, 10))).toEqual(['2026-11-23', '2026-12-06', '2026-12-07']);
  });

  it('stops at the pattern end date and at the window', () => {
    const ended = { ...dayOff, RecurringPattern: { ...dayOff.RecurringPattern!, endDate: '2026-03-27' } };
    expect(expandOccurrences(ended, tz, { from: '2026-01-01', until: '2026-12-31' })).toHaveLength(3);
    expect(expandOccurrences(dayOff, tz, { from: '2026-03-01', until: '2026-03-31' })).toHaveLength(2);
  });

  it('SCH-EXC-REC: each occurrence takes the Event\'s times on its own day, the pattern\'s dates bound the series', () => {
    // Entered with the series' range as the Event's dates (29 Nov - 31 Dec): each occurrence is still 9:00-11:00 of its day.
    const lunch: ExceptionEvent = {
      ...dayOff, isAllDay: false, startDate: '2026-11-29', endDate: '2026-12-31', startTime: '09:00', endTime: '11:00',
      RecurringPattern: { ...dayOff.RecurringPattern!, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', startDate: '2026-11-29', endDate: '2026-12-09' },
    };
    expect(expandOccurrences(lunch, tz, { from: '2026-11-01', until: '2026-12-31' }).map((o) => [o.start, o.end])).toEqual([
      ['2026-11-30T09:00', '2026-11-30T11:00'],
      ['2026-12-02T09:00', '2026-12-02T11:00'],
      ['2026-12-07T09:00', '2026-12-07T11:00'],
      ['2026-12-09T09:00', '2026-12-09T11:00'],
    ]);
    // All day, recurring: 12:00 AM-11:59 PM of each occurrence's day, not of a week.
    const allDay: ExceptionEvent = { ...dayOff, startDate: '2026-02-27', endDate: '2026-03-31' };
    expect(expandOccurrences(allDay, tz, { from: '2026-02-01', until: '2026-03-20' }).map((o) => [o.start, o.end])).toEqual([
      ['2026-02-27T00:00', '2026-02-27T23:59'],
      ['2026-03-13T00:00', '2026-03-13T23:59'],
    ]);
    // A night shift (6:00 PM-8:00 AM) recurring: into the next morning only.
    const night: ExceptionEvent = { ...lunch, startTime: '18:00', endTime: '08:00' };
    expect(expandOccurrences(night, tz, { from: '2026-11-30', until: '2026-11-30' }).map((o) => [o.start, o.end])).toEqual([['2026-11-30T18:00', '2026-12-01T08:00']]);
  });

  it('a one-off is one occurrence, spanning days when its dates do', () => {
    const trip: ExceptionEvent = { ...dayOff, isRecurring: false, RecurringPattern: null, endDate: '2026-03-01', startTime: '18:00', endTime: '08:00' };
    expect(expandOccurrences(trip, tz, { from: '2026-01-01', until: '2026-12-31' })).toEqual([
      { start: '2026-02-27T18:00', end: '2026-03-01T08:00', startsAt: '2026-02-28T00:00:00Z', endsAt: '2026-03-01T14:00:00Z' },
    ]);
  });
});

describe('every stream type: ScheduleException-<id>', () => {
  it('takes any event and still answers every command', () => {
    const { decided, refused: no } = checkStream({
      ...exceptionDecider,
      evolve: evolveException,
      events: [sampleEvent('ScheduleExceptionCreated'), sampleEvent('ScheduleExceptionUpdated'), sampleEvent('ScheduleExceptionDeleted')],
      commands: [create(everyOtherFriday), update(everyOtherFriday), update(oneOff), { type: 'DeleteException', data: { exceptionId: 1 } }],
    });
    expect(decided).toBeGreaterThan(0);
    expect(no).toBeGreaterThan(0);
  });
});
