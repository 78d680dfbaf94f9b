import { describe, expect, it } from 'vitest';
import { CODE_MAX_TRIES, codeExpiry, codeOutcome, maskedDestination, type PendingCode } from './code';
import { PUBLIC_BOOKING_MESSAGES as M } from './messages';

const NOW = '2026-03-02T15:00:00.000Z';
const pending = (over: Partial<PendingCode> = {}): PendingCode => ({ expiresAt: codeExpiry('2026-03-02T14:55:00.000Z'), tries: 0, usedAt: null, ...over });
const said = (row: PendingCode | null, matches: boolean, now = NOW) => {
  const o = codeOutcome(row, now, matches);
  return o.kind === 'ok' ? 'ok' : `${o.status} ${o.message}`;
};

describe('OTP-CODE: one try of the code, given the pending sign-up', () => {
  it.each([
    ['the right code in time: verified', pending(), true, NOW, 'ok'],
    ['a wrong code: 400 with the tries left', pending(), false, NOW, `400 ${M.codeWrong(CODE_MAX_TRIES - 1)}`],
    ['the last wrong try spends the code', pending({ tries: CODE_MAX_TRIES - 1 }), false, NOW, `429 ${M.codeTooManyTries}`],
    ['after too many tries even the right code is refused', pending({ tries: CODE_MAX_TRIES }), true, NOW, `429 ${M.codeTooManyTries}`],
    ['at its expiry minute: expired', pending(), true, '2026-03-02T15:05:00.000Z', `400 ${M.codeExpired}`],
    ['a second before the expiry: verified', pending(), true, '2026-03-02T15:04:59.000Z', 'ok'],
    ['replayed after use: refused', pending({ usedAt: NOW }), true, NOW, `409 ${M.codeUsed}`],
    ['no code asked: refused', null, true, NOW, `400 ${M.codeNone}`],
  ] as const)('%s', (_rule, row, matches, now, expected) => {
    expect(said(row, matches, now)).toBe(expected);
  });

  it('says where the code went without repeating it', () => {
    expect(maskedDestination('email', 'pat@example.com')).toBe('p***@example.com');
    expect(maskedDestination('text', '214-555-0101')).toBe('(***) ***-0101');
  });
});
