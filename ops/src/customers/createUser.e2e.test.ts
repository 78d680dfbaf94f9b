import type { CreateUserResponse, FindUserResponse, GetCustomersResponse } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/** POST /api/v4/user/create through real HTTP on a real Postgres (part 1 §7, §8). */
let server: TestServer;
let office: TestClient;
const responses: TestResponse[] = [];

const CREATE = '/api/v4/user/create';
const newCustomer = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Quinn',
  lastName: 'Zeller',
  emailAddress: email,
  phoneNumber: '(817) 555-0190',
  AddressInfo: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' },
  ...extra,
});

async function eventCount(): Promise<number> {
  const { rows } = await server.database.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]!.n;
}

/** Runs a refused request and checks it wrote no event. */
async function refused(send: () => Promise<TestResponse>): Promise<TestResponse<{ statusCode: number; message: string; fieldErrors?: Record<string, string> }>> {
  const before = await eventCount();
  const response = await send();
  responses.push(response);
  expect(await eventCount()).toBe(before);
  return response as TestResponse<{ statusCode: number; message: string; fieldErrors?: Record<string, string> }>;
}

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  // No response in these tests may be a 500.
  expect(responses.filter((r) => r.status >= 500)).toEqual([]);
});

async function create(client: TestClient, body: unknown, headers?: Record<string, string>) {
  const response = await client.post<CreateUserResponse>(CREATE, body, { headers });
  responses.push(response);
  return response;
}

describe('POST /api/v4/user/create', () => {
  it('office creates a customer, and getCustomers finds it by last name (read-your-writes)', async () => {
    const created = await create(office, newCustomer('quinn.zeller@example.com'));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      userId: expect.any(Number),
      customerId: expect.any(Number),
      position: expect.any(String),
    });

    // TestClient sends X-Pawroute-After with the returned position.
    const list = await office.get<GetCustomersResponse>('/api/v4/users/getCustomers', {
      query: { filtered: JSON.stringify([{ id: 'name', value: 'zeller' }]) },
      headers: { 'X-Pawroute-After': created.body.position },
      after: false,
    });
    expect(list.headers.get('x-pawroute-stale')).toBeNull();
    responses.push(list);
    expect(list.status).toBe(200);
    expect(list.body.rows).toEqual([
      {
        ID: created.body.userId,
        customerId: created.body.customerId,
        firstName: 'Quinn',
        lastName: 'Zeller',
        emailAddress: 'quinn.zeller@example.com',
        phoneNumber: '(817) 555-0190',
        address: '12 Oak Lawn Ave, Dallas, TX 75219',
        pets: '',
        IsDeleted: false,
      },
    ]);

    const found = await office.get<FindUserResponse>('/api/v4/user/find', { query: { ID: created.body.userId } });
    responses.push(found);
    expect(found.status).toBe(200);
    expect(found.body.user).toMatchObject({ UserType: 'Customer', isAccount: false, customerId: created.body.customerId });
    expect(found.body.customer).toMatchObject({ ID: created.body.customerId, tripChargeCents: 3900, isSeniorCitizen: false });
  });

  it('refuses the same email again, in any case, with the spec message and writes nothing', async () => {
    const response = await refused(() => create(office, newCustomer('Quinn.Zeller@EXAMPLE.com', { firstName: 'Other' })));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ statusCode: 409, message: 'Email already in use by another account.' });
  });

  it('refuses a demo login address too', async () => {
    const response = await refused(() => create(office, newCustomer('customer@pawroute.test')));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Email already in use by another account.');
  });

  it.each([
    ['missing first name', { lastName: 'Doe', emailAddress: 'a1@example.com' }, 'First name is required.', 'firstName'],
    ['blank last name', { firstName: 'Jo', lastName: '  ', emailAddress: 'a2@example.com' }, 'Last name is required.', 'lastName'],
    ['missing email', { firstName: 'Jo', lastName: 'Doe' }, 'Email address is required.', 'emailAddress'],
    ['malformed email', { firstName: 'Jo', lastName: 'Doe', emailAddress: 'jo@' }, 'Please enter a valid email address.', 'emailAddress'],
    ['long name', { firstName: 'J'.repeat(51), lastName: 'Doe', emailAddress: 'a3@example.com' }, 'Must be at most 50 characters.', 'firstName'],
    ['bad phone', { ...newCustomer('a4@example.com'), phoneNumber: '555' }, 'Please enter a valid phone number.', 'phoneNumber'],
    [
      'bad zipcode',
      { ...newCustomer('a5@example.com'), AddressInfo: { address: '1 Elm', zipcode: '123' } },
      'Please enter a valid zipcode.',
      'AddressInfo.zipcode',
    ],
    [
      'bad mapsco',
      { ...newCustomer('a6@example.com'), AddressInfo: { address: '1 Elm', mapsco: '12-A' } },
      'Please enter a valid Mapsco (Ex: 123-A or 123A-A)',
      'AddressInfo.mapsco',
    ],
    ['bad user type', { ...newCustomer('a7@example.com'), UserTypeID: 'boss' }, 'Please select a valid user type.', 'UserTypeID'],
    ['huge user type', { ...newCustomer('a8@example.com'), UserTypeID: 2 ** 40 }, 'Please select a valid user type.', 'UserTypeID'],
  ])('400 for %s, with the message and the field, writing nothing', async (_name, body, message, field) => {
    const response = await refused(() => create(office, body));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.fieldErrors?.[field]).toBe(message);
  });

  it('400 for a body that is not JSON or not an object', async () => {
    const token = office.csrfToken ?? (await office.csrf());
    const badJson = await refused(async () => {
      const r = await fetch(new URL(CREATE, server.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: office.cookieHeader() },
        body: '{"firstName":',
      });
      return { status: r.status, body: await r.json(), headers: r.headers, setCookies: [] };
    });
    expect(badJson.status).toBe(400);
    const array = await refused(() => create(office, [1, 2]));
    expect(array.status).toBe(400);
    expect(array.body.message).toBe('First name is required.');
  });

  it('403 without the CSRF header, writing nothing', async () => {
    const response = await refused(() =>
      office.post(CREATE, newCustomer('nocsrf@example.com'), { csrf: false }),
    );
    expect(response.status).toBe(403);
  });

  it('401 when not signed in; 403 for a customer and for a stylist (no EditCustomers)', async () => {
    const anonymous = await refused(() => create(server.client(), newCustomer('anon@example.com')));
    expect(anonymous.status).toBe(401);
    const customer = await server.loginAs('customer');
    expect((await refused(() => create(customer, newCustomer('bycustomer@example.com')))).status).toBe(403);
    const stylist = await server.loginAs('stylist');
    expect((await refused(() => create(stylist, newCustomer('bystylist@example.com')))).status).toBe(403);
  });

  it('staff types need EditEmployees: office is refused, an administrator creates a stylist without a customer record', async () => {
    const stylistBody = { firstName: 'Stella', lastName: 'Shears', emailAddress: 'stella@example.com', UserTypeID: 4 };
    expect((await refused(() => create(office, stylistBody))).status).toBe(403);

    const admin = await server.loginAs('admin');
    const created = await create(admin, stylistBody);
    expect(created.status).toBe(200);
    expect(created.body.customerId).toBeNull();
    await server.settle(created.body.position);
    const found = await admin.get<FindUserResponse>('/api/v4/user/find', { query: { ID: created.body.userId } });
    responses.push(found);
    expect(found.body).toMatchObject({ user: { UserType: 'Stylist', customerId: null }, customer: null });

    const list = await admin.get<GetCustomersResponse>('/api/v4/users/getCustomers', {
      query: { filtered: JSON.stringify([{ id: 'name', value: 'shears' }]) },
    });
    responses.push(list);
    expect(list.body.rows).toEqual([]);

    const unknownType = await refused(() => create(admin, { ...stylistBody, emailAddress: 'x9@example.com', UserTypeID: 99 }));
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toBe('Please select a valid user type.');
  });

  it('isAccount gives the user a login account (password set later)', async () => {
    const created = await create(office, newCustomer('with.login@example.com', { isAccount: true }));
    expect(created.status).toBe(200);
    await server.settle(created.body.position);
    const found = await office.get<FindUserResponse>('/api/v4/user/find', { query: { ID: created.body.userId } });
    responses.push(found);
    expect(found.body.user.isAccount).toBe(true);
    // No password yet, so no one can log in with it.
    const login = await server.client().put('/api/v4/entrance/login', { emailAddress: 'with.login@example.com', password: 'pawroute-demo' });
    expect(login.status).toBe(401);
  });

  it('a concurrent double create with the same email: exactly one wins', async () => {
    const other = await server.loginAs('office');
    const before = await eventCount();
    const results = await Promise.all([
      create(office, newCustomer('race@example.com', { firstName: 'Ada' })),
      create(other, newCustomer('RACE@example.com', { firstName: 'Bea' })),
      create(office, newCustomer('race@example.com', { firstName: 'Cy' })),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const loser of results.filter((r) => r.status === 409)) {
      expect((loser.body as unknown as { message: string }).message).toBe('Email already in use by another account.');
    }
    // The winner's claim, user (with its comment group), customer, comment group opened: 5 events, nothing from the losers.
    expect(await eventCount()).toBe(before + 5);

    const winner = results.find((r) => r.status === 200)!;
    await server.settle(winner.body.position);
    const list = await office.get<GetCustomersResponse>('/api/v4/users/getCustomers', {
      query: { filtered: JSON.stringify([{ id: 'email', value: 'race@example.com' }]) },
    });
    responses.push(list);
    expect(list.body.rows.map((r) => r.ID)).toEqual([winner.body.userId]);
  });

  it('a repeated request with the same Idempotency-Key answers the same user and writes nothing more', async () => {
    const body = newCustomer('retry@example.com');
    const first = await create(office, body, { 'Idempotency-Key': 'create-retry-1' });
    expect(first.status).toBe(200);
    const before = await eventCount();
    const again = await create(office, body, { 'Idempotency-Key': 'create-retry-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await eventCount()).toBe(before);
  });
});
