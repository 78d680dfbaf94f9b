import { registerServerProcess, type ServerProcess } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, TestClient } from '../testing';
import { freePort, startChildServer, type ChildServer } from '../integrity/childServer';

/**
 * A claim left pending by a server killed with `kill -9` is taken over by its retry because that
 * server's boot is dead (its lock went with its connection), not because the claim went quiet, even
 * while another database on the same PostgreSQL server holds a boot lock with the same key (every
 * database numbers its boots from 1; pg_locks lists every database's locks: docs/DECISIONS.md,
 * "Idempotency after a crash"). The 60 s staleness rule is ruled out by dating the claim's last sign
 * of life in the future, so only the liveness check can hand it over; the retry ends in one write.
 */
let database: TestDatabase | undefined;
let neighbour: TestDatabase | undefined;
let neighbourBoot: ServerProcess | undefined;
const children: ChildServer[] = [];
afterAll(async () => {
  for (const child of children) await child.stop().catch(() => undefined);
  await neighbourBoot?.close();
  await neighbour?.drop();
  await database?.drop();
});

async function waitUntil(what: string, condition: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error(`waited in vain: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it("a killed server's pending claim is taken over at once by its retry, though a neighbour database holds the same boot key", async () => {
  database = await createTestDatabase();
  neighbour = await createTestDatabase();
  const sql = <Row>(text: string, params: unknown[] = []) => database!.database.query<Row>(text, params);
  const start = async () => {
    const port = await freePort();
    const child = await startChildServer(database!.url, port);
    children.push(child);
    const client = new TestClient(`http://127.0.0.1:${port}`);
    await client.login(DEMO_EMAILS.office, DEMO_PASSWORD);
    return { child, client };
  };
  const body = { firstName: 'Killed', lastName: 'Owner', emailAddress: 'killed.owner@example.com', isAccount: true };
  const post = (client: TestClient) => client.post('/api/v4/user/create', body, { headers: { 'Idempotency-Key': 'killed-owner' } });
  const claim = async () =>
    (await sql<{ status: string; boot_id: string }>(`SELECT status, boot_id FROM idempotency_keys WHERE key = 'killed-owner'`)).rows;

  const first = await start();
  const answer = await post(first.client);
  expect(answer.status).toBe(200);
  const firstBoot = (await claim())[0]!.boot_id;
  const { rows: boots } = await sql<{ lock_key: number }>('SELECT lock_key FROM server_processes WHERE boot_id = $1', [firstBoot]);
  const lockKey = boots[0]!.lock_key;

  // Another installation on the same PostgreSQL server whose boot holds the same lock key.
  await (await registerServerProcess(neighbour.database, neighbour.url)).close(); // creates its table and sequence
  await neighbour.database.query(`SELECT setval('server_process_lock_seq', $1, false)`, [lockKey]);
  neighbourBoot = await registerServerProcess(neighbour.database, neighbour.url);
  const { rows: its } = await neighbour.database.query<{ lock_key: number }>('SELECT lock_key FROM server_processes WHERE boot_id = $1', [neighbourBoot.bootId]);
  expect(its[0]!.lock_key).toBe(lockKey);

  // What a kill -9 between the commit and the recorded answer leaves: the claim pending, its owner's
  // boot on it; its last sign of life dated ahead, so the staleness rule cannot take it over.
  const { rowCount } = await sql(
    `UPDATE idempotency_keys SET status = 'pending', status_code = NULL, response = NULL, updated_at = now() + interval '1 hour'
     WHERE key = 'killed-owner' AND boot_id = $1`,
    [firstBoot],
  );
  expect(rowCount).toBe(1);
  await first.child.kill9();
  // PostgreSQL has seen the connection close: the killed boot's lock backend is gone.
  await waitUntil('the killed boot’s lock connection ended', async () =>
    (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`, [`pawroute-boot:${firstBoot}`])).rows[0]!.n === 0,
  );

  const second = await start();
  const retry = await post(second.client);
  expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')], second.child.output()).toEqual([200, answer.body, 'true']);
  const [after] = await claim();
  expect(after!.status).toBe('done');
  expect(after!.boot_id).not.toBe(firstBoot); // taken over by the restarted server's boot
  const { rows: written } = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE type = 'UserCreated' AND data->>'emailAddress' = $1`,
    [body.emailAddress],
  );
  expect(written[0]!.n).toBe(1);
}, 240_000);
