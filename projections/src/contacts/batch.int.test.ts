import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { contactsProjector } from './projector';

let test: TestDatabase;
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T15:00:00.000Z`;
const recorded = recordedEvents({ stream: (position) => `Test-${position}`, occurredAt: at(1) });

const userCreated = (userId: number) =>
  recorded('UserCreated', {
    userId, firstName: 'Jane', middleName: null, lastName: 'Doe', emailAddress: `jane${userId}@example.com`, userTypeId: 5, customerId: userId + 100,
    phoneNumber: '(214) 555-1234', address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' }, createdAt: at(1),
  });
const address = (addressId: number, isPrimary: boolean, notes: string | null = null) => ({
  addressId, address: `${addressId} Oak St`, city: 'Plano', state: 'Texas', zipcode: '75002', mapsco: '456-B', mapscoCityId: null, notes, isPrimary, needsGenerator: true,
});
const card = (cardId: number, isPrimary: boolean) => ({
  cardId, nameOnCard: 'Jane Doe', brand: 'Visa', last4: '1111', expMonth: 12, expYear: 2030, billingZipcode: '75001', gatewayToken: `sbx_tok_${cardId}`, isPrimary,
});
const addressAdded = (userId: number, addressId: number, isPrimary: boolean, day: number) => recorded('AddressAdded', { ...address(addressId, isPrimary), userId, addedAt: at(day) });
const addressUpdated = (userId: number, addressId: number, isPrimary: boolean, notes: string, day: number) =>
  recorded('AddressUpdated', { ...address(addressId, isPrimary, notes), userId, updatedAt: at(day) });
const addressDeleted = (userId: number, addressId: number) => recorded('AddressDeleted', { addressId, userId, deletedAt: at(9) });
const cardAdded = (userId: number, cardId: number, isPrimary: boolean, day: number) => recorded('CreditCardAdded', { ...card(cardId, isPrimary), userId, addedAt: at(day) });

const { asBatchesAndOneByOne } = batchEquivalence({
  database: () => test.database,
  projector: contactsProjector,
  tables: ['contact_addresses', 'contact_phone_numbers', 'contact_emails', 'contact_credit_cards'],
  orderBy: 'id',
});

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => contactsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('contacts projector: a batch folded in memory writes what its events one by one wrote', () => {
  it("given addresses added, updated, made primary and deleted over two batches, then one primary per user, added_at kept by an update and new for a record deleted and added again", async () => {
    const model = await asBatchesAndOneByOne([
      [userCreated(1), userCreated(2), addressAdded(1, 10, false, 2)],
      [
        addressAdded(1, 11, true, 3), // clears user 1's stored primary (1)
        addressUpdated(1, 10, true, 'Gate 4', 4), // and now this one's: 11 cleared, 10 keeps its added_at
        addressAdded(2, 12, false, 5),
        addressDeleted(1, 11),
        addressDeleted(2, 10), // not user 2's: stays
        addressAdded(1, 11, false, 6), // back, added anew
        userCreated(1), // again: its records stay as they are
        addressDeleted(2, 3), // user 2's first address (ids: contactsFromUserCreated)
      ],
    ]);
    expect(model.contact_addresses!.map((r) => {
      const row = r as { id: number; user_id: number; is_primary: boolean; notes: string | null; added_at: Date };
      return [row.id, row.user_id, row.is_primary, row.notes, row.added_at.toISOString()];
    })).toEqual([
      [1, 1, false, null, at(1)],
      [10, 1, true, 'Gate 4', at(2)],
      [11, 1, false, null, at(6)],
      [12, 2, false, null, at(5)],
    ]);
  });

  it('given cards added, set primary and deleted, and records merged into another user, then the rows are those of the events one by one', async () => {
    const model = await asBatchesAndOneByOne([
      [userCreated(1), userCreated(2), cardAdded(1, 20, true, 2), cardAdded(2, 30, true, 2)],
      [
        cardAdded(1, 21, true, 3),
        recorded('PrimaryCreditCardSet', { cardId: 20, userId: 1, setAt: at(4) }),
        cardAdded(1, 22, false, 5),
        recorded('CreditCardDeleted', { cardId: 21, userId: 1, deletedAt: at(6) }),
        recorded('ContactsMovedIn', { userId: 2, fromUserId: 1, addresses: [address(1, false)], phoneNumbers: [], emails: [], cards: [card(20, false)], movedAt: at(7) }),
        recorded('ContactsMovedOut', { userId: 1, toUserId: 2, addressIds: [1], phoneNumberIds: [1], emailIds: [1], cardIds: [20, 22], movedAt: at(7) }),
        recorded('PrimaryCreditCardSet', { cardId: 20, userId: 2, setAt: at(8) }),
      ],
    ]);
    expect(model.contact_credit_cards!.map((r) => [(r as { id: number }).id, (r as { user_id: number }).user_id, (r as { is_primary: boolean }).is_primary])).toEqual([
      [20, 2, true],
      [30, 2, false],
    ]);
    expect(model.contact_addresses!.map((r) => [(r as { id: number }).id, (r as { user_id: number }).user_id])).toEqual([[1, 2], [3, 2]]);
    expect(model.contact_phone_numbers!.map((r) => (r as { user_id: number }).user_id)).toEqual([2]);
  });
});
