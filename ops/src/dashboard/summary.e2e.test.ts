import { SEED_BREEDS, type OptionsResponse } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/** GET /api/v4/dashboard/summary (ours): the staff landing's counts, each only with the permission for its list. */
interface Summary {
  customers: number | null;
  estimatesSavedToday: number | null;
  openComplaints: number | null;
  date: string;
}

let server: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  [office, stylist, customer] = await Promise.all([server.loginAs('office'), server.loginAs('stylist'), server.loginAs('customer')]);
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const summary = async (client: TestClient) => {
  const response = await client.get<Summary>('/api/v4/dashboard/summary');
  expect(response.status).toBe(200);
  return response.body;
};

describe('dashboard summary', () => {
  it('counts customers, estimates saved today and open (blocking) complaints', async () => {
    const before = await summary(office);
    expect(before.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(before.customers).toBeGreaterThan(0);

    // A new customer with an estimate, and a blocking complaint.
    const saved = await office.post('/api/v4/estimate/save', {
      estimate: {
        address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' },
        tripFee: 3900,
        needsGenerator: false,
        pets: [{ petName: 'Pepper', breedId: SEED_BREEDS.find((b) => b.breed === 'Shih Tzu')!.id, estimatePackage: 'b&b', addonIds: [] }],
      },
      user: { firstName: 'Dana', lastName: 'Summary', emailAddress: `dana.summary.${Date.now()}@example.com`, phoneNumber: '(817) 555-0190' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const me = await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user');
    const options = await office.get<OptionsResponse>('/api/v4/getOptions');
    const complaint = await office.post('/api/v4/complaints/create', {
      customerId: me.body.user.customerId,
      employeeId: options.body.stylists[0]!.ID,
      complaint: 'Late again',
    });
    expect(complaint.status).toBe(200);

    const after = await summary(office);
    expect(after).toEqual({
      customers: before.customers! + 1,
      estimatesSavedToday: before.estimatesSavedToday! + 1,
      openComplaints: before.openComplaints! + 1,
      date: before.date,
    });
  });

  it('leaves out what the actor may not list (a stylist has no ViewComplaints)', async () => {
    const seen = await summary(stylist);
    expect(seen.openComplaints).toBeNull();
    expect(seen.customers).toEqual(expect.any(Number));
    expect(seen.estimatesSavedToday).toEqual(expect.any(Number));
  });

  it('a customer gets 403, nobody signed in 401', async () => {
    expect((await customer.get('/api/v4/dashboard/summary')).status).toBe(403);
    expect((await server.client().get('/api/v4/dashboard/summary')).status).toBe(401);
  });
});
