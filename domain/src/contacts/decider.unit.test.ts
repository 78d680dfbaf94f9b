import { describe, expect, it } from 'vitest';
import { fold, type CommandContext } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { UserCreatedData } from '../users';
import { contactsDecider, type ContactsCommand } from './decider';
import type { AddressEntity, ContactsEvent, CreditCardEntity } from './events';
import { contactsFromUserCreated, emptyContactsState } from './state';

const now = '2026-03-01T15:00:00.000Z';
const earlier = '2026-02-01T15:00:00.000Z';
const context: CommandContext = { now, actorUserId: 1 };

const user: UserCreatedData = {
  userId: 7,
  firstName: 'Jane',
  middleName: null,
  lastName: 'Doe',
  emailAddress: 'jane@example.com',
  userTypeId: 5,
  customerId: 3,
  phoneNumber: '2145551234',
  address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' },
  createdAt: earlier,
};
const seeded = contactsFromUserCreated(user);

const addr = (addressId: number, extra: Partial<AddressEntity> = {}): AddressEntity => ({
  addressId,
  address: `${addressId} Oak St`,
  city: 'Dallas',
  state: 'Texas',
  zipcode: '75002',
  mapsco: '456-B',
  mapscoCityId: 2,
  notes: null,
  isPrimary: false,
  needsGenerator: true,
  ...extra,
});
const card = (cardId: number, isPrimary = false): CreditCardEntity => ({
  cardId,
  nameOnCard: 'Jane Doe',
  brand: 'Visa',
  last4: '1111',
  expMonth: 12,
  expYear: 2030,
  billingZipcode: '75001',
  gatewayToken: `tok_${cardId}`,
  isPrimary,
});
const addressAdded = (a: AddressEntity): ContactsEvent => ({ type: 'AddressAdded', data: { ...a, userId: 7, addedAt: earlier } });
const cardAdded = (c: CreditCardEntity): ContactsEvent => ({ type: 'CreditCardAdded', data: { ...c, userId: 7, addedAt: earlier } });

type Then = { events: ContactsEvent[] } | { error: [status: number, message: string] };
type Case = [name: string, initial: 'seeded' | 'empty', given: ContactsEvent[], when: ContactsCommand, then: Then];

const cases: Case[] = [
  [
    'the user/create address is there, primary, with the odd id 2*userId-1',
    'seeded',
    [],
    { type: 'DeleteAddress', data: { addressId: 13 } },
    { events: [{ type: 'AddressDeleted', data: { addressId: 13, userId: 7, deletedAt: now } }] },
  ],
  [
    'a new primary address (the old primary is cleared by evolve and the projector)',
    'seeded',
    [],
    { type: 'AddAddress', data: { userId: 7, address: { ...addr(20), isPrimary: true }, canSetRouting: true } },
    { events: [{ type: 'AddressAdded', data: { ...addr(20), isPrimary: true, userId: 7, addedAt: now } }] },
  ],
  [
    'the first address of a user without one is primary by default',
    'empty',
    [],
    { type: 'AddAddress', data: { userId: 7, address: { ...addr(20), isPrimary: undefined }, canSetRouting: true } },
    { events: [{ type: 'AddressAdded', data: { ...addr(20), isPrimary: true, userId: 7, addedAt: now } }] },
  ],
  [
    'without ViewUsers, Mapsco, Mapsco city and generator are not set',
    'seeded',
    [],
    { type: 'AddAddress', data: { userId: 7, address: addr(20), canSetRouting: false } },
    {
      events: [
        {
          type: 'AddressAdded',
          data: { ...addr(20), mapsco: null, mapscoCityId: null, needsGenerator: false, userId: 7, addedAt: now },
        },
      ],
    },
  ],
  [
    'an update without ViewUsers keeps the routing fields',
    'seeded',
    [addressAdded(addr(20))],
    { type: 'UpdateAddress', data: { addressId: 20, patch: { notes: 'Gate 4', mapsco: '999-Z', needsGenerator: false }, canSetRouting: false } },
    { events: [{ type: 'AddressUpdated', data: { ...addr(20), notes: 'Gate 4', userId: 7, updatedAt: now } }] },
  ],
  [
    'an update that changes nothing writes nothing',
    'seeded',
    [addressAdded(addr(20))],
    { type: 'UpdateAddress', data: { addressId: 20, patch: { city: 'Dallas' }, canSetRouting: true } },
    { events: [] },
  ],
  [
    "another user's address (not in this stream) is not found",
    'seeded',
    [],
    { type: 'UpdateAddress', data: { addressId: 99, patch: { city: 'Plano' }, canSetRouting: true } },
    { error: [404, 'Address not found.'] },
  ],
  [
    'a deleted address is gone',
    'seeded',
    [{ type: 'AddressDeleted', data: { addressId: 13, userId: 7, deletedAt: earlier } }],
    { type: 'DeleteAddress', data: { addressId: 13 } },
    { error: [404, 'Address not found.'] },
  ],
  [
    'the phone number of user/create can be edited',
    'seeded',
    [],
    { type: 'UpdatePhoneNumber', data: { phoneNumberId: 13, patch: { extension: '12', label: 'Cell' } } },
    {
      events: [
        {
          type: 'PhoneNumberUpdated',
          data: { phoneNumberId: 13, phoneNumber: '2145551234', extension: '12', label: 'Cell', isPrimary: true, userId: 7, updatedAt: now },
        },
      ],
    },
  ],
  [
    'a second phone number is not primary unless asked',
    'seeded',
    [],
    { type: 'AddPhoneNumber', data: { userId: 7, phoneNumber: { phoneNumberId: 20, phoneNumber: '8175550000', extension: null, label: 'Work' } } },
    {
      events: [
        {
          type: 'PhoneNumberAdded',
          data: { phoneNumberId: 20, phoneNumber: '8175550000', extension: null, label: 'Work', isPrimary: false, userId: 7, addedAt: now },
        },
      ],
    },
  ],
  [
    'an email is added and a missing one cannot be deleted',
    'seeded',
    [],
    { type: 'DeleteEmail', data: { emailId: 40 } },
    { error: [404, 'Email not found.'] },
  ],
  [
    'the first card defaults to primary (part 1 §4)',
    'seeded',
    [],
    { type: 'AddCreditCard', data: { userId: 7, card: { ...card(30), isPrimary: false } } },
    { events: [{ type: 'CreditCardAdded', data: { ...card(30, true), userId: 7, addedAt: now } }] },
  ],
  [
    'a second card is primary only when asked',
    'seeded',
    [cardAdded(card(30, true))],
    { type: 'AddCreditCard', data: { userId: 7, card: { ...card(32), isPrimary: undefined } } },
    { events: [{ type: 'CreditCardAdded', data: { ...card(32), userId: 7, addedAt: now } }] },
  ],
  [
    'setting the primary card',
    'seeded',
    [cardAdded(card(30, true)), cardAdded(card(32))],
    { type: 'SetPrimaryCreditCard', data: { cardId: 32 } },
    { events: [{ type: 'PrimaryCreditCardSet', data: { cardId: 32, userId: 7, setAt: now } }] },
  ],
  [
    'setting the card that is already primary writes nothing',
    'seeded',
    [cardAdded(card(30, true)), cardAdded(card(32))],
    { type: 'SetPrimaryCreditCard', data: { cardId: 30 } },
    { events: [] },
  ],
  [
    'a missing card',
    'seeded',
    [],
    { type: 'DeleteCreditCard', data: { cardId: 30 } },
    { error: [404, 'Credit card not found.'] },
  ],
  [
    'merge: what was delivered moves out of the duplicate (ids not there are skipped)',
    'seeded',
    [cardAdded(card(30, true))],
    { type: 'MoveContactsOut', data: { toUserId: 9, addressIds: [13, 99], phoneNumberIds: [13], emailIds: [13], cardIds: [30] } },
    {
      events: [
        {
          type: 'ContactsMovedOut',
          data: { userId: 7, toUserId: 9, addressIds: [13], phoneNumberIds: [13], emailIds: [13], cardIds: [30], movedAt: now },
        },
      ],
    },
  ],
  [
    'merge: moved records arrive without taking the primary from the kept ones',
    'seeded',
    [],
    {
      type: 'ReceiveContacts',
      data: { userId: 7, fromUserId: 9, addresses: [addr(17, { isPrimary: true })], phoneNumbers: [], emails: [], cards: [card(34, true)] },
    },
    {
      events: [
        {
          type: 'ContactsMovedIn',
          data: {
            userId: 7,
            fromUserId: 9,
            addresses: [addr(17, { isPrimary: false })],
            phoneNumbers: [],
            emails: [],
            cards: [card(34, true)], // no card here yet: the moved primary stays primary
            movedAt: now,
          },
        },
      ],
    },
  ],
  [
    'merge: a retried move delivers nothing twice',
    'seeded',
    [{ type: 'ContactsMovedIn', data: { userId: 7, fromUserId: 9, addresses: [addr(17)], phoneNumbers: [], emails: [], cards: [], movedAt: earlier } }],
    { type: 'ReceiveContacts', data: { userId: 7, fromUserId: 9, addresses: [addr(17)], phoneNumbers: [], emails: [], cards: [] } },
    { events: [] },
  ],
  [
    'merge into oneself is refused',
    'seeded',
    [],
    { type: 'MoveContactsOut', data: { toUserId: 7, addressIds: [13], phoneNumberIds: [], emailIds: [], cardIds: [] } },
    { error: [400, 'Contacts cannot be moved to the same user.'] },
  ],
];

describe('contacts decider: given events, when command, then events or error', () => {
  it.each(cases)('%s', (_name, initial, given, when, then) => {
    const decider = contactsDecider(initial === 'seeded' ? seeded : { ...emptyContactsState(), userId: 7 });
    const state = fold(decider, given);
    const run = () => decider.decide(when, state, context);
    if ('events' in then) {
      expect(run()).toEqual(then.events);
    } else {
      expect(run).toThrow(DomainError);
      expect(run).toThrow(then.error[1]);
      try {
        run();
      } catch (error) {
        expect((error as DomainError).statusCode).toBe(then.error[0]);
      }
    }
  });

  it('evolve keeps one primary per kind', () => {
    const decider = contactsDecider(seeded);
    const state = fold(decider, [
      addressAdded(addr(20, { isPrimary: true })),
      cardAdded(card(30, true)),
      cardAdded(card(32, true)),
      { type: 'PrimaryCreditCardSet', data: { cardId: 30, userId: 7, setAt: now } },
    ]);
    expect(state.addresses.map((a) => [a.addressId, a.isPrimary])).toEqual([
      [13, false],
      [20, true],
    ]);
    expect(state.cards.map((c) => [c.cardId, c.isPrimary])).toEqual([
      [30, true],
      [32, false],
    ]);
  });

  it('a user created without address or phone starts with only the email', () => {
    const state = contactsFromUserCreated({ ...user, address: null, phoneNumber: null });
    expect([state.addresses, state.phoneNumbers, state.emails.map((e) => e.emailId)]).toEqual([[], [], [13]]);
  });
});
