import type { SmsProviderSettings, TextMessage } from './port';

/** Thrown when the provider refuses or cannot be reached; the caller's claim is released for a retry. */
export class SmsProviderError extends Error {}

/**
 * One POST to the provider's Messages endpoint. Answers the provider's id of the message when it gives
 * one (Twilio: `sid`). A non-2xx answer is an error with the provider's own words.
 */
export async function postToSmsProvider(settings: SmsProviderSettings, message: TextMessage, dedupeKey: string): Promise<string | null> {
  const form = new URLSearchParams({ To: `+${message.to}`, Body: message.text });
  if (settings.from) form.set('From', settings.from);
  if (settings.statusCallback) form.set('StatusCallback', settings.statusCallback);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    // Providers that support it drop a repeated request; ours dedupes before calling anyway.
    'idempotency-key': dedupeKey,
  };
  if (settings.user || settings.token) {
    headers.authorization = `Basic ${Buffer.from(`${settings.user ?? ''}:${settings.token ?? ''}`).toString('base64')}`;
  }
  let response: Response;
  try {
    response = await fetch(settings.url, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new SmsProviderError(`The SMS provider could not be reached: ${(error as Error).message}`);
  }
  const body = await response.text();
  if (!response.ok) throw new SmsProviderError(`The SMS provider refused the message (${response.status}): ${body.slice(0, 200)}`);
  try {
    const parsed = JSON.parse(body) as { sid?: unknown; id?: unknown };
    const id = parsed.sid ?? parsed.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}
