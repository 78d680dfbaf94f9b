import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../shared/decider';
import { givenWhenThen, type Then } from '../../shared/givenWhenThen';
import { checkStream } from '../../testing/streamCheck';
import { sampleEvent } from '../../testing/sampleEvents';
import { toMinutes } from './minutes';
import { stylistDay, type StylistHours } from './stylistDay';
import { evolveStylistBookings, stylistBookingsDecider, type StylistBookingsCommand, type StylistBookingsEvent } from './stylistBookings';

/** The per-stylist, per-date bookings stream: the conflicts of the rules' "Schedule", decided on the write side. */
const context: CommandContext = { now: '2026-11-25T15:00:00.000Z', actorUserId: 2 };
const sam: StylistHours = {
  workDayStartTime: '08:00', workDayEndTime: '17:00', worksSunday: false, worksMonday: true, worksTuesday: true,
  worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: false, petsPerDay: 6, minutesPerPet: 60,
};
const date = '2026-11-30';
const day = stylistDay(sam, date, []);
const at = (t: string) => toMinutes(t)!;
const book = (appointmentId: number, from: string, to: string, pets = 1): StylistBookingsCommand => ({
  type: 'BookStylistTime',
  data: { employeeId: 6, date, appointmentId, start: at(from), end: at(to), pets, day },
});
const booked = (appointmentId: number, from: string, to: string, conflicts: string[] = [], pets = 1): StylistBookingsEvent => ({
  type: 'StylistTimeBooked',
  data: { employeeId: 6, date, appointmentId, start: at(from), end: at(to), pets, conflicts: conflicts as never, bookedAt: context.now },
});
const release = (appointmentId: number): StylistBookingsCommand => ({ type: 'ReleaseStylistTime', data: { employeeId: 6, date, appointmentId } });
const released = (appointmentId: number): StylistBookingsEvent => ({ type: 'StylistTimeReleased', data: { employeeId: 6, date, appointmentId, releasedAt: context.now } });

const cases: [string, StylistBookingsEvent[], StylistBookingsCommand, Then<StylistBookingsEvent>][] = [
  ['a free hour: no conflicts', [], book(1, '09:00', '10:00'), { events: [booked(1, '09:00', '10:00')] }],
  ['the second of two bookings of one slot: overlap (the race, decided again after the first append)', [booked(1, '09:00', '10:00')], book(2, '09:30', '10:30'), { events: [booked(2, '09:30', '10:30', ['overlap'])] }],
  ['a released booking frees its time', [booked(1, '09:00', '10:00'), released(1)], book(2, '09:00', '10:00'), { events: [booked(2, '09:00', '10:00')] }],
  ['moving a booking does not conflict with itself', [booked(1, '09:00', '10:00')], book(1, '09:30', '10:30'), { events: [booked(1, '09:30', '10:30')] }],
  ['the same booking again writes nothing', [booked(1, '09:00', '10:00')], book(1, '09:00', '10:00'), { events: [] }],
  ['after hours', [], book(1, '16:30', '17:30'), { events: [booked(1, '16:30', '17:30', ['outsideHours'])] }],
  ['past petsPerDay', [booked(1, '08:00', '11:00', [], 6)], book(2, '13:00', '14:00'), { events: [booked(2, '13:00', '14:00', ['tooManyPets'])] }],
  ['an end before the start', [], book(1, '10:00', '09:00'), { error: [400, 'The appointment must end after it starts, on the same day.'] }],
  ['release', [booked(1, '09:00', '10:00')], release(1), { events: [released(1)] }],
  ['release of nothing writes nothing', [], release(1), { events: [] }],
];

describe('StylistBookings: given, when, then', () => {
  it.each(cases)('%s', (_n, given, when, then) => expect(givenWhenThen(stylistBookingsDecider, given, when, context)).toEqual(then));
});

describe('every stream type: StylistBookings-<employeeId>-<date>', () => {
  it('takes any event and still answers every command', () => {
    const { decided } = checkStream({
      ...stylistBookingsDecider,
      evolve: evolveStylistBookings,
      events: [sampleEvent('StylistTimeBooked'), sampleEvent('StylistTimeReleased')],
      commands: [book(1, '09:00', '10:00'), book(2, '10:00', '09:00'), release(1)],
    });
    expect(decided).toBeGreaterThan(0);
  });
});
