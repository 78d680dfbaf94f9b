import { useQuery } from '@tanstack/react-query';
import type { AddressBody, AddressesResponse, ContactWriteResponse, NewAddressResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { contactKeys } from './keys';
import { useContactMutation } from './useContactMutation';

/** The body of addresses/create and addresses/update (domain createAddressSchema / updateAddressSchema). */
export type { AddressBody };

export const getAddresses = (userId: number, signal?: AbortSignal) =>
  api.get<AddressesResponse>('/api/v4/addresses/findByUser', { userId }, signal);

export function useAddresses(userId: number) {
  return useQuery({ queryKey: contactKeys.addresses(userId), queryFn: ({ signal }) => getAddresses(userId, signal) });
}

export function useCreateAddress(userId: number) {
  return useContactMutation(contactKeys.addresses(userId), (body: AddressBody) =>
    api.post<NewAddressResponse>('/api/v4/addresses/create', { ...body, userId }),
  );
}

export function useUpdateAddress(userId: number) {
  return useContactMutation(contactKeys.addresses(userId), (body: AddressBody & { addressId: number }) =>
    api.post<ContactWriteResponse>('/api/v4/addresses/update', body),
  );
}

export function useDeleteAddress(userId: number) {
  return useContactMutation(contactKeys.addresses(userId), (addressId: number) =>
    api.delete<ContactWriteResponse>(`/api/v4/addresses/delete?addressId=${addressId}`),
  );
}

