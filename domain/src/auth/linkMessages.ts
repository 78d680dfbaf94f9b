/**
 * What the public link pages say (part 2 §2.1, §8.1: "error text when the token is expired, invalid or
 * already used"). Ours where the spec names no words; the server answers them and the pages show them.
 */
export type LinkRefusal = 'invalid' | 'expired' | 'used';

const refusals = (what: string): Record<LinkRefusal, string> => ({
  invalid: `This ${what} link is invalid. Please check that you opened the whole link from the email.`,
  expired: `This ${what} link has expired.`,
  used: `This ${what} link was already used.`,
});

export const LINK_MESSAGES = {
  emailConfirmation: refusals('email confirmation'),
  appointmentConfirmation: refusals('appointment confirmation'),
  feedback: refusals('feedback'),
  emailConfirmed: 'Thank you! Your email address is confirmed.',
  appointmentConfirmed: 'Thank you! Your appointment is confirmed.',
  appointmentNotConfirmable: 'This appointment can no longer be confirmed. Please call our office.',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackFailed: 'Failed to submit appointment feedback',
  tokenRequired: 'The link is missing its token.',
} as const;

/** The status code of each refusal: unknown 404, expired 400, used 409. */
export const LINK_REFUSAL_STATUS = { invalid: 404, expired: 400, used: 409 } as const satisfies Record<LinkRefusal, number>;

/** Part 2 §5.5 for the feedback form: stars and a comment. */
export const FEEDBACK_MAX_STARS = 5;
