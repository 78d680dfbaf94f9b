import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '@pawroute/platform';

/**
 * Serves the built web app (web/dist) from the same origin as the API, so the session cookie and
 * CSRF need no CORS. Routes that are not files and not /api get index.html: the SPA routes itself.
 */
export interface WebApp {
  built: boolean;
  /** Registers the static files (call after httpCore). */
  register(app: FastifyInstance): Promise<void>;
  /** httpCore's `nonApiNotFound`. */
  fallback(request: FastifyRequest, reply: FastifyReply): unknown;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pawroute</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto;">
<h1>Pawroute is running, but the web app is not built.</h1>
<p>The API answers under <code>/api/v4</code>. To build the web app, run
<code>npx -y pnpm@10 --filter @pawroute/web build</code> and restart the server.</p>
</body></html>`;

export function webApp(distDir: string): WebApp {
  const built = existsSync(join(distDir, 'index.html'));
  return {
    built,
    async register(app) {
      if (!built) {
        app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE));
        return;
      }
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
      if (!built || !wantsPage) return sendNotFound(request, reply);
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    },
  };
}
