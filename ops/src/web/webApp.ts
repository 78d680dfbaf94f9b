import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '@pawroute/platform';
import { dayPreloadLink } from './dayPreloadLink';

/**
 * Serves the built web app (web/dist) from the same origin as the API, so the session cookie and
 * CSRF need no CORS. Routes that are not files and not /api get index.html: the SPA routes itself.
 */
export interface WebApp {
  /** Whether web/dist/index.html is there now (`npm start` builds it while the server already answers). */
  built(): boolean;
  /** Registers the static files (call after httpCore). */
  register(app: FastifyInstance): Promise<void>;
  /** httpCore's `nonApiNotFound`. */
  fallback(request: FastifyRequest, reply: FastifyReply): unknown;
}

/**
 * What a page request gets while web/dist has no index.html: on a first `npm start` the web app is
 * being built beside the running server (ops/scripts/start.mjs), so the page says Pawroute is getting
 * ready and reloads itself (a meta refresh: the CSP allows no inline script) until the app is there.
 */
const GETTING_READY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3"><title>Pawroute is getting ready</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem;">
<h1>Pawroute is getting ready…</h1>
<p>The web app is being built; this page turns into it by itself in a moment.</p>
<p style="color: #555">The API answers under <code>/api/v4</code> already. If this page stays, the web app is not built:
run <code>npx -y pnpm@10 --filter @pawroute/web build</code>.</p>
</body></html>`;

function sendGettingReady(reply: FastifyReply) {
  return reply
    .code(503)
    .header('Retry-After', '3')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(GETTING_READY_PAGE);
}

export function webApp(distDir: string): WebApp {
  const built = () => existsSync(join(distDir, 'index.html'));
  return {
    built,
    async register(app) {
      // The build may not have run yet (a fresh clone): static files are served once it has.
      mkdirSync(distDir, { recursive: true });
      // Files are compressed once at build time (web/build/precompress.ts); what has no .br/.gz is too
      // small to gain. On-the-fly compression of a file stream also logs an error for every download a
      // phone abandons ("premature close"), so the web's files skip @fastify/compress (app.ts).
      app.addHook('onRequest', async (request) => {
        if (!request.url.startsWith('/api/') && !request.url.startsWith('/csrfToken')) request.headers['x-no-compression'] = '1';
      });
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: ['index.html'],
        // web/build/precompress.ts wrote .br/.gz beside each file: sent as they are, no per-request CPU.
        preCompressed: true,
        // Our setHeaders decides caching, not @fastify/static's default max-age=0.
        cacheControl: false,
        setHeaders(res, path) {
          // Vite puts content hashes in asset names: they never change. index.html must be revalidated.
          if (path.includes(`${join('/', 'assets')}/`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          // The favicon has no hash but hardly changes: a day, so the browser stops asking on every page.
          else if (/favicon\.[a-z]+(\.(br|gz))?$/.test(path)) res.setHeader('Cache-Control', 'public, max-age=86400');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      });
    },
    fallback(request, reply) {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
      if (!wantsPage) return sendNotFound(request, reply);
      if (!built()) return sendGettingReady(reply);
      reply.header('Cache-Control', 'no-cache');
      // The page's answer depends on who asks (the day's preload): no shared cache may hand it to another.
      reply.header('Vary', 'Cookie');
      const preload = dayPreloadLink(request);
      if (preload) reply.header('Link', preload);
      return reply.sendFile('index.html', { cacheControl: false });
    },
  };
}
