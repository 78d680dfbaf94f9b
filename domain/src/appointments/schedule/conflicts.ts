import { timeHolding, type Booking } from './bookings';
import { contains, overlaps, type Stretch } from './minutes';
import { worksOnDate, type StylistDay } from './stylistDay';

/**
 * Why an appointment is saved `conflicting`: it overlaps another that holds the stylist's
 * time, falls on time an exception takes out, lies outside the stylist's working hours, falls on a
 * weekday they do not work, or brings the day's pets past petsPerDay (the rules' "Schedule": petsPerDay
 * is also the most pets that stylist has that day in appointments that hold time).
 * Defined here until the appointment events (domain/src/appointments/events.ts) exist; they re-export it.
 */
export type ConflictReason = 'overlap' | 'exception' | 'outsideHours' | 'notWorkingDay' | 'tooManyPets';
export const CONFLICT_REASONS = ['overlap', 'exception', 'outsideHours', 'notWorkingDay', 'tooManyPets'] as const satisfies readonly ConflictReason[];

/** The appointment being placed, in its day's wall-clock minutes; appointmentId null for a new one. */
export interface PlacedAppointment extends Stretch {
  appointmentId: number | null;
  pets: number;
}

/**
 * Every reason, in a fixed order; none means the appointment can be `scheduled`. Only bookings that hold
 * time count (bookings.ts), and never the appointment itself (moving it).
 */
export function conflicts(appointment: PlacedAppointment, day: StylistDay, bookings: readonly Booking[]): ConflictReason[] {
  const stretch = { start: appointment.start, end: appointment.end };
  const others = timeHolding(bookings, appointment.appointmentId);
  const reasons: ConflictReason[] = [];
  if (others.some((b) => overlaps(b, stretch))) reasons.push('overlap');
  if (day.off.some((off) => overlaps(off, stretch))) reasons.push('exception');
  // Time off is the exception's reason, not "outside hours": hours are judged before it is taken out.
  if (!day.hours.some((hours) => contains(hours, stretch))) reasons.push(worksOnDate(day) ? 'outsideHours' : 'notWorkingDay');
  if (others.reduce((n, b) => n + b.pets, 0) + appointment.pets > day.petsPerDay) reasons.push('tooManyPets');
  return reasons;
}
