import { useQuery } from '@tanstack/react-query';
import type { SmsInfoResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { phoneKeys } from './subscribeToPhone';

/** GET /api/v4/phoneNumbers/SMSInfo (part 1 §7): phoneNumber, PVConversationURL, error. */
export const getSmsInfo = (userId: number, phoneNumber: string, signal?: AbortSignal) =>
  api.get<SmsInfoResponse>('/api/v4/phoneNumbers/SMSInfo', { userId, phoneNumber }, signal);

export function useSmsInfo(userId: number, phoneNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: phoneKeys.smsInfo(userId, phoneNumber),
    queryFn: ({ signal }) => getSmsInfo(userId, phoneNumber, signal),
    enabled,
    retry: false,
  });
}
