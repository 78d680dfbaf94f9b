import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/apiClient';

export interface NewCustomerInput {
  Name: { firstName: string; lastName: string };
  emailAddress: string;
  phoneNumber?: string;
  isAccount: boolean;
}

export interface UpdateOwnerBody {
  petID: number;
  customerID?: number;
  newCustomer?: NewCustomerInput;
}

/** POST /api/v4/pets/updateOwner -> { customerID } (EditPets; a new customer needs EditCustomers too). */
export function updateOwner(body: UpdateOwnerBody): Promise<{ customerID: number }> {
  return api.post<{ customerID: number }>('/api/v4/pets/updateOwner', body);
}

export function useUpdateOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOwner,
    onSuccess() {
      void client.invalidateQueries({ queryKey: ['pets'] });
      void client.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}
