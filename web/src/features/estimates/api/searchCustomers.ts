import { useQuery } from '@tanstack/react-query';
import type { GetCustomersResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { estimateKeys } from './keys';

/** The existing-customer picker: GET /api/v4/users/getCustomers filtered by name (ViewCustomers). */
export function searchCustomers(text: string, signal?: AbortSignal): Promise<GetCustomersResponse> {
  return api.get<GetCustomersResponse>(
    '/api/v4/users/getCustomers',
    {
      page: 0,
      pageSize: 8,
      sorted: JSON.stringify([{ id: 'lastName', desc: false }]),
      filtered: JSON.stringify([{ id: 'name', value: text }]),
    },
    signal,
  );
}

export function useCustomerSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: estimateKeys.customerSearch(trimmed),
    queryFn: ({ signal }) => searchCustomers(trimmed, signal),
    enabled: trimmed.length >= 2,
  });
}
