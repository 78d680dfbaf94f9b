import { useMutation } from '@tanstack/react-query';
import type { CallPhoneNumberBody, CallPhoneNumberResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** POST /api/v4/phone/callPhoneNumber: the extension rings, then the number is dialled. */
export const callPhoneNumber = (body: CallPhoneNumberBody) => api.post<CallPhoneNumberResponse>('/api/v4/phone/callPhoneNumber', body);

export function useCallPhoneNumber() {
  return useMutation({ mutationFn: callPhoneNumber });
}
