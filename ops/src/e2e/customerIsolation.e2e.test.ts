import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * A customer reaches only their own records (ARCHITECTURE.md, "HTTP and the browser"). Every read that
 * takes a user, customer or pet id is asked, by the demo customer, for another customer's records: the
 * answer is a refusal, never the data and never a 500. The same request by an administrator answers 200,
 * which proves the route exists (a mistyped path would otherwise "refuse" with a 404).
 */
let t: TestServer;
let admin: TestClient;
let customer: TestClient;
let other: { userId: number; customerId: number; petId: number };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.loginAs('admin');
  customer = await t.loginAs('customer');
  const filtered = encodeURIComponent(JSON.stringify([{ id: 'name', value: 'Anderson' }]));
  const list = await admin.get<{ rows: { ID: number; customerId: number }[] }>(`/api/v4/users/getCustomers?filtered=${filtered}`);
  const row = list.body.rows[0];
  const pets = await admin.get<{ pets: { ID: number }[] }>(`/api/v4/pets/findByCustomer?customerId=${row.customerId}`);
  other = { userId: row.ID, customerId: row.customerId, petId: pets.body.pets[0].ID };
}, 120_000);
afterAll(async () => t?.close());

type Other = typeof other;
const READS: [string, (o: Other) => string][] = [
  ['the customer list', () => '/api/v4/users/getCustomers'],
  ['user/find', (o) => `/api/v4/user/find?ID=${o.userId}`],
  ['user/getDetails', (o) => `/api/v4/user/getDetails?userId=${o.userId}`],
  ['user/getCustomerDetails', (o) => `/api/v4/user/getCustomerDetails?customerId=${o.customerId}`],
  ['user/getBalance', (o) => `/api/v4/user/getBalance?userId=${o.userId}`],
  ['user/getCustomerDefaultGratuity', (o) => `/api/v4/user/getCustomerDefaultGratuity?userId=${o.userId}`],
  ['user/getCustomerPolicyStatus', (o) => `/api/v4/user/getCustomerPolicyStatus?userId=${o.userId}`],
  ['user/getCreditCards', (o) => `/api/v4/user/getCreditCards?userId=${o.userId}`],
  ['addresses/findByUser', (o) => `/api/v4/addresses/findByUser?userId=${o.userId}`],
  ['phoneNumbers/findByUser', (o) => `/api/v4/phoneNumbers/findByUser?userId=${o.userId}`],
  ['emails/findByUser', (o) => `/api/v4/emails/findByUser?userId=${o.userId}`],
  ['pets/findByCustomer', (o) => `/api/v4/pets/findByCustomer?customerId=${o.customerId}`],
  ['pets/getPicturePaths', (o) => `/api/v4/pets/getPicturePaths?petId=${o.petId}&userId=${o.userId}`],
  ['ratings/findByUser', (o) => `/api/v4/ratings/findByUser?userId=${o.userId}`],
  ['estimate/findByCustomer', (o) => `/api/v4/estimate/findByCustomer?userId=${o.userId}`],
  ['estimate/findLastByCustomer', (o) => `/api/v4/estimate/findLastByCustomer?userId=${o.userId}`],
  ['the developer outbox', () => '/api/v4/dev/outbox'],
];

describe("a customer asking for another customer's records", () => {
  it.each(READS)('%s is refused', async (_name, pathFor) => {
    const path = pathFor(other);
    const asAdmin = await admin.get(path);
    expect(asAdmin.status, `${path} as admin`).toBe(200);
    const asCustomer = await customer.get(path);
    expect([403, 404], `${path} as the customer answered ${asCustomer.status}`).toContain(asCustomer.status);
  });
});
