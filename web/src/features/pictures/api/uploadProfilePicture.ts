import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadProfilePictureAnswer } from '@pawroute/domain';
import { api, withQuery } from '../../../lib/apiClient';

/** POST /api/v4/user/uploadPicture's answer (domain uploadProfilePictureAnswerSchema). */
export type UploadProfilePictureResponse = UploadProfilePictureAnswer;

/** POST /api/v4/user/uploadPicture (multipart: userId, file). The server crops 1:1 and resizes to 200x200. */
export function uploadProfilePicture({ userId, file }: { userId: number; file: File }) {
  const form = new FormData();
  form.set('userId', String(userId));
  form.set('file', file);
  return api.post<UploadProfilePictureResponse>('/api/v4/user/uploadPicture', form);
}

export const profilePictureUrl = (userId: number, version?: string) =>
  withQuery('/api/v4/user/getProfilePicture', { userId, v: version });

export function useUploadProfilePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess(_result, { userId }) {
      void client.invalidateQueries({ queryKey: ['user', userId] });
      void client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
