import { describe, expect, it } from 'vitest';
import { appointmentLength } from './appointmentLength';
import type { Booking } from './bookings';
import { conflicts } from './conflicts';
import { eligibility, type StylistForEligibility } from './eligibility';
import { subtract, toMinutes, toTime, union } from './minutes';
import { openSlots, stylistOpenSlots } from './openSlots';
import { stylistDay, worksOnDate, type ExceptionOnDay, type StylistHours } from './stylistDay';
import { closedGaps } from './closedGaps';
import type { ExceptionEvent } from '../../exceptions';
import { expandOccurrences } from '../../exceptions/expand';

/** Worked examples of docs/RULES.md "Schedule"; each test names its rule. */
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const weekdays = { worksSunday: false, worksMonday: true, worksTuesday: false, worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: false };
const sam: StylistHours = { workDayStartTime: '08:00', workDayEndTime: '17:00', ...weekdays, petsPerDay: 6, minutesPerPet: 60 };
const at = (time: string) => toMinutes(time)!;
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });
const times = (stretches: { start: number; end: number }[]) => stretches.map((s) => `${toTime(s.start)}-${toTime(s.end)}`);
const booking = (id: number, from: string, to: string, status: Booking['status'] = 'scheduled', pets = 1): Booking => ({ appointmentId: id, status, pets, ...span(from, to) });
const off = (start: string, end: string, isAllDay = false): ExceptionOnDay => ({ isWorking: false, isAllDay, start, end });

describe('minutes', () => {
  it('joins and cuts stretches', () => {
    expect(times(union([span('08:00', '10:00'), span('09:00', '11:00'), span('13:00', '14:00')]))).toEqual(['08:00-11:00', '13:00-14:00']);
    expect(times(subtract([span('08:00', '17:00')], [span('12:00', '13:00')]))).toEqual(['08:00-12:00', '13:00-17:00']);
    expect(toMinutes('24:00')).toBeNull();
  });
});

describe('appointment length (rule: own minutesToGroom, else the breed\'s, else 90; pets consecutive)', () => {
  const breeds = [{ ID: 3, minutesToGroom: 120 }, { ID: 4, minutesToGroom: 0 }, { ID: 5, minutesToGroom: 75 }];
  it.each([
    ['its own minutes', [{ minutesToGroom: 45, breedId: 3 }], 45],
    ["own 0: the breed's", [{ minutesToGroom: 0, breedId: 3 }], 120],
    ['neither set: 90', [{ minutesToGroom: null, breedId: 4 }], 90],
    ['no breed: 90', [{ minutesToGroom: null, breedId: null }], 90],
    ['two pets back to back', [{ minutesToGroom: 30, breedId: null }, { minutesToGroom: null, breedId: 5 }], 105],
  ] as const)('%s', (_name, pets, minutes) => expect(appointmentLength(pets, breeds)).toBe(minutes));
});

describe("the stylist's day (rule: start to end on working days; no end: petsPerDay x minutesPerPet; exceptions)", () => {
  it('a working Monday is 8:00-17:00; a Tuesday off is empty', () => {
    expect(times(stylistDay(sam, MONDAY, []).stretches)).toEqual(['08:00-17:00']);
    expect(stylistDay(sam, TUESDAY, [])).toMatchObject({ worksWeekday: false, stretches: [] });
  });
  it('without an end time the day ends petsPerDay x minutesPerPet after the start', () => {
    expect(times(stylistDay({ ...sam, workDayEndTime: null, petsPerDay: 5, minutesPerPet: 90 }, MONDAY, []).stretches)).toEqual(['08:00-15:30']);
  });
  it('an isWorking=false exception takes its hours out; all-day takes the whole day', () => {
    expect(times(stylistDay(sam, MONDAY, [off(`${MONDAY}T12:00`, `${MONDAY}T13:30`)]).stretches)).toEqual(['08:00-12:00', '13:30-17:00']);
    expect(stylistDay(sam, MONDAY, [off(`${MONDAY}T00:00`, `${MONDAY}T23:59`, true)]).stretches).toEqual([]);
  });
  it('an all-day exception is 12:00 AM to 11:59 PM', () => {
    const day = stylistDay(sam, MONDAY, [off(`${MONDAY}T00:00`, `${MONDAY}T23:59`, true)]);
    expect(times(day.off)).toEqual(['00:00-23:59']);
  });
  it('a multi-day exception running past midnight: the evening on every day but the last, the morning on every day but the first', () => {
    const overnight = off('2026-11-29T18:00', '2026-12-01T08:00');
    expect(times(stylistDay(sam, '2026-11-29', [overnight]).off)).toEqual(['18:00-23:59']);
    expect(times(stylistDay(sam, MONDAY, [overnight]).off)).toEqual(['00:00-08:00', '18:00-23:59']);
    expect(times(stylistDay(sam, TUESDAY, [overnight]).off)).toEqual(['00:00-08:00']);
  });
  it("'HH:MM:SS' work times read as 'HH:MM'", () => {
    expect(times(stylistDay({ ...sam, workDayStartTime: '08:00:00', workDayEndTime: '17:00:00' }, MONDAY, []).stretches)).toEqual(['08:00-17:00']);
  });
  it('a multi-day timed exception repeats its hours on each day', () => {
    const trip = off('2026-11-29T09:00', '2026-12-02T11:00');
    expect(times(stylistDay(sam, MONDAY, [trip]).stretches)).toEqual(['08:00-09:00', '11:00-17:00']);
  });
  it('an isWorking=true exception adds hours, a Tuesday shift included', () => {
    const shift: ExceptionOnDay = { isWorking: true, isAllDay: false, start: `${TUESDAY}T10:15`, end: `${TUESDAY}T14:15` };
    const day = stylistDay(sam, TUESDAY, [shift]);
    expect(times(day.stretches)).toEqual(['10:15-14:15']);
    expect(day.grids[0]!.gridFrom).toBe(at('10:15'));
  });
  it.each([
    ['a Tuesday off: the usual 8:00-17:00, not 12:00 AM around the clock', sam, ['08:00-17:00'], '08:00'],
    ['no end time: petsPerDay x minutesPerPet from the start', { ...sam, workDayEndTime: null, petsPerDay: 4, minutesPerPet: 75 }, ['08:00-13:00'], '08:00'],
  ])('rule "an all-day exception that adds working hours gives the stylist\'s usual day": %s', (_name, stylist, expected, grid) => {
    const allDay: ExceptionOnDay = { isWorking: true, isAllDay: true, start: `${TUESDAY}T00:00`, end: `${TUESDAY}T23:59` };
    const day = stylistDay(stylist as StylistHours, TUESDAY, [allDay]);
    expect(times(day.stretches)).toEqual(expected);
    expect(day.grids.map((g) => toTime(g.gridFrom))).toEqual([grid]);
    // On a day the exception does not cover it adds nothing.
    expect(stylistDay(stylist as StylistHours, '2026-12-08', [allDay]).stretches).toEqual([]);
    // Its open slots start at 8:00, never at 12:00 AM.
    expect(toTime(stylistOpenSlots(stylistDay(stylist as StylistHours, TUESDAY, [allDay]), [], 60, 1, null)[0]!.start)).toBe('08:00');
  });
  it('a daylight-saving day (23 hours on 8 March 2026, 25 on 1 November) keeps the wall-clock hours', () => {
    const sundays = { ...sam, worksSunday: true };
    expect(times(stylistDay(sundays, '2026-03-08', []).stretches)).toEqual(['08:00-17:00']);
    expect(times(stylistDay(sundays, '2026-11-01', []).stretches)).toEqual(['08:00-17:00']);
  });
});

describe('conflicts (rule: what holds time; exceptions; hours; petsPerDay)', () => {
  const day = stylistDay(sam, MONDAY, [off(`${MONDAY}T12:00`, `${MONDAY}T13:00`)]);
  const check = (from: string, to: string, bookings: Booking[] = [], date = day, pets = 1) =>
    conflicts({ appointmentId: 9, ...span(from, to), pets }, date, bookings);
  it.each([
    ['a free hour', '09:00', '10:00', [], []],
    ['overlapping a scheduled one', '09:30', '10:30', [booking(1, '09:00', '10:00')], ['overlap']],
    ['touching is not overlapping', '10:00', '11:00', [booking(1, '09:00', '10:00')], []],
    ['a waiting, cancelled or rescheduled one holds no time', '09:00', '10:00', [booking(1, '09:00', '10:00', 'waiting'), booking(2, '09:00', '10:00', 'cancelled'), booking(3, '09:00', '10:00', 'rescheduled')], []],
    ['a conflicting or completed one holds time', '09:00', '10:00', [booking(1, '09:00', '10:00', 'conflicting')], ['overlap']],
    ['itself does not conflict (moving it)', '09:00', '10:00', [booking(9, '09:30', '10:30')], []],
    ['on time off', '11:30', '12:30', [], ['exception']],
    ['past the end of the day', '16:30', '17:30', [], ['outsideHours']],
  ] as const)('%s', (_name, from, to, bookings, reasons) => expect(check(from, to, [...bookings])).toEqual(reasons));
  it('a weekday the stylist does not work', () => {
    expect(conflicts({ appointmentId: null, ...span('09:00', '10:00'), pets: 1 }, stylistDay(sam, TUESDAY, []), [])).toEqual(['notWorkingDay']);
  });
  it('an extra working exception on a day off is not outside hours', () => {
    const shift: ExceptionOnDay = { isWorking: true, isAllDay: false, start: `${TUESDAY}T10:00`, end: `${TUESDAY}T14:00` };
    expect(conflicts({ appointmentId: null, ...span('10:00', '11:00'), pets: 1 }, stylistDay(sam, TUESDAY, [shift]), [])).toEqual([]);
    // SCH-EXC: the shift makes it a working day, so past the shift is outside hours.
    expect(conflicts({ appointmentId: null, ...span('13:30', '14:30'), pets: 1 }, stylistDay(sam, TUESDAY, [shift]), [])).toEqual(['outsideHours']);
  });
  it('every reason at once: overlap, time off, outside hours', () => {
    expect(check('16:30', '17:30', [booking(1, '16:00', '17:00')], stylistDay(sam, MONDAY, [off(`${MONDAY}T16:45`, `${MONDAY}T18:00`)]))).toEqual(['overlap', 'exception', 'outsideHours']);
  });
  it('a seventh pet on a six-pet day', () => {
    expect(check('15:00', '16:00', [booking(1, '08:00', '11:00', 'scheduled', 3), booking(2, '13:00', '15:00', 'confirmed', 3)])).toEqual(['tooManyPets']);
  });
});

describe('eligibility (part 1 §5: weekday, weight, cats, breed; blocking; terminated)', () => {
  const stylist: StylistForEligibility = { ID: 4, isNoLongerWorking: false, maxPetWeight: 80, servicesCats: false, stylistBreedRestrictions: [12], ...weekdays };
  const dog = { weight: 40, animalTypeId: 1, breedId: 3 };
  it.each([
    ['a small dog on a Monday', MONDAY, [dog], []],
    ['a Tuesday', TUESDAY, [dog], ['weekday']],
    ['heavier than maxPetWeight', MONDAY, [{ ...dog, weight: 81 }], ['weight']],
    ['exactly maxPetWeight', MONDAY, [{ ...dog, weight: 80 }], []],
    ['a cat for a stylist without cats', MONDAY, [{ weight: 9, animalTypeId: 2, breedId: 30 }], ['cats']],
    ['an excluded breed', MONDAY, [{ ...dog, breedId: 12 }], ['breed']],
  ] as const)('%s', (_name, date, pets, warnings) => expect(eligibility(stylist, date, pets, 7, []).warnings).toEqual(warnings));
  it('a blocking complaint with this customer blocks; with another customer it does not', () => {
    expect(eligibility(stylist, MONDAY, [dog], 7, [{ employeeId: 4, customerId: 7 }]).blocked).toBe(true);
    expect(eligibility(stylist, MONDAY, [dog], 8, [{ employeeId: 4, customerId: 7 }]).blocked).toBe(false);
  });
  it('a stylist no longer working is not offered', () => expect(eligibility({ ...stylist, isNoLongerWorking: true }, MONDAY, [dog], 7, []).offered).toBe(false));
});

describe('open slots of one stylist (rule: the minutesPerPet grid from the start; the whole appointment fits; after now today)', () => {
  const day = stylistDay(sam, MONDAY, [off(`${MONDAY}T12:00`, `${MONDAY}T13:00`)]);
  const slots = (bookings: Booking[] = [], after: number | null = null, length = 90) => times(stylistOpenSlots(day, bookings, length, 1, after));
  it('a 90-minute appointment on the hourly grid, around time off and a booking', () => {
    expect(slots([booking(1, '14:00', '15:00')])).toEqual(['08:00-09:30', '09:00-10:30', '10:00-11:30', '15:00-16:30']);
  });
  it('a waiting or cancelled appointment holds no time', () => {
    expect(slots([booking(1, '14:00', '15:00', 'cancelled'), booking(2, '08:00', '12:00', 'waiting')])).toEqual(['08:00-09:30', '09:00-10:30', '10:00-11:30', '13:00-14:30', '14:00-15:30', '15:00-16:30']);
  });
  it('today only slots that start after now', () => {
    expect(slots([], at('09:10'))).toEqual(['10:00-11:30', '13:00-14:30', '14:00-15:30', '15:00-16:30']);
    expect(slots([], at('10:00'))).toEqual(['13:00-14:30', '14:00-15:30', '15:00-16:30']);
  });
  it('a day already at petsPerDay has none', () => {
    expect(slots([booking(1, '08:00', '09:00', 'scheduled', 6)])).toEqual([]);
  });
  it("an extra working exception's grid starts at its own start", () => {
    const shift: ExceptionOnDay = { isWorking: true, isAllDay: false, start: `${TUESDAY}T10:15`, end: `${TUESDAY}T13:15` };
    expect(times(stylistOpenSlots(stylistDay(sam, TUESDAY, [shift]), [], 60, 1, null))).toEqual(['10:15-11:15', '11:15-12:15', '12:15-13:15']);
  });
  it('a stylist without an end time: 4 pets x 75 minutes from 9:00 ends at 14:00', () => {
    const pat = stylistDay({ ...sam, workDayStartTime: '09:00', workDayEndTime: null, petsPerDay: 4, minutesPerPet: 75 }, MONDAY, []);
    expect(times(pat.stretches)).toEqual(['09:00-14:00']);
    expect(times(stylistOpenSlots(pat, [], 150, 2, null))).toEqual(['09:00-11:30', '10:15-12:45', '11:30-14:00']);
  });
});

describe('a daylight-saving day (rule: the business time zone; 23 or 25 hours)', () => {
  const tz = 'America/Chicago';
  const everyDay = { ...sam, worksSunday: true, worksSaturday: true, worksTuesday: true };
  const lunch: ExceptionEvent = {
    title: 'Lunch', description: null, startDate: '2026-03-01', endDate: '2026-03-01', startTime: '12:00', endTime: '13:00',
    isAllDay: false, isRecurring: true,
    RecurringPattern: { rrule: 'FREQ=WEEKLY;BYDAY=SU', recurringTypeId: 1, separationCount: 1, daysOfWeek: '1000000', daysOfMonth: '0'.repeat(31), weeksOfMonth: '00000', monthsOfYear: '0'.repeat(12), startDate: '2026-03-01', endDate: null },
  };
  const dayOf = (date: string) => {
    const exceptions = expandOccurrences(lunch, tz, { from: date, until: date }).map((o) => ({ ...o, isWorking: false, isAllDay: false }));
    return stylistDay(everyDay, date, exceptions);
  };
  it.each([
    ['8 March 2026, 23 hours (spring forward)', '2026-03-08'],
    ['1 November 2026, 25 hours (fall back)', '2026-11-01'],
    ['an ordinary Sunday', '2026-03-15'],
  ])('%s: the same wall-clock day, time off and slots', (_name, date) => {
    const day = dayOf(date);
    expect(times(day.off)).toEqual(['12:00-13:00']);
    expect(times(day.stretches)).toEqual(['08:00-12:00', '13:00-17:00']);
    expect(times(stylistOpenSlots(day, [], 120, 1, null))).toEqual(['08:00-10:00', '09:00-11:00', '10:00-12:00', '13:00-15:00', '14:00-16:00', '15:00-17:00']);
  });
  it('an expanded exception keeps its local hours on both sides of the change', () => {
    const [before, after] = expandOccurrences(lunch, tz, { from: '2026-03-01', until: '2026-03-08' });
    expect([before!.start, after!.start]).toEqual(['2026-03-01T12:00', '2026-03-08T12:00']);
    expect([before!.startsAt, after!.startsAt]).toEqual(['2026-03-01T18:00:00Z', '2026-03-08T17:00:00Z']);
  });
});

describe('open slots for a date (rule: per stylist; terminated, pet-ineligible or blocked stylists not offered)', () => {
  const base: StylistForEligibility = { ID: 1, isNoLongerWorking: false, maxPetWeight: 100, servicesCats: true, stylistBreedRestrictions: [], ...weekdays };
  const stylists = [
    { ...base, ID: 1 },
    { ...base, ID: 2, maxPetWeight: 30 },
    { ...base, ID: 3, isNoLongerWorking: true },
    { ...base, ID: 4 },
  ];
  const shortDay = { ...sam, workDayStartTime: '09:00', workDayEndTime: '12:00' };
  const days = Object.fromEntries(stylists.map((s) => [s.ID, stylistDay(shortDay, MONDAY, [])]));
  const request = { pets: [{ weight: 40, animalTypeId: 1, breedId: 3 }], customerId: 7, blockingComplaints: [{ employeeId: 4, customerId: 7 }] };
  const result = (now: string, date = MONDAY) => openSlots(date, now, stylists, days, { 1: [booking(1, '10:00', '11:00')] }, 60, request);
  it('only stylist 1 is offered, around their booking; the others with the reason', () => {
    const { slots, notOffered } = result('2026-11-25T15:00');
    expect(slots.map((s) => `${s.employeeId} ${s.start}-${s.end}`)).toEqual(['1 09:00-10:00', '1 11:00-12:00']);
    expect(slots[0]!.eligibility).toEqual({ offered: true, blocked: false, warnings: [] });
    expect(notOffered).toEqual([
      { employeeId: 2, eligibility: { offered: true, blocked: false, warnings: ['weight'] } },
      { employeeId: 3, eligibility: { offered: false, blocked: false, warnings: [] } },
      { employeeId: 4, eligibility: { offered: true, blocked: true, warnings: [] } },
    ]);
  });
  it('today: only after now; a past date: none', () => {
    expect(result(`${MONDAY}T09:30`).slots.map((s) => s.start)).toEqual(['11:00']);
    expect(result(`${MONDAY}T12:30`).slots).toEqual([]);
    expect(result('2026-12-02T08:00').slots).toEqual([]);
  });
  it.each([
    ['a timed extra shift on a day off', { isWorking: true, isAllDay: false, start: `${TUESDAY}T09:00`, end: `${TUESDAY}T10:00` }, ['09:00-10:00']],
    ['a Saturday-style "All day, Working" exception: the usual day', { isWorking: true, isAllDay: true, start: `${TUESDAY}T00:00`, end: `${TUESDAY}T23:59` }, ['09:00-10:00', '10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00']],
  ] as const)("SCH-EXC: %s is the stylist's working day, offered without the 'weekday' warning", (_name, shift, expected) => {
    const day = stylistDay({ ...sam, workDayStartTime: '09:00' }, TUESDAY, [shift]);
    const { slots } = openSlots(TUESDAY, '2026-11-25T15:00', [base], { 1: day }, {}, 60, request);
    expect(slots.map((s) => `${s.start}-${s.end}`)).toEqual(expected);
    expect(slots.every((s) => s.eligibility.warnings.length === 0)).toBe(true);
    expect(eligibility(base, TUESDAY, request.pets, 7, [], worksOnDate(day)).warnings).toEqual([]);
    expect(eligibility(base, TUESDAY, request.pets, 7, []).warnings).toEqual(['weekday']);
  });
  it('each offered stylist comes with what closed the gaps of their day (closedGaps)', () => {
    const { closed } = result('2026-11-25T15:00');
    expect(closed.map((c) => c.employeeId)).toEqual([1]);
    expect(closed[0]!.gaps.map((g) => `${toTime(g.start)}-${toTime(g.end)} ${g.closedBy}`)).toEqual(['09:00-10:00 null', '11:00-12:00 null']);
  });
});

describe('why no open time: what closed each gap (SCH-SLOTS, SCH-DAY, SCH-HOLD, SCH-EXC)', () => {
  const explain = (day: ReturnType<typeof stylistDay>, bookings: Booking[], length: number, pets = 1, after: string | null = null) => {
    const why = closedGaps(day, bookings, length, pets, after === null ? null : at(after));
    return { day: why.closedBy, gaps: why.gaps.map((g) => `${toTime(g.start)}-${toTime(g.end)} ${g.closedBy ?? 'open'}`) };
  };
  const monday = stylistDay(sam, MONDAY, [off(`${MONDAY}T15:00`, `${MONDAY}T16:00`)]);
  // given the day, when an appointment of this length is asked for, then each gap says what closed it
  it.each([
    ['a 2.5-hour gap before the next appointment, 3 hours asked (SCH-LENGTH, SCH-HOLD)', monday, [booking(1, '08:00', '10:00'), booking(2, '12:30', '15:00')], 180, 1, null,
      { day: null, gaps: ['10:00-12:30 nextAppointment', '16:00-17:00 dayEnd'] }],
    ['the same gap with 2 hours asked is open; the last hour runs past the day (SCH-DAY)', monday, [booking(1, '08:00', '10:00'), booking(2, '12:30', '15:00')], 120, 1, null,
      { day: null, gaps: ['10:00-12:30 open', '16:00-17:00 dayEnd'] }],
    ['a gap ending at time off (SCH-EXC)', monday, [booking(1, '08:00', '14:00')], 90, 1, null,
      { day: null, gaps: ['14:00-15:00 timeOff', '16:00-17:00 dayEnd'] }],
    ["the day's pet limit: six held, one more asked (SCH-DAY)", monday, [booking(1, '08:00', '09:00', 'scheduled', 6)], 60, 1, null,
      { day: null, gaps: ['09:00-15:00 petLimit', '16:00-17:00 petLimit'] }],
    ['today after the last start (SCH-SLOTS)', monday, [], 60, 1, '16:30',
      { day: null, gaps: ['08:00-15:00 alreadyPast', '16:00-17:00 alreadyPast'] }],
    ['today, the rest of a gap too short from the next start (SCH-SLOTS, SCH-HOLD)', monday, [booking(1, '12:00', '15:00')], 120, 1, '10:30',
      { day: null, gaps: ['08:00-12:00 nextAppointment', '16:00-17:00 dayEnd'] }],
    ['no slot start inside a half-hour gap on the hourly grid (SCH-SLOTS)', monday, [booking(1, '08:00', '10:15'), booking(2, '10:45', '15:00')], 30, 1, null,
      { day: null, gaps: ['10:15-10:45 noSlotStart', '16:00-17:00 open'] }],
    ['a weekday the stylist does not work (SCH-DAY)', stylistDay(sam, TUESDAY, []), [], 60, 1, null, { day: 'notWorkingDay', gaps: [] }],
    ['an all-day exception off (SCH-EXC)', stylistDay(sam, MONDAY, [off(`${MONDAY}T00:00`, `${MONDAY}T23:59`, true)]), [], 60, 1, null, { day: 'allTimeOff', gaps: [] }],
    ['every hour booked (SCH-HOLD)', stylistDay(sam, MONDAY, []), [booking(1, '08:00', '17:00', 'scheduled', 2)], 60, 1, null, { day: 'fullyBooked', gaps: [] }],
    ['a waiting appointment holds no time (SCH-HOLD)', stylistDay(sam, MONDAY, []), [booking(1, '08:00', '17:00', 'waiting')], 60, 1, null, { day: null, gaps: ['08:00-17:00 open'] }],
  ] as const)('%s', (_name, day, bookings, length, pets, after, expected) => expect(explain(day, [...bookings], length, pets, after)).toEqual(expected));

  it('agrees with stylistOpenSlots: a gap is open exactly when an open slot starts in it', () => {
    const bookings = [booking(1, '08:00', '10:00'), booking(2, '12:30', '15:00')];
    for (const length of [30, 60, 90, 120, 150, 180]) {
      for (const after of [null, at('09:30'), at('11:00')]) {
        const open = stylistOpenSlots(monday, bookings, length, 1, after);
        for (const gap of closedGaps(monday, bookings, length, 1, after).gaps) {
          expect(gap.closedBy === null).toBe(open.some((s) => s.start >= gap.start && s.start < gap.end));
        }
      }
    }
  });
});
