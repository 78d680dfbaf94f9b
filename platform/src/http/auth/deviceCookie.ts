import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverKeyFor, signWith } from '../../audit/key';

/**
 * OWASP's device cookie (Authentication Cheat Sheet, "device cookies"; docs/SECURITY.md V2): a browser
 * that signed in as a user keeps a cookie naming that user, HMAC-signed with a key outside the database
 * (serverKeyFor(config, 'device cookie')), so nobody can make one without signing in. A login that
 * carries a valid one for the account it names is not held by the account's lockout (an attacker's
 * guesses cannot lock its owner out); it has its own small limit instead (LoginRateLimiter).
 *
 * Value: `<userId>.<nonce>.<signature>`; the nonce (16 random bytes) names this browser's limit bucket.
 * Sent only to the login route (its path), httpOnly, SameSite=Strict, Secure over https; a new one at
 * every sign-in. One per browser: signing in as another user replaces it.
 */
export const DEVICE_COOKIE = 'pawroute.device';
const LOGIN_PATH = '/api/v4/entrance/login';
const LIFETIME_DAYS = 180;

export interface DeviceCookie {
  userId: number;
  nonce: string;
}

const keyOf = (request: FastifyRequest) => serverKeyFor(request.server.services.config, 'device cookie');
const signed = (key: Buffer, body: string) => signWith(key, `device:${body}`);

/** A fresh cookie naming `userId` (every sign-in: login, a password link, sign-up). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const body = `${userId}.${randomBytes(16).toString('base64url')}`;
  reply.setCookie(DEVICE_COOKIE, `${body}.${signed(keyOf(request), body)}`, {
    httpOnly: true,
    sameSite: 'strict',
    path: LOGIN_PATH,
    secure: request.protocol === 'https',
    maxAge: LIFETIME_DAYS * 24 * 3600,
  });
}

/** The request's device cookie when its signature holds; null when absent, malformed or forged. */
export function deviceCookieOf(request: FastifyRequest): DeviceCookie | null {
  const value = request.cookies?.[DEVICE_COOKIE];
  if (typeof value !== 'string') return null;
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, userId, nonce, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signed(keyOf(request), `${userId}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(userId), nonce };
}
