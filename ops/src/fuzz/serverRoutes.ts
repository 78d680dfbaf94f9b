import type { FastifyInstance } from 'fastify';

export interface ServerRoute {
  method: string;
  url: string;
}

/** "POST /api/v4/user/create": the key of a route in the fuzz table. */
export const routeKey = (route: ServerRoute): string => `${route.method} ${route.url}`;

// fastify answers HEAD from the GET handler and OPTIONS only when CORS asks: neither has input of its own.
const DERIVED_METHODS = new Set(['HEAD', 'OPTIONS']);

/**
 * Every route the running app serves, read from fastify's own route tree, so a route added later is
 * fuzzed (or fails the test for lack of a table entry) without anyone listing it here.
 */
export function serverRoutes(app: FastifyInstance): ServerRoute[] {
  const routes: ServerRoute[] = [];
  // A tree: "├── /api/v4/user/create (POST)" with "│   └── LoginAccount (POST)" under it, a
  // child's text continuing its parent's path. The depth is where the branch mark sits.
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      if (!DERIVED_METHODS.has(method)) routes.push({ method, url });
    }
  }
  return routes.sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}
