/** Part 2 §5.1 and §7.1, word for word (the recovery answer's typo included). */
export const PLEASE_INSERT_EMAIL = 'Please insert an email.';
export const RECOVERY_EMAIL_SENT = 'If the email address matched a login, and email has been sent to that address.';
export const FAILED_TO_RESET_PASSWORD = 'Failed to reset password.';
export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 10 characters long.';
/** Ours: one message for a link unknown, expired, used, or not for this address (it tells nothing more). */
export const LINK_EXPIRED = 'This link has expired or was already used. Please request a new one.';
export const PASSWORD_TOO_LONG = 'Password must be at most 500 characters long.';
export const EMAIL_TOO_LONG = 'Email must be at most 320 characters long.';
