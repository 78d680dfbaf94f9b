import { useQuery } from '@tanstack/react-query';
import { isExtension, type SubscribeToPhoneResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

export const phoneKeys = {
  subscription: (extension: string) => ['phone', 'subscription', extension] as const,
  smsInfo: (userId: number, phoneNumber: string) => ['phone', 'smsInfo', userId, phoneNumber] as const,
};

export const subscribeToPhone = (extensionNumber: string, signal?: AbortSignal) =>
  api.get<SubscribeToPhoneResponse>('/api/v4/phone/subscribeToPhone', { extensionNumber }, signal);

/**
 * Tells the server which extension this browser listens on (part 2 §7.8), once typing has paused. The
 * push after a reconnect refetches every query, this one too, so the subscription follows the socket.
 */
export function useSubscribeToPhone(extension: string) {
  const debounced = useDebouncedValue(extension.trim(), 300);
  const valid = debounced === '' || isExtension(debounced);
  const query = useQuery({
    queryKey: phoneKeys.subscription(debounced),
    queryFn: ({ signal }) => subscribeToPhone(debounced, signal),
    enabled: valid,
    staleTime: Infinity,
    retry: 1,
  });
  return { query, valid, extension: debounced };
}
