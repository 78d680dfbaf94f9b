import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetCustomersQuery, GetCustomersResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { customerKeys } from './keys';

/** One page's query as the table holds it: domain getCustomersQuerySchema's output (the server's parse). */
export type CustomersQuery = GetCustomersQuery;

/** GET /api/v4/users/getCustomers: sorted and filtered travel as JSON arrays (domain's getCustomersQuerySchema). */
export function getCustomers(query: CustomersQuery, signal?: AbortSignal): Promise<GetCustomersResponse> {
  return api.get<GetCustomersResponse>(
    '/api/v4/users/getCustomers',
    {
      page: query.page,
      pageSize: query.pageSize,
      sorted: JSON.stringify(query.sorted),
      filtered: JSON.stringify(query.filtered),
    },
    signal,
  );
}

/**
 * One page of customers. The key holds the (already debounced) filters, so only the latest filters'
 * answer is ever shown: an older request's answer lands under an older key. keepPreviousData keeps the
 * current rows on screen while the next page loads.
 */
export function useCustomers(query: CustomersQuery) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}
