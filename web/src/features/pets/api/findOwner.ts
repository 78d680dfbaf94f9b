import { useQuery } from '@tanstack/react-query';
import type { FindUserResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { petKeys } from './keys';

/** GET /api/v4/user/find?ID=: the pets route needs the user's customer id. */
export function useOwner(userId: number) {
  return useQuery({
    queryKey: petKeys.user(userId),
    queryFn: ({ signal }) => api.get<FindUserResponse>('/api/v4/user/find', { ID: userId }, signal),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}
