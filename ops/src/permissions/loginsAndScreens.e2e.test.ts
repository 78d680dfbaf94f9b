import { USER_TYPE_IDS, USER_TYPE_MESSAGES as M } from '@pawroute/domain';
import { NOT_PERMITTED, hashPassword, setPasswordHash } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, ok } from '../appointments/commandsTestKit';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * Access the server decides itself (docs/SECURITY.md "V4 Access control"):
 * - who may give a login or a user type: a staff user's login needs what creating them needs
 *   (EditEmployees) and every permission of their type; so does creating staff or changing a type
 *   (docs/DECISIONS.md, "Who may give a login");
 * - the spec's screen permissions on the routes behind the screens: ViewProfile and EditProfile (own
 *   profile), ViewCustomerDashboard (the customer pages), ViewManagement (management and employees);
 * - the developer outbox (everyone's password links) is the administrator's.
 */
let server: TestServer;
let admin: TestClient;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let manager: TestClient;
const PASSWORD = 'a-password-of-our-own';
const tag = Date.now().toString(36);
let count = 0;

async function newUser(as: TestClient, UserTypeID: number, isAccount = false): Promise<{ userId: number; email: string }> {
  const email = `probe.${tag}.${++count}@example.com`;
  const created = ok('user/create', await as.post<{ userId: number }>('/api/v4/user/create', { firstName: 'Probe', lastName: `Type${UserTypeID}`, emailAddress: email, UserTypeID, isAccount }));
  return { userId: created.userId, email };
}

/** A user of the type, signed in (the password set directly: the link is not what these tests are about). */
async function signedIn(UserTypeID: number): Promise<{ client: TestClient; userId: number }> {
  const { userId, email } = await newUser(admin, UserTypeID, true);
  await server.settle();
  await setPasswordHash(server.services.db, userId, await hashPassword(PASSWORD));
  const client = server.client();
  await client.login(email, PASSWORD);
  return { client, userId };
}

async function mailsTo(email: string): Promise<number> {
  await server.reactionsSettled();
  const outbox = ok('outbox', await admin.get<{ messages: { to: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } }));
  return outbox.messages.filter((m) => m.to === email).length;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, office, stylist, customer] = await Promise.all([server.loginAs('admin'), server.loginAs('office'), server.loginAs('stylist'), server.loginAs('customer')]);
  manager = (await signedIn(USER_TYPE_IDS.Manager)).client;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('who may give a login or a user type', () => {
  it('the office (EditUsers, no EditEmployees) cannot give a Manager-type user a login: 403, nothing written, nothing mailed', async () => {
    const target = await newUser(admin, USER_TYPE_IDS.Manager);
    const chosen = `office.chose.${tag}@example.com`;
    await expectRefused(server, () => office.post('/api/v4/user/createLoginAccount', { userId: target.userId, loginEmail: chosen }), 403, NOT_PERMITTED);
    expect(await mailsTo(chosen)).toBe(0);
    expect((await server.client().put('/api/v4/entrance/login', { emailAddress: chosen, password: PASSWORD })).status).toBe(401);
  });

  it('the office still gives a customer a login', async () => {
    const target = await newUser(office, USER_TYPE_IDS.Customer);
    ok('createLoginAccount', await office.post('/api/v4/user/createLoginAccount', { userId: target.userId, loginEmail: `customer.login.${tag}@example.com` }));
  });

  it("a Manager cannot give a login to an Administrator-type user (its type holds EditPermissions, which the Manager's lacks), but may to a Stylist", async () => {
    const administrator = await newUser(admin, USER_TYPE_IDS.Administrator);
    await expectRefused(server, () => manager.post('/api/v4/user/createLoginAccount', { userId: administrator.userId, loginEmail: `mgr.admin.${tag}@example.com` }), 403, M.loginBeyondActor);
    const aStylist = await newUser(admin, USER_TYPE_IDS.Stylist);
    ok('createLoginAccount', await manager.post('/api/v4/user/createLoginAccount', { userId: aStylist.userId, loginEmail: `mgr.stylist.${tag}@example.com` }));
  });

  it('creating staff: the office is refused any staff type; a Manager may create a Stylist, not an Administrator', async () => {
    const body = (UserTypeID: number, who: string) => ({ firstName: 'New', lastName: 'Staff', emailAddress: `${who}.${tag}@example.com`, UserTypeID, isAccount: true });
    await expectRefused(server, () => office.post('/api/v4/user/create', body(USER_TYPE_IDS.Manager, 'office.mgr')), 403);
    await expectRefused(server, () => manager.post('/api/v4/user/create', body(USER_TYPE_IDS.Administrator, 'mgr.newadmin')), 403, M.grantBeyondActor);
    expect(await mailsTo(`mgr.newadmin.${tag}@example.com`)).toBe(0);
    ok('create', await manager.post('/api/v4/user/create', body(USER_TYPE_IDS.Stylist, 'mgr.newstylist')));
  });

  it("changing a type: a Manager cannot make anyone an Administrator, nor change an Administrator's type; other staff types may", async () => {
    const aStylist = await newUser(admin, USER_TYPE_IDS.Stylist);
    const administrator = await newUser(admin, USER_TYPE_IDS.Administrator);
    await expectRefused(server, () => manager.post('/api/v4/user/changeUserType', { userId: aStylist.userId, UserTypeID: USER_TYPE_IDS.Administrator }), 403, M.grantBeyondActor);
    await expectRefused(server, () => manager.post('/api/v4/user/changeUserType', { userId: administrator.userId, UserTypeID: USER_TYPE_IDS.Stylist }), 403, M.grantBeyondActor);
    ok('changeUserType', await manager.post('/api/v4/user/changeUserType', { userId: aStylist.userId, UserTypeID: USER_TYPE_IDS.Office }));
  });
});

describe("the spec's screen permissions, decided on the server", () => {
  let settingsOnly: { client: TestClient; userId: number };
  let settingsTypeId: number;

  beforeAll(async () => {
    // A staff type with the management and employee permissions but not ViewManagement, nor ViewProfile.
    settingsTypeId = ok('user-type/create', await admin.post<{ ID: number }>('/api/v4/management/user-type/create', { UserType: `Settings ${tag}`, Permissions: ['EditSettings', 'ViewEmployees', 'EditEmployees'] })).ID;
    await server.settle();
    settingsOnly = await signedIn(settingsTypeId);
  }, 60_000);

  it('ViewManagement: the Management and Employees screens\' calls need it with their own permission', async () => {
    for (const path of ['/api/v4/management/getBreeds', '/api/v4/management/getProductsAndServices', '/api/v4/users/getEmployees']) {
      expect((await settingsOnly.client.get(path)).status, path).toBe(403);
      expect((await admin.get(path)).status, path).toBe(200);
    }
    await expectRefused(server, () => settingsOnly.client.post('/api/v4/management/createTodoCategory', { category: `Probe ${tag}` }), 403);
    // Its own employee record stays readable.
    expect((await settingsOnly.client.get('/api/v4/user/getEmployeeDetails', { query: { employeeId: settingsOnly.userId } })).status).toBe(200);
  });

  it('ViewProfile: reading one\'s own profile and contacts needs it', async () => {
    expect((await settingsOnly.client.get('/api/v4/user/getDetails', { query: { userId: settingsOnly.userId } })).status).toBe(403);
    const me = ok('check-session-user', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
    expect((await customer.get('/api/v4/user/getDetails', { query: { userId: me } })).status).toBe(200);
    expect((await customer.get('/api/v4/phoneNumbers/findByUser', { query: { userId: me } })).status).toBe(200);
  });

  it('EditProfile: changing one\'s own contacts needs it (the built-in Stylist type has none)', async () => {
    const me = ok('check-session-user', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
    await expectRefused(server, () => stylist.post('/api/v4/phoneNumbers/create', { userId: me, phoneNumber: '214-555-0142' }), 403);
    const customerId = ok('check-session-user', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
    ok('own phone', await customer.post('/api/v4/phoneNumbers/create', { userId: customerId, phoneNumber: '214-555-0143' }));
  });

  it('ViewCustomerDashboard: the customer pages\' reads of one\'s own money need it', async () => {
    const me = ok('check-session-user', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
    expect((await stylist.get('/api/v4/transactions/findByCustomer', { query: { userId: me } })).status).toBe(403);
    const customerUser = ok('check-session-user', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
    expect((await customer.get('/api/v4/transactions/findByCustomer', { query: { userId: customerUser } })).status).toBe(200);
  });
});

describe('the developer outbox', () => {
  it('is the administrator\'s (EditPermissions): every other user type gets 403', async () => {
    expect((await admin.get('/api/v4/dev/outbox')).status).toBe(200);
    for (const [who, client] of [['manager', manager], ['office', office], ['stylist', stylist], ['customer', customer]] as const) {
      expect((await client.get('/api/v4/dev/outbox')).status, who).toBe(403);
    }
  });
});
