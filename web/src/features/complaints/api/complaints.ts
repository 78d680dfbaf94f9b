import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateComplaintBody, FindComplaintsResponse, GetCustomersResponse, ComplaintWritten, SetComplaintBlockingBody } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** ['complaints', 'list', …]: the complaints projector pushes { scope: 'complaints' }; ['options'] follows blocking. */
export const complaintKeys = {
  all: ['complaints'] as const,
  list: (showTerminated: boolean) => ['complaints', 'list', { showTerminated }] as const,
  options: ['options'] as const,
};

/** GET /api/v4/complaints/findAll */
export function useComplaints(showTerminated: boolean) {
  return useQuery({
    queryKey: complaintKeys.list(showTerminated),
    queryFn: ({ signal }) => api.get<FindComplaintsResponse>('/api/v4/complaints/findAll', { showTerminated }, signal),
  });
}

export type { CreateComplaintBody };

/** The customer picker of New Complaint on an employee's profile: users/getCustomers by name (ViewCustomers). */
export function useComplaintCustomerSearch(text: string) {
  const name = text.trim();
  return useQuery({
    queryKey: ['customers', 'list', { complaintPicker: true, name }],
    queryFn: ({ signal }) =>
      api.get<GetCustomersResponse>(
        '/api/v4/users/getCustomers',
        { page: 0, pageSize: 8, sorted: JSON.stringify([{ id: 'lastName', desc: false }]), filtered: JSON.stringify([{ id: 'name', value: name }]) },
        signal,
      ),
    enabled: name.length >= 2,
  });
}

/** POST /api/v4/complaints/create */
export function useCreateComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateComplaintBody) => api.post<ComplaintWritten>('/api/v4/complaints/create', body),
    onSuccess() {
      void client.invalidateQueries({ queryKey: complaintKeys.all });
      void client.invalidateQueries({ queryKey: complaintKeys.options });
    },
  });
}

/** POST /api/v4/complaints/setBlocking */
export function useSetComplaintBlocking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetComplaintBlockingBody) => api.post<ComplaintWritten>('/api/v4/complaints/setBlocking', body),
    // Pending until the table has refetched, so the toggle shows the new state throughout.
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: complaintKeys.all }), client.invalidateQueries({ queryKey: complaintKeys.options })]),
  });
}
