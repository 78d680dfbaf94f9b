import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { routeAccess, routeAccessTable } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, serverRoutes } from '../fuzz/serverRoutes';
import { buildOfflineApp } from './offlineApp';
import { PERMISSIONS_DOC, REGENERATE, renderPermissionsTable } from './table';

const DOC = fileURLToPath(new URL(`../../../${PERMISSIONS_DOC}`, import.meta.url));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildOfflineApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('the permission table (docs/PERMISSIONS.md)', () => {
  it('has a rule for every route the server serves (each route declares its permission where it registers)', () => {
    const undeclared = serverRoutes(app).filter((route) => !routeAccess(route.method, route.url)).map(routeKey);
    expect(undeclared, 'routes registered without commandRoute/queryRoute or declareRouteAccess').toEqual([]);
  });

  it('lists every served route, and is what the generator writes today', async () => {
    const doc = await readFile(DOC, 'utf8').catch(() => '');
    const missing = serverRoutes(app).map(routeKey).filter((key) => !doc.includes(`| \`${key}\` |`));
    expect(missing, `routes missing from ${PERMISSIONS_DOC}: run \`${REGENERATE}\``).toEqual([]);
    // The registry is the process's: files run before this one (in the same worker) may have declared
    // test routes of their own, so the table is read for the routes this app serves.
    const served = new Set(serverRoutes(app).map((route) => routeAccess(route.method, route.url)));
    const table = routeAccessTable().filter((entry) => served.has(entry));
    expect(doc === renderPermissionsTable(table), `${PERMISSIONS_DOC} is stale: run \`${REGENERATE}\``).toBe(true);
  });
});
