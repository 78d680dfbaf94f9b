import { timeHolding, type Booking } from './bookings';
import { contains, overlaps, type Stretch } from './minutes';
import type { StylistDay } from './stylistDay';

/**
 * Why an appointment is saved `conflicting` (issue 11): it overlaps another that holds the stylist's
 * time, falls on time an exception takes out, lies outside the stylist's working hours, falls on a
 * weekday they do not work, or brings the day's pets past petsPerDay.
 */
export type ConflictReason = 'overlap' | 'exception' | 'outsideHours' | 'notWorkingDay' | 'tooManyPets';

export interface ConflictInput {
  appointmentId: number | null;
  stretch: Stretch;
  pets: number;
  day: StylistDay;
  bookings: readonly Booking[];
  petsPerDay: number;
}

/** Every reason, in a fixed order; none means the appointment can be `scheduled`. */
export function conflictReasons({ appointmentId, stretch, pets, day, bookings, petsPerDay }: ConflictInput): ConflictReason[] {
  const others = timeHolding(bookings, appointmentId);
  const reasons: ConflictReason[] = [];
  if (others.some((b) => overlaps(b, stretch))) reasons.push('overlap');
  if (day.off.some((off) => overlaps(off, stretch))) reasons.push('exception');
  // Time off is the exception's reason, not "outside hours": hours are judged before it is taken out.
  if (!day.hours.some((hours) => contains(hours, stretch))) reasons.push(day.worksWeekday ? 'outsideHours' : 'notWorkingDay');
  // MONEY-AND-SCHEDULE-RULES.md: petsPerDay is also the most pets the stylist has that day in appointments that hold time.
  if (others.reduce((n, b) => n + b.pets, 0) + pets > petsPerDay) reasons.push('tooManyPets');
  return reasons;
}
