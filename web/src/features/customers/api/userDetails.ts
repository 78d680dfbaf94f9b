import { useQuery } from '@tanstack/react-query';
import type { GetUserDetailsResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { customerKeys } from './keys';

/** GET /api/v4/user/getDetails?userId= -> { user } (part 1 §7). */
export function getUserDetails(userId: number, signal?: AbortSignal): Promise<GetUserDetailsResponse> {
  return api.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { userId }, signal);
}

export function useUserDetails(userId: number) {
  return useQuery({
    queryKey: customerKeys.details(userId),
    queryFn: ({ signal }) => getUserDetails(userId, signal),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}
