import { useQuery } from '@tanstack/react-query';
import type { FindEstimateResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { estimateKeys } from './keys';

/** GET /api/v4/estimate/findLastByCustomer?userId=: the customer, their pets and last estimate (or null). */
export function findLastByCustomer(userId: number, signal?: AbortSignal): Promise<FindEstimateResponse> {
  return api.get<FindEstimateResponse>('/api/v4/estimate/findLastByCustomer', { userId }, signal);
}

export function useLastEstimate(userId: number | null) {
  return useQuery({
    queryKey: estimateKeys.lastByCustomer(userId ?? 0),
    queryFn: ({ signal }) => findLastByCustomer(userId!, signal),
    enabled: userId !== null,
    refetchOnWindowFocus: false,
  });
}
