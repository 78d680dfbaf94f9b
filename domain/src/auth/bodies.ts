import { z } from 'zod';

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

/** POST /api/v4/entrance/submitFeedback: the mailed link's rating (the server checks it, part 2's rating rules). */
export interface SubmitFeedbackBody {
  token: string;
  rating: number;
  comment: string;
  setStylistAsPreferred: boolean;
}
