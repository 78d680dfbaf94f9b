import { z } from 'zod';
import type { WithPosition } from '../shared/writeAnswers';

/** Response shapes of the contacts reads and writes (the web app types its fetchers with these). */
export interface MapscoCityRef {
  ID: number;
  city: string;
  letter: string;
}

export interface ContactAddress {
  ID: number;
  userId: number;
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  mapsco: string | null;
  mapscoCityId: number | null;
  MapscoCity: MapscoCityRef | null;
  notes: string | null;
  isPrimary: boolean;
  needsGenerator: boolean;
}

export interface ContactPhoneNumber {
  ID: number;
  userId: number;
  phoneNumber: string;
  extension: string | null;
  label: string | null;
  isPrimary: boolean;
}

export interface ContactEmail {
  ID: number;
  userId: number;
  label: string | null;
  emailAddress: string;
  isPrimary: boolean;
}

/** A stored card: never the number or the security code, only what identifies it to a person. */
export interface ContactCreditCard {
  ID: number;
  userId: number;
  nameOnCard: string;
  brand: string;
  lastFour: string;
  /** Masked to the last four, e.g. '•••• •••• •••• 1111'. */
  cardNumber: string;
  /** 'MM/YY' */
  expiration: string;
  expMonth: number;
  expYear: number;
  billingZipcode: string;
  isPrimary: boolean;
  /** Past the end of its month of expiry (business time zone). */
  isExpired: boolean;
  /** Saved with the sandbox gateway while Authorize.net is live: it cannot be charged; enter it again. */
  reEnterForLiveGateway?: boolean;
}

export interface AddressesResponse {
  addresses: ContactAddress[];
}
export interface PhoneNumbersResponse {
  phoneNumbers: ContactPhoneNumber[];
}
export interface EmailsResponse {
  emails: ContactEmail[];
}
export interface CreditCardsResponse {
  creditCards: ContactCreditCard[];
}

/** The write answers as the web receives them: the schema's answer plus `position` (WithPosition). */
export type NewAddressResponse = WithPosition<CreateAddressAnswer>;
export type NewPhoneNumberResponse = WithPosition<CreatePhoneNumberAnswer>;
export type NewEmailResponse = WithPosition<CreateEmailAnswer>;
export type NewCardResponse = WithPosition<AddNewCardAnswer>;
/** An edit or delete; setting the primary card also says so (PrimaryCardSetAnswer). */
export type ContactWriteResponse = WithPosition<ContactChangedAnswer & Partial<PrimaryCardSetAnswer>>;

/** The contacts' writes (docs/ARCHITECTURE.md "Contracts"): a create answers the new row's id, an edit or delete `ok`. */
export const createAddressAnswerSchema = z.object({ newAddressId: z.number() });
export type CreateAddressAnswer = z.infer<typeof createAddressAnswerSchema>;
export const createPhoneNumberAnswerSchema = z.object({ newPhoneNumberId: z.number() });
export type CreatePhoneNumberAnswer = z.infer<typeof createPhoneNumberAnswerSchema>;
export const createEmailAnswerSchema = z.object({ newEmailId: z.number() });
export type CreateEmailAnswer = z.infer<typeof createEmailAnswerSchema>;
export const addNewCardAnswerSchema = z.object({ newCardId: z.number() });
export type AddNewCardAnswer = z.infer<typeof addNewCardAnswerSchema>;
export const contactChangedAnswerSchema = z.object({ ok: z.literal(true) });
export type ContactChangedAnswer = z.infer<typeof contactChangedAnswerSchema>;
export const primaryCardSetAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
export type PrimaryCardSetAnswer = z.infer<typeof primaryCardSetAnswerSchema>;
