import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { customersProjector } from './projector';

let test: TestDatabase;
let position = 0;

const metadata: EventMetadata = {
  actorUserId: null,
  correlationId: 'c',
  causationId: null,
  commandName: 'Test',
  idempotencyKey: null,
  occurredAt: '2025-03-01T15:00:00.000Z',
  schemaVersion: 1,
};

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    data,
    metadata,
    stream: `Test-${position}`,
    revision: 0,
    position: String(position),
    createdAt: new Date(),
  };
}

const at = '2025-03-01T15:00:00.000Z';
const userCreated = (userId: number, customerId: number | null, extra: Record<string, unknown> = {}) =>
  recorded('UserCreated', {
    userId,
    firstName: 'Jane',
    middleName: 'Q',
    lastName: 'Doe',
    emailAddress: `Jane${userId}@Example.com`,
    userTypeId: customerId ? 5 : 3,
    customerId,
    phoneNumber: '(214) 555-1234',
    address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' },
    createdAt: at,
    ...extra,
  });
const customerCreated = (customerId: number, userId: number) =>
  recorded('CustomerCreated', {
    customerId,
    userId,
    tripChargeCents: 3900,
    isSeniorCitizen: false,
    isMilitary: false,
    isTaxExempt: false,
    defaultGratuityPercent: null,
    defaultGratuityCents: null,
    preferredStylistId: null,
    contactMethodId: null,
    createdAt: at,
  });
const petAdded = (petId: number, customerId: number, userId: number, petName: string) =>
  recorded('PetAdded', { petId, customerId, userId, petName, breedId: 2, animalTypeId: 1, createdAt: at });
// The login's address becomes the user's address (user/createLoginAccount may use another one).
const loginCreated = (userId: number, hasPassword: boolean, emailAddress = `Jane${userId}@Example.com`) =>
  recorded('LoginAccountCreated', { userId, emailAddress, hasPassword, createdAt: at });

const apply = (events: RecordedEvent[]) => test.database.transaction((tx) => customersProjector.apply(tx, events));

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => customersProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('customers projector (real Postgres)', () => {
  it('creates tables idempotently', async () => {
    await test.database.transaction((tx) => customersProjector.createTables(tx));
    const { rows } = await test.database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_name = ANY($1) ORDER BY table_name`,
      [[...customersProjector.tables]],
    );
    expect(rows.map((r) => r.table_name)).toEqual(['customer_pet_names', 'customers', 'users']);
  });

  it('folds a batch of user, login, customer and pets into rows and names the changed keys', async () => {
    const keys = await apply([
      userCreated(1, 10),
      loginCreated(1, true),
      customerCreated(10, 1),
      petAdded(100, 10, 1, 'Biscuit'),
      petAdded(101, 10, 1, 'Pepper'),
      userCreated(2, null, { firstName: 'Oscar', lastName: 'Office', phoneNumber: null, address: null }),
    ]);
    expect(keys).toEqual([
      { scope: 'customers' },
      { scope: 'user', id: 1, ownerUserId: 1 },
      { scope: 'user', id: 2, ownerUserId: 2 },
    ]);

    const { rows: users } = await test.database.query(
      `SELECT id, first_name, middle_name, last_name, email_address, user_type_id, customer_id, is_account,
              is_deleted, phone_number, phone_digits, address, city, state, zipcode, mapsco,
              full_address, name_search, created_at
         FROM users ORDER BY id`,
    );
    expect(users[0]).toMatchObject({
      id: 1,
      first_name: 'Jane',
      middle_name: 'Q',
      last_name: 'Doe',
      email_address: 'Jane1@Example.com',
      user_type_id: 5,
      customer_id: 10,
      is_account: true,
      is_deleted: false,
      phone_number: '(214) 555-1234',
      phone_digits: '2145551234',
      address: '1 Elm St',
      zipcode: '75001',
      mapsco: '123-A',
      full_address: '1 Elm St, Dallas, TX 75001',
      name_search: 'jane q doe',
    });
    expect((users[0]!.created_at as Date).toISOString()).toBe(at);
    expect(users[1]).toMatchObject({ id: 2, customer_id: null, is_account: false, full_address: null, phone_digits: null });

    const { rows: customers } = await test.database.query(`SELECT id, user_id, trip_charge_cents, balance_cents FROM customers`);
    expect(customers).toEqual([{ id: 10, user_id: 1, trip_charge_cents: 3900, balance_cents: 0 }]);

    const { rows: pets } = await test.database.query(`SELECT pet_id, customer_id, pet_name FROM customer_pet_names ORDER BY pet_id`);
    expect(pets).toEqual([
      { pet_id: 100, customer_id: 10, pet_name: 'Biscuit' },
      { pet_id: 101, customer_id: 10, pet_name: 'Pepper' },
    ]);
  });

  it('applies a login arriving in a later batch to the existing user', async () => {
    await apply([userCreated(3, null)]);
    await apply([loginCreated(3, false)]);
    const { rows } = await test.database.query(`SELECT is_account FROM users WHERE id = 3`);
    expect(rows).toEqual([{ is_account: true }]);
  });

  it('refuses a second account with the same email, whatever its case (a broken claim is loud)', async () => {
    await apply([userCreated(4, null, { emailAddress: 'dup@example.com' }), loginCreated(4, true, 'dup@example.com')]);
    await expect(
      apply([userCreated(5, null, { emailAddress: 'DUP@example.com' }), loginCreated(5, true, 'DUP@example.com')]),
    ).rejects.toThrow(/users_account_email/);
  });

  it('faults on malformed event data rather than writing a half row', async () => {
    await expect(apply([recorded('UserCreated', { userId: 6, firstName: 'No last name' })])).rejects.toThrow();
    const { rows } = await test.database.query(`SELECT count(*)::int AS n FROM users WHERE id = 6`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('applies profile updates in order, in the same batch as the creation they follow', async () => {
    const keys = await apply([
      userCreated(20, 21),
      customerCreated(21, 20),
      recorded('UserDetailsUpdated', { userId: 20, firstName: 'Janet', middleName: null, lastName: 'Doe', birthday: '04-01-1980', notes: 'Gate', updatedAt: at }),
      recorded('CustomerDetailsUpdated', {
        customerId: 21, userId: 20, tripChargeCents: 4500, isSeniorCitizen: true, isMilitary: false, isTaxExempt: true,
        defaultGratuityPercent: 15, defaultGratuityCents: null, preferredStylistId: null, contactMethodId: 2, updatedAt: at,
      }),
      recorded('UserCommentGroupAssigned', { userId: 20, commentGroupId: 77 }),
      recorded('UserDeleted', { userId: 20, deletedAt: at }),
      recorded('UserMerged', { userId: 20, intoUserId: 1, mergedAt: at }),
      recorded('CustomerAcceptedPolicies', { customerId: 21, userId: 20, acceptedAt: at }),
      petAdded(200, 21, 20, 'Rex'),
      recorded('PetOwnerChanged', { petId: 200, fromCustomerId: 21, fromUserId: 20, toCustomerId: 10, toUserId: 1, changedAt: at }),
    ]);
    expect(keys).toEqual(expect.arrayContaining([{ scope: 'user', id: 20, ownerUserId: 20 }, { scope: 'user', id: 1, ownerUserId: 1 }]));
    const { rows: users } = await test.database.query(
      `SELECT first_name, birthday, notes, name_search, comment_group_id, is_deleted, merged_into_user_id FROM users WHERE id = 20`,
    );
    expect(users).toEqual([
      { first_name: 'Janet', birthday: '04-01-1980', notes: 'Gate', name_search: 'janet doe', comment_group_id: 77, is_deleted: true, merged_into_user_id: 1 },
    ]);
    const { rows: customers } = await test.database.query(
      `SELECT trip_charge_cents, is_senior_citizen, is_tax_exempt, default_gratuity_percent, contact_method_id, accepted_policies FROM customers WHERE id = 21`,
    );
    expect(customers).toEqual([
      { trip_charge_cents: 4500, is_senior_citizen: true, is_tax_exempt: true, default_gratuity_percent: 15, contact_method_id: 2, accepted_policies: true },
    ]);
    const { rows: pets } = await test.database.query(`SELECT customer_id, user_id FROM customer_pet_names WHERE pet_id = 200`);
    expect(pets).toEqual([{ customer_id: 10, user_id: 1 }]);

    await apply([recorded('UserRestored', { userId: 20, restoredAt: at })]);
    const { rows } = await test.database.query(`SELECT is_deleted, merged_into_user_id FROM users WHERE id = 20`);
    expect(rows).toEqual([{ is_deleted: false, merged_into_user_id: 1 }]);
  });

  it.each([
    ['a primary phone and address replace the headline', true, '(972) 555-0000', '9 Oak Ave, Plano, TX 75024'],
    ['a secondary phone and address leave it alone', false, '(214) 555-1234', '1 Elm St, Dallas, TX 75001'],
  ])('follows the contacts feature: %s', async (_name, isPrimary, phone, address) => {
    const userId = isPrimary ? 30 : 31;
    const contact = { userId, isPrimary, addedAt: at };
    await apply([
      userCreated(userId, null),
      recorded('PhoneNumberAdded', { ...contact, phoneNumberId: userId * 2, phoneNumber: '(972) 555-0000', extension: null, label: null }),
      recorded('AddressAdded', {
        ...contact, addressId: userId * 2, address: '9 Oak Ave', city: 'Plano', state: 'TX', zipcode: '75024',
        mapsco: null, mapscoCityId: null, notes: null, needsGenerator: false,
      }),
    ]);
    const { rows } = await test.database.query(`SELECT phone_number, full_address FROM users WHERE id = $1`, [userId]);
    expect(rows).toEqual([{ phone_number: phone, full_address: address }]);
  });

  it('gives a user without a phone or address their first one', async () => {
    await apply([
      userCreated(32, null, { phoneNumber: null, address: null }),
      recorded('PhoneNumberAdded', { userId: 32, isPrimary: false, addedAt: at, phoneNumberId: 64, phoneNumber: '(469) 555-0101', extension: null, label: null }),
    ]);
    const { rows } = await test.database.query(`SELECT phone_number, phone_digits FROM users WHERE id = 32`);
    expect(rows).toEqual([{ phone_number: '(469) 555-0101', phone_digits: '4695550101' }]);
  });

  it('the address parts follow an updated primary address: a Mapsco added in the Addresses tab reaches user/find', async () => {
    const entity = { userId: 33, addressId: 66, address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapscoCityId: null, notes: null, needsGenerator: false, isPrimary: true };
    await apply([userCreated(33, null, { address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: null } })]);
    await apply([recorded('AddressUpdated', { ...entity, mapsco: '045-B', updatedAt: at })]);
    const { rows } = await test.database.query(`SELECT address, city, state, zipcode, mapsco, full_address FROM users WHERE id = 33`);
    expect(rows).toEqual([{ address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '045-B', full_address: '1 Elm St, Dallas, TX 75001' }]);
    // A secondary address changes nothing of the headline.
    await apply([recorded('AddressAdded', { ...entity, addressId: 67, address: '9 Oak Ave', mapsco: '999-Z', isPrimary: false, addedAt: at })]);
    const { rows: after } = await test.database.query(`SELECT address, mapsco FROM users WHERE id = 33`);
    expect(after).toEqual([{ address: '1 Elm St', mapsco: '045-B' }]);
  });
});
