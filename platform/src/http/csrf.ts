import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@pawroute/domain';
import { ensureSession } from './sessions/sessionHooks';
import { declareRouteAccess } from './routeRegistry';

/**
 * Synchronizer-token CSRF: the token lives in the session row, the browser sends it back in
 * X-CSRF-Token on every write. A cross-site form can send the cookie but cannot read the token.
 */
export const CSRF_HEADER = 'x-csrf-token';
export const INVALID_CSRF = 'Invalid CSRF token.';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Timing-safe: both sides are hashed to equal length first, so neither length nor prefix leaks. */
export function csrfMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

export function assertCsrf(request: FastifyRequest): void {
  const session = request.session;
  if (!session || !csrfMatches(session.csrfToken, request.headers[CSRF_HEADER])) {
    throw new DomainError(403, INVALID_CSRF);
  }
}

/** Every write on every route is checked before its body is even parsed; GET /csrfToken hands out the token. */
export function addCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    // No route, nothing to protect: an unknown path answers its 404 whatever the headers.
    if (request.is404) return;
    if (request.routeOptions.config?.csrf === false) return;
    assertCsrf(request);
  });

  declareRouteAccess('GET', '/csrfToken', 'public');
  app.get('/csrfToken', async (request, reply) => {
    const session = await ensureSession(request, reply);
    reply.header('Cache-Control', 'no-store');
    return { _csrf: session.csrfToken };
  });
}
