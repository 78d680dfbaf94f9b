import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOwnerRequest, PetOwnerAnswer } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** POST pets/updateOwner's body: domain updateOwnerSchema's input. */
export type UpdateOwnerBody = UpdateOwnerRequest;
export type NewCustomerInput = NonNullable<UpdateOwnerRequest['newCustomer']>;

/** POST /api/v4/pets/updateOwner -> { customerID } (EditPets; a new customer needs EditCustomers too). */
export function updateOwner(body: UpdateOwnerBody): Promise<{ customerID: number }> {
  return api.post<PetOwnerAnswer>('/api/v4/pets/updateOwner', body);
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
