import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntilProjected } from '../projectionsReady';
import { seedOnce } from '../seed/index';
import { startServer, type RunningServer } from '../server';
import { DEMO_EMAILS, DEMO_PASSWORD, TestClient } from '../testing';

// `pawroute serve --role ...`: three processes' worth of servers on one Postgres, as behind a proxy.
let database: TestDatabase;
const servers: Partial<Record<'command' | 'query' | 'projections', RunningServer>> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ['projections', 'command', 'query'] as const) {
    servers[role] = await startServer({ role, port: 0, host: '127.0.0.1', databaseUrl: database.url, serveWeb: false, logLevel: 'error' });
  }
  const { position } = await seedOnce(servers.command!.services);
  await waitUntilProjected(servers.query!.services, position);
}, 120_000);

afterAll(async () => {
  for (const server of Object.values(servers)) await server?.close();
  await database?.drop();
});

describe('separate roles', () => {
  it('share sessions: log in on the command side, read on the query side', async () => {
    const writes = new TestClient(servers.command!.url);
    await writes.login(DEMO_EMAILS.office, DEMO_PASSWORD);
    const reads = new TestClient(servers.query!.url);
    for (const [name, value] of writes.cookies) reads.cookies.set(name, value);
    const me = await reads.get<{ user: { emailAddress: string } }>('/api/v4/entrance/check-session-user');
    expect(me.status).toBe(200);
    expect(me.body.user.emailAddress).toBe(DEMO_EMAILS.office);
  });

  it('each side serves only its own routes', async () => {
    const reads = new TestClient(servers.query!.url);
    expect((await reads.put('/api/v4/entrance/login', { emailAddress: DEMO_EMAILS.office, password: DEMO_PASSWORD })).status).toBe(404);
    const writes = new TestClient(servers.command!.url);
    expect((await writes.get('/api/v4/entrance/check-session-user')).status).toBe(404);
  });

  it('a write on the command side is readable on the query side with X-Pawroute-After', async () => {
    const writes = new TestClient(servers.command!.url);
    await writes.login(DEMO_EMAILS.admin, DEMO_PASSWORD);
    const created = await writes.post<{ position: string }>('/api/v4/user/create', {
      firstName: 'Rhea',
      lastName: 'Roles',
      emailAddress: 'rhea.roles@example.com',
    });
    expect(created.status).toBe(200);
    const reads = new TestClient(servers.query!.url);
    for (const [name, value] of writes.cookies) reads.cookies.set(name, value);
    reads.lastPosition = writes.lastPosition;
    const list = await reads.get<{ rows: Array<{ emailAddress: string }> }>('/api/v4/users/getCustomers', {
      query: { filtered: JSON.stringify([{ id: 'email', value: 'rhea.roles' }]) },
    });
    expect(list.headers.get('x-pawroute-stale')).toBeNull();
    expect(list.body.rows.map((r) => r.emailAddress)).toEqual(['rhea.roles@example.com']);
  });
});
