import { timeHolding, type Booking } from './bookings';
import { subtract, type Stretch } from './minutes';
import { slotStarts, worksOnDate, type StylistDay } from './stylistDay';

/**
 * What closed a free gap of the stylist's day to this appointment (docs/RULES.md SCH-SLOTS):
 * - 'petLimit': the day's pets plus these pass the stylist's pets per day (SCH-DAY);
 * - 'alreadyPast': today, no slot of the gap starts after now (SCH-SLOTS);
 * - 'nextAppointment' / 'timeOff' / 'dayEnd': from the gap's first slot start the appointment's length
 *   runs into the next appointment that holds time (SCH-HOLD), into time off (SCH-EXC), or past the end
 *   of the working day (SCH-DAY);
 * - 'noSlotStart': no slot of the stylist's grid starts inside the gap (SCH-SLOTS).
 * The rules have no drive-time buffer between stops (docs/DECISIONS.md "Why no open time"), so none is
 * reported.
 */
export type GapClosedBy = 'petLimit' | 'alreadyPast' | 'nextAppointment' | 'timeOff' | 'dayEnd' | 'noSlotStart';

/** Why the whole day has no gap at all: no working hours that date (SCH-DAY, SCH-EXC), or all of it is time off or booked. */
export type DayClosedBy = 'notWorkingDay' | 'allTimeOff' | 'fullyBooked' | null;

export interface DayGap extends Stretch {
  /** Null when the gap has an open slot. */
  closedBy: GapClosedBy | null;
  /** The first slot start in the gap that is not past (minutes), or null. */
  firstStart: number | null;
}

export interface ClosedDay {
  closedBy: DayClosedBy;
  /** Pets already on the day in appointments that hold time, and the stylist's limit (SCH-DAY). */
  petsHeld: number;
  petsPerDay: number;
  gaps: DayGap[];
}

/**
 * docs/RULES.md SCH-SLOTS, explained: the free gaps of the stylist's working time (working stretches less
 * the bookings that hold time), each with what closed it to an appointment of `length` minutes for `pets`
 * pets, or null when a slot in it is open. `after` is now's minute today, else null. Pure; it agrees
 * with stylistOpenSlots (a gap is open exactly when one of its slot starts is offered).
 */
export function closedGaps(day: StylistDay, bookings: readonly Booking[], length: number, pets: number, after: number | null): ClosedDay {
  const holding = timeHolding(bookings);
  const petsHeld = holding.reduce((n, b) => n + b.pets, 0);
  const overLimit = petsHeld + pets > day.petsPerDay;
  const free = subtract(day.stretches, holding);
  const closedBy: DayClosedBy =
    free.length > 0 ? null : !worksOnDate(day) ? 'notWorkingDay' : day.stretches.length === 0 ? (day.off.length > 0 ? 'allTimeOff' : 'notWorkingDay') : 'fullyBooked';
  const starts = slotStarts(day);
  const gaps = free.map((gap): DayGap => {
    const inGap = starts.filter((s) => s >= gap.start && s < gap.end);
    const notPast = inGap.filter((s) => after === null || s > after);
    const firstStart = notPast[0] ?? null;
    let reason: GapClosedBy | null = null;
    if (overLimit) reason = 'petLimit';
    else if (inGap.length === 0) reason = 'noSlotStart';
    else if (firstStart === null) reason = 'alreadyPast';
    else if (firstStart + length > gap.end) reason = boundOf(gap, day, holding);
    return { start: gap.start, end: gap.end, closedBy: reason, firstStart };
  });
  return { closedBy, petsHeld, petsPerDay: day.petsPerDay, gaps };
}

/** What ends a gap: an appointment that holds time starting there, time off starting there, or the working day's end. */
function boundOf(gap: Stretch, day: StylistDay, holding: readonly Booking[]): GapClosedBy {
  if (holding.some((b) => b.start <= gap.end && b.end > gap.end)) return 'nextAppointment';
  if (day.off.some((o) => o.start <= gap.end && o.end > gap.end)) return 'timeOff';
  return 'dayEnd';
}
