import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

// Cross-cutting API behaviour over real HTTP: permissions, CSRF on a real command, 404s, client errors.
interface LogLine {
  level: number;
  msg: string;
  clientError?: { message: string; stack: string | null; route: string | null; build: string | null };
  userId?: number | null;
}
const logLines: LogLine[] = [];
const logger: FastifyBaseLogger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line) as LogLine);
      done();
    },
  }),
);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ logger });
}, 120_000);
afterAll(async () => t?.close());

const GET_CUSTOMERS = '/api/v4/users/getCustomers';
// Counted in the table: the store's head position trails commits while any transaction on the server runs.
const countEvents = async () =>
  (await t.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

describe('permissions', () => {
  it('a signed-out caller gets 401 from a staff query', async () => {
    const response = await t.client().get(GET_CUSTOMERS);
    expect(response.status).toBe(401);
  });

  it('a customer calling a staff-only query gets 403', async () => {
    const customer = await t.loginAs('customer');
    const response = await customer.get(GET_CUSTOMERS);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do that.' });
  });

  it('a customer cannot create users', async () => {
    const customer = await t.loginAs('customer');
    const response = await customer.post('/api/v4/user/create', { firstName: 'X', lastName: 'Y', emailAddress: 'x.y@example.com' });
    expect(response.status).toBe(403);
  });
});

describe('CSRF on a real command', () => {
  it('without the header: 403 and nothing written; with it: the write and read-your-writes', async () => {
    const office = await t.loginAs('office');
    const body = { firstName: 'Cora', lastName: 'Csrf', emailAddress: 'cora.csrf@example.com' };
    const events = await countEvents();

    const refused = await office.post('/api/v4/user/create', body, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Invalid CSRF token.' });
    const wrong = await office.post('/api/v4/user/create', body, { headers: { 'X-CSRF-Token': 'forged' } });
    expect(wrong.status).toBe(403);
    expect(await countEvents()).toBe(events);

    const created = await office.post<{ userId: number; customerId: number; position: string }>('/api/v4/user/create', body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ userId: expect.any(Number), customerId: expect.any(Number), position: expect.any(String) });
    expect(await countEvents()).toBeGreaterThan(events);

    // The next GET carries X-Pawroute-After: the new customer is already in the read model.
    const list = await office.get<{ rows: Array<{ emailAddress: string }> }>(GET_CUSTOMERS, {
      query: { filtered: JSON.stringify([{ id: 'email', value: 'cora.csrf' }]) },
    });
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r) => r.emailAddress)).toEqual(['cora.csrf@example.com']);
  });
});

describe('unknown routes', () => {
  it('an unknown /api route is a JSON 404', async () => {
    const response = await t.client().get('/api/v4/no/such/route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('POST /api/v4/logClientError', () => {
  const reported = (message: string) => logLines.find((l) => l.msg === 'client error' && l.clientError?.message === message);

  it('logs the structured fields at warn, capped, signed in or not', async () => {
    const anonymous = t.client();
    const response = await anonymous.post('/api/v4/logClientError', {
      error: { name: 'TypeError', message: 'x is undefined', stack: 'y'.repeat(10_000) },
      info: { route: '/dashboard/customers', build: '/assets/index-abc.js' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true });
    const line = reported('TypeError: x is undefined');
    expect(line).toBeDefined();
    expect(line!.level).toBe(40);
    expect(line!.userId).toBeNull();
    expect(line!.clientError!.stack!.length).toBeLessThan(4_100);
    expect(line!.clientError).toMatchObject({ route: '/dashboard/customers', build: '/assets/index-abc.js' });

    const stylist = await t.loginAs('stylist');
    expect((await stylist.post('/api/v4/logClientError', { error: 'from stylist', info: null })).status).toBe(200);
    expect(reported('from stylist')!.userId).toEqual(expect.any(Number));
  });

  it('still needs the CSRF token', async () => {
    const response = await t.client().post('/api/v4/logClientError', { error: 'e', info: 'i' }, { csrf: false });
    expect(response.status).toBe(403);
  });

  it('redacts anything that looks like a card number before logging', async () => {
    const response = await t.client().post('/api/v4/logClientError', {
      error: 'Invalid value 4111 1111 1111 1111 in field',
      info: { route: '/pay', build: 'b' },
    });
    expect(response.status).toBe(200);
    expect(reported('Invalid value [redacted card number] in field')).toBeDefined();
    expect(JSON.stringify(logLines)).not.toMatch(/4111 1111/);
  });

  // "cvv 743 password ..." reached the log as sent, and so did every other field of the body.
  it('keeps only message, stack, route and build, and redacts security codes, passwords, tokens and emails', async () => {
    const secret = 'cvv 743 password hunter2 4111111111111111';
    const response = await t.client().post('/api/v4/logClientError', {
      error: { message: `Payment failed: ${secret}`, stack: `Error: ${secret}\n    at pay (card.ts:1:1)`, cardNumber: '5500000000000004', extra: 'kept-nowhere' },
      info: { route: '/password/new?token=abcdefabcdef0123456789abcdef#x', build: 'b1', formValues: { cvc: '999', note: 'x@y.test' }, email: 'office@pawroute.test' },
    });
    expect(response.status).toBe(200);
    const line = logLines.find((l) => l.msg === 'client error' && l.clientError?.message.startsWith('Payment failed'));
    expect(line!.clientError).toEqual({
      message: 'Payment failed: cvv [redacted] password [redacted] [redacted card number]',
      stack: 'Error: cvv [redacted] password [redacted] [redacted card number]\n    at pay (card.ts:1:1)',
      route: '/password/new',
      build: 'b1',
    });
    // Only what came from the report (a correlation id is random hex and may hold any digits).
    const everything = JSON.stringify(logLines.filter((l) => l.msg === 'client error').map((l) => l.clientError));
    for (const leaked of ['743', 'hunter2', '4111111111111111', '5500000000000004', 'kept-nowhere', '999', 'x@y.test', 'office@pawroute.test', 'abcdefabcdef0123456789abcdef']) {
      expect(everything).not.toContain(leaked);
    }
  });

  it('refuses a report over 16 KiB (413) and more than 30 a minute from one browser session (429)', async () => {
    const big = await t.client().post('/api/v4/logClientError', { error: 'x'.repeat(20_000), info: null });
    expect(big.status).toBe(413);
    const browser = t.client();
    await browser.csrf(); // a session of its own
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await browser.post('/api/v4/logClientError', { error: `e${i}`, info: null })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
