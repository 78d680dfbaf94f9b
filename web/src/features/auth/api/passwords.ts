import type { MessageAnswer, SendPasswordRecoveryEmailBody, SignedInAnswer, UpdatePasswordAndLoginBody } from '@pawroute/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, resetCsrfToken } from '../../../lib/apiClient';
import { SESSION_KEY } from '../../../lib/queryClient';
import type { SessionUser } from '../../../lib/session';

/** Part 2 §5.1 and §8.1, word for word ('occured' as the spec writes it). */
export const PASSWORD_MESSAGES = {
  pleaseInsertEmail: 'Please insert an email.',
  recoveryFailed: 'An error occured trying to send the recovery email.',
  failedToReset: 'Failed to reset password.',
  usernameRequired: 'Username is required',
  passwordTooShort: 'Password must be at least 10 characters long.',
  // Ours: the spec names no message for these.
  passwordsDiffer: 'The passwords do not match.',
  passwordSaved: 'Your password was saved. Welcome!',
} as const;

export const forgotPasswordSchema = z.object({
  emailAddress: z.string().trim().min(1, PASSWORD_MESSAGES.pleaseInsertEmail),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    emailAddress: z.string().trim().min(1, PASSWORD_MESSAGES.usernameRequired),
    password: z.string().min(10, PASSWORD_MESSAGES.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, { message: PASSWORD_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** POST /api/v4/entrance/send-password-recovery-email: the same answer whether or not the address has a login. */
export function useSendRecoveryEmail() {
  return useMutation({
    mutationFn: (body: SendPasswordRecoveryEmailBody) =>
      api.post<MessageAnswer>('/api/v4/entrance/send-password-recovery-email', body),
  });
}

/** POST /api/v4/entrance/update-password-and-login: sets the password and signs in, answering the user. */
export function useUpdatePasswordAndLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdatePasswordAndLoginBody) =>
      (await api.post<SignedInAnswer>('/api/v4/entrance/update-password-and-login', body)).user,
    onSuccess(user) {
      // A new session: its CSRF token may be new too.
      resetCsrfToken();
      client.setQueryData(SESSION_KEY, user);
    },
  });
}
