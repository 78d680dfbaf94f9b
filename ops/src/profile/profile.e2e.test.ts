import type {
  CreateUserResponse,
  DefaultGratuityResponse,
  FindCommentsResponse,
  FindUserResponse,
  FindRatingsResponse,
  GetBalanceResponse,
  GetCustomerDetailsResponse,
  GetUserDetailsResponse,
  PolicyStatusResponse,
  PolicyTextResponse,
} from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, eventTypesAfter } from './eventCount';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/**
 * The customer profile's API ("profile"): details, balance, gratuity, comments, ratings,
 * policies, login account, delete/restore. Every refusal is checked to write nothing; no 500s.
 */
let server: TestServer;
let office: TestClient;
let admin: TestClient;
let customer: TestClient;
let me: { userId: number; customerId: number };
let other: { userId: number; customerId: number };
const responses: TestResponse[] = [];

const track = async <T>(p: Promise<TestResponse<T>>): Promise<TestResponse<T>> => {
  const r = await p;
  responses.push(r);
  return r;
};
type Err = { message: string; statusCode: number; fieldErrors?: Record<string, string> };

async function newCustomer(firstName: string): Promise<{ userId: number; customerId: number }> {
  const r = await track(
    office.post<CreateUserResponse>('/api/v4/user/create', {
      firstName,
      lastName: 'Profile',
      emailAddress: `${firstName.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
    }),
  );
  expect(r.status).toBe(200);
  return { userId: r.body.userId, customerId: r.body.customerId! };
}

/** Runs `refused`, expects its status and message, and that the event store did not move. */
async function refusedWithoutWriting(refused: () => Promise<TestResponse<unknown>>, status: number, message?: string) {
  const before = await eventCount(server);
  const r = await track(refused());
  expect(r.status).toBe(status);
  if (message) expect((r.body as Err).message).toBe(message);
  expect(await eventTypesAfter(server, before)).toEqual([]);
  return r;
}

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  admin = await server.loginAs('admin');
  customer = server.client();
  const login = await customer.login('customer@pawroute.test', 'pawroute-demo');
  const self = await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user');
  me = { userId: login.body.user.ID, customerId: self.body.user.customerId };
  other = await newCustomer('Other');
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(responses.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
});

describe('GET user/getDetails and user/getCustomerDetails', () => {
  it('office reads a new customer: a comment group, the $39 trip charge and the toggles', async () => {
    const details = await track(office.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId: other.userId } }));
    expect(details.status).toBe(200);
    expect(details.body.user).toMatchObject({ ID: other.userId, firstName: 'Other', customerId: other.customerId, IsDeleted: false, isAccount: false });
    expect(details.body.user.commentGroupId).toEqual(expect.any(Number));
    const customerDetails = await track(
      office.get<GetCustomerDetailsResponse>('/api/v4/user/getCustomerDetails', { query: { customerId: other.customerId } }),
    );
    expect(customerDetails.body.customer).toMatchObject({
      ID: other.customerId,
      userId: other.userId,
      tripChargeCents: 3900,
      isSeniorCitizen: false,
      isMilitary: false,
      isTaxExempt: false,
      acceptedPolicies: false,
      rating: null,
    });
  });

  it('a customer reads their own details without trip charge or the three toggles (part 1 §6)', async () => {
    const r = await track(customer.get<GetCustomerDetailsResponse>('/api/v4/user/getCustomerDetails', { query: { customerId: me.customerId } }));
    expect(r.status).toBe(200);
    for (const hidden of ['tripChargeCents', 'isSeniorCitizen', 'isMilitary', 'isTaxExempt']) expect(r.body.customer).not.toHaveProperty(hidden);
    expect((await track(customer.get('/api/v4/user/getDetails', { query: { userId: me.userId } }))).status).toBe(200);
  });

  it.each([
    ['/api/v4/user/getDetails', () => ({ userId: other.userId })],
    ['/api/v4/user/getCustomerDetails', () => ({ customerId: other.customerId })],
    ['/api/v4/user/getBalance', () => ({ userId: other.userId })],
    ['/api/v4/user/getCustomerDefaultGratuity', () => ({ userId: other.userId })],
    ['/api/v4/user/getCustomerPolicyStatus', () => ({ userId: other.userId })],
    ['/api/v4/user/getDetails', () => ({ userId: 999999 })],
  ])('a customer reaching for another customer with %s is refused 403', async (url, query) => {
    const r = await track(customer.get<Err>(url, { query: query() }));
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).not.toContain('Other');
  });

  it.each([
    [{ userId: 'abc' }, 400, 'A numeric user ID is required.'],
    [{}, 400, 'A numeric user ID is required.'],
    [{ userId: 999999 }, 404, 'User not found.'],
    [{ userId: '99999999999' }, 400, 'A numeric user ID is required.'],
  ])('getDetails %j -> %i', async (query, status, message) => {
    const r = await track(office.get<Err>('/api/v4/user/getDetails', { query }));
    expect(r.status).toBe(status);
    expect(r.body.message).toBe(message);
  });

  it('401 when not signed in', async () => {
    expect((await track(server.client().get('/api/v4/user/getDetails', { query: { userId: me.userId } }))).status).toBe(401);
  });
});

describe('POST user/updateCustomerDetails', () => {
  it('office saves toggles, trip charge, gratuity, contact method, stylist and the name; reads them back', async () => {
    const stylists = (await office.get<{ stylists: { ID: number }[]; contactMethods: { ID: number; method: string }[] }>('/api/v4/getOptions')).body;
    const r = await track(
      office.post('/api/v4/user/updateCustomerDetails', {
        customerId: other.customerId,
        isSeniorCitizen: true,
        isMilitary: true,
        isTaxExempt: false,
        tripCharge: '45.50',
        defaultGratuityPercent: 15,
        defaultGratuityDollar: '5',
        contactMethodId: stylists.contactMethods[0]!.ID,
        preferredStylistId: stylists.stylists[0]!.ID,
        User: { firstName: 'Otto', middleName: '', lastName: 'Profile', birthday: '04-01-1980', notes: 'Gate code 1234' },
      }),
    );
    expect(r.status).toBe(200);
    const read = await track(office.get<GetCustomerDetailsResponse>('/api/v4/user/getCustomerDetails', { query: { customerId: other.customerId } }));
    expect(read.body.customer).toMatchObject({
      tripChargeCents: 4550,
      isSeniorCitizen: true,
      isMilitary: true,
      defaultGratuityPercent: 15,
      defaultGratuityCents: 500,
      contactMethodId: stylists.contactMethods[0]!.ID,
      ContactMethod: { method: stylists.contactMethods[0]!.method },
      preferredStylistId: stylists.stylists[0]!.ID,
    });
    const user = await track(office.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId: other.userId } }));
    expect(user.body.user).toMatchObject({ firstName: 'Otto', middleName: null, birthday: '04-01-1980', notes: 'Gate code 1234' });
    const gratuity = await track(office.get<DefaultGratuityResponse>('/api/v4/user/getCustomerDefaultGratuity', { query: { userId: other.userId } }));
    expect(gratuity.body).toEqual({ defaultGratuityCents: 500, defaultGratuityPercent: 15, applies: { kind: 'dollar', cents: 500 } });
  });

  it.each([
    [{ tripCharge: '39.999' }, 'Invalid dollar amount for default trip charge'],
    [{ tripCharge: '-1' }, 'Invalid dollar amount for default trip charge'],
    [{ tripCharge: '' }, 'Invalid dollar amount for default trip charge'],
    [{ tripChargeCents: 12.5 }, 'Invalid dollar amount for default trip charge'],
    [{ defaultGratuityDollar: 'five' }, 'Invalid dollar amount for default gratuity dollar'],
    [{ defaultGratuityDollar: '1.234' }, 'Invalid dollar amount for default gratuity dollar'],
    [{ defaultGratuityPercent: 101 }, 'Default gratuity percent must be a number from 0 to 100.'],
    [{ contactMethodId: 9999 }, 'Please select a valid option.'],
    [{ preferredStylistId: 'x' }, 'Please select a valid option.'],
    [{ User: { firstName: '', lastName: 'X' } }, 'First name is required.'],
    [{ User: { firstName: 'A', lastName: 'X', birthday: '13-45-2000' } }, 'Please enter a valid date (MM-DD-YYYY).'],
  ])('%j -> 400 %s, nothing written', async (body, message) => {
    await refusedWithoutWriting(() => office.post('/api/v4/user/updateCustomerDetails', { customerId: other.customerId, ...body }), 400, message);
  });

  it('a customer updating their own trip charge is refused 403 and nothing is written', async () => {
    await refusedWithoutWriting(() => customer.post('/api/v4/user/updateCustomerDetails', { customerId: me.customerId, tripCharge: '0' }), 403);
    const r = await track(office.get<GetCustomerDetailsResponse>('/api/v4/user/getCustomerDetails', { query: { customerId: me.customerId } }));
    expect(r.body.customer.tripChargeCents).toBe(3900);
  });

  it('404 for a customer that does not exist; 400 without customerId', async () => {
    await refusedWithoutWriting(() => office.post('/api/v4/user/updateCustomerDetails', { customerId: 999999, isMilitary: true }), 404);
    await refusedWithoutWriting(() => office.post('/api/v4/user/updateCustomerDetails', { isMilitary: true }), 400, 'A numeric customer ID is required.');
  });
});

describe('GET user/getBalance', () => {
  it('is the ledger\'s balance (docs/RULES.md "Balance": charged minus paid), 0 without transactions, in getBalance and user/find', async () => {
    const fresh = await newCustomer('Ledger');
    const r = await track(office.get<GetBalanceResponse>('/api/v4/user/getBalance', { query: { userId: fresh.userId } }));
    expect(r.body).toEqual({ balance: 0, balanceCents: 0, recentPayments: [] });
    expect((await track(customer.get('/api/v4/user/getBalance', { query: { userId: me.userId } }))).status).toBe(200);
    const paid = await track(office.post<{ transactionId: number }>('/api/v4/transactions/create', { customerId: fresh.customerId, reasonId: 8, serviceFeeOther: 2500, serviceFee: 2500, cashAmount: 1000 }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await server.settle();
    const after = await track(office.get<GetBalanceResponse>('/api/v4/user/getBalance', { query: { userId: fresh.userId } }));
    expect(after.body.balanceCents).toBe(1500);
    const found = await track(office.get<FindUserResponse>('/api/v4/user/find', { query: { ID: fresh.userId } }));
    expect(found.body.customer?.balanceCents).toBe(1500);
  });
});

describe('comments and ratings', () => {
  let groupId: number;
  beforeAll(async () => {
    const r = await office.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId: other.userId } });
    groupId = r.body.user.commentGroupId!;
  });

  it('office adds a comment and a JSON comment; findByGroup lists them newest first with the author', async () => {
    const a = await track(office.post<{ comment: { ID: number; comment: string } }>('/api/v4/comments/create', { commentGroupId: groupId, comment: '  Prefers mornings  ' }));
    expect(a.status).toBe(200);
    expect(a.body.comment.comment).toBe('Prefers mornings');
    await track(office.post('/api/v4/comments/create', { commentGroupId: groupId, comment: JSON.stringify({ petName: 'Rex', additionalNotes: 'Web lead' }) }));
    const list = await track(office.get<FindCommentsResponse>('/api/v4/comments/findByGroup', { query: { commentGroupId: groupId } }));
    expect(list.body.comments.map((c) => c.comment)).toEqual(['{"petName":"Rex","additionalNotes":"Web lead"}', 'Prefers mornings']);
    expect(list.body.comments[0]!.author).toMatchObject({ firstName: 'Olivia', lastName: 'Ortiz' });
  });

  it.each([
    [{ comment: '   ' }, 400, 'A comment is required.'],
    [{ comment: 'x'.repeat(1001) }, 400, 'A comment can be at most 1000 characters.'],
    [{ commentGroupId: 999999, comment: 'hi' }, 404, 'Comment group not found.'],
    [{ commentGroupId: 'abc', comment: 'hi' }, 400, 'A numeric comment group ID is required.'],
  ])('comments/create %j -> %i', async (body, status, message) => {
    await refusedWithoutWriting(() => office.post('/api/v4/comments/create', { commentGroupId: groupId, ...body }), status, message);
  });

  it('customers cannot read or add comments, nor read or give ratings', async () => {
    await refusedWithoutWriting(() => customer.post('/api/v4/comments/create', { commentGroupId: groupId, comment: 'hi' }), 403);
    expect((await track(customer.get('/api/v4/comments/findByGroup', { query: { commentGroupId: groupId } }))).status).toBe(403);
    await refusedWithoutWriting(() => customer.post('/api/v4/ratings/create', { userId: me.userId, rating: 5 }), 403);
    expect((await track(customer.get('/api/v4/ratings/findByUser', { query: { userId: me.userId } }))).status).toBe(403);
  });

  it('ratings 1-5 average to one decimal on findByUser and on the customer details', async () => {
    for (const rating of [5, 4, 4]) {
      expect((await track(office.post('/api/v4/ratings/create', { userId: other.userId, rating, comment: 'Good dog' }))).status).toBe(200);
    }
    const r = await track(office.get<FindRatingsResponse>('/api/v4/ratings/findByUser', { query: { userId: other.userId } }));
    expect(r.body.average).toBe(4.3);
    expect(r.body.ratings).toHaveLength(3);
    expect(r.body.ratings[0]).toMatchObject({ rating: 4, comment: 'Good dog', rater: { firstName: 'Olivia' } });
    const details = await track(office.get<GetCustomerDetailsResponse>('/api/v4/user/getCustomerDetails', { query: { customerId: other.customerId } }));
    expect(details.body.customer.rating).toBe(4.3);
  });

  it.each([[0], [6], [2.5], ['x']])('rating %j -> 400', async (rating) => {
    await refusedWithoutWriting(() => office.post('/api/v4/ratings/create', { userId: other.userId, rating }), 400, 'A rating is a whole number of stars from 1 to 5.');
  });

  it('a seeded customer without a comment group gets one on first use, once', async () => {
    const first = await track(office.post<{ commentGroupId: number }>('/api/v4/user/openCommentGroup', { userId: me.userId }));
    const again = await track(office.post<{ commentGroupId: number }>('/api/v4/user/openCommentGroup', { userId: me.userId }));
    expect(again.body.commentGroupId).toBe(first.body.commentGroupId);
    const details = await track(office.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId: me.userId } }));
    expect(details.body.user.commentGroupId).toBe(first.body.commentGroupId);
  });
});

describe('policies', () => {
  it('serves both texts publicly', async () => {
    const anon = server.client();
    const privacy = await track(anon.get<PolicyTextResponse>('/api/v4/entrance/privacyPolicy'));
    const terms = await track(anon.get<PolicyTextResponse>('/api/v4/entrance/termsOfService'));
    expect(privacy.body.title).toBe('Privacy Policy');
    expect(terms.body.title).toBe('Terms of Service');
    expect(privacy.body.text.length).toBeGreaterThan(500);
  });

  it('acceptance must be ticked; then the status says accepted', async () => {
    const status = () => track(customer.get<PolicyStatusResponse>('/api/v4/user/getCustomerPolicyStatus', { query: { userId: me.userId } }));
    expect((await status()).body).toEqual({ acceptedPolicies: false, acceptedAt: null });
    await refusedWithoutWriting(
      () => customer.post('/api/v4/user/customerAcceptedPolicies', { userId: me.userId, acceptedPolicies: false }),
      400,
      'You must accept the policies before continuing.',
    );
    await refusedWithoutWriting(() => customer.post('/api/v4/user/customerAcceptedPolicies', { userId: me.userId }), 400, 'You must accept the policies before continuing.');
    await refusedWithoutWriting(() => customer.post('/api/v4/user/customerAcceptedPolicies', { userId: other.userId, acceptedPolicies: true }), 403);
    expect((await track(customer.post('/api/v4/user/customerAcceptedPolicies', { userId: me.userId, acceptedPolicies: true }))).status).toBe(200);
    expect((await status()).body).toMatchObject({ acceptedPolicies: true, acceptedAt: expect.any(String) });
  });

  it("office can record a customer's acceptance on the office device", async () => {
    expect((await track(office.post('/api/v4/user/customerAcceptedPolicies', { userId: other.userId, acceptedPolicies: true }))).status).toBe(200);
  });
});

describe('POST user/createLoginAccount', () => {
  it.each([
    [{ loginEmail: '' }, 400, 'Login Email is a required field'],
    [{ loginEmail: undefined }, 400, 'Login Email is a required field'],
    [{ loginEmail: 'not-an-email' }, 400, 'Please enter a valid email address.'],
    [{ loginEmail: 'office@pawroute.test' }, 409, 'Email already in use by another account.'],
  ])('%j -> %i %s', async (body, status, message) => {
    await refusedWithoutWriting(() => office.post('/api/v4/user/createLoginAccount', { userId: other.userId, ...body }), status, message);
  });

  it('a customer cannot create logins', async () => {
    await refusedWithoutWriting(() => customer.post('/api/v4/user/createLoginAccount', { userId: me.userId, loginEmail: 'x@example.com' }), 403);
  });

  it('office creates the login: isAccount, and a second one is refused', async () => {
    const target = await newCustomer('Login');
    const email = `login.${Date.now()}@example.com`;
    expect((await track(office.post('/api/v4/user/createLoginAccount', { userId: target.userId, loginEmail: email }))).status).toBe(200);
    const r = await track(office.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId: target.userId } }));
    expect(r.body.user).toMatchObject({ isAccount: true, emailAddress: email });
    // The person is told by email, once, and sets the password themselves (the outbox is the administrator's).
    const outbox = await track(admin.get<{ messages: { to: string; subject: string }[] }>('/api/v4/dev/outbox'));
    expect(outbox.body.messages.filter((m) => m.to === email)).toMatchObject([{ subject: 'Your customer portal login' }]);
    // Nobody can sign in with it until a password is set.
    expect((await track(server.client().put('/api/v4/entrance/login', { emailAddress: email, password: 'pawroute-demo' }))).status).toBe(401);
    await refusedWithoutWriting(
      () => office.post('/api/v4/user/createLoginAccount', { userId: target.userId, loginEmail: `again.${email}` }),
      409,
      'This user already has a login account.',
    );
  });
});

describe('DELETE user/delete and PUT user/restore', () => {
  it('needs a user id, with the spec message', async () => {
    await refusedWithoutWriting(() => admin.delete('/api/v4/user/delete'), 400, 'Cannot delete user without userID. Please try refreshing the page and trying again.');
  });

  it('office (no DangerousEditing) and customers are refused', async () => {
    await refusedWithoutWriting(() => office.request('DELETE', `/api/v4/user/delete?userId=${other.userId}`), 403);
    await refusedWithoutWriting(() => customer.request('DELETE', `/api/v4/user/delete?userId=${me.userId}`), 403);
    await refusedWithoutWriting(() => office.put('/api/v4/user/restore', { userId: other.userId }), 403);
  });

  it('admin deletes and restores; the customer list follows', async () => {
    const target = await newCustomer('Gone');
    expect((await track(admin.request('DELETE', `/api/v4/user/delete?userId=${target.userId}`))).status).toBe(200);
    let r = await track(admin.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId: target.userId } }));
    expect(r.body.user.IsDeleted).toBe(true);
    const list = await track(
      admin.get<{ rows: { ID: number }[] }>('/api/v4/users/getCustomers', { query: { filtered: JSON.stringify([{ id: 'name', value: 'gone profile' }]) } }),
    );
    expect(list.body.rows.map((row) => row.ID)).not.toContain(target.userId);
    await refusedWithoutWriting(
      () => admin.post('/api/v4/user/updateCustomerDetails', { customerId: target.customerId, isMilitary: true }),
      409,
      'This profile has been marked as deleted. Restore it before making changes.',
    );
    expect((await track(admin.put('/api/v4/user/restore', { userId: target.userId }))).status).toBe(200);
    r = await track(admin.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId: target.userId } }));
    expect(r.body.user.IsDeleted).toBe(false);
  });

  it('404 for a user that does not exist', async () => {
    await refusedWithoutWriting(() => admin.request('DELETE', '/api/v4/user/delete?userId=999999'), 404);
    await refusedWithoutWriting(() => admin.put('/api/v4/user/restore', { userId: 999999 }), 404);
  });
});
