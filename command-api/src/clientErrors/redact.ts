/**
 * Anything in a browser's error report that looks like a card number (13 to 19 digits, spaces or dashes
 * between them allowed) is replaced before it reaches a log: an error text can quote a form's value.
 */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

export const redactCardNumbers = (text: string): string => text.replace(CARD_LIKE, '[redacted card number]');
