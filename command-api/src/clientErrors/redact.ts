/**
 * What a browser's error report must not carry into a log: an error text can quote a form's
 * value, a URL can hold a one-time link's token. Anything that looks like a secret is replaced; a few
 * harmless words caught with it ("password must be ...") are a price worth paying in a log line.
 */

/** 13 to 19 digits, spaces or dashes between them allowed. */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;
/** "cvv 743", "CVC: 1234", "security code=123". */
const SECURITY_CODE = /\b(cvv2?|cvc2?|csc|cid|security[ _-]?code)\b((?:\s|["':=])+)\d{3,4}\b/gi;
/** "password hunter2", "pwd=...", "token: abc", "Authorization: Bearer xyz", `"secret":"..."`. */
const NAMED_SECRET =
  /\b(password|passwd|passcode|pwd|pass|token|secret|api[_-]?key|authorization|bearer|session[_-]?id|sid|_csrf|csrf[_-]?token)\b((?:\s|["':=])+)(?:bearer\s+)?[^\s"',;&<>]+/gi;
/** A long opaque value (a link token, a key, a JWT's parts): 24+ letters, digits, - and _ with a digit in it. */
const OPAQUE = /\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{24,}/g;
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;

export const redactCardNumbers = (text: string): string => text.replace(CARD_LIKE, '[redacted card number]');

export function redactSecrets(text: string): string {
  return redactCardNumbers(text)
    .replace(SECURITY_CODE, '$1$2[redacted]')
    .replace(NAMED_SECRET, '$1$2[redacted]')
    .replace(OPAQUE, '[redacted]')
    .replace(EMAIL, '[redacted email]');
}
