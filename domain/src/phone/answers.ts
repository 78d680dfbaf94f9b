import { z } from 'zod';
import type { PhoneSystemState } from './rules';

export interface SubscribeToPhoneResponse {
  /** The extension this browser now listens on ('' = none). */
  extensionNumber: string;
  phoneSystem: PhoneSystemState;
  /** Set when the phone system is off: what the UI says. */
  message: string | null;
}

export interface CallPhoneNumberResponse {
  phoneNumber: string;
  extensionNumber: string;
}

/** Part 1 §3 "SMS info": phoneNumber, PVConversationURL, and an error message field. */
export interface SmsInfoResponse {
  /** E.164 (+12145550123). */
  phoneNumber: string;
  /** Where the conversation with that number opens: a customer's thread (/dashboard/messages/<customerId>), else an sms: link. */
  PVConversationURL: string | null;
  error: string | null;
}

/** POST phone/call: the number called and from which extension. */
export const callPhoneNumberAnswerSchema = z.object({ phoneNumber: z.string(), extensionNumber: z.string() });
export type CallPhoneNumberAnswer = z.infer<typeof callPhoneNumberAnswerSchema>;
