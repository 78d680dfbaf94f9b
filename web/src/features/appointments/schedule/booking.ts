/**
 * What the schedule books, from the navigation state the estimate's 'Save/Create and Schedule
 * Appointment' (or a waiting-list row) leaves: the estimate, and the waiting or rescheduled appointment
 * when there is one.
 */
export interface BookingState {
  estimateId: number;
  appointmentId?: number | null;
  customerName?: string;
}

const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

export function readBooking(state: unknown): BookingState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  if (!positiveInt(s.estimateId)) return null;
  return {
    estimateId: s.estimateId,
    appointmentId: positiveInt(s.appointmentId) ? s.appointmentId : null,
    customerName: typeof s.customerName === 'string' ? s.customerName : undefined,
  };
}
