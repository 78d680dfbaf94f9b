/**
 * The one way the browser talks HTTP to the server.
 * - Writes carry X-CSRF-Token (from GET /csrfToken, cached; refetched once when the server says it is invalid).
 * - Error bodies `{ statusCode, message, fieldErrors }` become an ApiError whose message is the server's text.
 * - Read-your-writes: the `position` of the last write goes out as X-Pawroute-After on later GETs, so a read
 *   made right after a write waits until the read models have caught up with it.
 */

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

function fetchCsrfToken(): Promise<string> {
  if (!csrfToken) {
    csrfToken = send('GET', '/csrfToken', undefined, {}).then((body) => {
      const token = (body as { _csrf?: unknown })._csrf;
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

export async function apiWrite<T>(method: WriteMethod, path: string, body?: unknown): Promise<T> {
  // A DELETE names its target in the query string; other writes always send a JSON body.
  const payload = body === undefined && method === 'DELETE' ? undefined : (body ?? {});
  const attempt = async () =>
    send(method, path, payload, { Accept: 'application/json', 'X-CSRF-Token': await fetchCsrfToken() });
  let result: unknown;
  try {
    result = await attempt();
  } catch (e) {
    if (!(e instanceof ApiError && e.statusCode === 403 && e.message === INVALID_CSRF)) throw e;
    // The token went stale (new session, server restart): fetch a fresh one and try exactly once more.
    resetCsrfToken();
    result = await attempt();
  }
  const position = (result as { position?: unknown } | undefined)?.position;
  if (typeof position === 'string' || typeof position === 'number') lastWritePosition = String(position);
  return result as T;
}

export const api = {
  get: apiGet,
  post: <T>(path: string, body?: unknown) => apiWrite<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiWrite<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiWrite<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => apiWrite<T>('DELETE', path, body),
};
