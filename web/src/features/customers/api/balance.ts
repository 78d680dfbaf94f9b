import { useQuery } from '@tanstack/react-query';
import type { GetBalanceResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { customerKeys } from './keys';

/** GET /api/v4/user/getBalance?userId= -> balance and recent payments (0 and [] until transactions land). */
export function useBalance(userId: number, enabled = true) {
  return useQuery({
    queryKey: customerKeys.balance(userId),
    queryFn: ({ signal }) => api.get<GetBalanceResponse>('/api/v4/user/getBalance', { userId }, signal),
    enabled,
  });
}
