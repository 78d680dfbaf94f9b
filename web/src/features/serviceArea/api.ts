import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceAreaAnswer, ServiceAreaBody } from '@pawroute/domain';
import { api } from '../../lib/apiClient';

/** ['serviceArea'] for the one setting (docs/RULES.md SA-KIND). */
export const serviceAreaKeys = { setting: ['serviceArea'] as const };

export const useServiceArea = (enabled = true) =>
  useQuery({ queryKey: serviceAreaKeys.setting, enabled, queryFn: ({ signal }) => api.get<ServiceAreaAnswer>('/api/v4/serviceArea/get', undefined, signal) });

export function useSaveServiceArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceAreaBody) => api.post<ServiceAreaAnswer>('/api/v4/serviceArea/update', body),
    onSuccess: () => client.invalidateQueries({ queryKey: serviceAreaKeys.setting }),
  });
}
