import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { createPostgresEventStore, httpCore, loadConfig, type EventStore } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './webApp';

let database: TestDatabase;
let store: EventStore;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  store = await createPostgresEventStore(database.database);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await store?.close();
  await database?.drop();
});

async function appServing(distDir: string): Promise<FastifyInstance> {
  const web = webApp(distDir);
  const logger: FastifyBaseLogger = pino({ level: 'silent' });
  const app = Fastify({ loggerInstance: logger });
  await app.register(httpCore, {
    services: { config: loadConfig({}), db: database.database, store, logger, waitForPosition: async () => true },
    nonApiNotFound: (req, reply) => web.fallback(req, reply),
  });
  await web.register(app);
  apps.push(app);
  return app;
}

describe('webApp', () => {
  it('serves web/dist, falls back to index.html for app routes, and keeps /api 404s JSON', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'pawroute-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    const app = await appServing(dist);

    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('id="root"');

    const deep = await app.inject({ url: '/dashboard/customers?page=2' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('id="root"');
    expect(deep.headers['cache-control']).toBe('no-cache');

    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/v4/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('says it is getting ready while web/dist has no build, then serves the app once it has (no restart)', async () => {
    // `npm start` builds the web app while the server already answers.
    const dist = join(mkdtempSync(join(tmpdir(), 'pawroute-dist-')), 'dist');
    const app = await appServing(dist);
    for (const url of ['/', '/login', '/dashboard/schedule']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('3');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('Pawroute is getting ready');
      expect(page.body).toContain('http-equiv="refresh"');
    }
    expect((await app.inject({ url: '/api/v4/nope' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/main-abc123.js' })).statusCode).toBe(404);

    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('id="root"');
    const deep = await app.inject({ url: '/dashboard/schedule' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('id="root"');
    expect((await app.inject({ url: '/assets/main-abc123.js' })).statusCode).toBe(200);
  });
});
