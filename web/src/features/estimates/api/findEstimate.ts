import { useQuery } from '@tanstack/react-query';
import type { FindEstimateResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { estimateKeys } from './keys';

/** GET /api/v4/estimate/findById?estimateId=&isCopy= -> { estimate, user, customer, appointment }. */
export function findEstimate(estimateId: number, isCopy: boolean, signal?: AbortSignal): Promise<FindEstimateResponse> {
  return api.get<FindEstimateResponse>('/api/v4/estimate/findById', { estimateId, isCopy: isCopy || undefined }, signal);
}

export function useEstimate(estimateId: number | null, isCopy: boolean) {
  return useQuery({
    queryKey: estimateKeys.byId(estimateId ?? 0, isCopy),
    queryFn: ({ signal }) => findEstimate(estimateId!, isCopy, signal),
    enabled: estimateId !== null,
    // The editor's form is filled once from this; a refetch under it must not reset what is being typed.
    refetchOnWindowFocus: false,
  });
}
