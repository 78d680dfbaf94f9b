import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashPasswordToken,
  isPasswordTokenShaped,
  isPasswordTokenUsable,
  newPasswordToken,
  passwordResetLink,
  passwordTokenExpiry,
} from './passwordTokens';

describe('password tokens', () => {
  it('are 32 random bytes in base64url, and only their SHA-256 is kept', () => {
    const a = newPasswordToken();
    const b = newPasswordToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(a.tokenHash).toBe(hashPasswordToken(a.token));
    expect(a.tokenHash).not.toContain(a.token);
    expect(isPasswordTokenShaped(a.token)).toBe(true);
    expect(isPasswordTokenShaped(`${a.token}x`)).toBe(false);
    expect(isPasswordTokenShaped('a+b/c=')).toBe(false);
  });

  it('expire 24 hours after creation and work once', () => {
    const created = new Date('2026-03-01T10:00:00.000Z');
    const expiresAt = passwordTokenExpiry(created);
    expect(expiresAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    // A recovery (reset) link lives one hour.
    expect(passwordTokenExpiry(created, 'recovery').toISOString()).toBe('2026-03-01T11:00:00.000Z');
    const row = { expiresAt, usedAt: null };
    expect(isPasswordTokenUsable(row, new Date('2026-03-02T09:59:59.999Z'))).toBe(true);
    expect(isPasswordTokenUsable(row, expiresAt)).toBe(false);
    expect(isPasswordTokenUsable(row, new Date('2026-03-05T00:00:00.000Z'))).toBe(false);
    expect(isPasswordTokenUsable({ expiresAt, usedAt: new Date('2026-03-01T11:00:00.000Z') }, new Date('2026-03-01T12:00:00.000Z'))).toBe(false);
  });

  it('make a link to the reset page of the public address', () => {
    expect(passwordResetLink('https://app.example.com/', 'abc_-1')).toBe('https://app.example.com/password/reset?token=abc_-1');
    expect(passwordResetLink('http://localhost:3000', 'x')).toBe('http://localhost:3000/password/reset?token=x');
  });
});
