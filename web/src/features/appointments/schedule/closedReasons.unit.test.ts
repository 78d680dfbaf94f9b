import type { ClosedStylistDayAnswer } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { closedReasons, gapSentence } from './closedReasons';

/** The booking panel's words for closedGaps (docs/RULES.md SCH-SLOTS, SCH-DAY, SCH-HOLD, SCH-EXC). */
const day = { petsHeld: 6, petsPerDay: 6 };
const gap = (start: string, end: string, closedBy: ClosedStylistDayAnswer['gaps'][number]['closedBy'], firstStart: string | null = start) => ({ start, end, closedBy, firstStart });

describe('what closed a gap, in words', () => {
  it.each([
    ['a 2.5-hour gap before the next appointment (SCH-HOLD)', gap('10:00', '12:30', 'nextAppointment'),
      '10:00 AM – 12:30 PM (150 minutes free): the 180-minute appointment would run into the next appointment at 12:30 PM.'],
    ['the first start on the grid is later than the gap (SCH-SLOTS)', gap('10:15', '12:45', 'timeOff', '11:00'),
      '10:15 AM – 12:45 PM (150 minutes free): the 180-minute appointment from its first start at 11:00 AM would run into time off at 12:45 PM.'],
    ['past the working day (SCH-DAY)', gap('16:00', '17:00', 'dayEnd'),
      '4:00 PM – 5:00 PM (60 minutes free): the 180-minute appointment would run past the end of the working day at 5:00 PM.'],
    ["the day's pet limit (SCH-DAY)", gap('09:00', '17:00', 'petLimit'), "9:00 AM – 5:00 PM (480 minutes free): the stylist already has 6 of their 6 pets for the day; this appointment's pets would pass the limit."],
    ['already past (SCH-SLOTS)', gap('08:00', '09:00', 'alreadyPast', null), '8:00 AM – 9:00 AM (60 minutes free): already past.'],
    ['open', gap('08:00', '12:00', null), null],
  ] as const)('%s', (_name, g, words) => expect(gapSentence({ ...g }, day, 180)).toBe(words));

  it('a day with no working hours says so instead of its gaps; stylists with only open gaps are left out', () => {
    const closed: ClosedStylistDayAnswer[] = [
      { employeeId: 1, stylistName: 'Sam Stone', closedBy: 'notWorkingDay', petsHeld: 0, petsPerDay: 6, gaps: [] },
      { employeeId: 2, stylistName: 'Nora Nash', closedBy: null, petsHeld: 0, petsPerDay: 6, gaps: [gap('08:00', '12:00', null)] },
    ];
    expect(closedReasons(closed, 90)).toEqual([
      { employeeId: 1, stylistName: 'Sam Stone', reasons: ['Not a working day for this stylist (no working hours or working exception that day).'] },
    ]);
  });

  it("the day's pet limit is said once, not per gap (SCH-DAY)", () => {
    const closed: ClosedStylistDayAnswer[] = [
      { employeeId: 3, stylistName: 'Lena Lee', closedBy: null, petsHeld: 6, petsPerDay: 6, gaps: [gap('09:00', '12:00', 'petLimit'), gap('13:00', '17:00', 'petLimit')] },
    ];
    expect(closedReasons(closed, 90)).toEqual([
      { employeeId: 3, stylistName: 'Lena Lee', reasons: ["The stylist already has 6 of their 6 pets for the day; this appointment's pets would pass the limit."] },
    ]);
  });
});
