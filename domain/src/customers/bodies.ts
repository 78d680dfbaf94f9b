import { z } from 'zod';
import { FIELD_MESSAGES, NOTE_MAX, TEXT_MAX, VALIDATION_MESSAGES, isDate, isMoney, moneyToCents } from '../shared/validators';
import { CENTS_MAX, INT4_MAX, idParam, storableText } from '../shared/storable';
import { USER_MESSAGES } from '../users';
import { MESSAGE_CHANNELS } from '../messageTemplates';
import { CUSTOMER_MESSAGES } from './messages';
import { expectedVersionField } from '../shared/editVersion';

/**
 * The body of POST /api/v4/user/updateCustomerDetails (part 1 §7): customerId, isSeniorCitizen,
 * isMilitary, isTaxExempt, tripCharge, defaultGratuityPercent, defaultGratuityDollar, contactMethodId,
 * preferredStylistId, User. Money may come as the spec's dollar fields (tripCharge,
 * defaultGratuityDollar: "39.00" or 39) or as integer cents (tripChargeCents, defaultGratuityCents);
 * either way the server keeps cents. A field left out keeps its value.
 */
const MAX_ID = INT4_MAX;
// $1,000,000: anything above is a typo, not a trip charge (and well within the int4 columns' CENTS_MAX).
const MAX_CENTS = Math.min(100_000_000, CENTS_MAX);

const id = (message: string) => idParam(message);

const optionalId = z
  .union([z.number(), storableText()], { error: CUSTOMER_MESSAGES.invalidId })
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.invalidId });
      return z.NEVER;
    }
    return n;
  });

/** Dollars ("39", "39.5", 39.5) to cents with the spec's message; '' or null clears when allowed. */
const dollars = (message: string, nullable: boolean) =>
  z
    .union([z.number(), storableText().max(50)], { error: message })
    .nullish()
    .transform((value, ctx): number | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value === '') {
        if (nullable) return null;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (!isMoney(text) || moneyToCents(text) > MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return moneyToCents(text);
    });

const cents = (message: string, nullable: boolean) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_CENTS, { error: message })
    .nullish()
    .transform((value, ctx): number | null | undefined => {
      if (value === null && !nullable) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });

const percent = z
  .union([z.number(), storableText().max(50)], { error: CUSTOMER_MESSAGES.gratuityPercent })
  .nullish()
  .transform((value, ctx): number | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0 || n > 100) {
      ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.gratuityPercent });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

const text = (max: number) =>
  storableText()
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong(max) })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const required = (message: string) =>
  storableText({ error: message }).trim().min(1, { error: message }).max(TEXT_MAX, { error: FIELD_MESSAGES.tooLong(TEXT_MAX) });

export const customerUserFieldsSchema = z.object({
  firstName: required(USER_MESSAGES.firstNameRequired),
  middleName: text(TEXT_MAX),
  lastName: required(USER_MESSAGES.lastNameRequired),
  birthday: text(10).refine((v) => v === undefined || v === null || isDate(v), { error: FIELD_MESSAGES.date }),
  notes: text(NOTE_MAX),
});

const boolean = (name: string) => z.boolean({ error: `${name} must be true or false.` }).optional();

export const updateCustomerDetailsSchema = z
  .object({
    customerId: id(CUSTOMER_MESSAGES.customerIdRequired),
    isSeniorCitizen: boolean('isSeniorCitizen'),
    isMilitary: boolean('isMilitary'),
    isTaxExempt: boolean('isTaxExempt'),
    tripCharge: dollars(VALIDATION_MESSAGES.tripCharge, false),
    tripChargeCents: cents(VALIDATION_MESSAGES.tripCharge, false),
    defaultGratuityPercent: percent,
    defaultGratuityDollar: dollars(VALIDATION_MESSAGES.gratuityDollar, true),
    defaultGratuityCents: cents(VALIDATION_MESSAGES.gratuityDollar, true),
    contactMethodId: optionalId,
    preferredStylistId: optionalId,
    User: customerUserFieldsSchema.nullish().transform((v) => v ?? undefined),
    /** editVersion([Customer stream, User stream]) as read with getCustomerDetails. */
    expectedVersion: expectedVersionField,
  })
  .transform(({ tripCharge, tripChargeCents, defaultGratuityDollar, defaultGratuityCents, ...rest }) => ({
    ...rest,
    // Null was refused above for the trip charge; `?? undefined` only narrows the type.
    tripChargeCents: (tripChargeCents !== undefined ? tripChargeCents : tripCharge) ?? undefined,
    defaultGratuityCents: defaultGratuityCents !== undefined ? defaultGratuityCents : defaultGratuityDollar,
  }));

export type UpdateCustomerDetailsInput = z.input<typeof updateCustomerDetailsSchema>;
export type UpdateCustomerDetailsBody = z.output<typeof updateCustomerDetailsSchema>;

/** The fields a customer may not see or set (part 1 §6). */
export const STAFF_ONLY_CUSTOMER_FIELDS = ['tripChargeCents', 'isSeniorCitizen', 'isMilitary', 'isTaxExempt'] as const;

/**
 * Part 1 §9: the default gratuity dollar applies when both are set and the dollar is above $0;
 * otherwise the percent (when set). Used by the completion flow.
 */
export function effectiveDefaultGratuity(
  defaultGratuityCents: number | null,
  defaultGratuityPercent: number | null,
): { kind: 'dollar'; cents: number } | { kind: 'percent'; percent: number } | null {
  if (defaultGratuityCents !== null && defaultGratuityCents > 0) return { kind: 'dollar', cents: defaultGratuityCents };
  if (defaultGratuityPercent !== null && defaultGratuityPercent > 0) return { kind: 'percent', percent: defaultGratuityPercent };
  return null;
}

/** Body of POST /api/v4/customers/preferredChannel (the office for any customer, a customer for themself). */
export const preferredChannelBodySchema = z.object({ customerId: z.number().int().positive(), channel: z.enum(MESSAGE_CHANNELS) });
export type PreferredChannelBody = z.input<typeof preferredChannelBodySchema>;
