import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** GET /api/v4/dashboard/summary: each count is null when the user may not see its list (domain dashboardSummarySchema). */
export type { DashboardSummary };

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => api.get<DashboardSummary>('/api/v4/dashboard/summary', undefined, signal),
    // Counts of the day: fresh enough when the page is opened or the window comes back into focus.
    staleTime: 30_000,
  });
}
