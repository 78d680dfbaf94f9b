import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../integrity/childServer';
import { waitUntilProjected } from '../projectionsReady';
import { DEMO_EMAILS, DEMO_PASSWORD, TestClient, type LiveMessage } from '../testing';
import { startMultiLayout, type MultiLayout } from './multiLayout';
import { UPSTREAM_HEADER } from './proxy';

/**
 * past one machine on loopback: two command processes, two query processes and one
 * projections process, each a process of its own on one PostgreSQL, behind `pawroute proxy`. A write
 * answered by one process is read, with its consistency token, on another; a push reaches a socket
 * held by a process that did not take the write.
 */
let database: TestDatabase;
let layout: MultiLayout;

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await runCli(database.url, ['seed']);
  if (seeded.code !== 0) throw new Error(`pawroute seed failed:\n${seeded.output}`);
  layout = await startMultiLayout(database.url, { commands: 2, queries: 2 });
  // The demo logins sign in once the projections process has projected the seed.
  const db = await openDatabase({ url: database.url });
  const store = await createPostgresEventStore(db);
  try {
    await waitUntilProjected({ db, store }, await store.headPosition(), { timeoutMs: 120_000 });
  } finally {
    await store.close();
    await db.close();
  }
}, 600_000);

afterAll(async () => {
  await layout?.stop();
  await database?.drop();
});

/** A client on `baseUrl` sharing `from`'s session (cookies, CSRF token) and consistency token. */
function sameSessionOn(from: TestClient, baseUrl: string): TestClient {
  const client = new TestClient(baseUrl);
  for (const [name, value] of from.cookies) client.cookies.set(name, value);
  client.csrfToken = from.csrfToken;
  client.lastPosition = from.lastPosition;
  return client;
}

const userKey = (userId: number) => (m: LiveMessage) => m.type === 'changed' && JSON.stringify(m.keys).includes(`"scope":"user","id":${userId},`);

describe('two command, two query and one projections process', () => {
  it('runs five server processes and the proxy, each its own pid', () => {
    expect(layout.processes.map((p) => p.role).sort()).toEqual(['command', 'command', 'projections', 'proxy', 'query', 'query']);
    expect(new Set(layout.processes.map((p) => p.pid)).size).toBe(6);
  });

  it('a write on command process A is read with its token on query process B, both ways round', async () => {
    const signIn = new TestClient(layout.commandUrls[0]!);
    await signIn.login(DEMO_EMAILS.office, DEMO_PASSWORD);
    for (const [a, b] of [[0, 1], [1, 0]] as const) {
      const writer = sameSessionOn(signIn, layout.commandUrls[a]!);
      const email = `ryw.${a}${b}@example.com`;
      const created = await writer.post<{ userId: number; position: string }>('/api/v4/user/create', { firstName: 'Rita', lastName: 'Reads', emailAddress: email });
      expect(created.status).toBe(200);
      expect(writer.lastPosition).toBe(created.body.position);
      const reader = sameSessionOn(writer, layout.queryUrls[b]!);
      const list = await reader.get<{ rows: Array<{ emailAddress: string }> }>('/api/v4/users/getCustomers', {
        query: { filtered: JSON.stringify([{ id: 'email', value: email }]) },
      });
      expect(list.status).toBe(200);
      // Read-your-writes held: the answer waited for the projections process rather than answering stale.
      expect(list.headers.get('x-pawroute-stale')).toBeNull();
      expect(list.body.rows.map((r) => r.emailAddress)).toEqual([email]);
    }
  });

  it('through the proxy: writes spread over the command processes, reads over the query processes, the token holds across them', async () => {
    const office = new TestClient(layout.url);
    await office.login(DEMO_EMAILS.office, DEMO_PASSWORD);
    const writers = new Set<string>();
    const readers = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const email = `proxy.${i}@example.com`;
      const created = await office.post<{ userId: number }>('/api/v4/user/create', { firstName: 'Paula', lastName: 'Proxy', emailAddress: email });
      expect(created.status).toBe(200);
      writers.add(created.headers.get(UPSTREAM_HEADER)!);
      const list = await office.get<{ rows: Array<{ emailAddress: string }> }>('/api/v4/users/getCustomers', {
        query: { filtered: JSON.stringify([{ id: 'email', value: email }]) },
      });
      readers.add(list.headers.get(UPSTREAM_HEADER)!);
      expect(list.headers.get('x-pawroute-stale')).toBeNull();
      expect(list.body.rows.map((r) => r.emailAddress)).toEqual([email]);
    }
    expect([...writers].sort()).toEqual(['command-1', 'command-2']);
    expect([...readers].sort()).toEqual(['query-1', 'query-2']);
  });

  it('a write on command process A is pushed to sockets on query process B and through the proxy', async () => {
    const office = new TestClient(layout.commandUrls[0]!);
    await office.login(DEMO_EMAILS.office, DEMO_PASSWORD);
    const onB = await sameSessionOn(office, layout.queryUrls[1]!).live();
    const viaProxy = await sameSessionOn(office, layout.url).live();
    expect((await onB.next()).type).toBe('hello');
    expect((await viaProxy.next()).type).toBe('hello');

    const created = await office.post<{ userId: number }>('/api/v4/user/create', { firstName: 'Pia', lastName: 'Push', emailAddress: 'pia.push@example.com' });
    expect(created.status).toBe(200);
    // The customers projector's commit in the projections process, heard by query process B's LISTEN.
    const changed = await onB.next(userKey(created.body.userId));
    expect(changed.keys).toEqual(expect.arrayContaining([{ scope: 'user', id: created.body.userId, ownerUserId: created.body.userId }]));
    await viaProxy.next(userKey(created.body.userId));
    onB.close();
    viaProxy.close();
  });
});
