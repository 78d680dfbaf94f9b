import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingRequestAnswer,
  BookingRequestedAnswer,
  PublicAddPetAnswer,
  PublicAddPetBody,
  PublicAddressAnswer,
  PublicAddressBody,
  PublicBookingOptionsAnswer,
  PublicRequestBody,
  PublicSendCodeAnswer,
  PublicSendCodeBody,
  PublicVerifyCodeAnswer,
  PublicVerifyCodeBody,
} from '@pawroute/domain';
import { api, apiGet, resetCsrfToken } from '../../lib/apiClient';
import { SESSION_KEY } from '../../lib/queryClient';

const P = '/api/v4/booking/public';

export const publicBookingKeys = { options: ['publicBooking', 'options'] as const };

export const usePublicBookingOptions = () =>
  useQuery({ queryKey: publicBookingKeys.options, queryFn: () => apiGet<PublicBookingOptionsAnswer>(`${P}/getOptions`) });

export const useCheckAddress = () => useMutation({ mutationFn: (body: PublicAddressBody) => api.post<PublicAddressAnswer>(`${P}/checkAddress`, body) });

export const useSendCode = () => useMutation({ mutationFn: (body: PublicSendCodeBody) => api.post<PublicSendCodeAnswer>(`${P}/sendCode`, body) });

/** The code makes the account and signs in: a new session (its CSRF token may be new), a new user. */
export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicVerifyCodeBody) => api.post<PublicVerifyCodeAnswer>(`${P}/verifyCode`, body),
    async onSuccess() {
      resetCsrfToken();
      await client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export function useAddPet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicAddPetBody) => api.post<PublicAddPetAnswer>(`${P}/addPet`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['booking'] }),
  });
}

export const usePublicRequest = () => useMutation({ mutationFn: (body: PublicRequestBody) => api.post<BookingRequestedAnswer>(`${P}/request`, body) });
