import { z } from 'zod';
import { digitsOnly, isPhone } from '../shared/validators';
import { EXTENSION_PATTERN, PHONE_MESSAGES } from './rules';

/** The phone system's request schemas, shared by the server and the web (part 2 §2.7; part 1 §7 SMSInfo). */
const extensionField = z.string({ error: PHONE_MESSAGES.extension }).trim().regex(EXTENSION_PATTERN, PHONE_MESSAGES.extension);

/** POST /api/v4/phone/callPhoneNumber: the number to dial and the extension (from local storage) that rings first. */
export const callPhoneNumberSchema = z.object({
  phoneNumber: z
    .string({ error: PHONE_MESSAGES.phoneNumber })
    .max(30, PHONE_MESSAGES.phoneNumber)
    .refine(isPhone, PHONE_MESSAGES.phoneNumber)
    .transform(digitsOnly),
  extensionNumber: extensionField,
});
export type CallPhoneNumberBody = z.input<typeof callPhoneNumberSchema>;

/** GET /api/v4/phone/subscribeToPhone?extensionNumber=: this browser's extension ('' stops listening). */
export const subscribeToPhoneSchema = z.object({
  extensionNumber: z.union([z.literal(''), extensionField]).optional().default(''),
});

/** GET /api/v4/phoneNumbers/SMSInfo?userId=&phoneNumber= (part 1 §7). */
export const smsInfoSchema = z.object({
  userId: z.coerce.number({ error: 'A numeric user ID is required.' }).int('A numeric user ID is required.').positive('A numeric user ID is required.').max(2_147_483_647, 'A numeric user ID is required.'),
  phoneNumber: z.string({ error: PHONE_MESSAGES.phoneNumber }).trim().min(1, PHONE_MESSAGES.phoneNumber).max(30, PHONE_MESSAGES.phoneNumber),
});
