import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SignedInAnswer } from '@pawroute/domain';
import { api, resetCsrfToken } from '../../../lib/apiClient';
import { SESSION_KEY } from '../../../lib/queryClient';
import type { SessionUser } from '../../../lib/session';

/** Part 2 §5.1: both fields required, one message for either missing. */
export const MUST_ENTER = 'Must enter email and password.';

export type LoginInput = LoginBody;

export async function login(input: LoginInput): Promise<SessionUser> {
  const body = await api.put<SignedInAnswer>('/api/v4/entrance/login', input);
  return body.user;
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess(user) {
      // The session was renewed: its CSRF token may be new too.
      resetCsrfToken();
      client.setQueryData(SESSION_KEY, user);
    },
  });
}
