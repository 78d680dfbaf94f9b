import { USER_TYPE_IDS, USER_TYPE_MESSAGES as M, type GetUserTypesResponse, type OptionsResponse } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LiveSocket, type TestClient, type TestResponse, type TestServer } from '../testing';

/**
 * User types and permissions (part 2 §2.6, §3, §4.5, §6, §7.6) and one user's type
 * (user-type selector), through HTTP against the whole system.
 */
type Reply<T> = T & { position: string; message?: string; statusCode?: number };
interface SessionBody { user: { ID: number; userTypeId: number; UserType: string | null; permissions: Record<string, boolean> } }

let server: TestServer;
let admin: TestClient;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let stylistId: number;
const responses: TestResponse[] = [];

const M4 = '/api/v4/management';
const post = async <T = { ID: number }>(client: TestClient, path: string, body: unknown, headers?: Record<string, string>) => {
  const r = await client.post<Reply<T>>(path.startsWith('/') ? path : `${M4}/${path}`, body, { headers });
  responses.push(r);
  return r;
};
const userTypes = async () => {
  const r = await admin.get<GetUserTypesResponse>(`${M4}/getUserTypes`);
  expect(r.status).toBe(200);
  return r.body.userTypes;
};
/** The stylist's next request, once the projections have passed the admin's last write. */
const stylistSession = async () => {
  await server.settle();
  return (await stylist.get<SessionBody>('/api/v4/entrance/check-session-user')).body.user;
};
const granted = (flags: Record<string, boolean>) => Object.keys(flags).filter((k) => flags[k]).sort();
const nextPermissionsPush = (live: LiveSocket) => live.next((m) => m.type === 'event' && m.name === 'updatedPermissions');

beforeAll(async () => {
  server = await startTestServer();
  [admin, office, stylist, customer] = await Promise.all([server.loginAs('admin'), server.loginAs('office'), server.loginAs('stylist'), server.loginAs('customer')]);
  stylistId = (await stylist.get<SessionBody>('/api/v4/entrance/check-session-user')).body.user.ID;
}, 180_000);
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(responses.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
});

describe('user types and permissions', () => {
  it('writes need EditPermissions, reads ViewPermissions: office, stylist and customer get 403, signed out 401', async () => {
    for (const client of [office, stylist, customer]) {
      expect((await client.get(`${M4}/getUserTypes`)).status).toBe(403);
      expect((await post(client, 'user-type/create', { UserType: 'Sneaky', Permissions: [] })).status).toBe(403);
      expect((await post(client, 'user-type/update', { ID: USER_TYPE_IDS.Office, UserType: 'Office', Permissions: [] })).status).toBe(403);
      expect((await post(client, 'deleteUserType', { ID: USER_TYPE_IDS.Office, ReplacingID: USER_TYPE_IDS.Manager })).status).toBe(403);
      expect((await post(client, '/api/v4/user/changeUserType', { userId: stylistId, UserTypeID: USER_TYPE_IDS.Office })).status).toBe(403);
    }
    expect((await server.client().get(`${M4}/getUserTypes`)).status).toBe(401);
    expect((await userTypes()).map((t) => t.UserType)).not.toContain('Sneaky');
  });

  it("bad input is a 4xx with the message and writes nothing; the Customer type's rules hold", async () => {
    const before = await userTypes();
    const cases: [string, unknown, number, string | RegExp][] = [
      ['user-type/create', { UserType: '' }, 400, M.nameRequired],
      ['user-type/create', { UserType: 'Bather', Permissions: ['Fly'] }, 400, `${M.unknownPermission}: Fly`],
      ['user-type/create', { UserType: 'office' }, 409, M.nameTaken],
      ['user-type/update', { ID: 99999, UserType: 'Ghost', Permissions: [] }, 404, M.notFound],
      ['user-type/update', { ID: USER_TYPE_IDS.Customer, UserType: 'Customer', Permissions: ['ViewCustomerDashboard', 'ViewAllCustomers'] }, 400, /^The Customer user type can only hold customer permissions/],
      ['user-type/update', { ID: USER_TYPE_IDS.Administrator, UserType: 'Administrator', Permissions: ['ViewEmployees'] }, 409, M.lastPermissionEditor],
      ['deleteUserType', { ID: USER_TYPE_IDS.Office }, 400, M.replacementRequired],
      ['deleteUserType', { ID: USER_TYPE_IDS.Office, ReplacingID: USER_TYPE_IDS.Office }, 400, M.replacementSame],
      ['deleteUserType', { ID: USER_TYPE_IDS.Office, ReplacingID: 99999 }, 404, M.replacementNotFound],
      ['deleteUserType', { ID: USER_TYPE_IDS.Office, ReplacingID: USER_TYPE_IDS.Customer }, 409, M.customerReplacement],
      ['deleteUserType', { ID: USER_TYPE_IDS.Customer, ReplacingID: USER_TYPE_IDS.Office }, 409, M.customerUndeletable],
      ['/api/v4/user/changeUserType', { userId: stylistId, UserTypeID: USER_TYPE_IDS.Customer }, 409, M.staffToCustomer],
      ['/api/v4/user/changeUserType', { userId: stylistId, UserTypeID: 99999 }, 404, M.notFound],
    ];
    for (const [path, body, status, message] of cases) {
      const r = await post(admin, path, body);
      expect({ path, body, status: r.status }).toEqual({ path, body, status });
      expect(r.body.message).toMatch(message);
    }
    expect(await userTypes()).toEqual(before);
  });

  it("create, assign, update and delete: the user's next request and open socket follow each change", async () => {
    const live = await stylist.live();
    await live.next((m) => m.type === 'hello');

    // 'Bather' with three permissions, sent as the spec's one flag per permission; an Idempotency-Key replay answers the same ID.
    const body = { ID: null, UserType: 'Bather', Permissions: { ViewDailyRoute: true, ViewTodoItems: true, ViewProfile: true, ViewCustomers: false } };
    const created = await post(admin, 'user-type/create', body, { 'Idempotency-Key': 'create-bather-1' });
    expect(created.status).toBe(200);
    const batherId = created.body.ID;
    expect(batherId).toBeGreaterThan(USER_TYPE_IDS.Customer);
    const replay = await post(admin, 'user-type/create', body, { 'Idempotency-Key': 'create-bather-1' });
    expect(replay.body.ID).toBe(batherId);
    const bather = (await userTypes()).filter((t) => t.UserType === 'Bather');
    expect(bather).toHaveLength(1);
    expect(granted(bather[0]!.permissions)).toEqual(['ViewDailyRoute', 'ViewProfile', 'ViewTodoItems']);
    expect(bather[0]).toMatchObject({ ID: batherId, isCustomerType: false, userCount: 0 });
    const options = (await admin.get<OptionsResponse>('/api/v4/getOptions')).body;
    expect(options.userTypes).toContainEqual({ ID: batherId, UserType: 'Bather' });
    // Without permissions given, a new type has every permission off.
    const empty = await post(admin, 'user-type/create', { UserType: 'Trainee' });
    expect(granted((await userTypes()).find((t) => t.ID === empty.body.ID)!.permissions)).toEqual([]);

    // The stylist becomes a Bather: the next request carries Bather's permissions, the socket is told.
    expect(granted((await stylistSession()).permissions)).toContain('ViewCustomers');
    const assigned = await post(admin, '/api/v4/user/changeUserType', { userId: stylistId, UserTypeID: batherId });
    expect(assigned.status).toBe(200);
    await nextPermissionsPush(live);
    const asBather = await stylistSession();
    expect(asBather).toMatchObject({ userTypeId: batherId, UserType: 'Bather' });
    expect(granted(asBather.permissions)).toEqual(['ViewDailyRoute', 'ViewProfile', 'ViewTodoItems']);
    expect((await stylist.get('/api/v4/todo/getAll')).status).toBe(200);
    // The open socket follows too: it now receives what ViewTodoItems receives (it did not when it opened).
    const customerId = (await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user')).body.user.customerId;
    const todo = await post(office, '/api/v4/todo/create', { note: 'Call about the bath', date: '03-05-2026', repeatInDays: 0, customerId, todoCategoryId: 1 });
    expect(todo.status).toBe(200);
    await live.next((m) => m.type === 'event' && m.name === 'createdTodo');
    expect((await userTypes()).find((t) => t.ID === batherId)!.userCount).toBe(1);
    // Nobody changes their own type.
    const adminId = (await admin.get<SessionBody>('/api/v4/entrance/check-session-user')).body.user.ID;
    expect((await post(admin, '/api/v4/user/changeUserType', { userId: adminId, UserTypeID: batherId })).status).toBe(409);

    // Update: ViewTodoItems off. The stylist's next request is refused the todo list; the socket is told.
    const updated = await post(admin, 'user-type/update', { ID: batherId, UserType: 'Bather', Permissions: ['ViewDailyRoute', 'ViewProfile'] });
    expect(updated.status).toBe(200);
    expect(updated.body.ID).toBe(batherId);
    await nextPermissionsPush(live);
    expect(granted((await stylistSession()).permissions)).toEqual(['ViewDailyRoute', 'ViewProfile']);
    expect((await stylist.get('/api/v4/todo/getAll')).status).toBe(403);
    // A second type may not take the name, in any case.
    expect((await post(admin, 'user-type/update', { ID: empty.body.ID, UserType: 'BATHER', Permissions: [] })).status).toBe(409);

    // Delete: the replacement (Stylist) takes over the users; the socket is told; the type is gone.
    const deleted = await post(admin, 'deleteUserType', { ID: batherId, ReplacingID: USER_TYPE_IDS.Stylist });
    expect(deleted.status).toBe(200);
    await nextPermissionsPush(live);
    const back = await stylistSession();
    expect(back).toMatchObject({ userTypeId: USER_TYPE_IDS.Stylist, UserType: 'Stylist' });
    expect(granted(back.permissions)).toContain('ViewCustomers');
    expect((await userTypes()).map((t) => t.ID)).not.toContain(batherId);
    expect((await admin.get<OptionsResponse>('/api/v4/getOptions')).body.userTypes.map((t) => t.ID)).not.toContain(batherId);
    // A deleted type is gone for good: no update, no delete, no assignment.
    expect((await post(admin, 'user-type/update', { ID: batherId, UserType: 'Bather', Permissions: [] })).status).toBe(404);
    expect((await post(admin, 'deleteUserType', { ID: batherId, ReplacingID: USER_TYPE_IDS.Stylist })).status).toBe(404);
    expect((await post(admin, '/api/v4/user/changeUserType', { userId: stylistId, UserTypeID: batherId })).status).toBe(404);
    // Its name is free again.
    expect((await post(admin, 'user-type/create', { UserType: 'Bather' })).status).toBe(200);
    live.close();
  });
});
