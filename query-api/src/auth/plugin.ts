import type { FastifyInstance } from 'fastify';
import { assertCsrf, declareRouteAccess, loadUserRecord, signOut, toSessionUser } from '@pawroute/platform';

/**
 * GET /api/v4/entrance/check-session-user -> { user } (null when nobody is signed in), and GET
 * /api/v4/account/logout. Part 2 §7.1 only says it "returns the session user"; before sign-in that
 * user is null, an answer rather than an error, so the sign-in page's console stays quiet.
 * Logout is a GET because the spec says so, but it ends a session, so it takes the CSRF header like a
 * write: an <img>, link or prefetch cannot send it, and a bare GET answers 403 and changes nothing.
 */
export async function authQueries(app: FastifyInstance): Promise<void> {
  declareRouteAccess('GET', '/api/v4/entrance/check-session-user', 'public');
  app.get('/api/v4/entrance/check-session-user', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const actor = request.actor;
    const user = actor ? await loadUserRecord(app.services.db, actor.userId) : null;
    return { user: user && !user.isDeleted ? toSessionUser(user) : null };
  });

  declareRouteAccess('GET', '/api/v4/account/logout', 'public');
  app.get('/api/v4/account/logout', async (request, reply) => {
    assertCsrf(request);
    const userId = request.actor?.userId ?? null;
    await signOut(request, reply);
    if (userId !== null) request.log.info({ userId }, 'logout');
    reply.header('Cache-Control', 'no-store');
    return { ok: true };
  });
}
