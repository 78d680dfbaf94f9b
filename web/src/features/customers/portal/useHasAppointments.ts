import type { PagedRows, UpcomingAnswer } from '@pawroute/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/apiClient';

/**
 * Whether the customer already has an appointment, upcoming or past (undefined while unknown): a customer
 * the office books is no new profile. Keys under ['appointments'], so pushes keep it fresh.
 */
export function useHasAppointments(userId: number, enabled: boolean): boolean | undefined {
  const upcoming = useQuery({
    queryKey: ['appointments', 'list', 'upcoming', { userId }],
    queryFn: ({ signal }) => api.get<UpcomingAnswer>('/api/v4/appointments/findUpcomingByCustomer', { userId }, signal),
    enabled,
  });
  const previous = useQuery({
    queryKey: ['appointments', 'list', 'previous', { userId, page: 0, pageSize: 1 }],
    queryFn: ({ signal }) => api.get<PagedRows>('/api/v4/appointments/findByCustomer', { userId, page: 0, pageSize: 1 }, signal),
    enabled,
  });
  if (!upcoming.data || !previous.data) return undefined;
  return upcoming.data.rows.length > 0 || previous.data.rows.length > 0;
}
