import { useQuery } from '@tanstack/react-query';
import type { FindPetsByCustomerResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { petKeys } from './keys';

/** S GET /api/v4/pets/findByCustomer?customerId= (live: the pets projector pushes ['pets', customerId]). */
export function findPetsByCustomer(customerId: number, signal?: AbortSignal): Promise<FindPetsByCustomerResponse> {
  return api.get<FindPetsByCustomerResponse>('/api/v4/pets/findByCustomer', { customerId }, signal);
}

export function usePets(customerId: number | null) {
  return useQuery({
    queryKey: petKeys.byCustomer(customerId ?? 0),
    queryFn: ({ signal }) => findPetsByCustomer(customerId!, signal),
    enabled: customerId !== null && customerId > 0,
  });
}
