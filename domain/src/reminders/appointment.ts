import { evolveAppointment, initialAppointmentState, type AppointmentState } from '../appointments';
import type { DomainEvent } from '../shared/decider';
import type { ReminderAppointment } from './schedule';

/** Statuses an appointment is reminded in; any other (cancelled, completed, …) drops them (REM-CHANGE). */
export const REMINDED_STATUSES: readonly string[] = ['scheduled', 'conflicting', 'confirmed'];

export interface RemindedAppointment extends ReminderAppointment {
  appointmentId: number;
  customerId: number;
  status: string;
}

/**
 * An appointment as remindersDue reads it, folded from Appointment-<id> with each event's time:
 * changedAt is when it was booked or its date or start last moved (REM-PAST, REM-CHANGE). Null before
 * it is created or without a date and time.
 */
export function reminderAppointmentOf(events: readonly (DomainEvent & { occurredAt: string })[]): RemindedAppointment | null {
  let state: AppointmentState = initialAppointmentState();
  let changedAt: string | null = null;
  let deleted = false;
  for (const event of events) {
    const before = state;
    state = evolveAppointment(state, event);
    if (event.type === 'AppointmentDeleted') deleted = true;
    if (state.kind !== 'active') continue;
    const moved = before.kind !== 'active' || before.appointmentDate !== state.appointmentDate || before.startTime !== state.startTime;
    if (moved) changedAt = event.occurredAt;
  }
  if (state.kind !== 'active' || !state.appointmentDate || !state.startTime || changedAt === null) return null;
  return {
    appointmentId: state.appointmentId,
    customerId: state.customerId,
    status: state.status,
    appointmentDate: state.appointmentDate,
    startTime: state.startTime.slice(0, 5),
    changedAt,
    open: !deleted && REMINDED_STATUSES.includes(state.status),
  };
}
