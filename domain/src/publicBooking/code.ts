import { PUBLIC_BOOKING_MESSAGES as M } from './messages';

/**
 * OTP-CODE (docs/RULES.md "Service area"): the one-time code of a pending /book sign-up. The row
 * (one per address, so a code asked twice is still one pending sign-up) keeps only the code's keyed
 * hash; these rules decide what a try answers. Pure: the server reads the row, then asks.
 */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const CODES_PER_ADDRESS_PER_HOUR = 5;
export const CODES_PER_CLIENT_PER_HOUR = 20;
export const CODE_TRIES_PER_CLIENT_PER_HOUR = 60;

export interface PendingCode {
  expiresAt: string;
  /** Wrong tries so far. */
  tries: number;
  usedAt: string | null;
}

export type CodeOutcome =
  | { kind: 'ok' }
  | { kind: 'wrong'; status: 400; message: string; triesLeft: number }
  | { kind: 'refused'; status: 400 | 409 | 429; message: string };

/** What one try of a code answers, given the pending row (null: none asked) and whether the code matched. */
export function codeOutcome(row: PendingCode | null, now: string, matches: boolean): CodeOutcome {
  if (row === null) return { kind: 'refused', status: 400, message: M.codeNone };
  if (row.usedAt !== null) return { kind: 'refused', status: 409, message: M.codeUsed };
  if (Date.parse(row.expiresAt) <= Date.parse(now)) return { kind: 'refused', status: 400, message: M.codeExpired };
  if (row.tries >= CODE_MAX_TRIES) return { kind: 'refused', status: 429, message: M.codeTooManyTries };
  if (matches) return { kind: 'ok' };
  const triesLeft = CODE_MAX_TRIES - row.tries - 1;
  if (triesLeft <= 0) return { kind: 'refused', status: 429, message: M.codeTooManyTries };
  return { kind: 'wrong', status: 400, message: M.codeWrong(triesLeft), triesLeft };
}

/** When a code sent at `now` stops working. */
export const codeExpiry = (now: string): string => new Date(Date.parse(now) + CODE_TTL_MINUTES * 60_000).toISOString();

/** 'pat@example.com' -> 'p***@example.com'; '2145550101' -> '(***) ***-0101': where the code went, without repeating it. */
export function maskedDestination(channel: 'email' | 'text', to: string): string {
  if (channel === 'text') return `(***) ***-${to.replace(/\D/g, '').slice(-4)}`;
  const [name = '', domain = ''] = to.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
