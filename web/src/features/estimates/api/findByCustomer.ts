import { useQuery } from '@tanstack/react-query';
import type { EstimateListItem } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { estimateKeys } from './keys';

/** GET /api/v4/estimate/findByCustomer?userId= -> the customer's estimates, last edited first. */
export function findByCustomer(userId: number, signal?: AbortSignal): Promise<EstimateListItem[]> {
  return api.get<EstimateListItem[]>('/api/v4/estimate/findByCustomer', { userId }, signal);
}

export function useCustomerEstimates(userId: number) {
  return useQuery({ queryKey: estimateKeys.byCustomer(userId), queryFn: ({ signal }) => findByCustomer(userId, signal) });
}
