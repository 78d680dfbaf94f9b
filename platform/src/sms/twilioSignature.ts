import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * X-Twilio-Signature as Twilio documents it (https://www.twilio.com/docs/usage/security): the full
 * public URL the provider called, then each POST parameter sorted by name (a name's several values in
 * order), name and value appended with no separators; HMAC-SHA1 with the auth token; base64.
 */
export function twilioSignatureOf(url: string, params: Iterable<[string, string]>, authToken: string): string {
  const pairs = [...params].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const data = url + pairs.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` is the one the provider would send for this URL and parameters (constant time). */
export function isValidTwilioSignature(url: string, params: Iterable<[string, string]>, signature: string | undefined, authToken: string): boolean {
  if (!signature || !authToken) return false;
  const expected = Buffer.from(twilioSignatureOf(url, params, authToken));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
