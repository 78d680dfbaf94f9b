import { routeAccess } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';
import { routeKey, serverRoutes, type ServerRoute } from './serverRoutes';

/**
 * signed out, every route that is not public answers 401 whatever the input: no 400 with
 * the route's field names and messages first (65 routes did, e.g. GET /api/v4/audit/asOf without
 * `instant`), no 403 for a missing CSRF token, nothing read before the caller is known.
 */
let t: TestServer;
let routes: ServerRoute[];
beforeAll(async () => {
  t = await startTestServer();
  routes = serverRoutes(t.server.app).filter((route) => {
    const entry = routeAccess(route.method, route.url);
    return entry !== undefined && entry.rule !== 'public';
  });
}, 120_000);
afterAll(async () => t?.close());

interface Probe {
  label: string;
  session: boolean;
  query: string;
  body?: string;
}

// From nothing at all to a session with its CSRF token and input every route refuses.
const PROBES: Probe[] = [
  { label: 'no input, no session', session: false, query: '' },
  { label: 'broken input, session and CSRF token', session: true, query: 'instant=not-a-time&date=99-99-9999&page=-1&id=abc&x=%00', body: '{"id":"abc","userId":-1,"x":"\\u0000"}' },
  { label: 'a body that is not JSON', session: true, query: '', body: '{"unterminated' },
];

describe('signed out: 401 on every non-public route, before its input is read', () => {
  it('finds the non-public routes', () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it('answers 401 "You must be logged in to do that." to every probe', async () => {
    const anonymous = t.client();
    const token = await anonymous.csrf();
    const wrong: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:[A-Za-z]+/g, 'abc');
      for (const probe of PROBES) {
        const write = route.method !== 'GET';
        const headers: Record<string, string> = {};
        if (probe.session) {
          headers.Cookie = anonymous.cookieHeader();
          if (write) headers['X-CSRF-Token'] = token;
        }
        if (write && probe.body !== undefined) headers['Content-Type'] = 'application/json';
        const response = await fetch(`${t.url}${path}${probe.query ? `?${probe.query}` : ''}`, {
          method: route.method,
          headers,
          body: write ? probe.body : undefined,
          redirect: 'manual',
        });
        const text = await response.text();
        if (response.status !== 401 || !text.includes('You must be logged in to do that.')) {
          wrong.push(`${routeKey(route)} (${probe.label}) -> ${response.status} ${text.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
