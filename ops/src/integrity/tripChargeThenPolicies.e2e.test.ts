import { randomUUID } from 'node:crypto';
import { SEED_BREEDS, type FindEstimateResponse, type SaveEstimateResponse } from '@pawroute/domain';
import { createPostgresEventStore, type EventStore } from '@pawroute/platform';
import { readProjectionStatus } from '@pawroute/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * after an estimate saved "the new trip fee to the profile" (CustomerTripChargeChanged on
 * Customer-<id>), user/updateCustomerDetails answered 500 and accepting policies wrote an event without
 * ids that stopped the customers projector for good. Through real HTTP on a real Postgres.
 */
type Body = { statusCode?: number; message?: string };

let server: TestServer;
let office: TestClient;
let raw: EventStore;

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  // The store as it is on disk, without the checks: to look at what was stored, and to store what
  // today's main wrote before appends were validated.
  raw = await createPostgresEventStore(server.database.database);
});
afterAll(async () => {
  await raw?.close();
  await server?.close();
});

const address = { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' };
const estimate = (tripFee: number, extra: Record<string, unknown> = {}) => ({
  address,
  tripFee,
  needsGenerator: false,
  generatorFee: 1000,
  pets: [{ petName: 'Pepper', breedId: SEED_BREEDS.find((b) => b.breed === 'Shih Tzu')!.id, estimatePackage: 'b&b', addonIds: [] }],
  ...extra,
});

/** A new customer with one saved estimate; returns the ids. */
async function newCustomerWithEstimate(): Promise<{ userId: number; customerId: number; estimateId: number }> {
  const email = `integrity.${randomUUID().slice(0, 8)}@example.com`;
  const saved = await office.post<SaveEstimateResponse & Body>('/api/v4/estimate/save', {
    estimate: estimate(3900),
    user: { firstName: 'Ira', lastName: 'Tegrity', emailAddress: email, phoneNumber: '(817) 555-0190', isAccount: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const { userID: userId, estimateId } = saved.body.data;
  const found = await office.get<FindEstimateResponse & Body>('/api/v4/estimate/findById', { query: { estimateId } });
  expect(found.status).toBe(200);
  return { userId, customerId: found.body.customer.ID, estimateId };
}

async function expectProjectorsRunning(): Promise<void> {
  await server.settle(); // throws when a projector faulted
  const rows = await readProjectionStatus(server.services.db);
  expect(rows.find((r) => r.name === 'customers')?.status).toBe('running');
  expect(rows.filter((r) => r.status !== 'running').map((r) => [r.name, r.error])).toEqual([]);
}

async function storedPolicyEvents(customerId: number): Promise<unknown[]> {
  return (await raw.readStream(`Customer-${customerId}`)).filter((e) => e.type === 'CustomerAcceptedPolicies').map((e) => e.data);
}

describe('trip charge saved from an estimate, then the profile', () => {
  it('updateCustomerDetails and accepting policies answer 200, keep the new charge, and the projectors keep running', async () => {
    const { userId, customerId, estimateId } = await newCustomerWithEstimate();

    const raised = await office.post<Body>('/api/v4/estimate/save', {
      estimate: { ...estimate(5500), ID: estimateId },
      user: { ID: userId },
      tripChargeIncrementConsent: true,
      saveTripChargeToProfile: true,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect((await raw.readStream(`Customer-${customerId}`)).at(-1)?.type).toBe('CustomerTripChargeChanged');

    const updated = await office.post<Body>('/api/v4/user/updateCustomerDetails', { customerId, isMilitary: true });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // The edit kept the trip charge the estimate saved (it states the whole record).
    const last = (await raw.readStream(`Customer-${customerId}`)).at(-1);
    expect(last).toMatchObject({ type: 'CustomerDetailsUpdated', data: { customerId, userId, tripChargeCents: 5500, isMilitary: true } });

    const accepted = await office.post<Body>('/api/v4/user/customerAcceptedPolicies', { userId, acceptedPolicies: true });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await storedPolicyEvents(customerId)).toEqual([{ customerId, userId, acceptedAt: expect.any(String) }]);

    await expectProjectorsRunning();
    const status = await office.get<{ acceptedPolicies: boolean }>('/api/v4/user/getCustomerPolicyStatus', { query: { userId } });
    expect(status.body.acceptedPolicies).toBe(true);
    const profile = await office.get<{ customer: { tripChargeCents: number } }>('/api/v4/user/find', { query: { ID: userId } });
    expect(profile.body.customer.tripChargeCents).toBe(5500);
  });

  it('a policy event stored without ids (as main wrote it) is repaired on read: the projector keeps running', async () => {
    const { userId, customerId } = await newCustomerWithEstimate();
    const stream = `Customer-${customerId}`;
    const before = await raw.readStream(stream);
    await raw.appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          type: 'CustomerAcceptedPolicies',
          data: { acceptedAt: '2024-05-02T10:00:00.000Z' },
          metadata: { ...before[0].metadata, commandName: 'AcceptPolicies', correlationId: randomUUID() },
        },
      ],
      { expected: before.at(-1)!.revision },
    );

    await expectProjectorsRunning();
    const status = await office.get<{ acceptedPolicies: boolean; acceptedAt: string }>('/api/v4/user/getCustomerPolicyStatus', {
      query: { userId },
    });
    expect(status.body).toEqual({ acceptedPolicies: true, acceptedAt: '2024-05-02T10:00:00.000Z' });
    // The log itself is untouched; commands see the repaired event and accepting again writes nothing.
    expect(await storedPolicyEvents(customerId)).toEqual([{ acceptedAt: '2024-05-02T10:00:00.000Z' }]);
    const again = await office.post<Body>('/api/v4/user/customerAcceptedPolicies', { userId, acceptedPolicies: true });
    expect(again.status).toBe(200);
    expect(await storedPolicyEvents(customerId)).toHaveLength(1);
  });
});
