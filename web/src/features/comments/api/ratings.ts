import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FindRatingsResponse, CreateRatingBody } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** ['ratings', userId]: the comments projector pushes { scope: 'ratings', id: userId }. */
export const ratingKeys = { user: (userId: number) => ['ratings', userId] as const };

/** GET /api/v4/ratings/findByUser?userId= */
export function useRatings(userId: number, enabled = true) {
  return useQuery({
    queryKey: ratingKeys.user(userId),
    queryFn: ({ signal }) => api.get<FindRatingsResponse>('/api/v4/ratings/findByUser', { userId }, signal),
    enabled,
  });
}

/** POST /api/v4/ratings/create { userId, rating, comment } (our path: the spec shows none). */
export function useAddRating(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateRatingBody, 'userId'>) => api.post('/api/v4/ratings/create', { userId, ...body }),
    onSuccess() {
      void client.invalidateQueries({ queryKey: ratingKeys.user(userId) });
      // The customer details show the average too.
      void client.invalidateQueries({ queryKey: ['user', userId] });
    },
  });
}
