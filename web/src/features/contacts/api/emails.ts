import { useQuery } from '@tanstack/react-query';
import type { EmailBody, ContactWriteResponse, EmailsResponse, NewEmailResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { contactKeys } from './keys';
import { useContactMutation } from './useContactMutation';

export type { EmailBody };

export const getEmails = (userId: number, signal?: AbortSignal) =>
  api.get<EmailsResponse>('/api/v4/emails/findByUser', { userId }, signal);

export function useEmails(userId: number) {
  return useQuery({ queryKey: contactKeys.emails(userId), queryFn: ({ signal }) => getEmails(userId, signal) });
}

export function useCreateEmail(userId: number) {
  return useContactMutation(contactKeys.emails(userId), (body: EmailBody) =>
    api.post<NewEmailResponse>('/api/v4/emails/create', { ...body, userId }),
  );
}

export function useUpdateEmail(userId: number) {
  return useContactMutation(contactKeys.emails(userId), (body: EmailBody & { emailId: number }) =>
    api.post<ContactWriteResponse>('/api/v4/emails/update', body),
  );
}

export function useDeleteEmail(userId: number) {
  return useContactMutation(contactKeys.emails(userId), (emailId: number) =>
    api.delete<ContactWriteResponse>(`/api/v4/emails/delete?emailId=${emailId}`),
  );
}
