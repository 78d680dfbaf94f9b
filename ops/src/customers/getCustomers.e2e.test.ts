import type { CustomerRow, GetCustomersResponse } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_LOGINS } from '../seed/demoUsersData';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/** GET /api/v4/users/getCustomers over the seeded demo customers (part 1 §7, §9). */
let server: TestServer;
let office: TestClient;
const responses: TestResponse[] = [];
const LIST = '/api/v4/users/getCustomers';
const DEMO_CUSTOMER_COUNT = DEMO_CUSTOMERS.length + DEMO_LOGINS.filter((p) => p.userType === 'Customer').length;

type Query = { page?: number; pageSize?: number; sorted?: unknown; filtered?: unknown };

async function list(query: Query = {}, client: TestClient = office): Promise<TestResponse<GetCustomersResponse>> {
  const response = await client.get<GetCustomersResponse>(LIST, {
    query: {
      page: query.page,
      pageSize: query.pageSize,
      sorted: query.sorted === undefined ? undefined : typeof query.sorted === 'string' ? query.sorted : JSON.stringify(query.sorted),
      filtered:
        query.filtered === undefined ? undefined : typeof query.filtered === 'string' ? query.filtered : JSON.stringify(query.filtered),
    },
  });
  responses.push(response);
  return response;
}

const names = (rows: CustomerRow[]) => rows.map((r) => `${r.firstName} ${r.lastName}`);
const filter = async (id: string, value: string) => names((await list({ filtered: [{ id, value }], pageSize: 100 })).body.rows);

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(responses.filter((r) => r.status >= 500)).toEqual([]);
});

describe('GET /api/v4/users/getCustomers: access', () => {
  it('401 when not signed in, 403 for a customer, 200 for a stylist (ViewCustomers)', async () => {
    expect((await list({}, server.client())).status).toBe(401);
    const customer = await list({}, await server.loginAs('customer'));
    expect(customer.status).toBe(403);
    expect(customer.body).toMatchObject({ statusCode: 403, message: expect.any(String) });
    expect((await list({}, await server.loginAs('stylist'))).status).toBe(200);
  });
});

describe('GET /api/v4/users/getCustomers: paging', () => {
  it('answers 20 rows a page by default, sorted by last name, with the page count and user types', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(20);
    expect(body.total).toBe(DEMO_CUSTOMER_COUNT);
    expect(body.pages).toBe(Math.ceil(DEMO_CUSTOMER_COUNT / 20));
    expect(body.rows[0]).toMatchObject({ firstName: 'Amelia', lastName: 'Anderson', pets: 'Zoe', IsDeleted: false });
    expect(body.userTypes).toEqual([
      { ID: 1, UserType: 'Administrator' },
      { ID: 2, UserType: 'Manager' },
      { ID: 3, UserType: 'Office' },
      { ID: 4, UserType: 'Stylist' },
      { ID: 5, UserType: 'Customer' },
    ]);
    // Staff are not customers.
    expect(body.rows.map((r) => r.emailAddress)).not.toContain('office@pawroute.test');
  });

  it('pages through every customer once, without overlap', async () => {
    const seen: number[] = [];
    const pageSize = 7;
    const pages = (await list({ pageSize })).body.pages;
    expect(pages).toBe(Math.ceil(DEMO_CUSTOMER_COUNT / pageSize));
    for (let page = 0; page < pages; page++) {
      const { body } = await list({ page, pageSize });
      seen.push(...body.rows.map((r) => r.ID));
    }
    expect(seen).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(new Set(seen).size).toBe(DEMO_CUSTOMER_COUNT);
    expect((await list({ page: pages, pageSize })).body.rows).toEqual([]);
  });

  it('lists pet names comma-separated, alphabetically', async () => {
    const { body } = await list({ filtered: [{ id: 'name', value: 'emily thompson' }] });
    expect(body.rows.map((r) => r.pets)).toEqual(['Mocha, Oreo, Sugar']);
  });
});

describe('GET /api/v4/users/getCustomers: sorting', () => {
  it.each([
    ['firstName', false, 'Abigail Lee'],
    ['firstName', true, 'William Garcia'],
    ['lastName', false, 'Amelia Anderson'],
    ['lastName', true, 'Henry Wilson'],
    ['emailAddress', false, 'Abigail Lee'],
    ['emailAddress', true, 'William Garcia'],
    ['address', false, 'Lucas Lopez'], // 105 E Main St
    ['address', true, 'William Garcia'], // 940 N Belt Line Rd
  ])('by %s (desc %s) starts with %s', async (id, desc, first) => {
    const { body } = await list({ sorted: [{ id, desc }] });
    expect(names(body.rows)[0]).toBe(first);
  });

  it('by phone number compares digits, however the numbers were typed', async () => {
    const { body } = await list({ sorted: [{ id: 'phoneNumber', desc: false }], pageSize: 100 });
    const digits = body.rows.map((r) => (r.phoneNumber ?? '').replace(/\D/g, ''));
    expect(digits).toEqual([...digits].sort());
    const desc = (await list({ sorted: [{ id: 'phoneNumber', desc: true }], pageSize: 100 })).body.rows;
    expect(desc.map((r) => r.ID)).toEqual(body.rows.map((r) => r.ID).reverse());
  });

  it('sorts by several columns in order', async () => {
    for (const firstName of ['Ann', 'Zed']) {
      const created = await office.post<{ position: string }>('/api/v4/user/create', {
        firstName,
        lastName: 'Aardvark',
        emailAddress: `${firstName}.aardvark@example.com`,
      });
      expect(created.status).toBe(200);
      // Not a read-your-writes test (createUser.e2e has that): wait for the projections outright.
      await server.settle(created.body.position);
    }
    const { body } = await list({ sorted: [{ id: 'lastName' }, { id: 'firstName', desc: true }] });
    expect(names(body.rows.slice(0, 2))).toEqual(['Zed Aardvark', 'Ann Aardvark']);
  });
});

describe('GET /api/v4/users/getCustomers: filtering', () => {
  it('by name: case-insensitive contains, every word somewhere in the name', async () => {
    expect(await filter('name', 'smi')).toEqual(['Liam Smith']);
    expect(await filter('name', 'JOHNSON')).toEqual(['Emma Johnson']);
    expect(await filter('name', 'eliz whi')).toEqual(['Elizabeth White']);
    expect(await filter('name', 'grace')).toEqual(['Sophia Williams']); // middle name
    expect(await filter('name', "o'bri")).toEqual(["David O'Brien"]);
  });

  it('by phone: digits only, whatever the formatting', async () => {
    expect(await filter('phone', '972-555-0114')).toEqual(['Olivia Jones']);
    expect(await filter('phone', '(972) 5550114')).toEqual(['Olivia Jones']);
    expect(await filter('phone', '5550131')).toEqual(['Matthew Perez']);
    const dallas = await filter('phone', '(214)');
    expect(dallas.length).toBeGreaterThan(5);
  });

  it('by email', async () => {
    expect(await filter('email', 'CUSTOMER@pawroute')).toEqual(['Casey Carter']);
    expect((await list({ filtered: [{ id: 'email', value: '@example.com' }] })).body.total).toBeGreaterThanOrEqual(
      DEMO_CUSTOMERS.length,
    );
  });

  it('by address (street, city, state or zipcode)', async () => {
    expect((await filter('address', 'plano')).sort()).toEqual(['Elizabeth White', 'Liam Smith', 'Matthew Perez']);
    expect(await filter('address', '75088')).toEqual(['Amelia Anderson']);
    expect(await filter('address', 'swiss ave')).toEqual(['Emma Johnson']);
  });

  it('by pet name', async () => {
    expect((await filter('pet', 'biscuit')).sort()).toEqual(['Casey Carter', 'Sofia Clark']);
    expect(await filter('pet', 'MOCH')).toEqual(['Emily Thompson']);
  });

  it('combines filters, and takes LIKE wildcards literally', async () => {
    const { body } = await list({ filtered: [{ id: 'pet', value: 'biscuit' }, { id: 'address', value: 'inwood' }] });
    expect(names(body.rows)).toEqual(['Sofia Clark']);
    expect(await filter('name', '%')).toEqual([]);
    expect(await filter('name', '_')).toEqual([]);
  });

  it('an empty filter value filters nothing', async () => {
    expect((await list({ filtered: [{ id: 'name', value: '' }] })).body.total).toBe((await list()).body.total);
  });
});

describe('GET /api/v4/users/getCustomers: bad queries are 400s, never 500s', () => {
  it.each([
    [{ sorted: '[{"id":' }, 'The sorted parameter must be a JSON array of { id, desc }.'],
    [{ sorted: '{"id":"lastName"}' }, 'The sorted parameter must be a JSON array of { id, desc }.'],
    [{ sorted: [{ id: 'password_hash' }] }, 'The sorted parameter must be a JSON array of { id, desc }.'],
    [{ sorted: [{ id: 'lastName', desc: 'yes' }] }, 'The sorted parameter must be a JSON array of { id, desc }.'],
    [{ filtered: 'not json' }, 'The filtered parameter must be a JSON array of { id, value }.'],
    [{ filtered: [{ id: 'ssn', value: '1' }] }, 'The filtered parameter must be a JSON array of { id, value }.'],
    [{ filtered: [{ id: 'name', value: { $gt: '' } }] }, 'The filtered parameter must be a JSON array of { id, value }.'],
    [{ filtered: 'null' }, 'The filtered parameter must be a JSON array of { id, value }.'],
    [{ page: -1 }, 'page must be a whole number of 0 or more.'],
    [{ page: '1e30' }, 'page must be a whole number of 0 or more.'],
    [{ page: 'abc' }, 'page must be a whole number of 0 or more.'],
    [{ pageSize: 101 }, 'pageSize must be between 1 and 100.'],
    [{ pageSize: 0 }, 'pageSize must be between 1 and 100.'],
  ])('%j -> 400 %s', async (query, message) => {
    const response = await list(query as Query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, message });
  });

  it('400 for a repeated parameter', async () => {
    const response = await office.get(`${LIST}?sorted=[]&sorted=[]`);
    responses.push(response);
    expect(response.status).toBe(400);
  });
});
