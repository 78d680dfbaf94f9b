import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, setSessionCookie } from './sessionCookie';
import { deleteSession, rotateSession } from './sessionStore';
import { ensureSession } from './sessionHooks';
import { announceSessionsEnded, sessionIdOf } from './sessionsEnded';
import { setDeviceCookie } from '../auth/deviceCookie';

/** Binds the session to `userId` under a fresh id (fixation), keeping its CSRF token; gives the browser a device cookie. */
export async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const { db, config } = request.server.services;
  const current = await ensureSession(request, reply);
  const next = await rotateSession(db, current, userId, config.sessionTtlHours);
  setSessionCookie(request, reply, next.token, next.expiresAt);
  // This browser has now signed in as the user: its logins pass the account's lockout (docs/SECURITY.md V2).
  setDeviceCookie(request, reply, userId);
  request.session = next;
}

/** Ends the session: the row is deleted, its sockets closed (in every process) and the cookie cleared. */
export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) {
    const { db } = request.server.services;
    await deleteSession(db, request.session.token);
    await announceSessionsEnded(db, { sessionId: sessionIdOf(request.session.token) });
  }
  request.session = null;
  request.actor = null;
  clearSessionCookie(request, reply);
}
