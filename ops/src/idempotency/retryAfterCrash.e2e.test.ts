import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * item 3: a retry always gets the first answer.
 * - a signed-in user's key holds across that user's sessions (sign in again, same key, same answer);
 * - an anonymous request (a sign-up, which signs the browser in) keeps the scope it started with;
 * - a claim left pending by a process that died is taken over at once by its retry, and when the
 *   command had committed (the crash fell between the append and the recording of the answer) the
 *   retry answers 200 with the original ids, replayed, writing nothing;
 * - a claim of a live process is waited for (its answer, not a re-run).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

const sql = <Row>(text: string, params: unknown[] = []) => server.database.database.query<Row>(text, params);
const userCreate = (emailAddress: string) => ({ firstName: 'Retry', lastName: 'Crash', emailAddress, isAccount: true });
const usersWithEmail = async (email: string) =>
  (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'UserCreated' AND data->>'emailAddress' = $1`, [email])).rows[0]!.n;
const post = (client: TestClient, body: unknown, key: string) => client.post('/api/v4/user/create', body, { headers: { 'Idempotency-Key': key } });

/** The state a `kill -9` leaves between the commit and the recording of the answer: still pending, owner gone. */
async function crashAfterCommit(key: string, bootId: string): Promise<void> {
  const { rowCount } = await sql(
    `UPDATE idempotency_keys SET status = 'pending', status_code = NULL, response = NULL, boot_id = $2, updated_at = now() WHERE key = $1`,
    [key, bootId],
  );
  expect(rowCount).toBe(1);
}

describe('a retry always gets the first answer', () => {
  it("a signed-in user's key holds across that user's sessions; another user's same key is their own", async () => {
    const first = await server.loginAs('office');
    const body = userCreate('across.sessions@example.com');
    const answer = await post(first, body, 'across-sessions');
    expect(answer.status).toBe(200);
    const again = await server.loginAs('office'); // the phone restarted: a new session, the same user
    const retry = await post(again, body, 'across-sessions');
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, answer.body, 'true']);
    expect(await usersWithEmail(body.emailAddress)).toBe(1);
    const admin = await server.loginAs('admin');
    const other = await post(admin, userCreate('across.other@example.com'), 'across-sessions');
    expect([other.status, other.headers.get('idempotent-replayed')]).toEqual([200, null]);
  });

  it('a sign-up keeps the anonymous scope it started with, though it signed the browser in', async () => {
    const browser = server.client();
    const body = {
      firstName: 'Ada', lastName: 'Retry', emailAddress: 'ada.retry@example.com', Password: 'retry-password-1', acceptedPolicies: true,
      address: '1 Retry St', city: 'Dallas', state: 'Texas', zipcode: '75201', homePhone: '214-555-0177', workPhone: '', alternatePhone: '',
      pets: [{ name: 'Rex', animalTypeId: 1, breedId: 1, weight: 30, age: 2 }],
    };
    const signUp = await browser.post('/api/v4/entrance/signup', body, { headers: { 'Idempotency-Key': 'sign-up-once' } });
    expect(signUp.status).toBe(200);
    const signedIn = await browser.get<{ user: { ID: number } | null }>('/api/v4/entrance/check-session-user');
    expect(signedIn.status).toBe(200);
    const retry = await browser.post('/api/v4/entrance/signup', body, { headers: { 'Idempotency-Key': 'sign-up-once' } });
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, signUp.body, 'true']);
    expect(await usersWithEmail(body.emailAddress)).toBe(1);
  });

  it("a claim of a dead process is taken over at once; a command that had committed answers its first answer, replayed", async () => {
    const client = await server.loginAs('office');
    const body = userCreate('crash.after.commit@example.com');
    const answer = await post(client, body, 'crash-after-commit');
    expect(answer.status).toBe(200);
    // A boot that registered and died (its advisory lock is not held by anyone).
    await sql(`INSERT INTO server_processes (boot_id, lock_key) VALUES ('dead-boot', nextval('server_process_lock_seq'))`);
    await crashAfterCommit('crash-after-commit', 'dead-boot');

    const again = await server.loginAs('office');
    const retry = await post(again, body, 'crash-after-commit');
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, answer.body, 'true']);
    expect(await usersWithEmail(body.emailAddress)).toBe(1);
    const { rows } = await sql<{ status: string }>(`SELECT status FROM idempotency_keys WHERE key = 'crash-after-commit'`);
    expect(rows.map((r) => r.status)).toEqual(['done']);
  });

  it('a sign-up that committed but lost its answer in a crash: the signed-in browser’s retry answers it, replayed', async () => {
    const browser = server.client();
    const body = {
      firstName: 'Bea', lastName: 'Retry', emailAddress: 'bea.retry@example.com', Password: 'retry-password-1', acceptedPolicies: true,
      address: '2 Retry St', city: 'Dallas', state: 'Texas', zipcode: '75201', homePhone: '214-555-0176', workPhone: '', alternatePhone: '',
      pets: [{ name: 'Rex', animalTypeId: 1, breedId: 1, weight: 30, age: 2 }],
    };
    const signUp = await browser.post('/api/v4/entrance/signup', body, { headers: { 'Idempotency-Key': 'sign-up-crash' } });
    expect(signUp.status).toBe(200);
    await sql(`INSERT INTO server_processes (boot_id, lock_key) VALUES ('dead-boot-2', nextval('server_process_lock_seq'))`);
    await crashAfterCommit('sign-up-crash', 'dead-boot-2');
    // The browser is signed in now (as the new customer); its retry keeps the anonymous scope it began in.
    const retry = await browser.post('/api/v4/entrance/signup', body, { headers: { 'Idempotency-Key': 'sign-up-crash' } });
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, signUp.body, 'true']);
    expect(await usersWithEmail(body.emailAddress)).toBe(1);
  });

  it('a claim of a live process is waited for: the retry answers the owner’s answer, it does not run the command', async () => {
    const client = await server.loginAs('office');
    const body = userCreate('live.owner@example.com');
    const answer = await post(client, body, 'live-owner');
    expect(answer.status).toBe(200);
    const bootId = server.services.serverProcess!.bootId;
    await crashAfterCommit('live-owner', bootId); // pending, owned by this (live) server
    const retry = post(client, body, 'live-owner');
    // The owner answers (a marker no re-run could produce); the waiting retry must answer exactly that.
    await sql(`UPDATE idempotency_keys SET status = 'done', status_code = 200, response = '{"marker":"owner"}'::jsonb WHERE key = 'live-owner'`);
    const waited = await retry;
    expect([waited.status, waited.body]).toEqual([200, { marker: 'owner' }]);
  });
});
