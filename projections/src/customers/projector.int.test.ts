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
const loginCreated = (userId: number, passwordHash: string | null) =>
  recorded('LoginAccountCreated', { userId, emailAddress: `jane${userId}@example.com`, passwordHash, createdAt: at });

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
      loginCreated(1, '$argon2id$hash'),
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
              is_deleted, password_hash, phone_number, phone_digits, address, city, state, zipcode, mapsco,
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
      password_hash: '$argon2id$hash',
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
    await apply([loginCreated(3, null)]);
    const { rows } = await test.database.query(`SELECT is_account, password_hash FROM users WHERE id = 3`);
    expect(rows).toEqual([{ is_account: true, password_hash: null }]);
  });

  it('refuses a second account with the same email, whatever its case (a broken claim is loud)', async () => {
    await apply([userCreated(4, null, { emailAddress: 'dup@example.com' }), loginCreated(4, 'h')]);
    await expect(
      apply([userCreated(5, null, { emailAddress: 'DUP@example.com' }), loginCreated(5, 'h')]),
    ).rejects.toThrow(/users_account_email/);
  });

  it('faults on malformed event data rather than writing a half row', async () => {
    await expect(apply([recorded('UserCreated', { userId: 6, firstName: 'No last name' })])).rejects.toThrow();
    const { rows } = await test.database.query(`SELECT count(*)::int AS n FROM users WHERE id = 6`);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
