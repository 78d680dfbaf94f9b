/** Part 2 §5.1, word for word. */
export const MUST_ENTER_EMAIL_AND_PASSWORD = 'Must enter email and password.';
export const INVALID_EMAIL_OR_PASSWORD = 'Invalid email or password.';
