import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPostgresEventStore } from '../../eventstore/postgres';
import type { EventStore } from '../../eventstore/port';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { commandRoute } from '../commandRoute';
import { httpCore } from '../httpCore';
import { ensureSessionTables } from '../sessions/sessionTables';
import { ensureIdempotencyTable } from '../../idempotency/idempotencyTable';
import { BUSY_MESSAGE } from './admission';

// Admission control over the real platform core: one write and one read at a time, so the test can hold a
// turn and see what the next request gets.
let database: TestDatabase;
let store: EventStore;
let app: FastifyInstance;
let base: string;
let gate: { open: () => void; opened: Promise<void> };
let entered: () => void = () => undefined;

function newGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const Noter = {
  initialState: () => ({}),
  evolve: (s: object) => s,
  decide: (command: { note: string }) => [{ type: 'Noted', data: { note: command.note } }],
};

beforeAll(async () => {
  database = await createTestDatabase();
  store = await createPostgresEventStore(database.database);
  await ensureSessionTables(database.database);
  await ensureIdempotencyTable(database.database);
  const logger: FastifyBaseLogger = pino({ level: process.env.DEBUG_ADMISSION ? 'debug' : 'silent' });
  app = Fastify({ loggerInstance: logger, forceCloseConnections: true });
  await app.register(httpCore, {
    services: {
      config: {
        ...loadConfig({}),
        admission: { reads: { running: 1, waiting: 1, maxWaitMs: 200 }, writes: { running: 1, waiting: 0, maxWaitMs: 200 }, maxEventLoopDelayMs: 0 },
      },
      db: database.database,
      store,
      logger,
      waitForPosition: async () => true,
    },
  });
  gate = newGate();
  commandRoute(app, {
    method: 'POST',
    url: '/api/test/note',
    name: 'Note',
    schema: z.object({ note: z.string(), hold: z.boolean().default(false) }),
    permission: 'public',
    answer: z.object({ written: z.string().nullable() }),
    handle: async (input, ctx) => {
      if (input.hold) {
        entered();
        await gate.opened;
      }
      const { position } = await ctx.execute(`Note-${input.note}`, Noter, input);
      return { written: position };
    },
  });
  app.get('/api/test/slowRead', async () => {
    entered();
    await gate.opened;
    return { ok: true };
  });
  app.get('/api/v4/health', async () => ({ status: 'ok' }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  gate?.open();
  await app?.close();
  await store?.close();
  await database?.drop();
});

const notesOf = async (note: string) => (await store.readStream(`Note-${note}`)).length;

async function session() {
  const response = await fetch(`${base}/csrfToken`);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, csrf: ((await response.json()) as { _csrf: string })._csrf };
}

function post(s: { cookie: string; csrf: string }, body: object, key: string) {
  return fetch(`${base}/api/test/note`, {
    method: 'POST',
    headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

/** Resolves once a held handler has started: the one turn is taken. */
const holding = () => new Promise<void>((resolve) => (entered = resolve));

describe('admission control', () => {
  it('a saturated server refuses a write at once with 503 and Retry-After; the refused keyed write, retried later, is written once', async () => {
    const s = await session();
    gate = newGate();
    const taken = holding();
    const held = post(s, { note: 'held', hold: true }, 'key-held');
    await Promise.race([taken, held.then(async (r) => Promise.reject(new Error(`answered before holding: ${r.status} ${await r.text()}`)))]);

    // The one write turn is held and no write may wait: refused now, while the held one is still running.
    const refused = await post(s, { note: 'refused' }, 'key-refused');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: BUSY_MESSAGE });
    expect(await notesOf('refused')).toBe(0);

    // Health still answers under load.
    expect((await fetch(`${base}/api/v4/health`)).status).toBe(200);

    gate.open();
    expect((await held).status).toBe(200);

    // It recovers by itself, and the retried write with the same key is written once.
    const retried = await post(s, { note: 'refused' }, 'key-refused');
    expect(retried.status).toBe(200);
    const again = await post(s, { note: 'refused' }, 'key-refused');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await retried.json());
    expect(await notesOf('refused')).toBe(1);
    expect(await notesOf('held')).toBe(1);
  });

  it('a read waits its turn for a bounded time, then is refused; past the waiting room it is refused at once', async () => {
    gate = newGate();
    const taken = holding();
    const held = fetch(`${base}/api/test/slowRead`);
    await taken;
    const waiting = fetch(`${base}/api/test/slowRead`); // the one waiting place
    await expect.poll(() => app.admission.reads.waiting).toBe(1);
    const overflow = await fetch(`${base}/api/test/slowRead`);
    expect(overflow.status).toBe(503);
    // The waiting one is refused when its longest wait ends, the held one still running.
    expect((await waiting).status).toBe(503);
    gate.open();
    expect((await held).status).toBe(200);
    await expect.poll(() => app.admission.reads.running).toBe(0);
    expect((await fetch(`${base}/api/test/slowRead`)).status).toBe(200);
  });
});
