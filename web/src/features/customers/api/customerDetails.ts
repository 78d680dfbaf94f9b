import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GetCustomerDetailsResponse,
  UpdateCustomerDetailsInput,
  PositionAnswer,
} from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { customerKeys } from './keys';

/** GET /api/v4/user/getCustomerDetails?customerId= (trip charge and toggles are staff-only). */
export function getCustomerDetails(customerId: number, signal?: AbortSignal): Promise<GetCustomerDetailsResponse> {
  return api.get<GetCustomerDetailsResponse>('/api/v4/user/getCustomerDetails', { customerId }, signal);
}

export function useCustomerDetails(userId: number, customerId: number | null | undefined) {
  return useQuery({
    queryKey: customerKeys.customer(userId, customerId ?? 0),
    queryFn: ({ signal }) => getCustomerDetails(customerId!, signal),
    enabled: Boolean(customerId),
  });
}

/** POST /api/v4/user/updateCustomerDetails */
export function useUpdateCustomerDetails(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerDetailsInput) => api.post<PositionAnswer>('/api/v4/user/updateCustomerDetails', body),
    onSuccess() {
      void client.invalidateQueries({ queryKey: customerKeys.user(userId) });
      void client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
