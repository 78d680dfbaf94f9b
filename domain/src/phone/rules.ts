import { digitsOnly, FIELD_MESSAGES } from '../shared/validators';

/**
 * The phone system (part 2 §2.7, §7.8; part 1 §7 SMSInfo): the messages, the extension rule, and the
 * shapes of its answers and of the `phoneCall` push. The request schemas are in bodies.ts: the web's
 * shell names these without carrying zod.
 */
export const PHONE_MESSAGES = {
  /** Part 2 §8.2 (listed with part 1's). */
  failedToCall: 'Failed to call phone number',
  failedToSubscribe: 'Failed to subscribe to phone events',
  /** Part 1 §8: shown when SMSInfo fails without a message of its own. */
  smsInfoFailed: 'Error while loading SMS information.',
  // Ours, where the spec is silent.
  extension: 'Enter your extension (up to 4 letters or digits) in the top bar first.',
  phoneNumber: FIELD_MESSAGES.phone,
  off: 'The phone system is not set up on this server.',
  notTextable: 'This phone number cannot receive text messages.',
  notUsersNumber: 'This phone number is not one of this user\'s numbers.',
  userNotFound: 'User not found.',
} as const;

/** Part 2 §9: the extension box holds up to 4 characters; a PBX extension is letters, digits, * or #. */
export const EXTENSION_MAX_LENGTH = 4;
export const EXTENSION_PATTERN = /^[0-9A-Za-z*#]{1,4}$/;
export const isExtension = (value: string): boolean => EXTENSION_PATTERN.test(value);

export type PhoneSystemState = 'ami' | 'off';

/** The `phoneCall` live event: a call ringing the extension this browser listens on. */
export interface PhoneCallPush {
  callId: string;
  extensionNumber: string;
  /** The caller's number as the PBX gave it. */
  phoneNumber: string;
  /** The caller ID name, if any. */
  callerName: string | null;
  /** The customer this number belongs to, if any. */
  customer: { userId: number; customerId: number; name: string } | null;
  receivedAt: string;
}

/** The live event's name (part 2 §7.8). */
export const PHONE_CALL_EVENT = 'phoneCall';

/** +1 and ten digits for a North American number; + and the digits otherwise. */
export function toE164(phoneNumber: string): string | null {
  const digits = digitsOnly(phoneNumber);
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  if (digits.length >= 11 && digits.length <= 15) return `+${digits}`;
  return null;
}
