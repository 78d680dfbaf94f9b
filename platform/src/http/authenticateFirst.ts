import type { FastifyInstance } from 'fastify';
import { DomainError } from '@pawroute/domain';
import { NOT_SIGNED_IN } from './authorize';
import { routeAccess } from './routeRegistry';

/**
 * signed out is 401 on every route that is not public, whatever the input. The route's rule
 * comes from the route table (routeRegistry.ts), so commandRoute, queryRoute and the hand-built routes
 * (uploads, picture downloads) are all covered, and the answer comes before CSRF, body parsing and
 * zod: a stranger learns no field names or messages from a 400. The live socket is left to its own
 * check (close code 4401, which the client knows).
 */
export function addAuthenticateFirst(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.actor || request.is404) return;
    const url = request.routeOptions.url;
    if (url === undefined) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const entry = routeAccess(method, url);
    if (!entry || entry.rule === 'public') return;
    if (String(request.headers.upgrade ?? '').toLowerCase() === 'websocket') return;
    throw new DomainError(401, NOT_SIGNED_IN);
  });
}
