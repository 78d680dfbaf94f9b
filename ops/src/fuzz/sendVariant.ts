import type { TestClient } from '../testing';
import { tinyPng } from './fixtures';
import type { Json } from './mutations';

/** One request of the fuzz run, as sent: the query already percent-encoded (bad bytes included). */
export interface Sendable {
  method: string;
  url: string;
  rawQuery: string;
  body?: Json;
  multipart?: { fields: Record<string, string>; fileName: string };
}

export interface Answer {
  status: number;
  message: string;
  /** The parsed JSON answer (or the text). */
  body: unknown;
  /** The Idempotency-Key ledger answered it (Idempotent-Replayed: true). */
  replayed: boolean;
  /** Set-Cookie lines of the answer (a sign-up or password reset signs the browser in). */
  setCookies: string[];
}

let png: Buffer | null = null;

/** Sends with the client's cookies and CSRF token (none for a client without a session). */
export async function sendVariant(client: TestClient, request: Sendable, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const headers: Record<string, string> = { Cookie: client.cookieHeader(), ...extraHeaders };
  if (request.method !== 'GET') headers['X-CSRF-Token'] = client.csrfToken ?? (await client.csrf());
  let body: string | FormData | undefined;
  if (request.multipart) {
    png ??= await tinyPng();
    const form = new FormData();
    for (const [key, value] of Object.entries(request.multipart.fields)) form.set(key, value);
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), request.multipart.fileName);
    body = form;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const url = `${client.baseUrl}${request.url}${request.rawQuery ? `?${request.rawQuery}` : ''}`;
  const response = await fetch(url, { method: request.method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let message = text.slice(0, 200);
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
    message = (parsed as { message?: string }).message ?? message;
  } catch {
    // not JSON: the text itself says enough
  }
  return { status: response.status, message, body: parsed, replayed: response.headers.get('idempotent-replayed') === 'true', setCookies: response.headers.getSetCookie() };
}
