import type { CommandContext, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type {
  AddressEntity,
  ContactsEvent,
  CreditCardEntity,
  EmailEntity,
  PhoneNumberEntity,
} from './events';
import { CONTACT_MESSAGES as M } from './messages';
import { emptyContactsState, evolveContacts, type ContactsState } from './state';

/**
 * The `Contacts-<userId>` stream's commands. The handler resolves ids, the owner and the card token
 * first; the decider keeps the rules: ids must exist in this user's stream, one primary per kind,
 * the first card (and first address, phone, email) is primary, routing fields (Mapsco, generator)
 * only change for those who may see them (ViewUsers).
 */
type Patch<T> = { [K in keyof T]?: T[K] };
type AddressFields = Omit<AddressEntity, 'addressId' | 'isPrimary'>;

export type ContactsCommand =
  | { type: 'AddAddress'; data: { userId: number; address: Omit<AddressEntity, 'isPrimary'> & { isPrimary?: boolean }; canSetRouting: boolean } }
  | { type: 'UpdateAddress'; data: { addressId: number; patch: Patch<AddressFields> & { isPrimary?: boolean }; canSetRouting: boolean } }
  | { type: 'DeleteAddress'; data: { addressId: number } }
  | { type: 'AddPhoneNumber'; data: { userId: number; phoneNumber: Omit<PhoneNumberEntity, 'isPrimary'> & { isPrimary?: boolean } } }
  | { type: 'UpdatePhoneNumber'; data: { phoneNumberId: number; patch: Patch<Omit<PhoneNumberEntity, 'phoneNumberId'>> } }
  | { type: 'DeletePhoneNumber'; data: { phoneNumberId: number } }
  | { type: 'AddEmail'; data: { userId: number; email: Omit<EmailEntity, 'isPrimary'> & { isPrimary?: boolean } } }
  | { type: 'UpdateEmail'; data: { emailId: number; patch: Patch<Omit<EmailEntity, 'emailId'>> } }
  | { type: 'DeleteEmail'; data: { emailId: number } }
  | { type: 'AddCreditCard'; data: { userId: number; card: Omit<CreditCardEntity, 'isPrimary'> & { isPrimary?: boolean } } }
  | { type: 'SetPrimaryCreditCard'; data: { cardId: number } }
  | { type: 'DeleteCreditCard'; data: { cardId: number } }
  | {
      type: 'MoveContactsOut';
      /** The ids delivered to `toUserId` (by ReceiveContacts); only those leave this stream. */
      data: { toUserId: number; addressIds: number[]; phoneNumberIds: number[]; emailIds: number[]; cardIds: number[] };
    }
  | {
      type: 'ReceiveContacts';
      data: {
        userId: number;
        fromUserId: number;
        addresses: AddressEntity[];
        phoneNumbers: PhoneNumberEntity[];
        emails: EmailEntity[];
        cards: CreditCardEntity[];
      };
    };

const ROUTING_FIELDS = ['mapsco', 'mapscoCityId', 'needsGenerator'] as const;

function defined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const sameRecord = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

function find<T>(list: T[], match: (r: T) => boolean, message: string): T {
  const record = list.find(match);
  if (!record) throw new DomainError(404, message);
  return record;
}

function requireUser(state: ContactsState): number {
  if (state.userId === null) throw new DomainError(404, 'User not found.');
  return state.userId;
}

/** Moved records never take primary from the kept user's; with none there, the first moved primary stays. */
function settlePrimary<T extends { isPrimary: boolean }>(kept: T[], moved: T[]): T[] {
  let primaryTaken = kept.some((r) => r.isPrimary);
  return moved.map((r) => {
    const isPrimary = r.isPrimary && !primaryTaken;
    if (isPrimary) primaryTaken = true;
    return { ...r, isPrimary };
  });
}

export function decideContacts(command: ContactsCommand, state: ContactsState, { now }: CommandContext): ContactsEvent[] {
  switch (command.type) {
    case 'AddAddress': {
      const { userId, address, canSetRouting } = command.data;
      if (state.addresses.some((a) => a.addressId === address.addressId)) return [];
      const entity: AddressEntity = {
        ...address,
        mapsco: canSetRouting ? address.mapsco : null,
        mapscoCityId: canSetRouting ? address.mapscoCityId : null,
        needsGenerator: canSetRouting ? address.needsGenerator : false,
        isPrimary: address.isPrimary ?? state.addresses.length === 0,
      };
      return [{ type: 'AddressAdded', data: { ...entity, userId, addedAt: now } }];
    }
    case 'UpdateAddress': {
      const userId = requireUser(state);
      const { addressId, canSetRouting } = command.data;
      const current = find(state.addresses, (a) => a.addressId === addressId, M.addressNotFound);
      const patch: Partial<AddressEntity> = defined(command.data.patch);
      if (!canSetRouting) for (const field of ROUTING_FIELDS) delete patch[field];
      const next: AddressEntity = { ...current, ...patch, addressId };
      if (sameRecord(next, current)) return [];
      return [{ type: 'AddressUpdated', data: { ...next, userId, updatedAt: now } }];
    }
    case 'DeleteAddress': {
      const userId = requireUser(state);
      const { addressId } = command.data;
      find(state.addresses, (a) => a.addressId === addressId, M.addressNotFound);
      return [{ type: 'AddressDeleted', data: { addressId, userId, deletedAt: now } }];
    }
    case 'AddPhoneNumber': {
      const { userId, phoneNumber } = command.data;
      if (state.phoneNumbers.some((p) => p.phoneNumberId === phoneNumber.phoneNumberId)) return [];
      const isPrimary = phoneNumber.isPrimary ?? state.phoneNumbers.length === 0;
      return [{ type: 'PhoneNumberAdded', data: { ...phoneNumber, isPrimary, userId, addedAt: now } }];
    }
    case 'UpdatePhoneNumber': {
      const userId = requireUser(state);
      const { phoneNumberId } = command.data;
      const current = find(state.phoneNumbers, (p) => p.phoneNumberId === phoneNumberId, M.phoneNotFound);
      const next: PhoneNumberEntity = { ...current, ...defined(command.data.patch), phoneNumberId };
      if (sameRecord(next, current)) return [];
      return [{ type: 'PhoneNumberUpdated', data: { ...next, userId, updatedAt: now } }];
    }
    case 'DeletePhoneNumber': {
      const userId = requireUser(state);
      const { phoneNumberId } = command.data;
      find(state.phoneNumbers, (p) => p.phoneNumberId === phoneNumberId, M.phoneNotFound);
      return [{ type: 'PhoneNumberDeleted', data: { phoneNumberId, userId, deletedAt: now } }];
    }
    case 'AddEmail': {
      const { userId, email } = command.data;
      if (state.emails.some((e) => e.emailId === email.emailId)) return [];
      const isPrimary = email.isPrimary ?? state.emails.length === 0;
      return [{ type: 'EmailAdded', data: { ...email, isPrimary, userId, addedAt: now } }];
    }
    case 'UpdateEmail': {
      const userId = requireUser(state);
      const { emailId } = command.data;
      const current = find(state.emails, (e) => e.emailId === emailId, M.emailNotFound);
      const next: EmailEntity = { ...current, ...defined(command.data.patch), emailId };
      if (sameRecord(next, current)) return [];
      return [{ type: 'EmailUpdated', data: { ...next, userId, updatedAt: now } }];
    }
    case 'DeleteEmail': {
      const userId = requireUser(state);
      const { emailId } = command.data;
      find(state.emails, (e) => e.emailId === emailId, M.emailNotFound);
      return [{ type: 'EmailDeleted', data: { emailId, userId, deletedAt: now } }];
    }
    case 'AddCreditCard': {
      const { userId, card } = command.data;
      if (state.cards.some((c) => c.cardId === card.cardId)) return [];
      // Part 1 §4: the first card defaults to primary; making one primary clears the others.
      const isPrimary = card.isPrimary === true || state.cards.length === 0;
      return [{ type: 'CreditCardAdded', data: { ...card, isPrimary, userId, addedAt: now } }];
    }
    case 'SetPrimaryCreditCard': {
      const userId = requireUser(state);
      const { cardId } = command.data;
      const card = find(state.cards, (c) => c.cardId === cardId, M.cardNotFound);
      if (card.isPrimary && state.cards.filter((c) => c.isPrimary).length === 1) return [];
      return [{ type: 'PrimaryCreditCardSet', data: { cardId, userId, setAt: now } }];
    }
    case 'DeleteCreditCard': {
      const userId = requireUser(state);
      const { cardId } = command.data;
      find(state.cards, (c) => c.cardId === cardId, M.cardNotFound);
      return [{ type: 'CreditCardDeleted', data: { cardId, userId, deletedAt: now } }];
    }
    case 'MoveContactsOut': {
      const userId = requireUser(state);
      const { toUserId } = command.data;
      if (toUserId === userId) throw new DomainError(400, M.sameUser);
      const present = <T, K extends keyof T>(list: T[], key: K, ids: number[]) =>
        list.map((r) => r[key] as number).filter((id) => ids.includes(id));
      const addressIds = present(state.addresses, 'addressId', command.data.addressIds);
      const phoneNumberIds = present(state.phoneNumbers, 'phoneNumberId', command.data.phoneNumberIds);
      const emailIds = present(state.emails, 'emailId', command.data.emailIds);
      const cardIds = present(state.cards, 'cardId', command.data.cardIds);
      if (addressIds.length + phoneNumberIds.length + emailIds.length + cardIds.length === 0) return [];
      return [{ type: 'ContactsMovedOut', data: { userId, toUserId, addressIds, phoneNumberIds, emailIds, cardIds, movedAt: now } }];
    }
    case 'ReceiveContacts': {
      const { userId, fromUserId } = command.data;
      if (fromUserId === userId) throw new DomainError(400, M.sameUser);
      // A retried merge may have delivered some of these already.
      const fresh = <T, K extends keyof T>(kept: T[], moved: T[], key: K) =>
        moved.filter((m) => !kept.some((k) => k[key] === m[key]));
      const addresses = settlePrimary(state.addresses, fresh(state.addresses, command.data.addresses, 'addressId'));
      const phoneNumbers = settlePrimary(state.phoneNumbers, fresh(state.phoneNumbers, command.data.phoneNumbers, 'phoneNumberId'));
      const emails = settlePrimary(state.emails, fresh(state.emails, command.data.emails, 'emailId'));
      const cards = settlePrimary(state.cards, fresh(state.cards, command.data.cards, 'cardId'));
      if (addresses.length + phoneNumbers.length + emails.length + cards.length === 0) return [];
      return [
        { type: 'ContactsMovedIn', data: { userId, fromUserId, addresses, phoneNumbers, emails, cards, movedAt: now } },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown contacts command ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The decider of one user's contacts stream, starting from `initial` (the records the user was
 * created with, see contactsFromUserCreated; empty for a user created without them).
 */
export function contactsDecider(initial: ContactsState = emptyContactsState()): Decider<ContactsCommand, ContactsEvent, ContactsState> {
  return { initialState: () => initial, evolve: evolveContacts, decide: decideContacts };
}
