import { useQuery } from '@tanstack/react-query';
import type { PhoneNumberBody, ContactWriteResponse, NewPhoneNumberResponse, PhoneNumbersResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { contactKeys } from './keys';
import { useContactMutation } from './useContactMutation';

export type { PhoneNumberBody };

export const getPhoneNumbers = (userId: number, signal?: AbortSignal) =>
  api.get<PhoneNumbersResponse>('/api/v4/phoneNumbers/findByUser', { userId }, signal);

export function usePhoneNumbers(userId: number) {
  return useQuery({ queryKey: contactKeys.phoneNumbers(userId), queryFn: ({ signal }) => getPhoneNumbers(userId, signal) });
}

export function useCreatePhoneNumber(userId: number) {
  return useContactMutation(contactKeys.phoneNumbers(userId), (body: PhoneNumberBody) =>
    api.post<NewPhoneNumberResponse>('/api/v4/phoneNumbers/create', { ...body, userId }),
  );
}

export function useUpdatePhoneNumber(userId: number) {
  return useContactMutation(contactKeys.phoneNumbers(userId), (body: PhoneNumberBody & { phoneNumberId: number }) =>
    api.post<ContactWriteResponse>('/api/v4/phoneNumbers/update', body),
  );
}

export function useDeletePhoneNumber(userId: number) {
  return useContactMutation(contactKeys.phoneNumbers(userId), (phoneNumberId: number) =>
    api.delete<ContactWriteResponse>(`/api/v4/phoneNumbers/delete?phoneNumberId=${phoneNumberId}`),
  );
}
