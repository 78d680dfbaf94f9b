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
