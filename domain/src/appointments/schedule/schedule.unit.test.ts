import { describe, expect, it } from 'vitest';
import { appointmentLength } from './appointmentLength';
import type { Booking } from './bookings';
import { conflictReasons } from './conflicts';
import { eligibility, type StylistForEligibility } from './eligibility';
import { subtract, toMinutes, toTime, union } from './minutes';
import { openSlots } from './openSlots';
import { stylistDay, type ExceptionOnDay, type StylistHours } from './stylistDay';

/** Worked examples of MONEY-AND-SCHEDULE-RULES.md "Schedule"; each test names its rule. */
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
  it.each([
    [[{ minutesToGroom: 45, breedMinutesToGroom: 120 }], 45],
    [[{ minutesToGroom: 0, breedMinutesToGroom: 120 }], 120],
    [[{ minutesToGroom: null, breedMinutesToGroom: 0 }], 90],
    [[{ minutesToGroom: 30, breedMinutesToGroom: null }, { minutesToGroom: null, breedMinutesToGroom: 75 }], 105],
  ])('%j -> %i minutes', (pets, minutes) => expect(appointmentLength(pets)).toBe(minutes));
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
  it('a daylight-saving day (23 hours on 8 March 2026, 25 on 1 November) keeps the wall-clock hours', () => {
    const sundays = { ...sam, worksSunday: true };
    expect(times(stylistDay(sundays, '2026-03-08', []).stretches)).toEqual(['08:00-17:00']);
    expect(times(stylistDay(sundays, '2026-11-01', []).stretches)).toEqual(['08:00-17:00']);
  });
});

describe('conflicts (rule: what holds time; exceptions; hours; petsPerDay)', () => {
  const day = stylistDay(sam, MONDAY, [off(`${MONDAY}T12:00`, `${MONDAY}T13:00`)]);
  const check = (from: string, to: string, bookings: Booking[] = [], date = day, pets = 1) =>
    conflictReasons({ appointmentId: 9, stretch: span(from, to), pets, day: date, bookings, petsPerDay: sam.petsPerDay });
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
    expect(conflictReasons({ appointmentId: null, stretch: span('09:00', '10:00'), pets: 1, day: stylistDay(sam, TUESDAY, []), bookings: [], petsPerDay: 6 })).toEqual(['notWorkingDay']);
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

describe('open slots (rule: the minutesPerPet grid from the start; the whole appointment fits; after now today)', () => {
  const day = stylistDay(sam, MONDAY, [off(`${MONDAY}T12:00`, `${MONDAY}T13:00`)]);
  const slots = (query: Partial<Parameters<typeof openSlots>[0]> = {}) =>
    times(openSlots({ day, bookings: [], length: 90, pets: 1, minutesPerPet: 60, petsPerDay: 6, after: null, ...query }));
  it('a 90-minute appointment on the hourly grid, around time off and a booking', () => {
    expect(slots({ bookings: [booking(1, '14:00', '15:00')] })).toEqual(['08:00-09:30', '09:00-10:30', '10:00-11:30', '15:00-16:30']);
  });
  it('today only slots that start after now', () => {
    expect(slots({ after: at('09:10') })).toEqual(['10:00-11:30', '13:00-14:30', '14:00-15:30', '15:00-16:30']);
  });
  it('a day already at petsPerDay has none', () => {
    expect(slots({ bookings: [booking(1, '08:00', '09:00', 'scheduled', 6)] })).toEqual([]);
  });
  it("an extra working exception's grid starts at its own start", () => {
    const shift: ExceptionOnDay = { isWorking: true, isAllDay: false, start: `${TUESDAY}T10:15`, end: `${TUESDAY}T13:15` };
    expect(times(openSlots({ day: stylistDay(sam, TUESDAY, [shift]), bookings: [], length: 60, pets: 1, minutesPerPet: 60, petsPerDay: 6, after: null }))).toEqual([
      '10:15-11:15', '11:15-12:15', '12:15-13:15',
    ]);
  });
});
