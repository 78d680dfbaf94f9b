import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../shared/decider';
import { fold } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { sampleEvent } from '../testing/sampleEvents';
import { checkStream } from '../testing/streamCheck';
import { evolveStanding, standingDecider, type StandingCommand, type StandingFacts } from './decider';
import type { StandingEvent, StandingStreamEvent } from './events';
import type { StandingEventInput } from './bodies';
import { isStandingOccurrence, placeholders } from './placeholders';

const context: CommandContext = { now: '2026-02-20T15:00:00.000Z', actorUserId: 2 };
const tz = 'America/Chicago';
const zeros = (n: number) => '0'.repeat(n);

/** The example: every 4 weeks on Tuesday, from Tuesday 24 February 2026. */
const everyFourWeeks: StandingEventInput = {
  title: 'Every 4 weeks',
  startDate: '2026-02-24',
  isRecurring: true,
  RecurringPattern: { rrule: 'RRULE:FREQ=WEEKLY;INTERVAL=4;BYDAY=TU' },
};
const fourWeekly: StandingEvent = {
  title: 'Every 4 weeks',
  description: null,
  startDate: '2026-02-24',
  endDate: null,
  isRecurring: true,
  RecurringPattern: {
    rrule: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=TU',
    recurringTypeId: 1,
    separationCount: 4,
    daysOfWeek: '0010000',
    daysOfMonth: zeros(31),
    weeksOfMonth: '00000',
    monthsOfYear: zeros(12),
    startDate: '2026-02-24',
    endDate: null,
  },
};
const secondTuesdayInput: StandingEventInput = { title: 'Second Tuesday', description: ' Monthly ', startDate: '2026-03-01', RecurringPattern: { rrule: 'FREQ=MONTHLY;BYDAY=2TU' } };
const secondTuesday: StandingEvent = {
  title: 'Second Tuesday',
  description: 'Monthly',
  startDate: '2026-03-01',
  endDate: null,
  isRecurring: true,
  RecurringPattern: { ...fourWeekly.RecurringPattern, rrule: 'FREQ=MONTHLY;BYDAY=2TU', recurringTypeId: 2, separationCount: 1, weeksOfMonth: '01000', startDate: '2026-03-01' },
};

const ids = { standingId: 4, appointmentId: 30, customerId: 3, estimateId: 5 };
const create = (event: StandingEventInput, startTime: string | null = '9:00', endTime: string | null = '10:30'): StandingCommand => ({
  type: 'CreateStanding',
  data: { ...ids, employeeId: 6, startTime, endTime, event, timeZone: tz },
});
const update = (employeeId: number, startTime: string | null, endTime: string | null): StandingCommand => ({ type: 'UpdateStanding', data: { standingId: 4, employeeId, startTime, endTime } });
const updateEvent = (event: StandingEventInput): StandingCommand => ({ type: 'UpdateStandingEvent', data: { standingId: 4, event, timeZone: tz } });
const instance = (date: string, appointmentId = 31, isOccurrence = true): StandingCommand => ({ type: 'CreateStandingInstance', data: { standingId: 4, date, appointmentId, isOccurrence } });
const remove: StandingCommand = { type: 'DeleteStanding', data: { standingId: 4 } };

const created: StandingStreamEvent = {
  type: 'StandingCreated',
  data: { ...ids, employeeId: 6, startTime: '09:00', endTime: '10:30', event: fourWeekly, timeZone: tz, createdAt: context.now },
};
const instanced = (date: string, appointmentId = 31): StandingStreamEvent => ({ type: 'StandingInstanceCreated', data: { standingId: 4, date, appointmentId, createdAt: context.now } });
const deleted: StandingStreamEvent = { type: 'StandingDeleted', data: { standingId: 4, deletedAt: context.now } };
const refused = (message: string, status = 400): Then<StandingStreamEvent> => ({ error: [status, message] });
const withPattern = (pattern: NonNullable<StandingEventInput['RecurringPattern']>): StandingEventInput => ({ ...everyFourWeeks, RecurringPattern: pattern });

const cases: [string, StandingStreamEvent[], StandingCommand, Then<StandingStreamEvent>][] = [
  // create
  ['create: every 4 weeks on Tuesday, times padded to HH:MM, the RRULE canonical, the RecurringPattern derived', [], create(everyFourWeeks), { events: [created] }],
  ["create: 'Every' given beside the rule sets its INTERVAL", [], create(withPattern({ rrule: 'FREQ=WEEKLY;BYDAY=TU', separationCount: '4' })), { events: [created] }],
  ['create: the start date may come on the pattern', [], create({ ...everyFourWeeks, startDate: null, RecurringPattern: { rrule: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=TU', startDate: '2026-02-24' } }), { events: [created] }],
  ['create: no starting time (part 1 §5, word for word)', [], create(everyFourWeeks, null), refused('A starting time is required for a standing appointment')],
  ['create: no ending time', [], create(everyFourWeeks, '9:00', ' '), refused('An ending time is required for a standing appointment')],
  ['create: an ending time before the start', [], create(everyFourWeeks, '10:30', '9:00'), refused('The ending time must be after the starting time')],
  ['create: 25:00 is not a time', [], create(everyFourWeeks, '25:00'), refused('Please enter a valid time (HH:MM)')],
  ['create: no title (part 1 §5, word for word)', [], create({ ...everyFourWeeks, title: '   ' }), refused('Title is required')],
  ['create: no start date for the recurrence (part 1 §5, word for word)', [], create({ ...everyFourWeeks, startDate: '' }), refused('A start date is required for the recurrence')],
  ["create: 'Every' 0", [], create(withPattern({ rrule: 'FREQ=WEEKLY;BYDAY=TU', separationCount: 0 })), refused("'Every' must be a positive integer")],
  ["create: 'Every' 1.5", [], create(withPattern({ rrule: 'FREQ=WEEKLY;BYDAY=TU', separationCount: 1.5 })), refused("'Every' must be a positive integer")],
  ["create: 'Every' two", [], create(withPattern({ rrule: 'FREQ=WEEKLY;BYDAY=TU', separationCount: 'two' })), refused("'Every' must be a positive integer")],
  ["create: an INTERVAL of 0 in the rule is a bad 'Every'", [], create(withPattern({ rrule: 'FREQ=WEEKLY;INTERVAL=0;BYDAY=TU' })), refused("'Every' must be a positive integer")],
  ["create: 'Every' 100", [], create(withPattern({ rrule: 'FREQ=WEEKLY;BYDAY=TU', separationCount: 100 })), refused("'Every' can be at most 99")],
  ['create: no rule', [], create(withPattern({ rrule: ' ' })), refused('A repeat rule is required for a standing appointment')],
  ['create: a daily rule is not one of the recurring types', [], create(withPattern({ rrule: 'FREQ=DAILY' })), refused('The repeat rule is not valid')],
  ['create: February 30th is not a date', [], create({ ...everyFourWeeks, startDate: '2026-02-30' }), refused('Please enter a valid date (YYYY-MM-DD)')],
  ['create: an UNTIL before the start', [], create(withPattern({ rrule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260101' })), refused('The recurrence end date must be on or after its start date')],
  ['create: twice', [created], create(everyFourWeeks), refused('This standing appointment already exists', 409)],
  ['create: again after a delete (its standing request is back on the service issues list)', [created, deleted], create(everyFourWeeks), { events: [created] }],
  // update: the stylist and the times
  ['update: another stylist and later times', [created], update(7, '13:00', '14:30'), { events: [{ type: 'StandingUpdated', data: { standingId: 4, employeeId: 7, startTime: '13:00', endTime: '14:30', updatedAt: context.now } }] }],
  ['update: no starting time (part 1 §5, word for word)', [created], update(6, '', '10:30'), refused('A starting time is required for a standing appointment')],
  ['update: nothing changed writes nothing', [created], update(6, '09:00', '10:30'), { events: [] }],
  ['update: of a missing standing', [], update(6, '09:00', '10:30'), refused('Standing appointment not found', 404)],
  // 'Edit Standing Appointment Recurrence'
  ['event update: monthly on the second Tuesday', [created], updateEvent(secondTuesdayInput), { events: [{ type: 'StandingEventUpdated', data: { standingId: 4, event: secondTuesday, timeZone: tz, updatedAt: context.now } }] }],
  ['event update: no title', [created], updateEvent({ ...secondTuesdayInput, title: null }), refused('Title is required')],
  ['event update: the same recurrence writes nothing', [created], updateEvent(everyFourWeeks), { events: [] }],
  // delete
  ['delete', [created], remove, { events: [deleted] }],
  ['delete: twice', [created, deleted], remove, refused('Standing appointment not found', 404)],
  ['update: after delete', [created, deleted], update(7, '13:00', '14:30'), refused('Standing appointment not found', 404)],
  ['event update: after delete', [created, deleted], updateEvent(secondTuesdayInput), refused('Standing appointment not found', 404)],
  // 'Create Instance'
  ['instance: the placeholder of 24 March becomes appointment 31', [created], instance('2026-03-24'), { events: [instanced('2026-03-24')] }],
  ['instance: a date becomes an appointment once (part 1 §4: disabled once created)', [created, instanced('2026-03-24')], instance('2026-03-24', 32), refused('An appointment was already created for this date of the standing appointment', 409)],
  ['instance: another date after one', [created, instanced('2026-03-24')], instance('2026-04-21', 32), { events: [instanced('2026-04-21', 32)] }],
  ['instance: a date the recurrence does not fall on', [created], instance('2026-03-25', 31, false), refused('The standing appointment does not fall on that date')],
  ['instance: a date before the recurrence starts', [created], instance('2026-01-27'), refused('The standing appointment does not fall on that date')],
  ['instance: not a date', [created], instance('03-24-2026'), refused('Please enter a valid date (YYYY-MM-DD)')],
  ['instance: after delete', [created, deleted], instance('2026-03-24'), refused('Standing appointment not found', 404)],
  ['instance: of a missing standing', [], instance('2026-03-24'), refused('Standing appointment not found', 404)],
];

describe('standing appointment: given, when, then', () => {
  it.each(cases)('%s', (_n, given, when, then) => expect(givenWhenThen(standingDecider, given, when, context)).toEqual(then));
});

describe('the RecurringPattern derived from the RRULE', () => {
  const pattern = (rrule: string, startDate = '2026-03-01') => {
    const [event] = standingDecider.decide(create({ ...everyFourWeeks, startDate, RecurringPattern: { rrule } }), standingDecider.initialState(), context);
    return event.type === 'StandingCreated' ? event.data.event : null;
  };
  it('every 2 weeks on Monday and Thursday', () => {
    expect(pattern('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')?.RecurringPattern).toMatchObject({ recurringTypeId: 1, separationCount: 2, daysOfWeek: '0100100' });
  });
  it('monthly on the 15th', () => {
    expect(pattern('FREQ=MONTHLY;BYMONTHDAY=15')?.RecurringPattern).toMatchObject({ recurringTypeId: 2, daysOfMonth: `${zeros(14)}1${zeros(16)}`, daysOfWeek: zeros(7) });
  });
  it('an UNTIL becomes the end date of the event and the pattern and leaves the stored rule', () => {
    expect(pattern('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20261231T000000Z')).toMatchObject({
      endDate: '2026-12-31',
      RecurringPattern: { rrule: 'FREQ=MONTHLY;BYDAY=-1FR', weeksOfMonth: '00001', endDate: '2026-12-31' },
    });
  });
});

describe('placeholders: occurrences in the business time zone, less the dates that have an instance', () => {
  const standing = (...events: StandingStreamEvent[]) => fold(standingDecider, [created, ...events]) as StandingFacts & { status: 'active' | 'deleted' };
  const window = { from: '2026-02-01', until: '2026-05-31' };

  it('every 4 weeks across the March 2026 spring-forward keeps 9:00-10:30 AM local (Schedule: the business time zone)', () => {
    const shown = placeholders(standing(), window);
    expect(shown.map((p) => p.date)).toEqual(['2026-02-24', '2026-03-24', '2026-04-21', '2026-05-19']);
    expect(shown.every((p) => p.startTime === '09:00' && p.endTime === '10:30')).toBe(true);
    // CST (UTC-6) before 8 March, CDT (UTC-5) after: the same local time, different instants.
    expect(shown[0]).toMatchObject({ standingId: 4, appointmentId: 30, customerId: 3, estimateId: 5, employeeId: 6, title: 'Every 4 weeks', startsAt: '2026-02-24T15:00:00Z', endsAt: '2026-02-24T16:30:00Z' });
    expect(shown[1]).toMatchObject({ startsAt: '2026-03-24T14:00:00Z', endsAt: '2026-03-24T15:30:00Z' });
  });

  it('a date that became an appointment is no longer a placeholder', () => {
    expect(placeholders(standing(instanced('2026-03-24')), window).map((p) => p.date)).toEqual(['2026-02-24', '2026-04-21', '2026-05-19']);
  });

  it('follows the stylist and times of an update', () => {
    const updated = standing({ type: 'StandingUpdated', data: { standingId: 4, employeeId: 7, startTime: '13:00', endTime: '14:30', updatedAt: context.now } });
    expect(placeholders(updated, { from: '2026-03-01', until: '2026-03-31' })).toEqual([
      expect.objectContaining({ date: '2026-03-24', employeeId: 7, startTime: '13:00', endTime: '14:30', startsAt: '2026-03-24T18:00:00Z' }),
    ]);
  });

  it('a weekly Monday across the November fall-back stays 9:00 AM local', () => {
    const event: StandingEvent = { ...fourWeekly, startDate: '2026-10-26', RecurringPattern: { ...fourWeekly.RecurringPattern, rrule: 'FREQ=WEEKLY;BYDAY=MO', separationCount: 1, daysOfWeek: '0100000', startDate: '2026-10-26' } };
    const monday = standing({ type: 'StandingEventUpdated', data: { standingId: 4, event, timeZone: tz, updatedAt: context.now } });
    expect(placeholders(monday, { from: '2026-10-01', until: '2026-11-10' }).map((p) => [p.date, p.startsAt])).toEqual([
      ['2026-10-26', '2026-10-26T14:00:00Z'],
      ['2026-11-02', '2026-11-02T15:00:00Z'],
      ['2026-11-09', '2026-11-09T15:00:00Z'],
    ]);
  });

  it('Schedule: every-N-weeks counts from the week (Sunday to Saturday) of its start date', () => {
    // Every 2 weeks on Sunday and Monday, from Monday 2 March: that week began Sunday 1 March, so the
    // next Sunday of the rule is 15 March (a Monday-first week would have given 8 March).
    const event: StandingEvent = { ...fourWeekly, startDate: '2026-03-02', RecurringPattern: { ...fourWeekly.RecurringPattern, rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO', separationCount: 2, daysOfWeek: '1100000', startDate: '2026-03-02' } };
    const s = standing({ type: 'StandingEventUpdated', data: { standingId: 4, event, timeZone: tz, updatedAt: context.now } });
    expect(placeholders(s, { from: '2026-03-01', until: '2026-03-31' }).map((p) => p.date)).toEqual(['2026-03-02', '2026-03-15', '2026-03-16', '2026-03-29', '2026-03-30']);
  });

  it('monthly on the second Tuesday', () => {
    const s = standing({ type: 'StandingEventUpdated', data: { standingId: 4, event: secondTuesday, timeZone: tz, updatedAt: context.now } });
    expect(placeholders(s, { from: '2026-01-01', until: '2026-06-30' }).map((p) => p.date)).toEqual(['2026-03-10', '2026-04-14', '2026-05-12', '2026-06-09']);
  });

  it('stops at the end date (inclusive) and shows nothing once deleted', () => {
    const ended: StandingEvent = { ...fourWeekly, endDate: '2026-04-21', RecurringPattern: { ...fourWeekly.RecurringPattern, endDate: '2026-04-21' } };
    const s = standing({ type: 'StandingEventUpdated', data: { standingId: 4, event: ended, timeZone: tz, updatedAt: context.now } });
    expect(placeholders(s, window).map((p) => p.date)).toEqual(['2026-02-24', '2026-03-24', '2026-04-21']);
    expect(placeholders(standing(deleted), window)).toEqual([]);
  });

  it('isStandingOccurrence answers CreateStandingInstance.isOccurrence', () => {
    expect(isStandingOccurrence(standing(), '2026-03-24')).toBe(true);
    expect(isStandingOccurrence(standing(), '2026-03-17')).toBe(false);
    expect(isStandingOccurrence(standing(), '2026-02-17')).toBe(false);
    // An instance does not stop the date being an occurrence; the decider refuses the second instance.
    expect(isStandingOccurrence(standing(instanced('2026-03-24')), '2026-03-24')).toBe(true);
  });
});

describe('every stream type: Standing-<id>', () => {
  it('takes any event and still answers every command', () => {
    const { decided, refused: no } = checkStream({
      ...standingDecider,
      evolve: evolveStanding,
      events: [sampleEvent('StandingCreated'), sampleEvent('StandingUpdated'), sampleEvent('StandingEventUpdated'), sampleEvent('StandingInstanceCreated'), sampleEvent('StandingDeleted')],
      commands: [
        create(everyFourWeeks),
        create({ title: null }),
        { type: 'UpdateStanding', data: { standingId: 1, employeeId: 7, startTime: '11:00', endTime: '12:00' } },
        { type: 'UpdateStanding', data: { standingId: 1, employeeId: 7, startTime: null, endTime: '12:00' } },
        { type: 'UpdateStandingEvent', data: { standingId: 1, event: secondTuesdayInput, timeZone: tz } },
        { type: 'CreateStandingInstance', data: { standingId: 1, date: '2024-06-04', appointmentId: 3, isOccurrence: true } },
        { type: 'CreateStandingInstance', data: { standingId: 1, date: '2024-07-02', appointmentId: 3, isOccurrence: true } },
        { type: 'DeleteStanding', data: { standingId: 1 } },
      ],
    });
    expect(decided).toBeGreaterThan(0);
    expect(no).toBeGreaterThan(0);
  });
});
