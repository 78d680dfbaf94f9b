import { useQuery } from '@tanstack/react-query';
import type { OptionsResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { customerKeys } from './keys';

/** GET /api/v4/getOptions: the lists the details form picks from (contact methods, stylists). */
export function useOptions() {
  return useQuery({
    queryKey: customerKeys.options,
    queryFn: ({ signal }) => api.get<OptionsResponse>('/api/v4/getOptions', undefined, signal),
    staleTime: 5 * 60_000,
  });
}
