import type { FastifyRequest } from 'fastify';

/**
 * A route's raw input: querystring, then path params, then the JSON body (later wins), as the
 * spec's callers send ids either way (e.g. DELETE with a query). The zod schema decides what counts.
 */
export function requestInput(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return {
    ...asObject(request.query),
    ...asObject(request.params),
    ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}),
  };
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
