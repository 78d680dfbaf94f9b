import { z } from 'zod';
import { SIGN_UP_DEFAULT_STATE } from '../auth';
import { PACKAGES } from '../options';
import { storableId, storableLocalDate, storableLocalTime, storableText } from '../shared/storable';
import { ADDRESS_MAX, FIELD_MESSAGES, TEXT_MAX, VALIDATION_MESSAGES, isEmail, isMapsco, isPhone, isZipcode, normalizeMapsco } from '../shared/validators';
import { PUBLIC_BOOKING_MESSAGES as M } from './messages';

/** The /book page's bodies: one schema each for the form and the server (docs/RULES.md OTP-CODE). */
const text = (max: number, message: string) => z.string({ error: message }).max(max, { error: FIELD_MESSAGES.tooLong(max) }).transform((v) => v.trim()).pipe(storableText());
const required = (max: number, message: string) => text(max, message).refine((v) => v !== '', { error: message });

/** The address, first: is it inside the service area? The Mapsco only where the area is drawn by Mapsco. */
export const publicAddressBodySchema = z.object({
  address: required(ADDRESS_MAX, M.addressRequired),
  city: required(TEXT_MAX, M.addressRequired),
  state: text(TEXT_MAX, M.addressRequired).default(SIGN_UP_DEFAULT_STATE).transform((v) => v || SIGN_UP_DEFAULT_STATE),
  zipcode: required(10, M.addressRequired).refine(isZipcode, { error: VALIDATION_MESSAGES.zipcode }),
  mapsco: text(10, VALIDATION_MESSAGES.mapsco)
    .nullish()
    .transform((v) => (v ? normalizeMapsco(v) : null))
    .refine((v) => v === null || isMapsco(v), { error: VALIDATION_MESSAGES.mapsco }),
});
export type PublicAddressBody = z.input<typeof publicAddressBodySchema>;
export type PublicAddress = z.output<typeof publicAddressBodySchema>;

export const CODE_CHANNELS = ['email', 'text'] as const;

/** The contact, after the address: where the code goes. Nothing is made until the code is verified. */
export const publicSendCodeBodySchema = publicAddressBodySchema.extend({
  firstName: required(TEXT_MAX, M.nameRequired),
  lastName: required(TEXT_MAX, M.nameRequired),
  emailAddress: required(254, FIELD_MESSAGES.email).refine(isEmail, { error: FIELD_MESSAGES.email }).transform((v) => v.toLowerCase()),
  phone: required(40, M.phoneRequired).refine(isPhone, { error: M.phoneRequired }),
  channel: z.enum(CODE_CHANNELS, { error: M.channel }),
  acceptedPolicies: z.literal(true, { error: M.policies }),
});
export type PublicSendCodeBody = z.input<typeof publicSendCodeBodySchema>;
export type PublicSignUp = z.output<typeof publicSendCodeBodySchema>;

export const publicVerifyCodeBodySchema = z.object({
  emailAddress: required(254, FIELD_MESSAGES.email).refine(isEmail, { error: FIELD_MESSAGES.email }).transform((v) => v.toLowerCase()),
  code: z.string({ error: M.codeShape }).transform((v) => v.replace(/\s/g, '')).refine((v) => /^\d{6}$/.test(v), { error: M.codeShape }),
});
export type PublicVerifyCodeBody = z.input<typeof publicVerifyCodeBodySchema>;

export const COATS = ['short', 'medium', 'long', 'curly', 'double'] as const;
export const COAT_LABELS: Record<(typeof COATS)[number], string> = { short: 'Short', medium: 'Medium', long: 'Long', curly: 'Curly', double: 'Double' };

/** A pet of the new client (after the code): name, breed, weight, coat. */
export const publicAddPetBodySchema = z.object({
  name: required(TEXT_MAX, M.petName),
  breedId: z.number({ error: M.petName }).int({ error: M.petName }).positive({ error: M.petName }).max(2_147_483_647, { error: M.petName }),
  weight: z.coerce.number({ error: M.petWeight }).int({ error: M.petWeight }).min(1, { error: M.petWeight }).max(300, { error: M.petWeight }),
  coat: z.enum(COATS, { error: M.coat }),
});
export type PublicAddPetBody = z.input<typeof publicAddPetBodySchema>;

const wantedSchema = z.object({ employeeId: storableId().nullish(), appointmentDate: storableLocalDate(), startTime: storableLocalTime() });

/**
 * The new client's request: outside the area always without a time (SA-ONE); inside only when the
 * business takes online bookings as requests, with the time from the open times.
 */
export const publicRequestBodySchema = z.object({
  estimateId: storableId().nullish().transform((v) => v ?? null),
  pets: z
    .array(z.object({ petId: storableId(), estimatePackage: z.enum(PACKAGES), addonIds: z.array(storableId()).max(30).default([]) }))
    .max(10)
    .default([]),
  wanted: wantedSchema.nullish().transform((v) => v ?? null),
  note: text(500, M.noteTooLong).default(''),
});
export type PublicRequestBody = z.input<typeof publicRequestBodySchema>;
