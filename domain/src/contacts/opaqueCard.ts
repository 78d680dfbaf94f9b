import { z } from 'zod';
import { addNewCardSchema } from './bodies';

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
