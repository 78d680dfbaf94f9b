import { useQuery } from '@tanstack/react-query';
import type { NewCardBody, ContactWriteResponse, CreditCardsResponse, NewCardResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { contactKeys } from './keys';
import { useContactMutation } from './useContactMutation';

/** POST user/addNewCard (part 1 §7). The number and code go to the server once, to be tokenized. */
export type { NewCardBody };

export const getCreditCards = (userId: number, signal?: AbortSignal) =>
  api.get<CreditCardsResponse>('/api/v4/user/getCreditCards', { userId }, signal);

export function useCreditCards(userId: number) {
  return useQuery({ queryKey: contactKeys.creditCards(userId), queryFn: ({ signal }) => getCreditCards(userId, signal) });
}

export function useAddCard(userId: number) {
  return useContactMutation(contactKeys.creditCards(userId), (body: NewCardBody) =>
    api.post<NewCardResponse>('/api/v4/user/addNewCard', { ...body, userId }),
  );
}

export function useSetPrimaryCard(userId: number) {
  return useContactMutation(contactKeys.creditCards(userId), (cardId: number) =>
    api.post<ContactWriteResponse>('/api/v4/user/setPrimaryCard', { cardId }),
  );
}

export function useDeleteCard(userId: number) {
  return useContactMutation(contactKeys.creditCards(userId), (cardId: number) =>
    api.delete<ContactWriteResponse>(`/api/v4/user/deleteCreditCard?ID=${cardId}`),
  );
}
