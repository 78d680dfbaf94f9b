import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toActor } from '../auth/sessionUser';
import { setSessionCookie, SESSION_COOKIE } from './sessionCookie';
import { createSession, extendSession } from './sessionStore';
import { findSessionWithUser } from './sessionWithUser';
import { AFTER_HEADER } from '../queryRoute';
import type { SessionState } from './sessionState';

/**
 * Sets `request.session` and `request.actor` from the cookie on every request (WebSocket upgrades
 * included). A deleted user's session signs nobody in. Sessions slide: past half their life, a
 * request pushes the expiry out again.
 */
export function addSessionHooks(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('readModelStamp', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const { db, config } = app.services;
    // A cached read that will not wait for a position: its stamp comes along (one round trip, not two).
    const scope = request.routeOptions.config?.readCacheScope;
    const wantsStamp = scope !== undefined && !request.headers[AFTER_HEADER];
    const found = await findSessionWithUser(db, token, wantsStamp ? scope : undefined);
    if (!found) return;
    const { session, user } = found;
    request.readModelStamp = found.stamp;
    request.session = session;
    if (session.userId !== null) request.actor = user && !user.isDeleted ? toActor(user) : null;
    const ttlMs = config.sessionTtlHours * 3_600_000;
    // Upgrades are answered by the WebSocket server, not by `reply`: no cookie can be set there.
    if (session.expiresAt.getTime() - Date.now() < ttlMs / 2 && !request.headers.upgrade) {
      session.expiresAt = await extendSession(db, session, config.sessionTtlHours);
      setSessionCookie(request, reply, session.token, session.expiresAt);
    }
  });
}

/** The request's session, creating an anonymous one (and its cookie) when there is none. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
  if (request.session) return request.session;
  const { db, config } = request.server.services;
  const session = await createSession(db, config.sessionTtlHours);
  setSessionCookie(request, reply, session.token, session.expiresAt);
  request.session = session;
  return session;
}
