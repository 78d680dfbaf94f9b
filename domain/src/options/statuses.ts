/**
 * Appointment statuses (part 1 §4) with stable ids. The spec gives the colours of the first seven;
 * rescheduled, serviceIssue and standingRequest are our choice.
 */
export const APPOINTMENT_STATUSES = [
  { id: 1, status: 'waiting', color: 'yellow' },
  { id: 2, status: 'scheduled', color: 'blue' },
  { id: 3, status: 'conflicting', color: 'red' },
  { id: 4, status: 'inProgress', color: 'purple' },
  { id: 5, status: 'confirmed', color: 'green' },
  { id: 6, status: 'cancelled', color: 'grey' },
  { id: 7, status: 'completed', color: 'green' },
  { id: 8, status: 'rescheduled', color: 'orange' },
  { id: 9, status: 'serviceIssue', color: 'brown' },
  { id: 10, status: 'standingRequest', color: 'teal' },
] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]['status'];

export const STATUS_IDS = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s.status, s.id])) as Record<
  AppointmentStatus,
  number
>;

export const statusById = (id: number): AppointmentStatus | undefined =>
  APPOINTMENT_STATUSES.find((s) => s.id === id)?.status;

/** 'inProgress' -> 'In Progress' (statuses are shown in start case, part 1 §4). */
export const statusLabel = (status: string): string =>
  status
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
