import { APPOINTMENT_STATUSES, statusLabel, type AppointmentStatus } from '@pawroute/domain';

/**
 * The colours of part 1 §4 (domain APPOINTMENT_STATUSES) as CSS: every status class (`appt-status--<status>`)
 * sets --appt-bg / --appt-fg / --appt-border (panel.css), used by the badges, the calendar events and
 * the table rows alike.
 */
export const statusClass = (status: string): string => `appt-status appt-status--${status}`;

export const statusColor = (status: AppointmentStatus): string =>
  APPOINTMENT_STATUSES.find((s) => s.status === status)?.color ?? 'grey';

export { statusLabel };
