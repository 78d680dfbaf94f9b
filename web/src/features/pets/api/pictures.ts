import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PetPictureAnswer, RemovePetPictureBody } from '@pawroute/domain';
import { api, withQuery } from '../../../lib/apiClient';
import { petKeys } from './keys';

/** GET /api/v4/pets/getPicturePaths?petId=&userId= -> file names. */
export function usePetPictures(petId: number, userId: number) {
  return useQuery({
    queryKey: petKeys.pictures(petId),
    queryFn: ({ signal }) => api.get<string[]>('/api/v4/pets/getPicturePaths', { petId, userId }, signal),
  });
}

/** The URL of one picture (an <img> loads it with the session cookie). */
export const petPictureUrl = (petId: number, fileName: string): string => withQuery('/api/v4/pets/getPicture', { petId, fileName });
export const petProfilePictureUrl = (petId: number, version: string): string =>
  withQuery('/api/v4/pets/getPetProfilePicture', { petId, v: version });

/** POST /api/v4/pets/uploadPicture (multipart: petId, userId, file). Images only, at most 5 MB. */
export function uploadPetPicture({ petId, userId, file }: { petId: number; userId: number; file: File }) {
  const form = new FormData();
  form.set('petId', String(petId));
  form.set('userId', String(userId));
  form.set('file', file);
  return api.post<PetPictureAnswer>('/api/v4/pets/uploadPicture', form);
}

export function removePetPicture(body: RemovePetPictureBody) {
  return api.post<PetPictureAnswer>('/api/v4/pets/removePicture', body);
}

export function usePictureMutations(petId: number, customerId: number) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: petKeys.pictures(petId) });
    void client.invalidateQueries({ queryKey: petKeys.byCustomer(customerId) });
  };
  return {
    upload: useMutation({ mutationFn: uploadPetPicture, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removePetPicture, onSuccess: refresh }),
  };
}
