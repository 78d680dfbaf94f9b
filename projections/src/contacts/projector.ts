import {
  CONTACTS_EVENT_TYPES,
  addressAddedSchema,
  addressDeletedSchema,
  addressUpdatedSchema,
  contactsFromUserCreated,
  contactsMovedInSchema,
  contactsMovedOutSchema,
  creditCardAddedSchema,
  creditCardDeletedSchema,
  emailAddedSchema,
  emailDeletedSchema,
  emailUpdatedSchema,
  phoneNumberAddedSchema,
  phoneNumberDeletedSchema,
  phoneNumberUpdatedSchema,
  primaryCreditCardSetSchema,
  userCreatedSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { addressRow, creditCardRow, emailRow, phoneNumberRow, type Row } from './rows';
import { clearOtherPrimaries, deleteIds, insertMany, upsertOne } from './sql';
import { CONTACTS_TABLES, createContactsTables } from './tables';

export const CONTACTS_PROJECTOR_EVENT_TYPES = ['UserCreated', ...CONTACTS_EVENT_TYPES] as const;

const T = {
  addresses: 'contact_addresses',
  phoneNumbers: 'contact_phone_numbers',
  emails: 'contact_emails',
  cards: 'contact_credit_cards',
} as const;

/** The query keys the web app uses: [scope, userId]. */
const SCOPES = { addresses: 'addresses', phoneNumbers: 'phoneNumbers', emails: 'emails', cards: 'creditCards' } as const;
type Kind = keyof typeof T;

/**
 * Addresses, phone numbers, emails and credit cards per user. `UserCreated` brings the records given
 * at user/create (ids from contactsFromUserCreated, the same the write side uses); those arrive in
 * bulk on a rebuild, so consecutive ones are inserted as one statement per table. Everything else is
 * applied event by event, in order (a primary record clears its user's other primaries).
 */
export const contactsProjector: Projector = {
  name: 'contacts',
  version: 1,
  eventTypes: CONTACTS_PROJECTOR_EVENT_TYPES,
  tables: CONTACTS_TABLES,
  createTables: (tx: Transaction) => createContactsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys = new Map<string, ChangedKey>();
    const touch = (kind: Kind, userId: number) =>
      keys.set(`${kind}:${userId}`, { scope: SCOPES[kind], id: userId, ownerUserId: userId });

    const created: Record<Kind, Row[]> = { addresses: [], phoneNumbers: [], emails: [], cards: [] };
    const flush = async () => {
      for (const kind of Object.keys(created) as Kind[]) {
        await insertMany(tx, T[kind], created[kind]);
        created[kind] = [];
      }
    };
    const put = async (kind: Kind, userId: number, row: Row) => {
      await upsertOne(tx, T[kind], row);
      if (row.is_primary === true) await clearOtherPrimaries(tx, T[kind], userId, row.id as number);
      touch(kind, userId);
    };

    for (const event of events) {
      if (event.type !== 'UserCreated') await flush();
      switch (event.type) {
        case 'UserCreated': {
          const data = userCreatedSchema.parse(event.data);
          const initial = contactsFromUserCreated(data);
          created.addresses.push(...initial.addresses.map((a) => addressRow(data.userId, a, data.createdAt)));
          created.phoneNumbers.push(...initial.phoneNumbers.map((p) => phoneNumberRow(data.userId, p, data.createdAt)));
          created.emails.push(...initial.emails.map((e) => emailRow(data.userId, e, data.createdAt)));
          for (const kind of ['addresses', 'phoneNumbers', 'emails'] as const) touch(kind, data.userId);
          break;
        }
        case 'AddressAdded': {
          const d = addressAddedSchema.parse(event.data);
          await put('addresses', d.userId, addressRow(d.userId, d, d.addedAt));
          break;
        }
        case 'AddressUpdated': {
          const d = addressUpdatedSchema.parse(event.data);
          await put('addresses', d.userId, addressRow(d.userId, d, d.updatedAt));
          break;
        }
        case 'AddressDeleted': {
          const d = addressDeletedSchema.parse(event.data);
          await deleteIds(tx, T.addresses, d.userId, [d.addressId]);
          touch('addresses', d.userId);
          break;
        }
        case 'PhoneNumberAdded': {
          const d = phoneNumberAddedSchema.parse(event.data);
          await put('phoneNumbers', d.userId, phoneNumberRow(d.userId, d, d.addedAt));
          break;
        }
        case 'PhoneNumberUpdated': {
          const d = phoneNumberUpdatedSchema.parse(event.data);
          await put('phoneNumbers', d.userId, phoneNumberRow(d.userId, d, d.updatedAt));
          break;
        }
        case 'PhoneNumberDeleted': {
          const d = phoneNumberDeletedSchema.parse(event.data);
          await deleteIds(tx, T.phoneNumbers, d.userId, [d.phoneNumberId]);
          touch('phoneNumbers', d.userId);
          break;
        }
        case 'EmailAdded': {
          const d = emailAddedSchema.parse(event.data);
          await put('emails', d.userId, emailRow(d.userId, d, d.addedAt));
          break;
        }
        case 'EmailUpdated': {
          const d = emailUpdatedSchema.parse(event.data);
          await put('emails', d.userId, emailRow(d.userId, d, d.updatedAt));
          break;
        }
        case 'EmailDeleted': {
          const d = emailDeletedSchema.parse(event.data);
          await deleteIds(tx, T.emails, d.userId, [d.emailId]);
          touch('emails', d.userId);
          break;
        }
        case 'CreditCardAdded': {
          const d = creditCardAddedSchema.parse(event.data);
          await put('cards', d.userId, creditCardRow(d.userId, d, d.addedAt));
          break;
        }
        case 'PrimaryCreditCardSet': {
          const d = primaryCreditCardSetSchema.parse(event.data);
          await tx.query(`UPDATE ${T.cards} SET is_primary = (id = $2) WHERE user_id = $1`, [d.userId, d.cardId]);
          touch('cards', d.userId);
          break;
        }
        case 'CreditCardDeleted': {
          const d = creditCardDeletedSchema.parse(event.data);
          await deleteIds(tx, T.cards, d.userId, [d.cardId]);
          touch('cards', d.userId);
          break;
        }
        case 'ContactsMovedOut': {
          // Rows already moved in belong to the new owner and are left alone (user_id no longer matches).
          const d = contactsMovedOutSchema.parse(event.data);
          await deleteIds(tx, T.addresses, d.userId, d.addressIds);
          await deleteIds(tx, T.phoneNumbers, d.userId, d.phoneNumberIds);
          await deleteIds(tx, T.emails, d.userId, d.emailIds);
          await deleteIds(tx, T.cards, d.userId, d.cardIds);
          for (const kind of Object.keys(T) as Kind[]) touch(kind, d.userId);
          break;
        }
        case 'ContactsMovedIn': {
          // Primaries were settled by the decider: moved records never displace the kept user's.
          const d = contactsMovedInSchema.parse(event.data);
          for (const a of d.addresses) await upsertOne(tx, T.addresses, addressRow(d.userId, a, d.movedAt));
          for (const p of d.phoneNumbers) await upsertOne(tx, T.phoneNumbers, phoneNumberRow(d.userId, p, d.movedAt));
          for (const e of d.emails) await upsertOne(tx, T.emails, emailRow(d.userId, e, d.movedAt));
          for (const c of d.cards) await upsertOne(tx, T.cards, creditCardRow(d.userId, c, d.movedAt));
          for (const kind of Object.keys(T) as Kind[]) {
            touch(kind, d.userId);
            touch(kind, d.fromUserId);
          }
          break;
        }
        default:
          throw new Error(`contacts projector: unexpected event type ${event.type}`);
      }
    }
    await flush();
    return [...keys.values()];
  },
};
