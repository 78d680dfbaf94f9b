import type { FastifyInstance } from 'fastify';
import { DomainError, isStorableText, type LoginBody } from '@pawroute/domain';
import {
  burnPasswordCheck,
  declareRouteAccess,
  deviceCookieOf,
  findLoginCandidate,
  LoginRateLimiter,
  nowOf,
  signIn,
  toSessionUser,
  TOO_MANY_LOGIN_FAILURES,
  verifyPassword,
} from '@pawroute/platform';
import { INVALID_EMAIL_OR_PASSWORD, MUST_ENTER_EMAIL_AND_PASSWORD } from './loginMessages';

const MAX_FIELD = 500;

const field = (body: unknown, name: keyof LoginBody): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * PUT /api/v4/entrance/login { emailAddress, password } -> { user }.
 * Login is a read of the users table, not a command: it records no event, only a log line. Deleted
 * users and users without a password never match. CSRF is checked by the core hook like any write.
 */
export function registerLogin(app: FastifyInstance, limiter: LoginRateLimiter): void {
  declareRouteAccess('PUT', '/api/v4/entrance/login', 'public');
  app.put('/api/v4/entrance/login', async (request, reply) => {
    const emailAddress = field(request.body, 'emailAddress').trim();
    const password = field(request.body, 'password');
    if (!emailAddress || !password) throw new DomainError(400, MUST_ENTER_EMAIL_AND_PASSWORD);
    // No account has such an address, and Postgres text cannot hold a NUL: refused before any query.
    if (emailAddress.length > MAX_FIELD || password.length > MAX_FIELD || !isStorableText(emailAddress)) {
      throw new DomainError(401, INVALID_EMAIL_OR_PASSWORD);
    }

    const { db } = app.services;
    // A browser that signed in as this very account before passes its lockout, under its own limit
    // (OWASP's device cookie, docs/SECURITY.md V2); any other cookie counts for nothing.
    const device = deviceCookieOf(request);
    let candidate = device ? await findLoginCandidate(db, emailAddress) : undefined;
    const trusted = device && candidate && candidate.record.id === device.userId ? device.nonce : undefined;
    const reservation = await limiter.reserve(db, emailAddress, request.ip, nowOf(app.services), trusted);
    if (!reservation) {
      request.log.warn({ emailAddress, ip: request.ip }, 'login refused: too many failures');
      throw new DomainError(429, TOO_MANY_LOGIN_FAILURES);
    }
    if (candidate === undefined) candidate = await findLoginCandidate(db, emailAddress);
    let ok = false;
    if (candidate) ok = await verifyPassword(candidate.passwordHash, password);
    else await burnPasswordCheck(password);
    if (!candidate || !ok) {
      request.log.warn({ emailAddress, ip: request.ip, deviceCookie: reservation.via === 'device' }, 'login failed');
      throw new DomainError(401, INVALID_EMAIL_OR_PASSWORD);
    }

    await limiter.succeeded(db, emailAddress, request.ip, reservation);
    await signIn(request, reply, candidate.record.id);
    request.log.info({ userId: candidate.record.id, ip: request.ip }, 'login succeeded');
    return { user: toSessionUser(candidate.record) };
  });
}
