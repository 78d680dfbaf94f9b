import { describe, expect, it } from 'vitest';
import { rebookDueOn, rebookReminderKey, type RebookPet } from './rebookDue';

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
