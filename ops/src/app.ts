import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LoginRateLimiter } from '@pawroute/platform';
import { httpCore, withRedactedRequests, type AppServices } from '@pawroute/platform';
import { authCommands, commandPlugins, queryPlugins } from './plugins';
import { webApp } from './web/webApp';

/** Which half of the system a process serves; `all` is the default single process. */
export type ServerRole = 'all' | 'command' | 'query' | 'projections';

export interface BuildAppOptions {
  role?: ServerRole;
  /** Serve web/dist with the SPA fallback (query and all roles only). */
  serveWeb?: boolean;
  loginRateLimiter?: LoginRateLimiter;
}

/**
 * The fastify app of one process: the platform core (sessions, CSRF, errors) at the root, then the
 * command plugins (writes), the query plugins (reads, push) and the web app as the role asks.
 * Not listening yet: tests may `inject` into it.
 */
export async function buildApp(services: AppServices, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const role = options.role ?? 'all';
  const writes = role === 'all' || role === 'command';
  const reads = role === 'all' || role === 'query';
  const web = reads && (options.serveWeb ?? true) ? webApp(services.config.webDistDir) : null;

  const app = Fastify({
    // Request lines with their link tokens redacted (docs/SECURITY.md V7).
    loggerInstance: withRedactedRequests(services.logger),
    trustProxy: services.config.trustProxy,
    // Our own ids: a client-sent X-Request-Id must not become the events' correlation id.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  // Every answer compressed (brotli when the browser takes it, else gzip): first, so its onRoute hook
  // sees every route. Static assets carry their own build-time .br/.gz (webApp.ts) and pass through as
  // they are; the WebSocket upgrade has no reply payload, so pushes are untouched.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(httpCore, { services, nonApiNotFound: web ? (req, reply) => web.fallback(req, reply) : undefined });
  if (writes) {
    await app.register(authCommands, { loginRateLimiter: options.loginRateLimiter });
    for (const plugin of commandPlugins) await app.register(plugin);
  }
  if (reads) for (const plugin of queryPlugins) await app.register(plugin);
  if (web) await web.register(app);
  return app;
}
