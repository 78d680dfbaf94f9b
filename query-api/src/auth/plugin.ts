import type { FastifyInstance } from 'fastify';
import { DomainError } from '@pawroute/domain';
import { declareRouteAccess, loadUserRecord, NOT_SIGNED_IN, signOut, toSessionUser } from '@pawroute/platform';

/**
 * GET /api/v4/entrance/check-session-user -> { user } | 401, and GET /api/v4/account/logout.
 * Logout is a GET because the spec says so; the worst a forged one can do is sign someone out.
 */
export async function authQueries(app: FastifyInstance): Promise<void> {
  declareRouteAccess('GET', '/api/v4/entrance/check-session-user', 'signedIn');
  app.get('/api/v4/entrance/check-session-user', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const actor = request.actor;
    const user = actor ? await loadUserRecord(app.services.db, actor.userId) : null;
    if (!user || user.isDeleted) throw new DomainError(401, NOT_SIGNED_IN);
    return { user: toSessionUser(user) };
  });

  declareRouteAccess('GET', '/api/v4/account/logout', 'public');
  app.get('/api/v4/account/logout', async (request, reply) => {
    const userId = request.actor?.userId ?? null;
    await signOut(request, reply);
    if (userId !== null) request.log.info({ userId }, 'logout');
    reply.header('Cache-Control', 'no-store');
    return { ok: true };
  });
}
