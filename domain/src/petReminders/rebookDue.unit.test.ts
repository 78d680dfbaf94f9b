import { describe, expect, it } from 'vitest';
import { parseRebookReminderKey, rebookDueOn, rebookPetOf, rebookReminderAt, rebookReminderKey, type RebookPet, type RebookVisit } from './rebookDue';
import { scheduledRebookRemindersOf, type RebookReminderPet } from './scheduled';

const TODAY = '2026-03-10';
const pet = (over: Partial<RebookPet> = {}): RebookPet => ({ frequencyWeeks: 6, lastGroomed: '2026-02-01', bookedDates: [], gone: false, ...over });

describe('rebookDueOn: when a pet is due by its grooming frequency, and only with nothing booked', () => {
  it.each<[string, RebookPet, string | null]>([
    ['groomed Feb 1 every 6 weeks: due Mar 15 (42 calendar days)', pet(), '2026-03-15'],
    ['across the spring-forward change the due date is still calendar weeks: Feb 25 + 2 weeks = Mar 11', pet({ frequencyWeeks: 2, lastGroomed: '2026-02-25' }), '2026-03-11'],
    ['due date already passed (Mar 1) but within 30 days: still due on it', pet({ frequencyWeeks: 4 }), '2026-03-01'],
    ['due 31 days ago (Feb 7): lapsed, not reminded', pet({ frequencyWeeks: 1, lastGroomed: '2026-01-31' }), null],
    ['something booked today: not reminded', pet({ bookedDates: [TODAY] }), null],
    ['something booked next month: not reminded', pet({ bookedDates: ['2026-04-20'] }), null],
    ['only past bookings: still due', pet({ bookedDates: ['2026-02-01'] }), '2026-03-15'],
    ['no frequency: not reminded', pet({ frequencyWeeks: null }), null],
    ['frequency 0: not reminded', pet({ frequencyWeeks: 0 }), null],
    ['never groomed: not reminded', pet({ lastGroomed: null }), null],
    ['deceased or deleted: not reminded', pet({ gone: true }), null],
  ])('%s', (_name, given, then) => {
    expect(rebookDueOn(given, TODAY)).toBe(then);
  });

  it('once per pet per due date: the key names both', () => {
    expect(rebookReminderKey(7, '2026-03-15')).toBe('rebook-7-2026-03-15');
  });
});

describe('rebookPetOf: the last groom and what is booked, from the pet and its appointments', () => {
  const facts = { frequencyWeeks: 6, lastGroomDate: '2026-01-10', gone: false };
  const visit = (date: string | null, status: RebookVisit['status'], deleted = false): RebookVisit => ({ date, status, deleted });
  it.each<[string, RebookVisit[], Pick<RebookPet, 'lastGroomed' | 'bookedDates'>]>([
    ['no appointments: the Last Groom Date', [], { lastGroomed: '2026-01-10', bookedDates: [] }],
    ['a completed appointment after it: its date', [visit('2026-02-01', 'completed')], { lastGroomed: '2026-02-01', bookedDates: [] }],
    ['a completed appointment before it: the Last Groom Date stays', [visit('2026-01-02', 'completed')], { lastGroomed: '2026-01-10', bookedDates: [] }],
    ['SCH-HOLD: scheduled, confirmed, in-progress and conflicting ones are booked', [visit('2026-03-01', 'scheduled'), visit('2026-03-02', 'confirmed'), visit('2026-03-03', 'inProgress'), visit('2026-03-04', 'conflicting')], { lastGroomed: '2026-01-10', bookedDates: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'] }],
    ['SCH-HOLD: cancelled, rescheduled, waiting, service-issue and standing-request ones are not', [visit('2026-03-01', 'cancelled'), visit('2026-03-02', 'rescheduled'), visit('2026-03-03', 'waiting'), visit('2026-03-04', 'serviceIssue'), visit('2026-03-05', 'standingRequest')], { lastGroomed: '2026-01-10', bookedDates: [] }],
    ['a deleted appointment counts for nothing, completed or booked', [visit('2026-02-20', 'completed', true), visit('2026-03-01', 'scheduled', true)], { lastGroomed: '2026-01-10', bookedDates: [] }],
    ['an unplaced appointment (no date) is not booked', [visit(null, 'scheduled')], { lastGroomed: '2026-01-10', bookedDates: [] }],
  ])('%s', (_name, visits, then) => {
    expect(rebookPetOf(facts, visits)).toMatchObject(then);
  });

  it('no Last Groom Date and no completed appointment: never groomed', () => {
    expect(rebookPetOf({ ...facts, lastGroomDate: null }, [visit('2026-03-01', 'scheduled')]).lastGroomed).toBeNull();
  });
});

describe('rebookReminderAt and REM-QUIET: 10:00 AM business time on the due date, or today once it has passed', () => {
  const TZ = 'America/Chicago';
  it.each<[string, string, string, string]>([
    ['due ahead (Mar 15): 10:00 AM CDT that day', '2026-03-15', TODAY, '2026-03-15T15:00:00.000Z'],
    ['due today: 10:00 AM today', TODAY, TODAY, '2026-03-10T15:00:00.000Z'],
    ['due date passed (Mar 1): 10:00 AM today, not back in the past', '2026-03-01', TODAY, '2026-03-10T15:00:00.000Z'],
    ['before the spring-forward change: 10:00 AM CST', '2026-03-07', '2026-03-07', '2026-03-07T16:00:00.000Z'],
  ])('%s', (_name, dueOn, today, then) => {
    expect(rebookReminderAt(dueOn, today, TZ)).toBe(then);
  });

  const pets: RebookReminderPet[] = [{ petId: 7, customerId: 3, frequencyWeeks: 6, lastGroomDate: '2026-02-01', gone: false, visits: [] }];
  it.each<[string, { quietStart: string; quietEnd: string }, string, string]>([
    ['REM-QUIET: default quiet hours (9 PM to 8 AM) do not hold 10:00 AM', { quietStart: '21:00', quietEnd: '08:00' }, '2026-03-15T15:00:00.000Z', '2026-03-15T15:00:00.000Z'],
    ['REM-QUIET: quiet hours 9 AM to 11 AM hold the text to 11:00 AM; mail alone still goes at 10:00', { quietStart: '09:00', quietEnd: '11:00' }, '2026-03-15T16:00:00.000Z', '2026-03-15T15:00:00.000Z'],
  ])('%s', (_name, quiet, textAt, mailAt) => {
    const [row] = scheduledRebookRemindersOf(pets, [], { today: TODAY, ...quiet }, TZ);
    expect(row).toMatchObject({ key: 'rebook-7-2026-03-15', dueOn: '2026-03-15', dueAt: textAt, at: mailAt, state: 'scheduled' });
  });

  it('REM-CHANGE: an outcome by the key says sent; booked meanwhile, the pet is not listed at all', () => {
    expect(scheduledRebookRemindersOf(pets, [{ key: 'rebook-7-2026-03-15', state: 'sent', reason: null }], { today: TODAY, quietStart: '21:00', quietEnd: '08:00' }, TZ)[0]!.state).toBe('sent');
    const booked = [{ ...pets[0]!, visits: [{ date: '2026-03-20', status: 'scheduled' as const, deleted: false }] }];
    expect(scheduledRebookRemindersOf(booked, [], { today: TODAY, quietStart: '21:00', quietEnd: '08:00' }, TZ)).toEqual([]);
  });

  it('the key parses back to the pet and the due date; anything else is not a rebook key', () => {
    expect(parseRebookReminderKey('rebook-7-2026-03-15')).toEqual({ petId: 7, dueOn: '2026-03-15' });
    expect(parseRebookReminderKey('rebook-1-x')).toBeNull();
    expect(parseRebookReminderKey('vaccine-1-2')).toBeNull();
  });
});
