import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PolicyStatusResponse, PolicyTextResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

export type PolicyKind = 'privacyPolicy' | 'termsOfService';

/** GET /api/v4/entrance/privacyPolicy and /entrance/termsOfService (public). */
export function usePolicyText(kind: PolicyKind) {
  return useQuery({
    queryKey: ['policies', kind],
    queryFn: ({ signal }) => api.get<PolicyTextResponse>(`/api/v4/entrance/${kind}`, undefined, signal),
    staleTime: 60 * 60_000,
  });
}

/** ['user', userId, 'policy']: refreshed by the customers projector's push for that user. */
export const policyStatusKey = (userId: number) => ['user', userId, 'policy'] as const;

/** GET /api/v4/user/getCustomerPolicyStatus?userId= */
export function usePolicyStatus(userId: number, enabled = true) {
  return useQuery({
    queryKey: policyStatusKey(userId),
    queryFn: ({ signal }) => api.get<PolicyStatusResponse>('/api/v4/user/getCustomerPolicyStatus', { userId }, signal),
    enabled,
  });
}

/** POST /api/v4/user/customerAcceptedPolicies { userId, acceptedPolicies } */
export function useAcceptPolicies(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (acceptedPolicies: boolean) => api.post('/api/v4/user/customerAcceptedPolicies', { userId, acceptedPolicies }),
    onSuccess() {
      void client.invalidateQueries({ queryKey: ['user', userId] });
    },
  });
}
