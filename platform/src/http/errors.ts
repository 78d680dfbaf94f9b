import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { DomainError } from '@pawroute/domain';
import { GatewayUnavailable, PaymentDeclined } from '../payments/port';

/** The one error body of the API: the UI shows `message` in a toast. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

export const SOMETHING_WENT_WRONG = 'Something went wrong.';

export function errorBody(statusCode: number, message: string, fieldErrors?: Record<string, string>): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors;
  return body;
}

/** A zod failure as a 400: the first issue's message, and one message per field path. */
export function zodErrorBody(error: ZodError): ErrorBody {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fieldErrors)) fieldErrors[path] = issue.message;
  }
  return errorBody(400, error.issues[0]?.message ?? 'Invalid input.', fieldErrors);
}

export function toBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) return errorBody(error.statusCode, error.message, error.fieldErrors);
  if (error instanceof ZodError) return zodErrorBody(error);
  // The payment gateway did not answer: a 503 that says so (nothing was recorded as paid); a refusal it
  // gave that no route turned into a DomainError is a 422 with its reason, never a 500.
  if (error instanceof GatewayUnavailable) return errorBody(503, error.message);
  if (error instanceof PaymentDeclined) return errorBody(422, error.message);
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) return errorBody(400, fastifyError.message ?? 'Invalid input.');
  // fastify's own client errors (bad JSON, unsupported media type, body too large) keep their status.
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorBody(status, fastifyError.message ?? STATUS_CODES[status] ?? 'Bad request.');
  }
  return errorBody(500, SOMETHING_WENT_WRONG);
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = toBody(error);
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: body.statusCode, message: body.message }, 'request refused');
  return reply.status(body.statusCode).type('application/json').send(body);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).type('application/json').send(errorBody(404, `No such route: ${request.method} ${request.url.split('?')[0]}`));
}

export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/');

/**
 * Installs the error handler and the not-found handler. Unknown /api routes are always JSON 404s;
 * other paths go to `nonApiNotFound` (the web app's SPA fallback) when given.
 */
export function addErrorHandling(
  app: FastifyInstance,
  nonApiNotFound?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !nonApiNotFound) return sendNotFound(request, reply);
    return nonApiNotFound(request, reply);
  });
}
