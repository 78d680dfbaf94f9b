import { GatewayUnavailable } from '../port';
import { endpointOf, type AuthorizeNetSettings } from './settings';

/** Authorize.net's envelope: `messages` on every answer (resultCode Ok | Error, codes like I00001 / E00027). */
export interface AnetMessages {
  resultCode: 'Ok' | 'Error';
  message: Array<{ code: string; text: string }>;
}
export type AnetResponse = { messages: AnetMessages; refId?: string } & Record<string, unknown>;

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/**
 * One call to the JSON API: `{ <rootName>: { merchantAuthentication, ...body } }`. The API is XML with a
 * JSON face, so element ORDER matters: callers build `body` in the schema's order. Its answers start with
 * a byte-order mark. No answer (timeout, refused connection, a 5xx) is GatewayUnavailable; an answer with
 * resultCode Error is returned for the caller to read (a decline is an answer).
 */
export async function callAuthorizeNet(
  settings: AuthorizeNetSettings,
  rootName: string,
  body: Record<string, unknown>,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): Promise<AnetResponse> {
  const request = { [rootName]: { merchantAuthentication: { name: settings.apiLoginId, transactionKey: settings.transactionKey }, ...body } };
  const doFetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  let text: string;
  try {
    const response = await doFetch(endpointOf(settings), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new GatewayUnavailable(`Authorize.net answered HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw error;
    const reason = (error as Error).name === 'TimeoutError' ? 'no answer in time' : 'could not connect';
    throw new GatewayUnavailable(`Authorize.net: ${reason}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as AnetResponse;
  } catch {
    throw new GatewayUnavailable('Authorize.net sent an answer that is not JSON');
  }
}

export const firstMessage = (response: AnetResponse) => response.messages?.message?.[0] ?? { code: '', text: '' };
export const isOk = (response: AnetResponse) => response.messages?.resultCode === 'Ok';
