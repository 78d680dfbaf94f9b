import type { AppointmentStatus } from '../options';
import type { ConflictReason } from './schedule/conflicts';

/**
 * `AppointmentRow` (docs/APPOINTMENTS.md "Reads"): what every appointment read answers and what the
 * createdAppointment / updatedAppointment pushes carry. One type for the server that builds it
 * (projections/src/appointments/rows.ts) and the web that shows it.
 */
export interface PersonRef {
  ID: number;
  name: string;
}

export interface AppointmentCustomer {
  ID: number;
  userId: number;
  name: string;
  /** The average of the customer's ratings (customer detail ratings and appointment ratings), 2 decimals; null when none. */
  rating: number | null;
  preferredStylistId: number | null;
}

export interface AppointmentRow {
  ID: number;
  /** The spec's 'MM-DD-YYYY' and 'h:mm A'; null on the waiting list. */
  appointmentDate: string | null;
  startTime: string | null;
  endTime: string | null;
  /** ISO 'YYYY-MM-DD' and 'HH:MM', for sorting and the calendar. */
  date: string | null;
  start: string | null;
  end: string | null;
  status: AppointmentStatus;
  statusId: number;
  conflicts: ConflictReason[];
  employeeId: number | null;
  Employee: PersonRef | null;
  customerId: number;
  customerUserId: number;
  Customer: AppointmentCustomer;
  estimateId: number;
  isStanding: boolean;
  standingId: number | null;
  Standing: { title: string } | null;
  pets: PersonRef[];
  address: string | null;
  lastComment: string | null;
  initialComment: string | null;
  /** Instants, ISO. */
  timeStarted: string | null;
  timeEnded: string | null;
  /** When the stylist marked 'En Route' (AppointmentStylistEnRoute), an instant; null before. */
  stylistEnRouteAt?: string | null;
  pictureCount: number;
  /** Whether the appointment has its rating (part 2 §5.5: the Rate button is then disabled). */
  rated?: boolean;
  /** completed, and its payment was voided with no replacement recorded yet. */
  paymentVoided: boolean;
  DateAdded: string;
  /** Only a push says true (reads leave deleted appointments out): lists drop the row. */
  isDeleted: boolean;
}
