import { useQuery } from '@tanstack/react-query';
import type { OptionsResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { estimateKeys } from './keys';

/** GET /api/v4/getOptions: breeds with prices, services, packages and the rates (part 2 §3). */
export function getOptions(signal?: AbortSignal): Promise<OptionsResponse> {
  return api.get<OptionsResponse>('/api/v4/getOptions', undefined, signal);
}

export function useOptions() {
  return useQuery({ queryKey: estimateKeys.options, queryFn: ({ signal }) => getOptions(signal), staleTime: 5 * 60_000 });
}
