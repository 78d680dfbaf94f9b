import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { DomainError } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPostgresEventStore } from '../eventstore/postgres';
import type { EventStore } from '../eventstore/port';
import { createTestDatabase, type TestDatabase } from '../testing';
import { commandRoute } from './commandRoute';
import { httpCore } from './httpCore';
import { queryRoute } from './queryRoute';
import { ensureSessionTables } from './sessions/sessionTables';

// The platform core alone, over a real database and event store, with a few routes of its own.
let database: TestDatabase;
let store: EventStore;
let app: FastifyInstance;
const logLines: Array<{ level: number; msg: string; [k: string]: unknown }> = [];
let handled = 0;

const Counter = {
  initialState: () => ({}),
  evolve: (s: object) => s,
  decide: (command: { note: string }) => [{ type: 'Noted', data: { note: command.note } }],
};

beforeAll(async () => {
  database = await createTestDatabase();
  store = await createPostgresEventStore(database.database);
  await ensureSessionTables(database.database);
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(JSON.parse(chunk.toString()) as (typeof logLines)[number]);
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
  app = Fastify({ loggerInstance: logger, trustProxy: true });
  await app.register(httpCore, {
    services: {
      config: { ...loadConfig({}), trustProxy: ['127.0.0.1', '::1'] },
      db: database.database,
      store,
      logger,
      // Read-your-writes is the projections' business; here only its answer matters.
      waitForPosition: async (position) => position !== 'never',
    },
    nonApiNotFound: (_req, reply) => reply.type('text/html').send('<html>app</html>'),
  });
  commandRoute(app, {
    method: 'POST',
    url: '/api/test/note',
    name: 'Note',
    schema: z.object({ note: z.string({ error: 'A note is required.' }).min(1, 'A note is required.'), n: z.number().optional() }),
    permission: 'public',
    answer: z.object({ ok: z.boolean(), written: z.string().nullable() }),
    handle: async (input, ctx) => {
      handled += 1;
      const { position } = await ctx.execute(`Note-${await ctx.nextId('note')}`, Counter, input);
      return { ok: true, written: position };
    },
  });
  commandRoute(app, {
    method: 'POST',
    url: '/api/test/staffOnly',
    name: 'StaffOnly',
    schema: z.object({}),
    permission: 'ViewCustomers',
    answer: z.object({ ok: z.boolean() }),
    handle: async () => ({ ok: true }),
  });
  commandRoute(app, {
    method: 'POST',
    url: '/api/test/fail',
    name: 'Fail',
    schema: z.object({ kind: z.string() }),
    permission: 'public',
    answer: z.object({}),
    handle: async ({ kind }) => {
      if (kind === 'domain') throw new DomainError(409, 'Email already in use by another account.');
      throw new Error('secret internal detail');
    },
  });
  queryRoute(app, {
    url: '/api/test/echo',
    schema: z.object({ page: z.coerce.number().int().min(0, 'Page must be 0 or more.') }),
    permission: 'public',
    handle: async (input, ctx) => ({ page: input.page, signedIn: ctx.actor !== null }),
  });
  queryRoute(app, {
    url: '/api/test/mine',
    schema: z.object({}),
    permission: 'signedIn',
    handle: async (_input, ctx) => ({ userId: ctx.actor.userId }),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  await database?.drop();
});

// Counted in the table: the store's head position trails commits while any transaction on the server runs.
const countEvents = async () =>
  (await database.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

const cookieOf = (response: LightMyRequestResponse) => {
  const c = response.cookies.find((x) => x.name === 'pawroute.sid');
  return c ? `pawroute.sid=${c.value}` : undefined;
};

async function session(): Promise<{ cookie: string; csrf: string }> {
  const response = await app.inject({ method: 'GET', url: '/csrfToken' });
  return { cookie: cookieOf(response)!, csrf: response.json<{ _csrf: string }>()._csrf };
}

describe('sessions and CSRF', () => {
  it('GET /csrfToken creates a session cookie (httpOnly, SameSite=Lax, Path=/) and returns the token', async () => {
    const response = await app.inject({ method: 'GET', url: '/csrfToken' });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ _csrf: string }>()._csrf;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'pawroute.sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();

    const again = await app.inject({ method: 'GET', url: '/csrfToken', headers: { cookie: cookieOf(response)! } });
    expect(again.json()).toEqual({ _csrf: token });
    expect(again.cookies).toHaveLength(0);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const response = await app.inject({ method: 'GET', url: '/csrfToken', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.cookies.find((c) => c.name === 'pawroute.sid')!.secure).toBe(true);
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await session();
    const token = cookie.split('=')[1]!;
    const { rows } = await database.database.query('SELECT 1 FROM sessions WHERE id = $1', [token]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a write without, or with a wrong, X-CSRF-Token, and runs nothing', async () => {
    const { cookie, csrf } = await session();
    const before = handled;
    const events = await countEvents();
    for (const headers of [{ cookie }, { cookie, 'x-csrf-token': `${csrf}x` }, { 'x-csrf-token': csrf }]) {
      const response = await app.inject({ method: 'POST', url: '/api/test/note', headers, payload: { note: 'hi' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Invalid CSRF token.' });
    }
    expect(handled).toBe(before);
    expect(await countEvents()).toBe(events);
  });

  it('a token from one session does not work with another', async () => {
    const a = await session();
    const b = await session();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/note',
      headers: { cookie: a.cookie, 'x-csrf-token': b.csrf },
      payload: { note: 'hi' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the write with the token, and answers the position it wrote', async () => {
    const { cookie, csrf } = await session();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/note',
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { note: 'hi' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ ok: boolean; written: string; position: string }>();
    expect(body.ok).toBe(true);
    expect(body.position).toBe(body.written);
    const { rows } = await database.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE metadata->>'commandName' = 'Note' AND data->>'note' = 'hi'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('commandRoute and queryRoute', () => {
  const write = async (url: string, payload: unknown, contentType = 'application/json') => {
    const { cookie, csrf } = await session();
    return app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  };

  it('a zod failure is a 400 with the first message and field errors', async () => {
    const response = await write('/api/test/note', { note: '', n: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A note is required.',
      fieldErrors: { note: 'A note is required.', n: expect.any(String) },
    });
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await write('/api/test/note', '{"note":', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('a permission route refuses the signed-out with 401', async () => {
    const response = await write('/api/test/staffOnly', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You must be logged in to do that.');
  });

  it('a DomainError keeps its status and message', async () => {
    const response = await write('/api/test/fail', { kind: 'domain' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Email already in use by another account.' });
  });

  it('an unexpected error is a logged 500 that hides its detail', async () => {
    const response = await write('/api/test/fail', { kind: 'boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' });
    expect(logLines.some((l) => l.level === 50 && JSON.stringify(l).includes('secret internal detail'))).toBe(true);
  });

  it('an Idempotency-Key that is not printable ASCII is a 400', async () => {
    const { cookie, csrf } = await session();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/note',
      headers: { cookie, 'x-csrf-token': csrf, 'idempotency-key': 'has space' },
      payload: { note: 'hi' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('queryRoute parses the querystring with zod', async () => {
    expect((await app.inject({ url: '/api/test/echo?page=2' })).json()).toEqual({ page: 2, signedIn: false });
    const bad = await app.inject({ url: '/api/test/echo?page=-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Page must be 0 or more.');
  });

  it("queryRoute 'signedIn' refuses the signed-out with 401", async () => {
    expect((await app.inject({ url: '/api/test/mine' })).statusCode).toBe(401);
  });

  it('X-Pawroute-After: a malformed position is a 400; an anonymous read never waits', async () => {
    for (const bad of ['a b', 'abc', 'never', '%00', '1/']) {
      const response = await app.inject({ url: '/api/test/echo?page=0', headers: { 'x-pawroute-after': bad } });
      expect([bad, response.statusCode, response.json().message]).toEqual([bad, 400, 'Invalid X-Pawroute-After header.']);
    }
    // Far beyond the head: a signed-in reader would wait (bounded); an anonymous one answers at once, fresh.
    const anonymous = await app.inject({ url: '/api/test/echo?page=0', headers: { 'x-pawroute-after': '999999999/999999999' } });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['x-pawroute-stale']).toBeUndefined();
  });
});

describe('not found', () => {
  it('an unknown /api route is a JSON 404', async () => {
    const response = await app.inject({ url: '/api/v4/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('an unknown write route is a 404 too, with or without the CSRF header', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v4/nope', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('other paths go to the fallback (the web app)', async () => {
    const response = await app.inject({ url: '/dashboard/customers' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<html>app</html>');
  });
});
