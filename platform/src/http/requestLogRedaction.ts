import type { FastifyBaseLogger } from 'fastify';

/**
 * Request lines in the log never carry a link token (docs/SECURITY.md V7): confirmation and feedback
 * links are GETs with `?token=`, and the web's link pages are opened with it. A query parameter whose
 * name says it is a secret, and any query value or path segment shaped like one of our tokens (32
 * random bytes, base64url: 43 characters), is written `[Redacted]`.
 */
const SECRET_PARAM = /token|secret|password/i;
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{43}$/;
const REDACTED = '[Redacted]';

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const redactedPath = path
    .split('/')
    .map((segment) => (TOKEN_SHAPED.test(safeDecode(segment)) ? REDACTED : segment))
    .join('/');
  if (queryAt < 0) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = safeDecode(pair.slice(0, equals));
      const value = safeDecode(pair.slice(equals + 1));
      return SECRET_PARAM.test(name) || TOKEN_SHAPED.test(value) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's own `req` serializer (lib/logger-pino.js), with the URL redacted. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The logger fastify is given: a child whose `req` serializer redacts (fastify lets the instance's own
 * serializers win over its defaults), whatever logger the process or a test passed in.
 */
export function withRedactedRequests(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: { req: serializeRequest } });
}
