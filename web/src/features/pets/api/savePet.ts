import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PetView } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { petKeys } from './keys';

export type SavePetResponse = PetView & { becameDeceased: boolean; position: string | null };

/** POST /api/v4/pets/update: the whole pet state, null values removed; no ID creates the pet. */
export function savePet(body: Record<string, unknown>): Promise<SavePetResponse> {
  const withoutNulls = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined));
  return api.post<SavePetResponse>('/api/v4/pets/update', withoutNulls);
}

export function useSavePet(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePet,
    onSuccess(pet) {
      void client.invalidateQueries({ queryKey: petKeys.byCustomer(customerId) });
      void client.invalidateQueries({ queryKey: petKeys.byCustomer(pet.customerId) });
    },
  });
}
