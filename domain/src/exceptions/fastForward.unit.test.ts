import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/localTime';
import type { ExceptionEvent } from './events';
import { expandOccurrences } from './expand';
import { weeklyShiftDays } from './fastForward';

const tz = 'America/Chicago';
const event = (rrule: string, startDate: string): ExceptionEvent => ({
  title: 'Standing',
  description: null,
  startDate,
  endDate: startDate,
  startTime: '09:00',
  endTime: '10:30',
  isAllDay: false,
  isRecurring: true,
  RecurringPattern: {
    rrule, recurringTypeId: 1, separationCount: 1, daysOfWeek: '0000000', daysOfMonth: '0'.repeat(31), weeksOfMonth: '00000',
    monthsOfYear: '0'.repeat(12), startDate, endDate: null,
  },
});

/** The occurrences of [from, until] expanded from the real start and from the moved start. */
function both(rrule: string, start: string, from: string, until: string) {
  const original = event(rrule, start);
  const shift = weeklyShiftDays(rrule, start, from);
  const moved = { ...original, startDate: addDays(start, shift), endDate: addDays(start, shift), RecurringPattern: { ...original.RecurringPattern!, startDate: addDays(start, shift) } };
  return { shift, original: expandOccurrences(original, tz, { from, until }), moved: expandOccurrences(moved, tz, { from, until }) };
}

describe('weeklyShiftDays: moving a weekly start forward keeps the occurrences', () => {
  const rules = ['FREQ=WEEKLY;INTERVAL=4;BYDAY=TU', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE,SA', 'FREQ=WEEKLY;BYDAY=MO,FR', 'FREQ=WEEKLY;INTERVAL=3', 'FREQ=WEEKLY;INTERVAL=5;BYDAY=TH'];
  const starts = ['2024-01-03', '2024-03-09', '2024-11-02'];
  // Windows across the spring-forward and fall-back changes, and a single day.
  const windows: [string, string][] = [['2026-03-01', '2026-03-31'], ['2026-10-25', '2026-11-14'], ['2026-06-16', '2026-06-16'], ['2026-12-27', '2027-01-09']];

  for (const rrule of rules) {
    for (const start of starts) {
      it(`${rrule} from ${start}`, () => {
        for (const [from, until] of windows) {
          const { shift, original, moved } = both(rrule, start, from, until);
          expect(shift).toBeGreaterThan(0);
          expect(moved).toEqual(original);
        }
      });
    }
  }

  it('stays put for rules it cannot move, and for starts near the window', () => {
    expect(weeklyShiftDays('FREQ=MONTHLY;BYDAY=2TU', '2024-01-09', '2026-06-16')).toBe(0);
    expect(weeklyShiftDays('FREQ=WEEKLY;COUNT=10;BYDAY=TU', '2024-01-09', '2026-06-16')).toBe(0);
    expect(weeklyShiftDays('FREQ=WEEKLY;WKST=MO;BYDAY=TU', '2024-01-09', '2026-06-16')).toBe(0);
    expect(weeklyShiftDays('FREQ=WEEKLY;INTERVAL=4;BYDAY=TU', '2026-06-02', '2026-06-16')).toBe(0);
  });
});
