import { useQuery } from '@tanstack/react-query';
import type { GroomingReportAnswer } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** GET groomingReport/get: the completed appointment's grooming report, or null; ['groomingReport', id] is the push's scope. */
export const useGroomingReport = (appointmentId: number) =>
  useQuery({
    queryKey: ['groomingReport', appointmentId] as const,
    queryFn: ({ signal }) => api.get<GroomingReportAnswer>('/api/v4/groomingReport/get', { appointmentId }, signal),
  });
