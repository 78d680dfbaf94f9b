import type { DomainEvent } from '../shared/decider';
import type { UserCreatedData } from '../users';
import { CONTACTS_EVENT_TYPES, type AddressEntity, type ContactsEvent, type CreditCardEntity, type EmailEntity, type PhoneNumberEntity } from './events';
import { initialContactId } from './streams';

/** What the write side knows of one user's contacts: the records themselves (lists stay short). */
export interface ContactsState {
  userId: number | null;
  addresses: AddressEntity[];
  phoneNumbers: PhoneNumberEntity[];
  emails: EmailEntity[];
  cards: CreditCardEntity[];
}

export const emptyContactsState = (): ContactsState => ({
  userId: null,
  addresses: [],
  phoneNumbers: [],
  emails: [],
  cards: [],
});

/**
 * The records a user was created with (address, phone, email of user/create), as the first, primary
 * one of each kind. The contacts projector and the write side both start from this, so the ids agree.
 */
export function contactsFromUserCreated(user: UserCreatedData): ContactsState {
  const id = initialContactId(user.userId);
  return {
    userId: user.userId,
    addresses: user.address
      ? [
          {
            addressId: id,
            address: user.address.address,
            city: user.address.city,
            state: user.address.state,
            zipcode: user.address.zipcode,
            mapsco: user.address.mapsco,
            mapscoCityId: null,
            notes: null,
            isPrimary: true,
            needsGenerator: false,
          },
        ]
      : [],
    phoneNumbers: user.phoneNumber
      ? [{ phoneNumberId: id, phoneNumber: user.phoneNumber, extension: null, label: null, isPrimary: true }]
      : [],
    emails: user.emailAddress ? [{ emailId: id, emailAddress: user.emailAddress, label: null, isPrimary: true }] : [],
    cards: [],
  };
}

type Keyed<T, K extends keyof T> = T & Record<K, number>;

/** Puts `record` in place of the one with its id (or at the end); a primary one clears the others. */
function upsert<T extends { isPrimary: boolean }, K extends keyof T>(list: T[], key: K, record: Keyed<T, K>): T[] {
  const cleared = record.isPrimary ? list.map((r) => (r.isPrimary ? { ...r, isPrimary: false } : r)) : list;
  const index = cleared.findIndex((r) => r[key] === record[key]);
  if (index === -1) return [...cleared, record];
  return cleared.map((r, i) => (i === index ? record : r));
}

const without = <T, K extends keyof T>(list: T[], key: K, ids: readonly unknown[]): T[] =>
  list.filter((r) => !ids.includes(r[key]));

/** Strips the event's bookkeeping fields so only the entity remains. */
function entity<T extends object>(data: T, ...drop: string[]): T {
  const copy = { ...data } as Record<string, unknown>;
  for (const k of ['userId', ...drop]) delete copy[k];
  return copy as T;
}

const isContactsEvent = (event: DomainEvent): event is ContactsEvent => (CONTACTS_EVENT_TYPES as readonly string[]).includes(event.type);

/** Total: an event of another feature on a contacts stream leaves the state unchanged. */
export function evolveContacts(state: ContactsState, anyEvent: DomainEvent): ContactsState {
  if (!isContactsEvent(anyEvent)) return state;
  const event = anyEvent;
  const s = { ...state, userId: state.userId ?? event.data.userId };
  switch (event.type) {
    case 'AddressAdded':
    case 'AddressUpdated':
      return { ...s, addresses: upsert(s.addresses, 'addressId', entity(event.data, 'addedAt', 'updatedAt')) };
    case 'AddressDeleted':
      return { ...s, addresses: without(s.addresses, 'addressId', [event.data.addressId]) };
    case 'PhoneNumberAdded':
    case 'PhoneNumberUpdated':
      return { ...s, phoneNumbers: upsert(s.phoneNumbers, 'phoneNumberId', entity(event.data, 'addedAt', 'updatedAt')) };
    case 'PhoneNumberDeleted':
      return { ...s, phoneNumbers: without(s.phoneNumbers, 'phoneNumberId', [event.data.phoneNumberId]) };
    case 'EmailAdded':
    case 'EmailUpdated':
      return { ...s, emails: upsert(s.emails, 'emailId', entity(event.data, 'addedAt', 'updatedAt')) };
    case 'EmailDeleted':
      return { ...s, emails: without(s.emails, 'emailId', [event.data.emailId]) };
    case 'CreditCardAdded':
      return { ...s, cards: upsert(s.cards, 'cardId', entity(event.data, 'addedAt')) };
    case 'PrimaryCreditCardSet':
      return { ...s, cards: s.cards.map((c) => ({ ...c, isPrimary: c.cardId === event.data.cardId })) };
    case 'CreditCardDeleted':
      return { ...s, cards: without(s.cards, 'cardId', [event.data.cardId]) };
    case 'ContactsMovedOut':
      return {
        ...s,
        addresses: without(s.addresses, 'addressId', event.data.addressIds),
        phoneNumbers: without(s.phoneNumbers, 'phoneNumberId', event.data.phoneNumberIds),
        emails: without(s.emails, 'emailId', event.data.emailIds),
        cards: without(s.cards, 'cardId', event.data.cardIds),
      };
    case 'ContactsMovedIn':
      // The decider settled the primaries already: moved records are never primary over the kept ones.
      return {
        ...s,
        addresses: [...s.addresses, ...event.data.addresses],
        phoneNumbers: [...s.phoneNumbers, ...event.data.phoneNumbers],
        emails: [...s.emails, ...event.data.emails],
        cards: [...s.cards, ...event.data.cards],
      };
    default:
      return state;
  }
}
