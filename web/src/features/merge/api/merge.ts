import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MERGE_PAGE_SIZE, type GetCustomersResponse, type GetUserDetailsResponse, type MergeCustomerProfilesResponse, type MergeCustomerProfilesBody } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** The merge screen's searchable lists: users/getCustomers, 5 a page (part 2 §9). */
export function useMergeSearch(name: string, page: number) {
  const filtered = name.trim() ? [{ id: 'name', value: name.trim() }] : [];
  return useQuery({
    queryKey: ['customers', 'list', { merge: true, name: name.trim(), page }],
    queryFn: ({ signal }) =>
      api.get<GetCustomersResponse>(
        '/api/v4/users/getCustomers',
        { page, pageSize: MERGE_PAGE_SIZE, sorted: JSON.stringify([{ id: 'lastName', desc: false }]), filtered: JSON.stringify(filtered) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The profile the screen was opened from (/dashboard/merge/{userId}). */
export function useMergeStart(userId: number) {
  return useQuery({
    queryKey: ['user', userId, 'details'],
    queryFn: ({ signal }) => api.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { userId }, signal),
    enabled: userId > 0,
  });
}

/** POST /api/v4/users/mergeCustomerProfiles { primaryProfileId, duplicateProfileId } */
export function useMergeProfiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeCustomerProfilesBody) =>
      api.post<MergeCustomerProfilesResponse>('/api/v4/users/mergeCustomerProfiles', body),
    onSuccess(_r, body) {
      for (const id of [body.primaryProfileId, body.duplicateProfileId]) void client.invalidateQueries({ queryKey: ['user', id] });
      void client.invalidateQueries({ queryKey: ['customers'] });
      void client.invalidateQueries({ queryKey: ['pets'] });
    },
  });
}
