import type { AccessRule } from './authorize';

/** One served route and the rule the server checks on every call to it. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  rule: AccessRule<never>;
}

/**
 * The permission table of the server: filled by commandRoute, queryRoute and the few hand-built
 * routes as they register, from the very rule they authorize with, so it cannot drift from what is
 * enforced. docs/PERMISSIONS.md is generated from it (`npm run pawroute -- permissions table`).
 * Process-wide: several apps in one process (tests) register the same routes with the same rules.
 */
const table = new Map<string, RouteAccessEntry>();

export const routeAccessKey = (method: string, url: string): string => `${method} ${url}`;

export function declareRouteAccess<Input>(method: string, url: string, rule: AccessRule<Input>): void {
  table.set(routeAccessKey(method, url), { method, url, rule: rule as AccessRule<never> });
}

/** Every route declared so far, by method and path. */
export function routeAccessTable(): RouteAccessEntry[] {
  return [...table.values()].sort((a, b) => routeAccessKey(a.method, a.url).localeCompare(routeAccessKey(b.method, b.url)));
}

export function routeAccess(method: string, url: string): RouteAccessEntry | undefined {
  return table.get(routeAccessKey(method, url));
}
