import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@pawroute/platform';
import { startTestServer, type TestServer } from '../testing';

// every page and every API answer carries the security headers; the built app has no inline
// script, so the policy needs no 'unsafe-inline' for scripts.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ serveWeb: true });
}, 120_000);
afterAll(async () => t?.close());

const expectSecurityHeaders = (headers: Headers) => {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
};

describe('security headers', () => {
  it.each([['/'], ['/login'], ['/dashboard/customers'], ['/api/v4/getOptions'], ['/api/v4/no/such/route'], ['/csrfToken']])('%s', async (path) => {
    const response = await fetch(`${t.url}${path}`);
    expectSecurityHeaders(response.headers);
  });

  it('the built index.html has no inline script', () => {
    const html = readFileSync(join(loadConfig().webDistDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toContain('src=');
      expect(body!.trim()).toBe('');
    }
  });
});
