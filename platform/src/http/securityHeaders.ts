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
 * The origin of the map's tile template (PAWROUTE_MAP_TILE_URL, issue 16), for img-src: '{s}' subdomains
 * become a wildcard. Null for no tiles or a same-origin template.
 */
export function tileOrigin(template: string | undefined): string | null {
  const match = /^(https?:\/\/[^/]+)/.exec((template ?? '').replace(/\{s\}/g, '*'));
  return match ? match[1]! : null;
}

export function addSecurityHeaders(app: FastifyInstance): void {
  let headers: Record<string, string> | null = null;
  const headersFor = () => {
    if (headers) return headers;
    const origin = tileOrigin((app as { services?: { config?: { mapTileUrl?: string } } }).services?.config?.mapTileUrl);
    headers = origin
      ? { ...SECURITY_HEADERS, 'Content-Security-Policy': CONTENT_SECURITY_POLICY.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${origin}`) }
      : SECURITY_HEADERS;
    return headers;
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headersFor())) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
