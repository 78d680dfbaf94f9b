import { z } from 'zod';
import { int4, storableId, storableText } from '../shared/storable';
import type { DomainEvent } from '../shared/decider';

/**
 * Events of the `Contacts-<userId>` stream. A credit card event holds brand, last four, expiry,
 * billing zipcode, name and the gateway's token: never the full number or the security code
 * (ARCHITECTURE.md "HTTP and the browser").
 */
const id = storableId();

export const addressEntitySchema = z.object({
  addressId: id,
  address: storableText(),
  city: storableText().nullable(),
  state: storableText().nullable(),
  zipcode: storableText().nullable(),
  mapsco: storableText().nullable(),
  mapscoCityId: storableId().nullable(),
  notes: storableText().nullable(),
  isPrimary: z.boolean(),
  needsGenerator: z.boolean(),
});
export type AddressEntity = z.infer<typeof addressEntitySchema>;

export const phoneNumberEntitySchema = z.object({
  phoneNumberId: id,
  phoneNumber: storableText(),
  extension: storableText().nullable(),
  label: storableText().nullable(),
  isPrimary: z.boolean(),
});
export type PhoneNumberEntity = z.infer<typeof phoneNumberEntitySchema>;

export const emailEntitySchema = z.object({
  emailId: id,
  emailAddress: storableText(),
  label: storableText().nullable(),
  isPrimary: z.boolean(),
});
export type EmailEntity = z.infer<typeof emailEntitySchema>;

export const creditCardEntitySchema = z.object({
  cardId: id,
  nameOnCard: storableText(),
  brand: storableText(),
  last4: storableText().regex(/^\d{4}$/),
  expMonth: int4().min(1).max(12),
  expYear: int4(),
  billingZipcode: storableText(),
  /** The payment gateway's token for the card: what a later charge uses. */
  gatewayToken: storableText(),
  isPrimary: z.boolean(),
});
export type CreditCardEntity = z.infer<typeof creditCardEntitySchema>;

const owned = { userId: id };
const at = storableText();

export const addressAddedSchema = addressEntitySchema.extend({ ...owned, addedAt: at });
export const addressUpdatedSchema = addressEntitySchema.extend({ ...owned, updatedAt: at });
export const addressDeletedSchema = z.object({ addressId: id, ...owned, deletedAt: at });
export const phoneNumberAddedSchema = phoneNumberEntitySchema.extend({ ...owned, addedAt: at });
export const phoneNumberUpdatedSchema = phoneNumberEntitySchema.extend({ ...owned, updatedAt: at });
export const phoneNumberDeletedSchema = z.object({ phoneNumberId: id, ...owned, deletedAt: at });
export const emailAddedSchema = emailEntitySchema.extend({ ...owned, addedAt: at });
export const emailUpdatedSchema = emailEntitySchema.extend({ ...owned, updatedAt: at });
export const emailDeletedSchema = z.object({ emailId: id, ...owned, deletedAt: at });
export const creditCardAddedSchema = creditCardEntitySchema.extend({ ...owned, addedAt: at });
export const primaryCreditCardSetSchema = z.object({ cardId: id, ...owned, setAt: at });
export const creditCardDeletedSchema = z.object({ cardId: id, ...owned, deletedAt: at });

/** Merge, on the duplicate's stream: these records left for `toUserId`. */
export const contactsMovedOutSchema = z.object({
  ...owned,
  toUserId: id,
  addressIds: z.array(id),
  phoneNumberIds: z.array(id),
  emailIds: z.array(id),
  cardIds: z.array(id),
  movedAt: at,
});
/** Merge, on the kept user's stream: these records arrived from `fromUserId` (primaries already settled). */
export const contactsMovedInSchema = z.object({
  ...owned,
  fromUserId: id,
  addresses: z.array(addressEntitySchema),
  phoneNumbers: z.array(phoneNumberEntitySchema),
  emails: z.array(emailEntitySchema),
  cards: z.array(creditCardEntitySchema),
  movedAt: at,
});

type Data<S extends z.ZodType> = z.infer<S>;
export type AddressAdded = DomainEvent<'AddressAdded', Data<typeof addressAddedSchema>>;
export type AddressUpdated = DomainEvent<'AddressUpdated', Data<typeof addressUpdatedSchema>>;
export type AddressDeleted = DomainEvent<'AddressDeleted', Data<typeof addressDeletedSchema>>;
export type PhoneNumberAdded = DomainEvent<'PhoneNumberAdded', Data<typeof phoneNumberAddedSchema>>;
export type PhoneNumberUpdated = DomainEvent<'PhoneNumberUpdated', Data<typeof phoneNumberUpdatedSchema>>;
export type PhoneNumberDeleted = DomainEvent<'PhoneNumberDeleted', Data<typeof phoneNumberDeletedSchema>>;
export type EmailAdded = DomainEvent<'EmailAdded', Data<typeof emailAddedSchema>>;
export type EmailUpdated = DomainEvent<'EmailUpdated', Data<typeof emailUpdatedSchema>>;
export type EmailDeleted = DomainEvent<'EmailDeleted', Data<typeof emailDeletedSchema>>;
export type CreditCardAdded = DomainEvent<'CreditCardAdded', Data<typeof creditCardAddedSchema>>;
export type PrimaryCreditCardSet = DomainEvent<'PrimaryCreditCardSet', Data<typeof primaryCreditCardSetSchema>>;
export type CreditCardDeleted = DomainEvent<'CreditCardDeleted', Data<typeof creditCardDeletedSchema>>;
export type ContactsMovedOut = DomainEvent<'ContactsMovedOut', Data<typeof contactsMovedOutSchema>>;
export type ContactsMovedIn = DomainEvent<'ContactsMovedIn', Data<typeof contactsMovedInSchema>>;

export type ContactsEvent =
  | AddressAdded
  | AddressUpdated
  | AddressDeleted
  | PhoneNumberAdded
  | PhoneNumberUpdated
  | PhoneNumberDeleted
  | EmailAdded
  | EmailUpdated
  | EmailDeleted
  | CreditCardAdded
  | PrimaryCreditCardSet
  | CreditCardDeleted
  | ContactsMovedOut
  | ContactsMovedIn;

/** Every event type the contacts projector reads from the contacts streams. */
export const CONTACTS_EVENT_TYPES = [
  'AddressAdded',
  'AddressUpdated',
  'AddressDeleted',
  'PhoneNumberAdded',
  'PhoneNumberUpdated',
  'PhoneNumberDeleted',
  'EmailAdded',
  'EmailUpdated',
  'EmailDeleted',
  'CreditCardAdded',
  'PrimaryCreditCardSet',
  'CreditCardDeleted',
  'ContactsMovedOut',
  'ContactsMovedIn',
] as const satisfies readonly ContactsEvent['type'][];
