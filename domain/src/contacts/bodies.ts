import { z } from 'zod';
import {
  ADDRESS_MAX,
  FIELD_MESSAGES,
  NOTE_MAX,
  TEXT_MAX,
  VALIDATION_MESSAGES,
  isCreditCard,
  isEmail,
  isMapsco,
  isPhone,
  isZipcode,
  normalizeMapsco,
} from '../shared/validators';
import { cardDigits } from './cards';
import { CONTACT_MESSAGES as M } from './messages';
import { idField, nullableId, optionalBoolean, optionalId, optionalText, requiredText, updatedText } from './fields';

/**
 * Request bodies of the contacts calls (part 1 §7), shared by the server and the web forms. Field
 * rules and messages are part 1 §5's; limits: address 100, notes 250, text 50, extension 4.
 */
const EMAIL_MAX = 254;
const EXTENSION_MAX = 4;
export const CONTACT_DEFAULT_STATE = 'Texas';

const bool = optionalBoolean('Must be true or false.');

const addressRules = {
  address: { max: ADDRESS_MAX },
  city: { max: TEXT_MAX },
  state: { max: TEXT_MAX },
  zipcode: { max: 10, valid: [isZipcode, VALIDATION_MESSAGES.zipcode], invalid: VALIDATION_MESSAGES.zipcode },
  mapsco: { max: 10, prepare: normalizeMapsco, valid: [isMapsco, VALIDATION_MESSAGES.mapsco], invalid: VALIDATION_MESSAGES.mapsco },
  notes: { max: NOTE_MAX },
} as const;

export const createAddressSchema = z.object({
  userId: idField(M.addressUserRequired),
  address: requiredText({ ...addressRules.address, required: M.addressRequired }),
  city: optionalText(addressRules.city),
  // Part 2 §9: the state defaults to Texas.
  state: optionalText(addressRules.state).transform((v) => v ?? CONTACT_DEFAULT_STATE),
  zipcode: optionalText(addressRules.zipcode),
  mapsco: optionalText(addressRules.mapsco),
  mapscoCityId: nullableId(M.mapscoCityInvalid),
  notes: optionalText(addressRules.notes),
  isPrimary: bool,
  needsGenerator: bool,
});
export type CreateAddressBody = z.output<typeof createAddressSchema>;

export const updateAddressSchema = z.object({
  addressId: idField(M.idRequired),
  address: updatedText({ ...addressRules.address, required: M.addressRequired }),
  city: updatedText(addressRules.city),
  state: updatedText(addressRules.state),
  zipcode: updatedText(addressRules.zipcode),
  mapsco: updatedText(addressRules.mapsco),
  mapscoCityId: optionalId(M.mapscoCityInvalid),
  notes: updatedText(addressRules.notes),
  isPrimary: bool,
  needsGenerator: bool,
});
export type UpdateAddressBody = z.output<typeof updateAddressSchema>;

const phoneRules = { max: TEXT_MAX, valid: [isPhone, FIELD_MESSAGES.phone], invalid: FIELD_MESSAGES.phone } as const;
const extensionRules = { max: EXTENSION_MAX };
const labelRules = { max: TEXT_MAX };

export const createPhoneNumberSchema = z.object({
  userId: idField(M.phoneUserRequired),
  phoneNumber: requiredText({ ...phoneRules, required: M.phoneRequired }),
  extension: optionalText(extensionRules),
  label: optionalText(labelRules),
  isPrimary: bool,
});
export type CreatePhoneNumberBody = z.output<typeof createPhoneNumberSchema>;

export const updatePhoneNumberSchema = z.object({
  phoneNumberId: idField(M.idRequired),
  phoneNumber: updatedText({ ...phoneRules, required: M.phoneRequired }),
  extension: updatedText(extensionRules),
  label: updatedText(labelRules),
  isPrimary: bool,
});
export type UpdatePhoneNumberBody = z.output<typeof updatePhoneNumberSchema>;

const emailRules = { max: EMAIL_MAX, valid: [isEmail, FIELD_MESSAGES.email] } as const;

export const createEmailSchema = z.object({
  userId: idField(M.emailUserRequired),
  emailAddress: requiredText({ ...emailRules, required: M.emailRequired }),
  label: optionalText(labelRules),
  isPrimary: bool,
});
export type CreateEmailBody = z.output<typeof createEmailSchema>;

export const updateEmailSchema = z.object({
  emailId: idField(M.idRequired),
  emailAddress: updatedText({ ...emailRules, required: M.emailRequired }),
  label: updatedText(labelRules),
  isPrimary: bool,
});
export type UpdateEmailBody = z.output<typeof updateEmailSchema>;

/** Part 1 §5 limits of the card form. */
export const CARD_LIMITS = { cardNumber: 16, expiration: 5, securityCode: 4, billingZipcode: 10 } as const;

/**
 * POST user/addNewCard. The number and the security code leave this schema only to be tokenized by
 * the payment gateway; nothing downstream stores them.
 */
export const addNewCardSchema = z.object({
  userId: idField(M.cardUserRequired),
  isPrimary: bool,
  nameOnCard: requiredText({ max: TEXT_MAX, required: M.cardNameRequired }),
  cardNumber: requiredText({
    max: 19, // 16 digits plus spaces or hyphens as typed
    required: M.cardNumberRequired,
    invalid: M.cardNumberInvalid,
    prepare: cardDigits,
    valid: [(digits) => digits.length <= CARD_LIMITS.cardNumber && isCreditCard(digits), M.cardNumberInvalid],
  }),
  expiration: requiredText({
    max: CARD_LIMITS.expiration,
    required: M.cardExpirationRequired,
    invalid: M.cardExpirationInvalid,
    valid: [(v) => /^(0[1-9]|1[0-2])\/?\d{2}$/.test(v), M.cardExpirationInvalid],
  }),
  securityCode: requiredText({
    max: CARD_LIMITS.securityCode,
    required: M.cardSecurityCodeRequired,
    invalid: M.cardSecurityCodeInvalid,
    valid: [(v) => /^\d{3,4}$/.test(v), M.cardSecurityCodeInvalid],
  }),
  billingZipcode: requiredText({
    max: CARD_LIMITS.billingZipcode,
    required: M.cardBillingZipcode,
    invalid: M.cardBillingZipcodeInvalid,
    valid: [isZipcode, M.cardBillingZipcodeInvalid],
  }),
});
export type AddNewCardBody = z.output<typeof addNewCardSchema>;

export const setPrimaryCardSchema = z.object({ cardId: idField(M.idRequired) });
export const deleteCardSchema = z.object({ ID: idField(M.idRequired) });
export const deleteAddressSchema = z.object({ addressId: idField(M.idRequired) });
export const deletePhoneNumberSchema = z.object({ phoneNumberId: idField(M.idRequired) });
export const deleteEmailSchema = z.object({ emailId: idField(M.idRequired) });
/** GET .../findByUser?userId= and user/getCreditCards?userId=. */
export const contactsByUserSchema = z.object({ userId: idField('A numeric user ID is required.') });

/**
 * What the web's contact forms send (the call adds the owner's userId, or the record's id on update).
 * The schemas take any value and check it, so their input type says nothing: a client sends a body the
 * schema accepts as it is, its output shape.
 */
type AddressOutput = z.output<typeof createAddressSchema>;
/** The map reference may be left out (the form shows it only where routing is on). */
export type AddressBody = Omit<AddressOutput, 'userId' | 'mapsco' | 'mapscoCityId'> & Partial<Pick<AddressOutput, 'mapsco' | 'mapscoCityId'>>;
export type PhoneNumberBody = Omit<z.output<typeof createPhoneNumberSchema>, 'userId'>;
export type EmailBody = Omit<z.output<typeof createEmailSchema>, 'userId'>;
export type NewCardBody = Omit<z.output<typeof addNewCardSchema>, 'userId'>;

/**
 * A card as Accept.js hands it over: one-time opaque data (dataDescriptor, dataValue) in place of the
 * number and the security code, which went from the browser straight to the gateway. The rest of the
 * form (name, expiry, zipcode) is still checked as typed.
 */
export const opaqueDataFields = {
  dataDescriptor: z.string().trim().min(1).max(100),
  dataValue: z.string().trim().min(1).max(8192),
};

export const hasOpaqueData = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && typeof (raw as { dataValue?: unknown }).dataValue === 'string' && (raw as { dataValue: string }).dataValue !== '';

const opaqueCardOnFileSchema = addNewCardSchema.omit({ cardNumber: true, securityCode: true }).extend(opaqueDataFields);

export type AddNewCardRequest = z.output<typeof addNewCardSchema> | z.output<typeof opaqueCardOnFileSchema>;

/** POST user/addNewCard as the server takes it: a typed card (sandbox gateway only) or opaque data. */
export const addNewCardRequestSchema = z.unknown().transform((raw, ctx): AddNewCardRequest => {
  const parsed = hasOpaqueData(raw) ? opaqueCardOnFileSchema.safeParse(raw) : addNewCardSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
