import type { OptionsResponse } from '@pawroute/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

/** ['options']: the options projector pushes { scope: 'options' } (lib/liveInvalidation), so every picker refreshes at once. */
export const OPTIONS_KEY = ['options'] as const;

/**
 * GET /api/v4/getOptions: the lists every form picks from (stylists, breeds, services, user types,
 * reasons, cities...). One query for the whole app; `select` narrows it for one caller.
 */
export function useOptions<T = OptionsResponse>(select?: (options: OptionsResponse) => T) {
  return useQuery({
    queryKey: OPTIONS_KEY,
    queryFn: ({ signal }) => api.get<OptionsResponse>('/api/v4/getOptions', undefined, signal),
    staleTime: 5 * 60_000,
    select,
  });
}
