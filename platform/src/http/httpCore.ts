import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addCsrf } from './csrf';
import { addErrorHandling } from './errors';
import { addSecurityHeaders } from './securityHeaders';
import type { AppServices } from './services';
import { addSessionHooks } from './sessions/sessionHooks';

export interface HttpCoreOptions {
  services: AppServices;
  /** Paths outside /api that match no route (the web app's SPA fallback). Default: JSON 404. */
  nonApiNotFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * What every Pawroute HTTP process has, registered once at the root (fastify-plugin: not
 * encapsulated, so the hooks cover every feature plugin): `app.services`, cookies, the session and
 * actor of each request, the CSRF check on every write, GET /csrfToken, the error body, and the
 * security headers of every answer.
 */
async function httpCorePlugin(app: FastifyInstance, options: HttpCoreOptions): Promise<void> {
  app.decorate('services', options.services);
  await app.register(cookie);
  addSecurityHeaders(app);
  addSessionHooks(app);
  addCsrf(app);
  addErrorHandling(app, options.nonApiNotFound);
}

export const httpCore = fp(httpCorePlugin, { name: 'pawroute-http-core', fastify: '5.x' });
