import { z } from 'zod';
import { storableText } from '../shared/storable';

/** Part 2 §5.1 and §7.1, word for word (the recovery answer's typo included). */
export const PLEASE_INSERT_EMAIL = 'Please insert an email.';
export const RECOVERY_EMAIL_SENT = 'If the email address matched a login, and email has been sent to that address.';
export const FAILED_TO_RESET_PASSWORD = 'Failed to reset password.';
export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 10 characters long.';
/**
 * Ours: the reset page says which of invalid, expired or already used (part 2 §2.1, §8.1). A link for
 * another address is invalid (it tells nothing more).
 */
export const LINK_INVALID = 'This link is invalid. Please request a new one.';
export const LINK_EXPIRED = 'This link has expired. Please request a new one.';
export const LINK_USED = 'This link was already used. Please request a new one.';
export const PASSWORD_TOO_LONG = 'Password must be at most 500 characters long.';
export const EMAIL_TOO_LONG = 'Email must be at most 320 characters long.';

const MAX_EMAIL = 320;
const MAX_PASSWORD = 500;

export const sendPasswordRecoveryEmailSchema = z.object({
  emailAddress: storableText({ error: PLEASE_INSERT_EMAIL }).trim().min(1, PLEASE_INSERT_EMAIL).max(MAX_EMAIL, EMAIL_TOO_LONG),
});

/** Checked in the order of part 2 §5.1: the token, the email, then the password's length. */
export const updatePasswordAndLoginSchema = z.object({
  token: storableText({ error: FAILED_TO_RESET_PASSWORD }).trim().min(1, FAILED_TO_RESET_PASSWORD).max(200, LINK_INVALID),
  emailAddress: storableText({ error: USERNAME_REQUIRED }).trim().min(1, USERNAME_REQUIRED).max(MAX_EMAIL, EMAIL_TOO_LONG),
  password: z.string({ error: PASSWORD_TOO_SHORT }).min(10, PASSWORD_TOO_SHORT).max(MAX_PASSWORD, PASSWORD_TOO_LONG),
});

/** POST /api/v4/entrance/send-password-recovery-email */
export type SendPasswordRecoveryEmailBody = z.input<typeof sendPasswordRecoveryEmailSchema>;
/** POST /api/v4/entrance/update-password-and-login */
export type UpdatePasswordAndLoginBody = z.input<typeof updatePasswordAndLoginSchema>;
