import { z } from 'zod';
import {
  ADDRESS_MAX,
  FIELD_MESSAGES,
  TEXT_MAX,
  VALIDATION_MESSAGES,
  isEmail,
  isMapsco,
  isPhone,
  isZipcode,
  normalizeMapsco,
} from '../shared/validators';
import { INT4_MAX, idParam, storableText } from '../shared/storable';
import { PROFILE_MESSAGES, USER_MESSAGES } from './messages';

/**
 * The body of POST /api/v4/user/create (part 1 §7), shared by the server and the web form.
 * Optional text accepts '' and null (what forms send for an untouched field) and comes out undefined.
 */
const EMAIL_MAX = 254; // RFC 5321's limit; the 50-character text default would refuse real addresses.

const requiredText = (message: string, max = TEXT_MAX) =>
  storableText({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: FIELD_MESSAGES.tooLong(max) });

const optionalText = (max = TEXT_MAX) =>
  storableText()
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong(max) })
    .nullish()
    .transform((value) => value || undefined);

/** Optional text that, when given, must pass `isValid`; `prepare` normalizes it first. */
const optionalChecked = (isValid: (value: string) => boolean, message: string, prepare = (v: string) => v) =>
  storableText()
    .max(TEXT_MAX, { error: message })
    .nullish()
    .transform((value) => (value ? prepare(value.trim()) : '') || undefined)
    .refine((value) => value === undefined || isValid(value), { error: message });

const blank = (value: string | undefined) => value === undefined;

export const addressInfoSchema = z
  .object({
    address: optionalText(ADDRESS_MAX),
    city: optionalText(),
    state: optionalText(),
    zipcode: optionalChecked(isZipcode, VALIDATION_MESSAGES.zipcode),
    mapsco: optionalChecked(isMapsco, VALIDATION_MESSAGES.mapsco, normalizeMapsco),
  })
  .superRefine((info, ctx) => {
    // An address form left empty is no address; a partly filled one needs its street line.
    const touched = !(blank(info.city) && blank(info.state) && blank(info.zipcode) && blank(info.mapsco));
    if (blank(info.address) && touched) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: USER_MESSAGES.addressRequired });
    }
  })
  .transform((info) => (info.address === undefined ? undefined : { ...info, address: info.address }));

const optionalUserTypeId = z
  .union([z.number(), storableText().trim()], { error: USER_MESSAGES.invalidUserType })
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return undefined;
    const id = Number(value);
    // Ids are Postgres integers: anything larger cannot exist (and must not reach a query as a 500).
    if (!Number.isInteger(id) || id <= 0 || id > INT4_MAX) {
      ctx.addIssue({ code: 'custom', message: USER_MESSAGES.invalidUserType });
      return z.NEVER;
    }
    return id;
  });

export const createUserSchema = z.object({
  firstName: requiredText(USER_MESSAGES.firstNameRequired),
  middleName: optionalText(),
  lastName: requiredText(USER_MESSAGES.lastNameRequired),
  emailAddress: requiredText(USER_MESSAGES.emailRequired, EMAIL_MAX).refine(isEmail, { error: FIELD_MESSAGES.email }),
  UserTypeID: optionalUserTypeId,
  phoneNumber: optionalChecked(isPhone, FIELD_MESSAGES.phone),
  AddressInfo: addressInfoSchema.nullish().transform((value) => value ?? undefined),
  isAccount: z
    .boolean({ error: 'isAccount must be true or false.' })
    .nullish()
    .transform((value) => value ?? false),
});

/** What the form holds (strings, maybe empty). */
export type CreateUserInput = z.input<typeof createUserSchema>;
/** What the server works with (trimmed, blanks removed, ids as numbers). */
export type CreateUserBody = z.output<typeof createUserSchema>;

// Digits or a number within int4; anything else (or nothing) is the route's message.
const userIdOf = (message: string) => idParam(message);

/** Query of the profile reads: ?userId= */
export const userIdQuerySchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.userIdRequired) });
/** Query of GET user/getCustomerDetails: ?customerId= */
export const customerIdQuerySchema = z.object({ customerId: userIdOf(PROFILE_MESSAGES.customerIdRequired) });

/** POST /api/v4/user/createLoginAccount { loginEmail, userId } (part 2 §5.7). */
export const createLoginAccountSchema = z.object({
  loginEmail: storableText({ error: PROFILE_MESSAGES.loginEmailRequired })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.loginEmailRequired })
    .max(254, { error: FIELD_MESSAGES.tooLong(254) })
    .refine(isEmail, { error: FIELD_MESSAGES.email }),
  userId: userIdOf(PROFILE_MESSAGES.userIdRequired),
});

/** DELETE /api/v4/user/delete?userId= (part 2 §5.7 message when missing). */
export const deleteUserSchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.deleteNeedsUserId) });
/** PUT /api/v4/user/restore { userId } */
export const restoreUserSchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.userIdRequired) });
/** POST /api/v4/user/openCommentGroup { userId }: gives an older user their comment group. */
export const openCommentGroupSchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.userIdRequired) });
