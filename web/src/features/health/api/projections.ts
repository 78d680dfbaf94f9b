import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectorState, ProjectorVerification, SystemProjections, TableDifference, VerificationRun, VerifyProjectionsStarted } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** GET /api/v4/system/projections's answer (domain systemProjectionsSchema). */
export type { ProjectorState, ProjectorVerification, SystemProjections, TableDifference, VerificationRun };

/** GET /api/v4/system/projections (EditSettings), refreshed every few seconds while the page is open. */
export function useProjections() {
  return useQuery({
    queryKey: ['systemProjections'],
    queryFn: ({ signal }) => api.get<SystemProjections>('/api/v4/system/projections', undefined, signal),
    refetchInterval: 5_000,
  });
}

/** POST /api/v4/system/verifyProjections (EditSettings): starts a verification of every read model. */
export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<VerifyProjectionsStarted>('/api/v4/system/verifyProjections', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['systemProjections'] }),
  });
}
