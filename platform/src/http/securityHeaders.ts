import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer, pages and API alike. The policy allows scripts only from our own origin
 * (no inline scripts: the built app has none), no framing by anyone (clickjacking), and no content
 * sniffing. Inline styles stay allowed: React's `style` attributes need them, and they cannot run code.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
};

/**
 * The origin of the map's tile template (PAWROUTE_MAP_TILE_URL), for img-src: '{s}' subdomains
 * become a wildcard. Null for no tiles or a same-origin template.
 */
export function tileOrigin(template: string | undefined): string | null {
  const match = /^(https?:\/\/[^/]+)/.exec((template ?? '').replace(/\{s\}/g, '*'));
  return match ? match[1]! : null;
}

/**
 * Where Accept.js comes from and where it sends the card (Authorize.net's Accept.js guide): the sandbox's
 * script from jstest.authorize.net posting to apitest.authorize.net; production's from js.authorize.net
 * posting to api2.authorize.net (not api.authorize.net, the server API's host). Exactly these, per mode.
 */
export const ACCEPT_JS_ORIGINS = {
  sandbox: { script: 'https://jstest.authorize.net', api: 'https://apitest.authorize.net' },
  production: { script: 'https://js.authorize.net', api: 'https://api2.authorize.net' },
} as const;

/** The page's Content-Security-Policy for this configuration (the map's tiles, Authorize.net's Accept.js). */
export function contentSecurityPolicyFor(config: { mapTileUrl?: string; authorizeNet?: { environment: 'sandbox' | 'production' } | null } | undefined): string {
  const origin = tileOrigin(config?.mapTileUrl);
  let policy = origin ? CONTENT_SECURITY_POLICY.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${origin}`) : CONTENT_SECURITY_POLICY;
  // Authorize.net live: the browser loads Accept.js from them and sends the card to their API.
  const anet = config?.authorizeNet ? ACCEPT_JS_ORIGINS[config.authorizeNet.environment] : null;
  if (anet) policy = policy.replace("script-src 'self'", `script-src 'self' ${anet.script}`).replace("connect-src 'self'", `connect-src 'self' ${anet.api}`);
  return policy;
}

export function addSecurityHeaders(app: FastifyInstance): void {
  let headers: Record<string, string> | null = null;
  const headersFor = () => {
    if (headers) return headers;
    const config = (app as { services?: { config?: { mapTileUrl?: string; authorizeNet?: { environment: 'sandbox' | 'production' } | null } } }).services?.config;
    const policy = contentSecurityPolicyFor(config);
    headers = policy === CONTENT_SECURITY_POLICY ? SECURITY_HEADERS : { ...SECURITY_HEADERS, 'Content-Security-Policy': policy };
    return headers;
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headersFor())) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
