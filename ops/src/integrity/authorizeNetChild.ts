import { SEED_BREEDS } from '@pawroute/domain';
import { createTestDatabase, startFakeAuthorizeNet, type FakeAuthorizeNet, type TestDatabase } from '@pawroute/platform/testing';
import { expect } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, TestClient, type DemoLogin } from '../testing';
import { freePort, startChildServer, type ChildServer } from './childServer';

/**
 * A real server process on a throwaway database with Authorize.net's local stand-in as its gateway, for
 * the `kill -9` tests of the card path: `restart()` starts it again on the same port and database.
 */
export interface AuthorizeNetChild {
  fake: FakeAuthorizeNet;
  database: TestDatabase;
  child(): ChildServer;
  restart(): Promise<void>;
  signIn(who: DemoLogin): Promise<TestClient>;
  stop(): Promise<void>;
}

export async function startAuthorizeNetChild(): Promise<AuthorizeNetChild> {
  const fake = await startFakeAuthorizeNet();
  const database = await createTestDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    AUTHORIZE_NET_API_LOGIN_ID: fake.credentials.apiLoginId,
    AUTHORIZE_NET_TRANSACTION_KEY: fake.credentials.transactionKey,
    AUTHORIZE_NET_CLIENT_KEY: fake.credentials.clientKey,
    AUTHORIZE_NET_SIGNATURE_KEY: 'AB'.repeat(64),
    AUTHORIZE_NET_ENDPOINT: fake.url,
  };
  let child = await startChildServer(database.url, port, env);
  return {
    fake,
    database,
    child: () => child,
    async restart() {
      child = await startChildServer(database.url, port, env);
    },
    async signIn(who) {
      const client = new TestClient(base);
      await client.login(DEMO_EMAILS[who], DEMO_PASSWORD);
      return client;
    },
    async stop() {
      await child.stop().catch(() => undefined);
      await fake.close();
      await database.drop();
    },
  };
}

/** A new customer's appointment with the demo stylist (from a saved estimate), started by `admin`. */
export async function startedAppointment(world: AuthorizeNetChild, admin: TestClient, customer: { firstName: string; lastName: string; emailAddress: string; petName: string }): Promise<number> {
  const stylistId = (await world.signIn('stylist').then((c) => c.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user'))).body.user.ID;
  const saved = await admin.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: customer.petName, breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
    user: { firstName: customer.firstName, lastName: customer.lastName, emailAddress: customer.emailAddress, phoneNumber: '(817) 555-0192', isAccount: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const created = await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: saved.body.data.estimateId, employeeId: stylistId, appointmentDate: '02-03-2027', startTime: '9:00 AM', endTime: '10:30 AM',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const appointmentId = created.body.newAppointmentId;
  expect((await admin.post('/api/v4/appointments/start', { appointmentId })).status).toBe(200);
  return appointmentId;
}
