import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePetNotesAnswer, UpdatePetNotesBody } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { petKeys } from './keys';

/** POST /api/v4/profile/updatePetNotes { petId, habits }: a customer's only edit of their pets. */
export function updatePetNotes(body: UpdatePetNotesBody): Promise<UpdatePetNotesAnswer> {
  return api.post<UpdatePetNotesAnswer>('/api/v4/profile/updatePetNotes', body);
}

export function useUpdatePetNotes(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePetNotes,
    onSuccess() {
      void client.invalidateQueries({ queryKey: petKeys.byCustomer(customerId) });
    },
  });
}
