import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInfo, SignUpAnswer, SignUpInput, SignUpOptionsResponse, MessageAnswer, SubmitFeedbackBody } from '@pawroute/domain';
import { api, apiGet, resetCsrfToken } from '../../../lib/apiClient';
import { SESSION_KEY } from '../../../lib/queryClient';

/** GET /api/v4/entrance/get-sign-up-options: breeds and animal types for the sign-up's pets. */
export function useSignUpOptions() {
  return useQuery({
    queryKey: ['signUpOptions'],
    queryFn: () => apiGet<SignUpOptionsResponse>('/api/v4/entrance/get-sign-up-options'),
    staleTime: 5 * 60_000,
  });
}

export type { FeedbackInfo, SignUpAnswer };

/** POST /api/v4/entrance/signup: makes the customer and signs them in. */
export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpInput) => api.post<SignUpAnswer>('/api/v4/entrance/signup', body),
    async onSuccess() {
      // A new session: its CSRF token may be new, and the signed-in user is the new customer.
      resetCsrfToken();
      await client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** The one-shot GET of a confirmation link (confirmEmail, confirmAppointment): it writes, so never retried or refetched. */
export function useLinkAction<T extends { message: string }>(path: string, token: string) {
  return useQuery({
    queryKey: ['link', path, token],
    queryFn: () => apiGet<T>(path, { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useFeedbackInfo(token: string) {
  return useQuery({
    queryKey: ['feedbackInfo', token],
    queryFn: () => apiGet<FeedbackInfo>('/api/v4/entrance/getFeedbackInfo', { token }),
    enabled: token !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: SubmitFeedbackBody) =>
      api.post<MessageAnswer>('/api/v4/entrance/submitFeedback', body),
  });
}
