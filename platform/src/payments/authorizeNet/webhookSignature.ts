import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Authorize.net signs each webhook: X-ANET-Signature is `sha512=<HEX>`, the HMAC-SHA512 of the raw body
 * with the signature key (hex letters in either case). Compared in constant time; anything else is false.
 */
export function webhookSignatureOf(rawBody: string | Buffer, signatureKey: string): string {
  return `sha512=${createHmac('sha512', signatureKey).update(rawBody).digest('hex').toUpperCase()}`;
}

export function isValidWebhookSignature(rawBody: string | Buffer, header: string | undefined, signatureKey: string): boolean {
  if (!header || !signatureKey) return false;
  const match = /^sha512=([0-9a-fA-F]{128})$/.exec(header.trim());
  if (!match) return false;
  const expected = Buffer.from(webhookSignatureOf(rawBody, signatureKey).slice(7), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}
