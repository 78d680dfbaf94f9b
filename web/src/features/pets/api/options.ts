import { useQuery } from '@tanstack/react-query';
import type { OptionsResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { petKeys } from './keys';

/** Breeds and animal types from GET /api/v4/getOptions (reference data, rarely changes). */
export function usePetOptions() {
  return useQuery({
    queryKey: petKeys.options,
    queryFn: ({ signal }) => api.get<OptionsResponse>('/api/v4/getOptions', undefined, signal),
    staleTime: 5 * 60_000,
    select: (options) => ({ breeds: options.breeds, animalTypes: options.animalTypes }),
  });
}
