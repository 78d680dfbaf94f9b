import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLoginAccountResponse,
  UserWritten,
} from '@pawroute/domain';
import { api, withQuery } from '../../../lib/apiClient';
import { customerKeys } from './keys';

function useProfileMutation<Input, Result>(userId: number, call: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess() {
      void client.invalidateQueries({ queryKey: customerKeys.user(userId) });
      void client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

/** POST /api/v4/user/createLoginAccount { loginEmail, userId } */
export const useCreateLoginAccount = (userId: number) =>
  useProfileMutation(userId, (loginEmail: string) =>
    api.post<CreateLoginAccountResponse>('/api/v4/user/createLoginAccount', { loginEmail, userId }),
  );

/** DELETE /api/v4/user/delete?userId= */
export const useDeleteUser = (userId: number) =>
  useProfileMutation(userId, () => api.delete<UserWritten>(withQuery('/api/v4/user/delete', { userId })));

/** PUT /api/v4/user/restore { userId } */
export const useRestoreUser = (userId: number) =>
  useProfileMutation(userId, () => api.put<UserWritten>('/api/v4/user/restore', { userId }));
