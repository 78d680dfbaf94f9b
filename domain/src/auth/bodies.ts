import { z } from 'zod';
import { storableText } from '../shared/storable';
import { LINK_MESSAGES } from './linkMessages';

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


/** POST /api/v4/entrance/submitFeedback: the mailed link's rating (the server checks it, part 2's rating rules). */
export interface SubmitFeedbackBody {
  token: string;
  rating: number;
  comment: string;
  setStylistAsPreferred: boolean;
}
