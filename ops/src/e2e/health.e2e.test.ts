import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 120_000);
afterAll(async () => t?.close());

describe('health and the System page', () => {
  it('GET /api/v4/health: public, states only', async () => {
    const response = await t.client().get<{ status: string; projectors: { name: string; status: string; error?: string }[] }>('/api/v4/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.projectors.length).toBeGreaterThan(3);
    expect(response.body.projectors.every((p) => p.status === 'running' && !('error' in p))).toBe(true);
  });

  it('GET /api/v4/system/projections names the faulted projector, its event and why (EditSettings only)', async () => {
    const { rows } = await t.database.database.query<{ name: string }>('SELECT name FROM projection_checkpoints ORDER BY name LIMIT 1');
    const name = rows[0]!.name;
    // As the runner records a fault (the runner's own tests make real ones).
    await t.server.runner?.stop();
    await t.database.database.query(`UPDATE projection_checkpoints SET status = 'faulted', error = $2 WHERE name = $1`, [
      name,
      `Projector ${name} failed on event X 1 (stream S-1, revision 0, position 1/1): boom`,
    ]);
    const admin = await t.loginAs('admin');
    const detail = await admin.get<{ projectors: { name: string; status: string; error: string | null }[] }>('/api/v4/system/projections');
    expect(detail.status).toBe(200);
    expect(detail.body.projectors.find((p) => p.name === name)).toMatchObject({ status: 'faulted', error: expect.stringContaining('on event X 1') });
    expect((await t.client().get<{ status: string }>('/api/v4/health')).body.status).toBe('faulted');
    const office = await t.loginAs('office');
    expect((await office.get('/api/v4/system/projections')).status).toBe(403);
    const customer = await t.loginAs('customer');
    expect((await customer.get('/api/v4/system/projections')).status).toBe(403);
  });

  it('GET /api/v4/system/projections says how far a rebuilding projector has read', async () => {
    const db = t.database.database;
    await t.server.runner?.stop();
    const { rows: names } = await db.query<{ name: string }>('SELECT name FROM projection_checkpoints ORDER BY name DESC LIMIT 1');
    const name = names[0]!.name;
    // Its rebuild has read half the store's events (as a rebuild pass records it).
    const { rows: middle } = await db.query<{ position: string }>(
      `SELECT tx_id::text || '/' || position::text AS position FROM public.events ORDER BY position
        OFFSET (SELECT count(*) / 2 FROM public.events) LIMIT 1`,
    );
    await db.query(`UPDATE projection_checkpoints SET status = 'rebuilding', rebuild_version = version + 1, rebuild_checkpoint = $2 WHERE name = $1`, [
      name,
      middle[0]!.position,
    ]);
    const admin = await t.loginAs('admin');
    const detail = await admin.get<{ projectors: { name: string; status: string; rebuildProgress: number | null }[] }>('/api/v4/system/projections');
    const rebuilding = detail.body.projectors.find((p) => p.name === name)!;
    expect(rebuilding.status).toBe('rebuilding');
    expect(rebuilding.rebuildProgress).toBeGreaterThan(0);
    expect(rebuilding.rebuildProgress).toBeLessThan(1);
    expect(detail.body.projectors.filter((p) => p.status !== 'rebuilding').every((p) => p.rebuildProgress === null)).toBe(true);
  });
});

describe('the developer outbox outside development mode', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ config: { devMode: false } });
  }, 120_000);
  afterAll(async () => production?.close());

  it('does not exist: 404 even for the administrator', async () => {
    const admin = await production.loginAs('admin');
    expect((await admin.get('/api/v4/dev/outbox')).status).toBe(404);
  });
});
