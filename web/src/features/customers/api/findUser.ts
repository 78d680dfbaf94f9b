import { useQuery } from '@tanstack/react-query';
import type { FindUserResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { customerKeys } from './keys';

/** GET /api/v4/user/find?ID= -> { user, customer } (part 1 §7). */
export function findUser(userId: number, signal?: AbortSignal): Promise<FindUserResponse> {
  return api.get<FindUserResponse>('/api/v4/user/find', { ID: userId }, signal);
}

export function useUser(userId: number) {
  return useQuery({
    queryKey: customerKeys.user(userId),
    queryFn: ({ signal }) => findUser(userId, signal),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}
