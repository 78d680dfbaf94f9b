import type { FindUserResponse, GetCustomersResponse } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/** GET /api/v4/user/find?ID= (part 1 §7): self, or staff who may see customers. */
let server: TestServer;
let office: TestClient;
let customer: TestClient;
let customerUserId: number;
let otherCustomerUserId: number;
const responses: TestResponse[] = [];

async function find(client: TestClient, ID: unknown): Promise<TestResponse<FindUserResponse & { message?: string }>> {
  const response = await client.get<FindUserResponse & { message?: string }>('/api/v4/user/find', {
    query: ID === undefined ? {} : { ID: String(ID) },
  });
  responses.push(response);
  return response;
}

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  customer = server.client();
  customerUserId = (await customer.login('customer@pawroute.test', 'pawroute-demo')).body.user.ID;
  const list = await office.get<GetCustomersResponse>('/api/v4/users/getCustomers', {
    query: { filtered: JSON.stringify([{ id: 'name', value: 'emma johnson' }]) },
  });
  otherCustomerUserId = list.body.rows[0]!.ID;
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(responses.filter((r) => r.status >= 500)).toEqual([]);
});

describe('GET /api/v4/user/find', () => {
  it('a customer finds themselves, without trip charge or discount toggles (part 1 §6)', async () => {
    const { status, body } = await find(customer, customerUserId);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      ID: customerUserId,
      firstName: 'Casey',
      lastName: 'Carter',
      Name: { firstName: 'Casey', middleName: null, lastName: 'Carter' },
      emailAddress: 'customer@pawroute.test',
      UserType: 'Customer',
      isAccount: true,
      IsDeleted: false,
      Address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' },
    });
    expect(body.customer).toMatchObject({ ID: body.user.customerId, userId: customerUserId, balanceCents: 0 });
    expect(body.customer).not.toHaveProperty('tripChargeCents');
    expect(body.customer).not.toHaveProperty('isSeniorCitizen');
    expect(body.customer).not.toHaveProperty('isMilitary');
    expect(body.customer).not.toHaveProperty('isTaxExempt');
  });

  it('a customer reaching for another customer gets 403', async () => {
    const response = await find(customer, otherCustomerUserId);
    expect(response.status).toBe(403);
    expect(response.body).not.toHaveProperty('user');
  });

  it('office sees the customer record in full', async () => {
    const { status, body } = await find(office, otherCustomerUserId);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ firstName: 'Emma', lastName: 'Johnson', phoneNumber: '(214) 555-0110' });
    expect(body.customer).toMatchObject({ tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false });
  });

  it('staff users have no customer record', async () => {
    const admin = await server.loginAs('admin');
    const me = await admin.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
    const { status, body } = await find(office, me.body.user.ID);
    expect(status).toBe(200);
    expect(body).toMatchObject({ user: { UserType: 'Administrator', customerId: null }, customer: null });
  });

  it.each([
    [undefined, 400],
    ['abc', 400],
    [0, 400],
    [999999, 404],
    ['99999999999999', 400],
    ['1e400', 400],
  ])('ID=%s -> %i', async (ID, status) => {
    const response = await find(office, ID);
    expect(response.status).toBe(status);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('401 when not signed in', async () => {
    expect((await find(server.client(), customerUserId)).status).toBe(401);
  });
});
