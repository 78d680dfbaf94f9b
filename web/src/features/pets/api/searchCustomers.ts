import { useQuery } from '@tanstack/react-query';
import type { GetCustomersResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { petKeys } from './keys';

/** The change-owner search: GET /api/v4/users/getCustomers filtered by name. */
export function useOwnerSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: petKeys.customerSearch(trimmed),
    queryFn: ({ signal }) =>
      api.get<GetCustomersResponse>(
        '/api/v4/users/getCustomers',
        { page: 0, pageSize: 8, sorted: JSON.stringify([{ id: 'lastName', desc: false }]), filtered: JSON.stringify([{ id: 'name', value: trimmed }]) },
        signal,
      ),
    enabled: trimmed.length >= 2,
  });
}
