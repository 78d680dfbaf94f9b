import { randomUUID } from 'node:crypto';
import type {
  AddressesResponse,
  CreateUserResponse,
  CreditCardsResponse,
  EmailsResponse,
  PhoneNumbersResponse,
} from '@pawroute/domain';
import { moveContactsToUser } from '@pawroute/command-api';
import { createCommandContext } from '@pawroute/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/** Addresses, phone numbers, emails and credit cards through real HTTP on a real Postgres (part 1 §5, §7). */
let server: TestServer;
let office: TestClient;
let customer: TestClient;
let stylist: TestClient;
let customerUserId: number;
let otherUserId: number;
const responses: TestResponse[] = [];

type ErrorBody = { statusCode: number; message: string; fieldErrors?: Record<string, string> };

async function eventCount(): Promise<number> {
  const { rows } = await server.database.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]!.n;
}

/** Sends a request that must be refused, and checks it wrote no event. */
async function refused(send: () => Promise<TestResponse>): Promise<TestResponse<ErrorBody>> {
  const before = await eventCount();
  const response = await send();
  responses.push(response);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(await eventCount()).toBe(before);
  return response as TestResponse<ErrorBody>;
}

async function ok<T>(send: () => Promise<TestResponse<T>>): Promise<T> {
  const response = await send();
  responses.push(response);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function newCustomer(client: TestClient, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await ok(() =>
    client.post<CreateUserResponse>('/api/v4/user/create', {
      firstName: 'Cora',
      lastName: `Contact${randomUUID().slice(0, 6)}`,
      emailAddress: `cora.${randomUUID().slice(0, 8)}@example.com`,
      ...extra,
    }),
  );
  return created.userId;
}

const addresses = async (client: TestClient, userId: number) =>
  (await ok(() => client.get<AddressesResponse>('/api/v4/addresses/findByUser', { query: { userId } }))).addresses;
const phones = async (client: TestClient, userId: number) =>
  (await ok(() => client.get<PhoneNumbersResponse>('/api/v4/phoneNumbers/findByUser', { query: { userId } }))).phoneNumbers;
const emails = async (client: TestClient, userId: number) =>
  (await ok(() => client.get<EmailsResponse>('/api/v4/emails/findByUser', { query: { userId } }))).emails;
const cards = async (client: TestClient, userId: number) =>
  (await ok(() => client.get<CreditCardsResponse>('/api/v4/user/getCreditCards', { query: { userId } }))).creditCards;

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  stylist = await server.loginAs('stylist');
  customer = await server.loginAs('customer');
  const me = await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
  customerUserId = me.body.user.ID;
  otherUserId = await newCustomer(office, {
    phoneNumber: '(817) 555-0190',
    AddressInfo: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' },
  });
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(responses.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
});

describe('addresses', () => {
  it('the address, phone and email given at user/create are the first, primary records', async () => {
    const [address] = await addresses(office, otherUserId);
    expect(address).toMatchObject({ address: '12 Oak Lawn Ave', zipcode: '75219', mapsco: '345D-Q', isPrimary: true, userId: otherUserId });
    expect((await phones(office, otherUserId)).map((p) => [p.phoneNumber, p.isPrimary])).toEqual([['(817) 555-0190', true]]);
    expect((await emails(office, otherUserId))[0]).toMatchObject({ isPrimary: true });
  });

  it('office adds a primary address with Mapsco 123-A: the old primary is cleared; update; delete', async () => {
    const created = await ok(() =>
      office.post<{ newAddressId: number }>('/api/v4/addresses/create', {
        userId: otherUserId,
        address: '400 Elm St',
        city: 'Plano',
        zipcode: '75023',
        mapsco: '123-A',
        mapscoCityId: 1,
        notes: 'Gate code 1234',
        isPrimary: true,
        needsGenerator: true,
      }),
    );
    expect(created.newAddressId).toEqual(expect.any(Number));
    let list = await addresses(office, otherUserId);
    expect(list.map((a) => [a.address, a.isPrimary])).toEqual([
      ['12 Oak Lawn Ave', false],
      ['400 Elm St', true],
    ]);
    expect(list[1]).toMatchObject({ state: 'Texas', mapsco: '123-A', mapscoCityId: 1, needsGenerator: true, MapscoCity: { ID: 1 } });

    await ok(() => office.post('/api/v4/addresses/update', { addressId: list[0]!.ID, isPrimary: true, mapsco: 'DA456B-C' }));
    list = await addresses(office, otherUserId);
    expect(list.map((a) => [a.address, a.isPrimary, a.mapsco])).toEqual([
      ['12 Oak Lawn Ave', true, '456B-C'],
      ['400 Elm St', false, '123-A'],
    ]);

    await ok(() => office.delete('/api/v4/addresses/delete', undefined, { query: { addressId: created.newAddressId } }));
    expect((await addresses(office, otherUserId)).map((a) => a.address)).toEqual(['12 Oak Lawn Ave']);
  });

  it.each([
    ['no user', { address: '1 Elm' }, 'A user is required to create an address', 'userId'],
    ['a Mapsco of 12-A', { userId: 0, address: '1 Elm', mapsco: '12-A' }, 'Please enter a valid Mapsco (Ex: 123-A or 123A-A)', 'mapsco'],
    ['a short zipcode', { address: '1 Elm', zipcode: '7500' }, 'Please enter a valid zipcode.', 'zipcode'],
    ['no street line', { address: '' }, 'Address is required.', 'address'],
    ['a long street line', { address: 'x'.repeat(101) }, 'Must be at most 100 characters.', 'address'],
    ['long notes', { address: '1 Elm', notes: 'n'.repeat(251) }, 'Must be at most 250 characters.', 'notes'],
  ])('400 for %s, with the message, writing nothing', async (_name, body, message, field) => {
    const withUser = 'userId' in body ? { ...body, userId: body.userId || otherUserId } : { userId: otherUserId, ...body };
    const sent = _name === 'no user' ? body : withUser;
    const response = await refused(() => office.post('/api/v4/addresses/create', sent));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.fieldErrors?.[field]).toBe(message);
  });

  it('a bad Mapsco on update is refused too', async () => {
    const [address] = await addresses(office, otherUserId);
    const response = await refused(() => office.post('/api/v4/addresses/update', { addressId: address!.ID, mapsco: '12-A' }));
    expect(response.body.message).toBe('Please enter a valid Mapsco (Ex: 123-A or 123A-A)');
  });

  it('404 for an address that does not exist, and for a user that does not exist', async () => {
    expect((await refused(() => office.post('/api/v4/addresses/update', { addressId: 999_998, city: 'X' }))).status).toBe(404);
    const noUser = await refused(() => office.post('/api/v4/addresses/create', { userId: 999_999, address: '1 Elm' }));
    expect(noUser.body).toMatchObject({ statusCode: 404, message: 'User not found.' });
  });

  it('a customer manages their own addresses, without Mapsco or generator (no ViewUsers)', async () => {
    const created = await ok(() =>
      customer.post<{ newAddressId: number }>('/api/v4/addresses/create', {
        userId: customerUserId,
        address: '9 Portal Way',
        zipcode: '75001',
        mapsco: '123-A',
        needsGenerator: true,
      }),
    );
    const mine = (await addresses(customer, customerUserId)).find((a) => a.ID === created.newAddressId);
    expect(mine).toMatchObject({ address: '9 Portal Way', mapsco: null, needsGenerator: false });
    await ok(() => customer.post('/api/v4/addresses/update', { addressId: created.newAddressId, notes: 'Blue door' }));
    await ok(() => customer.delete('/api/v4/addresses/delete', undefined, { query: { addressId: created.newAddressId } }));
  });

  it("a customer cannot touch another customer's addresses: 403, nothing written", async () => {
    const [theirs] = await addresses(office, otherUserId);
    const attempts = [
      () => customer.post('/api/v4/addresses/create', { userId: otherUserId, address: '1 Sneaky Ln' }),
      () => customer.post('/api/v4/addresses/update', { addressId: theirs!.ID, city: 'Nowhere' }),
      () => customer.delete('/api/v4/addresses/delete', undefined, { query: { addressId: theirs!.ID } }),
      () => customer.get('/api/v4/addresses/findByUser', { query: { userId: otherUserId } }),
    ];
    for (const attempt of attempts) expect((await refused(attempt)).status).toBe(403);
    expect((await addresses(office, otherUserId))[0]).toEqual(theirs);
  });

  it('a stylist (no EditCustomers, no EditAppointments) may read but not change addresses', async () => {
    expect((await addresses(stylist, otherUserId)).length).toBeGreaterThan(0);
    const response = await refused(() => stylist.post('/api/v4/addresses/create', { userId: otherUserId, address: '1 Van Rd' }));
    expect(response.status).toBe(403);
  });

  it('signed out: 401; without the CSRF header: 403', async () => {
    expect((await refused(() => server.client().post('/api/v4/addresses/create', { userId: otherUserId, address: 'x' }))).status).toBe(401);
    expect((await refused(() => server.client().get('/api/v4/addresses/findByUser', { query: { userId: otherUserId } }))).status).toBe(401);
    expect((await refused(() => office.post('/api/v4/addresses/create', { userId: otherUserId, address: 'x' }, { csrf: false }))).status).toBe(403);
  });

  it('400 for a bad userId in a read', async () => {
    const response = await refused(() => office.get('/api/v4/addresses/findByUser', { query: { userId: 'abc' } }));
    expect(response.status).toBe(400);
    expect((await refused(() => office.get('/api/v4/addresses/findByUser', { query: { userId: '99999999999' } }))).status).toBe(400);
  });
});

describe('phone numbers and emails', () => {
  it('create, update, delete a phone number', async () => {
    const created = await ok(() =>
      office.post<{ newPhoneNumberId: number }>('/api/v4/phoneNumbers/create', {
        userId: otherUserId,
        phoneNumber: '214-555-0123',
        extension: '12',
        label: 'Cell',
        isPrimary: true,
      }),
    );
    let list = await phones(office, otherUserId);
    expect(list.map((p) => [p.phoneNumber, p.isPrimary])).toEqual([
      ['(817) 555-0190', false],
      ['214-555-0123', true],
    ]);
    await ok(() => office.post('/api/v4/phoneNumbers/update', { phoneNumberId: created.newPhoneNumberId, label: 'Work', extension: '' }));
    list = await phones(office, otherUserId);
    expect(list[1]).toMatchObject({ label: 'Work', extension: null });
    await ok(() => office.delete('/api/v4/phoneNumbers/delete', undefined, { query: { phoneNumberId: created.newPhoneNumberId } }));
    expect((await phones(office, otherUserId)).length).toBe(1);
  });

  it.each([
    [{ phoneNumber: '2145550123' }, 'A user is required to create new phone number'],
    [{ userId: -1, phoneNumber: '555-12' }, 'Please enter a valid phone number.'],
    [{ userId: -1 }, 'A phone number is required.'],
    [{ userId: -1, phoneNumber: '2145550123', extension: '12345' }, 'Must be at most 4 characters.'],
  ])('phone %j -> 400 %s', async (body, message) => {
    const sent = 'userId' in body ? { ...body, userId: otherUserId } : body;
    const response = await refused(() => office.post('/api/v4/phoneNumbers/create', sent));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('create, update, delete an email; messages', async () => {
    const created = await ok(() =>
      office.post<{ newEmailId: number }>('/api/v4/emails/create', { userId: otherUserId, emailAddress: 'work@example.com', label: 'Work' }),
    );
    expect((await emails(office, otherUserId)).find((e) => e.ID === created.newEmailId)).toMatchObject({ label: 'Work', isPrimary: false });
    await ok(() => office.post('/api/v4/emails/update', { emailId: created.newEmailId, isPrimary: true }));
    expect((await emails(office, otherUserId)).filter((e) => e.isPrimary).map((e) => e.ID)).toEqual([created.newEmailId]);
    await ok(() => office.delete('/api/v4/emails/delete', undefined, { query: { emailId: created.newEmailId } }));

    expect((await refused(() => office.post('/api/v4/emails/create', { emailAddress: 'a@example.com' }))).body.message).toBe(
      'A user is required to create new email',
    );
    expect((await refused(() => office.post('/api/v4/emails/create', { userId: otherUserId, emailAddress: 'a@' }))).body.message).toBe(
      'Please enter a valid email address.',
    );
  });

  it("a customer cannot add a phone or email to someone else's profile", async () => {
    expect((await refused(() => customer.post('/api/v4/phoneNumbers/create', { userId: otherUserId, phoneNumber: '2145550000' }))).status).toBe(403);
    expect((await refused(() => customer.post('/api/v4/emails/create', { userId: otherUserId, emailAddress: 'x@example.com' }))).status).toBe(403);
    const [theirPhone] = await phones(office, otherUserId);
    expect((await refused(() => customer.delete('/api/v4/phoneNumbers/delete', undefined, { query: { phoneNumberId: theirPhone!.ID } }))).status).toBe(403);
  });
});

describe('credit cards', () => {
  const card = (extra: Record<string, unknown> = {}) => ({
    userId: otherUserId,
    isPrimary: false,
    nameOnCard: 'Cora Contact',
    cardNumber: '4111111111111111',
    expiration: '12/39',
    securityCode: '123',
    billingZipcode: '75219',
    ...extra,
  });

  it('adds a first card (primary by default), a second primary one, sets and deletes', async () => {
    const first = await ok(() => office.post<{ newCardId: number }>('/api/v4/user/addNewCard', card()));
    expect(first.newCardId).toEqual(expect.any(Number));
    let list = await cards(office, otherUserId);
    expect(list).toEqual([
      {
        ID: first.newCardId,
        userId: otherUserId,
        nameOnCard: 'Cora Contact',
        brand: 'Visa',
        lastFour: '1111',
        cardNumber: '•••• •••• •••• 1111',
        expiration: '12/39',
        expMonth: 12,
        expYear: 2039,
        billingZipcode: '75219',
        isPrimary: true,
        isExpired: false,
      },
    ]);
    const second = await ok(() =>
      office.post<{ newCardId: number }>('/api/v4/user/addNewCard', card({ cardNumber: '5555 5555 5555 4444', isPrimary: true, securityCode: '4321' })),
    );
    list = await cards(office, otherUserId);
    expect(list.map((c) => [c.ID, c.brand, c.lastFour, c.isPrimary])).toEqual([
      [first.newCardId, 'Visa', '1111', false],
      [second.newCardId, 'MasterCard', '4444', true],
    ]);
    const set = await ok(() => office.post<{ message: string }>('/api/v4/user/setPrimaryCard', { cardId: first.newCardId }));
    expect(set.message).toBe('Successfully updated primary card');
    expect((await cards(office, otherUserId)).map((c) => c.isPrimary)).toEqual([true, false]);
    await ok(() => office.delete('/api/v4/user/deleteCreditCard', undefined, { query: { ID: second.newCardId } }));
    expect((await cards(office, otherUserId)).map((c) => c.ID)).toEqual([first.newCardId]);
  });

  it.each([
    ['no user', { userId: undefined }, 'A user is required to create a credit card'],
    ['no name', { nameOnCard: '' }, 'A name for the credit card is required.'],
    ['no number', { cardNumber: '' }, 'A card number for the credit card is required.'],
    ['a number failing Luhn', { cardNumber: '4111111111111112' }, 'Credit card number is invalid'],
    ['an unknown brand', { cardNumber: '30569309025904' }, 'Credit card number is invalid'],
    ['17 digits', { cardNumber: '41111111111111111' }, 'Credit card number is invalid'],
    ['no expiration', { expiration: '' }, 'A expiration for the credit card is required.'],
    ['a bad expiration', { expiration: '13/30' }, 'Please enter the expiration as MM/YY, for example 08/27.'],
    ['no security code', { securityCode: '' }, 'A security code for the credit card is required.'],
    ['a 5-digit security code', { securityCode: '12345' }, 'The security code is the 3 or 4 digits on the card.'],
    ['no billing zipcode', { billingZipcode: '' }, 'A valid billing zipcode for the credit card is required.'],
    ['a bad billing zipcode', { billingZipcode: '123' }, 'Please enter a valid billing zipcode (5 digits, or 5+4).'],
    ['an expired card', { expiration: '01/20' }, 'This credit card has expired.'],
    ['a card the gateway declines', { cardNumber: '4000000000000002' }, 'The credit card was declined.'],
  ])('400 for %s, with the message, writing nothing', async (_name, extra, message) => {
    const response = await refused(() => office.post('/api/v4/user/addNewCard', card(extra)));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(JSON.stringify(response.body)).not.toContain('4111111111111112');
  });

  it('permissions: a customer adds their own card, not anyone else’s; sees only their own', async () => {
    const mine = await ok(() => customer.post<{ newCardId: number }>('/api/v4/user/addNewCard', card({ userId: customerUserId })));
    expect((await cards(customer, customerUserId)).map((c) => [c.ID, c.isPrimary])).toEqual([[mine.newCardId, true]]);
    expect((await refused(() => customer.post('/api/v4/user/addNewCard', card()))).status).toBe(403);
    expect((await refused(() => customer.get('/api/v4/user/getCreditCards', { query: { userId: otherUserId } }))).status).toBe(403);
    const [theirs] = await cards(office, otherUserId);
    expect((await refused(() => customer.post('/api/v4/user/setPrimaryCard', { cardId: theirs!.ID }))).status).toBe(403);
    expect((await refused(() => customer.delete('/api/v4/user/deleteCreditCard', undefined, { query: { ID: theirs!.ID } }))).status).toBe(403);
    expect((await refused(() => office.post('/api/v4/user/setPrimaryCard', { cardId: 999_996 }))).status).toBe(404);
  });
});

describe('moveContactsToUser (profile merge)', () => {
  it('moves every record of the duplicate to the kept user, whose primaries win', async () => {
    const kept = await newCustomer(office, { AddressInfo: { address: '1 Kept St', zipcode: '75001' } });
    const duplicate = await newCustomer(office, { phoneNumber: '2145550999', AddressInfo: { address: '2 Dup St' } });
    await ok(() => office.post('/api/v4/user/addNewCard', { ...{ userId: duplicate, nameOnCard: 'Dup', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75001' } }));
    await server.settle();

    const ctx = createCommandContext({ services: server.services, actor: null, commandName: 'MergeProfiles', correlationId: randomUUID() });
    const result = await moveContactsToUser(ctx, duplicate, kept);
    expect(result.moved).toBe(4); // address, phone, email, card
    // A second run finds nothing left to move.
    expect((await moveContactsToUser(ctx, duplicate, kept)).moved).toBe(0);
    await server.settle();

    expect((await addresses(office, kept)).map((a) => [a.address, a.isPrimary])).toEqual([
      ['1 Kept St', true],
      ['2 Dup St', false],
    ]);
    expect((await phones(office, kept)).map((p) => [p.phoneNumber, p.isPrimary])).toEqual([['2145550999', true]]);
    expect((await cards(office, kept)).map((c) => [c.lastFour, c.isPrimary])).toEqual([['1111', true]]);
    expect(await addresses(office, duplicate)).toEqual([]);
    expect(await cards(office, duplicate)).toEqual([]);
    // The moved records are the kept user's now: editing them works through their ids.
    const moved = (await addresses(office, kept)).find((a) => a.address === '2 Dup St')!;
    await ok(() => office.post('/api/v4/addresses/update', { addressId: moved.ID, city: 'Frisco' }));
  });
});
