import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

// read-your-writes: the header is checked after authentication, a malformed one is a 400,
// and the wait is bounded: `t` bounds it at 200 ms, so a position nobody will reach answers soon, marked
// stale; `patient` keeps the tests' usual bound, so a write's own position is read fresh however loaded
// the machine (200 ms was not always enough for the projectors beside a browser test run).
let t: TestServer;
let patient: TestServer;
beforeAll(async () => {
  [t, patient] = await Promise.all([startTestServer({ config: { readYourWritesTimeoutMs: 200 } }), startTestServer()]);
}, 120_000);
afterAll(async () => Promise.all([t?.close(), patient?.close()]));

const OPTIONS = '/api/v4/getOptions';
const NEVER = '999999999999/999999999999';

describe('X-Pawroute-After', () => {
  it('a malformed value is a 400, never a 500', async () => {
    const office = await t.loginAs('office');
    for (const bad of ['abc', '%00', '1', '-1/2', 'x'.repeat(101)]) {
      const response = await office.get<{ message: string }>(OPTIONS, { headers: { 'X-Pawroute-After': bad } });
      expect([bad, response.status, response.body.message]).toEqual([bad, 400, 'Invalid X-Pawroute-After header.']);
    }
  });

  it('a signed-in read of a position never reached answers after the bound, marked stale', async () => {
    const office = await t.loginAs('office');
    const response = await office.get(OPTIONS, { headers: { 'X-Pawroute-After': NEVER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-pawroute-stale')).toBe('1');
  });

  it('an anonymous request never waits: the same header answers fresh', async () => {
    const response = await t.client().get('/api/v4/entrance/privacyPolicy', { headers: { 'X-Pawroute-After': NEVER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-pawroute-stale')).toBeNull();
  });

  it("a write's own position is read fresh", async () => {
    const office = await patient.loginAs('office');
    const created = await office.post<{ userId: number; position: string }>('/api/v4/user/create', {
      firstName: 'Rita',
      lastName: 'Reader',
      emailAddress: 'rita.reader@example.com',
    });
    expect(created.status).toBe(200);
    const list = await office.get<{ rows: { emailAddress: string }[] }>('/api/v4/users/getCustomers', {
      query: { page: 0, pageSize: 20, filtered: JSON.stringify([{ id: 'name', value: 'Reader' }]) },
      headers: { 'X-Pawroute-After': created.body.position },
    });
    expect(list.headers.get('x-pawroute-stale')).toBeNull();
    expect(list.body.rows.map((r) => r.emailAddress)).toContain('rita.reader@example.com');
  });

  it('a kept answer of the read cache is never older than the write it is read after', async () => {
    const office = await patient.loginAs('office');
    const query = { page: 0, pageSize: 20, filtered: JSON.stringify([{ id: 'name', value: 'Cacher' }]) };
    const names = async (headers: Record<string, string> = {}) =>
      (await office.get<{ rows: { emailAddress: string }[] }>('/api/v4/users/getCustomers', { query, headers, after: false })).body.rows.map((r) => r.emailAddress);
    // Twice: the second answer comes from the cache.
    expect(await names()).toEqual([]);
    expect(await names()).toEqual([]);
    const created = await office.post<{ position: string }>('/api/v4/user/create', { firstName: 'Cora', lastName: 'Cacher', emailAddress: 'cora.cacher@example.com' });
    expect(created.status).toBe(200);
    expect(await names({ 'X-Pawroute-After': created.body.position })).toEqual(['cora.cacher@example.com']);
    // And without the header, once the projections have it (a later batch moved the checkpoints).
    await expect.poll(() => names(), { timeout: 10_000 }).toEqual(['cora.cacher@example.com']);
  });
});
