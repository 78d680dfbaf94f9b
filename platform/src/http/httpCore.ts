import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { admission } from './admission/admission';
import { addAuthenticateFirst } from './authenticateFirst';
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
 * encapsulated, so the hooks cover every feature plugin): `app.services`, admission control, cookies, the session and
 * actor of each request, 401 before anything else when a non-public route is called signed out, the CSRF check on every write, GET /csrfToken, the error body, and the
 * security headers of every answer.
 */
async function httpCorePlugin(app: FastifyInstance, options: HttpCoreOptions): Promise<void> {
  app.decorate('services', options.services);
  // First of every hook: a request refused for load costs no session read and claims nothing.
  await app.register(admission, options.services.config.admission);
  await app.register(cookie);
  addSecurityHeaders(app);
  addSessionHooks(app);
  // Before CSRF and before any input is read: signed out is 401 on a route that is not public.
  addAuthenticateFirst(app);
  addCsrf(app);
  addErrorHandling(app, options.nonApiNotFound);
}

export const httpCore = fp(httpCorePlugin, { name: 'pawroute-http-core', fastify: '5.x' });
