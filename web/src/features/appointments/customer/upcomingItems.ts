import { fromSpecTime } from '@pawroute/domain';
import { isPlaceholder, type UpcomingItem } from '../api/types';

/**
 * The upcoming table's rows: the customer's appointments and the placeholders of their standings, in
 * date and time order. A placeholder whose date already has its instance is left out (the appointment
 * itself is listed).
 */
export function upcomingRows(items: readonly UpcomingItem[]): UpcomingItem[] {
  const visible = items.filter((item) => !isPlaceholder(item) || item.instanceAppointmentId === null);
  const key = (item: UpcomingItem) => `${item.date ?? '9999-12-31'} ${(item.startTime ? fromSpecTime(item.startTime) : null) ?? '99:99'}`;
  return [...visible].sort((a, b) => key(a).localeCompare(key(b)));
}

export const upcomingRowId = (item: UpcomingItem): string =>
  isPlaceholder(item) ? `standing-${item.standingId}-${item.date}` : `appointment-${item.ID}`;

/** The 'S App' check mark (docs/APPOINTMENTS.md): an instance of a standing, or a standing's placeholder. */
export const isStandingAppointment = (item: UpcomingItem): boolean => isPlaceholder(item) || item.standingId !== null;
