import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig, type AppServices } from '@pawroute/platform';
import { buildApp, type ServerRole } from '../app';

/** A stand-in that fails loudly if registering a route ever starts to read or write. */
function unavailable(what: string, allowed: Record<string, unknown> = {}): never {
  return new Proxy(allowed, {
    get(target, key) {
      if (key === 'then') return undefined;
      if (typeof key === 'string' && key in target) return target[key];
      throw new Error(`the offline app has no ${what} (${String(key)} was used while registering routes)`);
    },
  }) as never;
}

/**
 * Every route of the server, registered but not served: the whole app (development mode, so the
 * developer routes are in it too) built over services that have no database. Registering the routes
 * fills the permission table (platform routeAccessTable) from the rules the server checks. `role`: the
 * routes of one role only (the layout proxy asks the command role's which paths are writes).
 */
export async function buildOfflineApp(role: ServerRole = 'all'): Promise<FastifyInstance> {
  const services: AppServices = {
    config: { ...loadConfig({}), devMode: true, settlementSweepS: 0 },
    db: unavailable('database', { listen: async () => async () => undefined }),
    store: unavailable('event store'),
    logger: pino({ level: 'silent' }),
    waitForPosition: async () => true,
  };
  const app = await buildApp(services, { role, serveWeb: false });
  await app.ready();
  return app;
}
