import WebSocket from 'ws';
import { LiveSocket } from './liveSocket';

/** One HTTP response, body parsed as JSON when it is JSON. */
export interface TestResponse<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
  /** Raw Set-Cookie header lines. */
  setCookies: string[];
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send X-CSRF-Token on a write (default true; fetched from GET /csrfToken when not cached). */
  csrf?: boolean;
  /** Send X-Pawroute-After with the position of this client's last write on a GET (default true). */
  after?: boolean;
  query?: Record<string, string | number | boolean | undefined>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser stand-in for API tests: its own cookie jar, the CSRF token, and read-your-writes like the
 * web app's apiClient (the `position` of each write goes out as X-Pawroute-After on later GETs).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;
  lastPosition: string | null = null;

  constructor(readonly baseUrl: string) {}

  /** GET /csrfToken (creates the session if there is none). */
  async csrf(): Promise<string> {
    const response = await this.request<{ _csrf: string }>('GET', '/csrfToken', { after: false });
    if (response.status !== 200) throw new Error(`GET /csrfToken answered ${response.status}`);
    this.csrfToken = response.body._csrf;
    return this.csrfToken;
  }

  get<Body = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<Body>('GET', path, options);
  }
  post<Body = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<Body>('POST', path, { ...options, body });
  }
  put<Body = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<Body>('PUT', path, { ...options, body });
  }
  delete<Body = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<Body>('DELETE', path, { ...options, body });
  }

  /** PUT /api/v4/entrance/login. Throws unless it answers 200 (use `put` to test refusals). */
  async login(emailAddress: string, password: string): Promise<TestResponse<{ user: { ID: number } }>> {
    const response = await this.put<{ user: { ID: number } }>('/api/v4/entrance/login', { emailAddress, password });
    if (response.status !== 200) throw new Error(`login as ${emailAddress}: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  }

  async request<Body = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<TestResponse<Body>> {
    const headers: Record<string, string> = { ...options.headers };
    const write = method !== 'GET';
    if (write && (options.csrf ?? true) && !('x-csrf-token' in lowerKeys(headers))) {
      headers['X-CSRF-Token'] = this.csrfToken ?? (await this.csrf());
    }
    if (!write && (options.after ?? true) && this.lastPosition) headers['X-Pawroute-After'] = this.lastPosition;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const cookie = this.cookieHeader();
    if (cookie) headers.Cookie = cookie;

    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    this.absorbCookies(setCookies);
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    const body = (isJson && text ? JSON.parse(text) : text) as Body;
    const position = (body as { position?: unknown } | null)?.position;
    if (write && response.ok && typeof position === 'string') this.lastPosition = position;
    return { status: response.status, body, headers: response.headers, setCookies };
  }

  /** Opens /api/v4/live with this client's cookies. */
  /** Opens the push socket with this client's cookies (and, like a browser, an Origin when given). */
  async live(options: { origin?: string } = {}): Promise<LiveSocket> {
    const url = new URL('/api/v4/live', this.baseUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const cookie = this.cookieHeader();
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    if (options.origin) headers.Origin = options.origin;
    return LiveSocket.open(new WebSocket(url, { headers }));
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes Set-Cookie lines as a browser would (requests sent by hand, e.g. the fuzz run's). */
  absorbCookies(lines: string[]): void {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k, v] = a.split('=').map((s) => s.trim());
        if (k?.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k?.toLowerCase() === 'expires') return new Date(v ?? '').getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

const lowerKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
