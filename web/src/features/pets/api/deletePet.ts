import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletePetAnswer } from '@pawroute/domain';
import { api, withQuery } from '../../../lib/apiClient';
import { petKeys } from './keys';

/** DELETE /api/v4/pets/delete?petId= (EditPets). */
export function deletePet(petId: number): Promise<DeletePetAnswer> {
  return api.delete<DeletePetAnswer>(withQuery('/api/v4/pets/delete', { petId }));
}

export function useDeletePet(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePet,
    onSuccess() {
      void client.invalidateQueries({ queryKey: petKeys.byCustomer(customerId) });
    },
  });
}
