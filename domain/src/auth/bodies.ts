import { z } from 'zod';
import { storableText } from '../shared/storable';
import { LINK_MESSAGES } from './linkMessages';
import {
  EMAIL_TOO_LONG,
  FAILED_TO_RESET_PASSWORD,
  LINK_INVALID,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PLEASE_INSERT_EMAIL,
  USERNAME_REQUIRED,
} from './passwords';

/**
 * PUT /api/v4/entrance/login { emailAddress, password } -> { user }. The server reads these two fields
 * by name (command-api/src/auth/login.ts: anything not a string counts as empty, part 2 §5.1's one
 * message for either missing); the web's sign-in form sends this.
 */
export const loginBodySchema = z.object({
  emailAddress: z.string(),
  password: z.string(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The mailed links' purposes, each with its page's refusal words (LINK_MESSAGES). */
export type LinkPurpose = 'emailConfirmation' | 'appointmentConfirmation' | 'feedback';

/** A mailed link's token as its page sends it: required, at most 200 characters (else the link is invalid). */
export const linkTokenSchema = (purpose: LinkPurpose) =>
  storableText({ error: LINK_MESSAGES.tokenRequired })
    .trim()
    .min(1, { error: LINK_MESSAGES.tokenRequired })
    .max(200, { error: LINK_MESSAGES[purpose].invalid });

/** GET /api/v4/entrance/confirmEmail, confirmAppointment and getFeedbackInfo: `?token=`. */
export const linkTokenQuerySchema = (purpose: LinkPurpose) => z.object({ token: linkTokenSchema(purpose) });

const MAX_EMAIL = 320;
const MAX_PASSWORD = 500;

/** POST /api/v4/entrance/send-password-recovery-email and update-password-and-login (part 2 §5.1). */
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
