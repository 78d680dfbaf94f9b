import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../testing';
import type { FuzzIds } from '../fuzz/fixtures';
import { startFuzzWorld } from '../fuzz/fuzzWorld';
import { FUZZ_TABLE, type Who } from '../fuzz/requestTable';
import { sendVariant, type Answer } from '../fuzz/sendVariant';
import { routeKey, type ServerRoute } from '../fuzz/serverRoutes';
import { sendableOf } from '../fuzz/variants';

/**
 * idempotency end to end, for EVERY write route the server serves (read from fastify's route
 * tree; the valid requests are the fuzz table's, so a new route is covered the day it lands):
 * - the same Idempotency-Key and body twice: the second answers the first answer, replayed, writing nothing;
 * - five at once with one new key: one runs, four wait and answer the winner's answer (same ids);
 * - the key again with another route or body: 422.
 */
const NOT_COMMANDS: Record<string, string> = {
  'PUT /api/v4/entrance/login': 'signs in; writes no event (a repeat is just another sign-in)',
  'POST /api/v4/logClientError': 'a log line, not a write of business data',
  'POST /api/v4/payments/authorizeNet/webhook': "Authorize.net's call, not ours: idempotent on the notification's id (paymentGateway.e2e), and 404 while the sandbox gateway is live",
  'POST /api/v4/sms/inbound': "the SMS provider's call, not ours: signed, idempotent on its MessageSid (ops/src/messages), and 404 without SMS_API_TOKEN",
  'POST /api/v4/sms/status': "the SMS provider's call, not ours: signed, a status recorded once per text and status (ops/src/messages), and 404 without SMS_API_TOKEN",
};

let server: TestServer;
let clients: Record<Who, TestClient>;
let ids: Record<Who, FuzzIds>;
let writes: ServerRoute[];

beforeAll(async () => {
  const world = await startFuzzWorld();
  ({ server, clients, ids } = world);
  writes = world.routes.filter((r) => r.method !== 'GET' && !(routeKey(r) in NOT_COMMANDS));
}, 180_000);
afterAll(async () => server?.close());

/**
 * Sends like the browser: the answer's cookies are kept, so after a sign-up (which signs the browser
 * in under a new session id, keeping the CSRF token) the repeat comes from the signed-in browser.
 */
async function send(client: TestClient, request: Parameters<typeof sendVariant>[1], headers: Record<string, string>): Promise<Answer> {
  const answer = await sendVariant(client, request, headers);
  client.absorbCookies(answer.setCookies);
  return answer;
}

const eventCount = async () => {
  await server.reactionsSettled(); // the side effects reactor's writes follow a command's answer
  return (await server.database.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
};

/** The answer without what legitimately differs between two reads of it (nothing, today). */
const same = (a: Answer, b: Answer) => expect([b.status, b.body]).toEqual([a.status, a.body]);

describe('Idempotency-Key on every write route', () => {
  it('covers every write route (a route missing from the fuzz table fails here too)', () => {
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.map(routeKey).filter((key) => !(key in FUZZ_TABLE))).toEqual([]);
  });

  it('the same key and body twice: one write, the first answer again; five at once: one runs; another body: 422', async () => {
    const problems: string[] = [];
    let n = 0;
    for (const route of writes) {
      const entry = FUZZ_TABLE[routeKey(route)]!;
      const who = entry.as.find((w) => w !== 'anonymous') ?? entry.as[0]!;
      const valid = entry.request(ids[who]);
      const request = sendableOf(route, Array.isArray(valid) ? valid[0]! : valid);
      const client = clients[who];
      const name = `${who} ${routeKey(route)}`;

      // Twice in a row.
      const key = `idem-${(n += 1)}-${Date.now()}`;
      const first = await send(client, request, { 'Idempotency-Key': key });
      const before = await eventCount();
      const again = await send(client, request, { 'Idempotency-Key': key });
      const after = await eventCount();
      if (first.status >= 500) problems.push(`${name}: first answer ${first.status} ${first.message}`);
      if (first.replayed) problems.push(`${name}: a new key was answered as a replay`);
      if (!again.replayed) problems.push(`${name}: the repeat was not replayed (${again.status} ${again.message})`);
      if (after !== before) problems.push(`${name}: the repeat wrote ${after - before} events`);
      try {
        same(first, again);
      } catch {
        problems.push(`${name}: the repeat answered differently: ${JSON.stringify(first.body)} vs ${JSON.stringify(again.body)}`);
      }

      // The same key for another request (another route's valid request): 422, and nothing run.
      const other = writes.find((r) => routeKey(r) !== routeKey(route) && FUZZ_TABLE[routeKey(r)]!.as.includes(who))!;
      const otherValid = FUZZ_TABLE[routeKey(other)]!.request(ids[who]);
      const beforeReuse = await eventCount();
      const reused = await send(client, sendableOf(other, Array.isArray(otherValid) ? otherValid[0]! : otherValid), { 'Idempotency-Key': key });
      if ((await eventCount()) !== beforeReuse) problems.push(`${name}: the reused key wrote events`);
      if (reused.status !== 422) problems.push(`${name}: the key reused on ${routeKey(other)} answered ${reused.status}, not 422`);

      // Five at once with one new key.
      const concurrentKey = `${key}-x5`;
      const five = await Promise.all(Array.from({ length: 5 }, () => send(client, request, { 'Idempotency-Key': concurrentKey })));
      const owners = five.filter((a) => !a.replayed);
      if (owners.length !== 1) problems.push(`${name}: five at once ran ${owners.length} times`);
      for (const answer of five.slice(1)) {
        try {
          same(five[0]!, answer);
        } catch {
          problems.push(`${name}: five at once answered differently: ${JSON.stringify(five[0]!.body)} vs ${JSON.stringify(answer.body)}`);
          break;
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('five concurrent user/create with one key: one user, one email claim, the same ids for all', async () => {
    const body = { firstName: 'Five', lastName: 'Times', emailAddress: 'five.times@example.com', isAccount: true };
    const request = { method: 'POST', url: '/api/v4/user/create', rawQuery: '', body };
    const five = await Promise.all(Array.from({ length: 5 }, () => sendVariant(clients.admin, request, { 'Idempotency-Key': 'create-five' })));
    expect(five.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const userIds = new Set(five.map((a) => (a.body as { userId: number }).userId));
    expect(userIds.size).toBe(1);
    const { rows } = await server.database.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'UserCreated' AND data->>'emailAddress' = $1`, [
      body.emailAddress,
    ]);
    expect(rows[0]!.n).toBe(1);
    const otherBody = await sendVariant(clients.admin, { ...request, body: { ...body, emailAddress: 'six.times@example.com' } }, { 'Idempotency-Key': 'create-five' });
    expect([otherBody.status, otherBody.message]).toEqual([422, 'This Idempotency-Key was already used for a different request.']);
    // Keys belong to their user: another user's same key is a request of its own.
    const office = await server.loginAs('office');
    const spare = await sendVariant(office, { ...request, body: { ...body, emailAddress: 'spare.five@example.com' } }, { 'Idempotency-Key': 'create-five' });
    expect(spare.status).toBe(200);
    expect(spare.replayed).toBe(false);
  });
});
