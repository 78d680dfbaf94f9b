import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GetUserTypesResponse, SaveUserTypeBody, ChangeUserTypeBody, DeleteUserTypeBody, UserTypeWritten, UserWritten } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** ['options', …]: the options projector pushes { scope: 'options' } when a user type changes. */
export const userTypeKeys = {
  list: ['options', 'management', 'userTypes'] as const,
};

const M = '/api/v4/management';

/** GET management/getUserTypes (ViewPermissions): every type with its permission flags. */
export const useUserTypes = (enabled = true) =>
  useQuery({
    queryKey: userTypeKeys.list,
    queryFn: ({ signal }) => api.get<GetUserTypesResponse>(`${M}/getUserTypes`, undefined, signal),
    enabled,
  });

export type { SaveUserTypeBody };

/** POST management/user-type/create (no ID) or /update (with ID) → ID. */
export function useSaveUserType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserTypeBody) =>
      api.post<UserTypeWritten>(`${M}/user-type/${body.ID === undefined ? 'create' : 'update'}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['options'] }),
  });
}

/** POST management/deleteUserType {ID, ReplacingID}: the replacement takes over the type's users. */
export function useDeleteUserType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteUserTypeBody) => api.post<UserTypeWritten>(`${M}/deleteUserType`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['options'] }),
  });
}

/** POST user/changeUserType {userId, UserTypeID} (ViewPermissions and EditUsers). */
export function useChangeUserType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeUserTypeBody) => api.post<UserWritten>('/api/v4/user/changeUserType', body),
    onSuccess: (_data, body) => {
      void client.invalidateQueries({ queryKey: ['employee', body.userId] });
      void client.invalidateQueries({ queryKey: ['employees'] });
      void client.invalidateQueries({ queryKey: ['user', body.userId] });
      void client.invalidateQueries({ queryKey: ['options'] });
    },
  });
}
