/**
 * The one way the browser talks HTTP to the server.
 * - Writes carry X-CSRF-Token (from GET /csrfToken, cached; refetched once when the server says it is invalid).
 * - Error bodies `{ statusCode, message, fieldErrors }` become an ApiError whose message is the server's text.
 * - Every write carries an Idempotency-Key, one per user submission, reused by its retries (see apiWrite).
 * - Read-your-writes: the `position` of the last write goes out as X-Pawroute-After on later GETs, so a read
 *   made right after a write waits until the read models have caught up with it.
 */
import type { CsrfTokenAnswer } from '@pawroute/domain';
import { withOpaqueCards, withoutCardDigits, type GatewayInfo } from './acceptJs';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

type Query = Record<string, string | number | boolean | null | undefined>;
type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const INVALID_CSRF = 'Invalid CSRF token.';

let csrfToken: Promise<string> | null = null;
let lastWritePosition: string | null = null;

/** Forget the cached token (the session changed: login, logout). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

/** The position of the last write this tab made, if any. */
export function lastPosition(): string | null {
  return lastWritePosition;
}

/**
 * Asks for the CSRF token ahead of the first write (the login page on show): signing in is then one
 * round trip after the tap instead of two.
 */
export function prefetchCsrfToken(): void {
  void fetchCsrfToken().catch(() => undefined);
}

function fetchCsrfToken(): Promise<string> {
  if (!csrfToken) {
    // No headers of its own: index.html preloads /csrfToken and this fetch takes over that answer.
    csrfToken = apiGetPreloaded<Partial<CsrfTokenAnswer>>('/csrfToken').then((body) => {
      // Checked, not trusted: a proxy's error page must not become the token.
      const token: unknown = body?._csrf;
      if (typeof token !== 'string') throw new ApiError(500, 'The server sent no CSRF token.');
      return token;
    });
    // A failed fetch must not stay cached.
    csrfToken.catch(() => {
      csrfToken = null;
    });
  }
  return csrfToken;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(
  method: 'GET' | WriteMethod,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // FormData (uploads) sets its own multipart Content-Type with the boundary.
      headers: body === undefined || body instanceof FormData ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    const err = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
      statusCode?: number;
      message?: unknown;
      fieldErrors?: Record<string, string>;
    };
    const message =
      typeof err.message === 'string' && err.message ? err.message : response.statusText || 'Request failed.';
    throw new ApiError(err.statusCode ?? response.status, message, err.fieldErrors);
  }
  return parsed;
}

export async function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (lastWritePosition) headers['X-Pawroute-After'] = lastWritePosition;
  return (await send('GET', withQuery(path, query), undefined, headers, signal)) as T;
}

/**
 * A GET for the URLs the page preloads (index.html: the session check, the CSRF token; the server's Link
 * header: the stylist's day): the browser hands a fetch the preload's answer only when the two requests
 * match, headers included, so this one adds no Accept (the answers are JSON anyway). The read-your-writes
 * position goes only after a write, and a page's preloads come before any.
 */
export async function apiGetPreloaded<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = {};
  if (lastWritePosition) headers['X-Pawroute-After'] = lastWritePosition;
  return (await send('GET', withQuery(path, query), undefined, headers, signal)) as T;
}

/**
 * A GET that changes something the spec made a GET (sign-out): it carries X-CSRF-Token like a write, so
 * no image, link or prefetch from elsewhere can do it. A stale token is refetched once.
 */
export async function apiGetWithCsrf<T>(path: string): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return (await send('GET', path, undefined, { Accept: 'application/json', 'X-CSRF-Token': await fetchCsrfToken() })) as T;
    } catch (e) {
      if (!(e instanceof ApiError && e.statusCode === 403 && e.message === INVALID_CSRF && tries === 0)) throw e;
      resetCsrfToken();
    }
  }
}

export interface WriteOptions {
  /** The submission's key; made here when not given. Every retry of this submission reuses it. */
  idempotencyKey?: string;
}

/** A new Idempotency-Key: one per user submission. */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

// The same write (method, path, body) sent again while the first is on its way, or just after it, is the
// same submission (a double click, a second tap): it shares the first's request and key, so the server
// writes once and answers both alike.
const SAME_SUBMISSION_MS = 3_000;
const recentWrites = new Map<string, { key: string; pending: Promise<unknown> | null; at: number }>();

/** Retries for a request that may never have reached the server: the same key makes them safe. */
const NETWORK_RETRIES = 2;
const IN_PROGRESS = 409;

export async function apiWrite<T>(method: WriteMethod, path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
  // A DELETE names its target in the query string; other writes always send a JSON body.
  const payload = body === undefined && method === 'DELETE' ? undefined : (body ?? {});
  const identity = payload instanceof FormData ? null : `${method} ${path} ${JSON.stringify(payload ?? null, withoutCardDigits)}`;
  const now = Date.now();
  for (const [id, write] of recentWrites) if (write.pending === null && now - write.at > SAME_SUBMISSION_MS) recentWrites.delete(id);
  const recent = identity !== null && options.idempotencyKey === undefined ? recentWrites.get(identity) : undefined;
  if (recent?.pending) return recent.pending as Promise<T>;
  const key = options.idempotencyKey ?? recent?.key ?? newIdempotencyKey();

  // A typed card becomes Accept.js opaque data once per submission (its retries send the same body).
  const submission = withOpaqueCards(payload, gatewayInfo).then((body) => submit<T>(method, path, body, key));
  if (identity !== null) {
    recentWrites.set(identity, { key, pending: submission, at: now });
    const settle = () => recentWrites.set(identity, { key, pending: null, at: Date.now() });
    submission.then(settle, settle);
  }
  return submission;
}

async function submit<T>(method: WriteMethod, path: string, payload: unknown, key: string): Promise<T> {
  const attempt = async () =>
    send(method, path, payload, { Accept: 'application/json', 'X-CSRF-Token': await fetchCsrfToken(), 'Idempotency-Key': key });
  let result: unknown;
  for (let tries = 0; ; tries += 1) {
    try {
      result = await attempt();
      break;
    } catch (e) {
      if (e instanceof ApiError && e.statusCode === 403 && e.message === INVALID_CSRF && tries === 0) {
        // The token went stale (new session, server restart): fetch a fresh one and try once more.
        resetCsrfToken();
        continue;
      }
      // Lost on the way, the first try of this key still running on the server, or refused for load (503
      // with Retry-After: nothing was written): ask again, same key, so it is written once.
      const busy = e instanceof ApiError && e.statusCode === 503;
      const retryable = e instanceof ApiError && (busy || e.statusCode === 0 || (e.statusCode === IN_PROGRESS && e.message.includes('Idempotency-Key')));
      if (!retryable || tries >= NETWORK_RETRIES) throw e;
      await new Promise((resolve) => setTimeout(resolve, (busy ? 1000 : 500) * (tries + 1)));
    }
  }
  const position = (result as { position?: unknown } | undefined)?.position;
  if (typeof position === 'string' || typeof position === 'number') lastWritePosition = String(position);
  return result as T;
}

let info: Promise<GatewayInfo> | null = null;
/** Which gateway is live, asked once per page (a typed card is turned into Accept.js opaque data by it). */
export function gatewayInfo(): Promise<GatewayInfo> {
  return (info ??= apiGet<GatewayInfo>('/api/v4/payments/gateway').catch((error: unknown) => {
    info = null;
    throw error;
  }));
}

export const api = {
  get: apiGet,
  post: <T>(path: string, body?: unknown) => apiWrite<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiWrite<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiWrite<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => apiWrite<T>('DELETE', path, body),
};
