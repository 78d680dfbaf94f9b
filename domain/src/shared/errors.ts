/**
 * A rule broken or a request refused. The HTTP layer maps it to
 * `{ statusCode, error, message, fieldErrors? }`; `message` is the spec's text, word for word.
 */
/** 502/503: an outside system (the phone system's PBX) refused the request, or is not set up here. */
export type DomainStatusCode = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

export class DomainError extends Error {
  constructor(
    readonly statusCode: DomainStatusCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new DomainError(400, message, fieldErrors);
export const forbidden = (message = 'You do not have permission to do that.') => new DomainError(403, message);
export const notFound = (message = 'Not found.') => new DomainError(404, message);
export const conflict = (message: string) => new DomainError(409, message);
