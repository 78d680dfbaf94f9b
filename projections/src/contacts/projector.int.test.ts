import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { contactsProjector } from './projector';

let test: TestDatabase;
let position = 0;
const metadata: EventMetadata = {
  actorUserId: null,
  correlationId: 'c',
  causationId: null,
  commandName: 'Test',
  idempotencyKey: null,
  occurredAt: '2026-03-01T15:00:00.000Z',
  schemaVersion: 1,
};
const at = '2026-03-01T15:00:00.000Z';
const later = '2026-03-02T15:00:00.000Z';

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

const userCreated = (userId: number, extra: Record<string, unknown> = {}) =>
  recorded('UserCreated', {
    userId,
    firstName: 'Jane',
    middleName: null,
    lastName: 'Doe',
    emailAddress: `jane${userId}@example.com`,
    userTypeId: 5,
    customerId: userId + 100,
    phoneNumber: '(214) 555-1234',
    address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' },
    createdAt: at,
    ...extra,
  });
const address = (addressId: number, isPrimary: boolean) => ({
  addressId,
  address: `${addressId} Oak St`,
  city: 'Plano',
  state: 'Texas',
  zipcode: '75002',
  mapsco: '456-B',
  mapscoCityId: null,
  notes: null,
  isPrimary,
  needsGenerator: true,
});
const card = (cardId: number, isPrimary: boolean) => ({
  cardId,
  nameOnCard: 'Jane Doe',
  brand: 'Visa',
  last4: '1111',
  expMonth: 12,
  expYear: 2030,
  billingZipcode: '75001',
  gatewayToken: `sbx_tok_${cardId}`,
  isPrimary,
});

const apply = (events: RecordedEvent[]) => test.database.transaction((tx) => contactsProjector.apply(tx, events));
const rows = async (table: string) =>
  (await test.database.query(`SELECT * FROM ${table} ORDER BY user_id, added_at, id`)).rows as Record<string, unknown>[];

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => contactsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('contacts projector (real Postgres)', () => {
  it('turns the address, phone and email of user/create into the first, primary records', async () => {
    const keys = await apply([userCreated(1), userCreated(2, { address: null, phoneNumber: null })]);
    expect(keys).toContainEqual({ scope: 'addresses', id: 1, ownerUserId: 1 });
    const addresses = await rows('contact_addresses');
    expect(addresses).toEqual([
      expect.objectContaining({ id: 1, user_id: 1, address: '1 Elm St', mapsco: '123-A', is_primary: true, needs_generator: false }),
    ]);
    expect((await rows('contact_phone_numbers')).map((r) => [r.id, r.user_id, r.phone_digits, r.is_primary])).toEqual([
      [1, 1, '2145551234', true],
    ]);
    expect((await rows('contact_emails')).map((r) => [r.id, r.user_id, r.email_address])).toEqual([
      [1, 1, 'jane1@example.com'],
      [3, 2, 'jane2@example.com'],
    ]);
  });

  it('a new primary address clears the old one; update keeps added_at; delete removes', async () => {
    await apply([recorded('AddressAdded', { ...address(10, true), userId: 1, addedAt: later })]);
    expect((await rows('contact_addresses')).map((r) => [r.id, r.is_primary])).toEqual([
      [1, false],
      [10, true],
    ]);
    await apply([recorded('AddressUpdated', { ...address(10, true), notes: 'Gate 4', userId: 1, updatedAt: '2026-04-01T00:00:00.000Z' })]);
    const updated = (await rows('contact_addresses')).find((r) => r.id === 10)!;
    expect(updated.notes).toBe('Gate 4');
    expect((updated.added_at as Date).toISOString()).toBe(later);
    await apply([recorded('AddressDeleted', { addressId: 1, userId: 1, deletedAt: later })]);
    expect((await rows('contact_addresses')).map((r) => r.id)).toEqual([10]);
  });

  it('cards: one primary, set primary, delete', async () => {
    await apply([
      recorded('CreditCardAdded', { ...card(20, true), userId: 1, addedAt: at }),
      recorded('CreditCardAdded', { ...card(22, true), userId: 1, addedAt: later }),
    ]);
    expect((await rows('contact_credit_cards')).map((r) => [r.id, r.is_primary])).toEqual([
      [20, false],
      [22, true],
    ]);
    await apply([recorded('PrimaryCreditCardSet', { cardId: 20, userId: 1, setAt: later })]);
    expect((await rows('contact_credit_cards')).map((r) => [r.id, r.is_primary])).toEqual([
      [20, true],
      [22, false],
    ]);
    await apply([recorded('CreditCardDeleted', { cardId: 22, userId: 1, deletedAt: later })]);
    expect((await rows('contact_credit_cards')).map((r) => r.id)).toEqual([20]);
  });

  it('merge: records move to the kept user in either order of the two events', async () => {
    const moved = { userId: 2, fromUserId: 1, addresses: [address(10, false)], phoneNumbers: [], emails: [], cards: [card(20, true)], movedAt: later };
    const out = { userId: 1, toUserId: 2, addressIds: [10], phoneNumberIds: [1], emailIds: [1], cardIds: [20], movedAt: later };
    const keys = await apply([recorded('ContactsMovedIn', moved), recorded('ContactsMovedOut', out)]);
    expect(keys).toContainEqual({ scope: 'creditCards', id: 1, ownerUserId: 1 });
    expect(keys).toContainEqual({ scope: 'creditCards', id: 2, ownerUserId: 2 });
    expect((await rows('contact_addresses')).map((r) => [r.id, r.user_id])).toEqual([[10, 2]]);
    expect((await rows('contact_credit_cards')).map((r) => [r.id, r.user_id, r.is_primary])).toEqual([[20, 2, true]]);
    expect((await rows('contact_phone_numbers')).filter((r) => r.user_id === 1)).toEqual([]);
  });

  it('faults on malformed data rather than writing a half row', async () => {
    await expect(apply([recorded('CreditCardAdded', { cardId: 99, userId: 1, last4: '12' })])).rejects.toThrow();
    expect((await rows('contact_credit_cards')).map((r) => r.id)).toEqual([20]);
  });
});
