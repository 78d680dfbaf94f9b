import type { QueryClient } from '@tanstack/react-query';
import { appointmentKeys, appointmentsByEmployeeQuery, fetchDaySchedule } from '../appointments';
import { businessToday } from '../../lib/businessTime';

/**
 * as soon as the session says who the stylist is, the day's two reads go out (the same keys
 * and reads as DayPage's hooks), in parallel with the code of the shell and the day page, instead of
 * after the last of three chunks one after another.
 */
export function prefetchStylistDay(client: QueryClient, userId: number): void {
  const today = businessToday();
  void client.prefetchQuery(appointmentsByEmployeeQuery(null));
  void client.prefetchQuery({
    queryKey: appointmentKeys.day(today, userId),
    queryFn: ({ signal }) => fetchDaySchedule(today, userId, signal),
  });
  void import('./routes').catch(() => undefined);
}
