import type { AppointmentStatus } from '../../options';
import type { Stretch } from './minutes';

/** An appointment already on a stylist's day, in that day's wall-clock minutes. */
export interface Booking extends Stretch {
  appointmentId: number;
  status: AppointmentStatus;
  pets: number;
}

/**
 * docs/RULES.md "Schedule": scheduled, confirmed, inProgress, conflicting and completed
 * appointments hold the stylist's time; waiting, rescheduled, cancelled, serviceIssue and
 * standingRequest do not.
 */
const HOLDS_TIME: ReadonlySet<AppointmentStatus> = new Set(['scheduled', 'confirmed', 'inProgress', 'conflicting', 'completed']);

export const holdsTime = (status: AppointmentStatus): boolean => HOLDS_TIME.has(status);

/** The bookings that hold time, leaving out `exceptAppointmentId` (the appointment being moved). */
export const timeHolding = (bookings: readonly Booking[], exceptAppointmentId: number | null = null): Booking[] =>
  bookings.filter((b) => holdsTime(b.status) && b.appointmentId !== exceptAppointmentId);
