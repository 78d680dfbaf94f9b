import { DomainError } from './errors';
import type { DomainEvent } from './decider';

/*
 * What a multi-stream command decides (docs/DECISIONS.md "One command, one atomic write"): every
 * stream's events, each with the revision its state was loaded at, appended together in one write.
 * A decider returns it, or a typed refusal; it never throws for a broken rule and never does I/O.
 */
export interface StreamAppend<Event extends DomainEvent = DomainEvent> {
  stream: string;
  /** The revision the stream was read at (-1: no stream yet). */
  expectedRevision: number;
  events: Event[];
}

export interface Refusal {
  kind: 'refused';
  status: 400 | 403 | 404 | 409 | 422;
  message: string;
  fields?: Record<string, string>;
}

export interface Decided<Result> {
  kind: 'decided';
  appends: StreamAppend[];
  /** What the command answers besides the ids the handler knows. */
  result: Result;
}

export const refuse = (status: Refusal['status'], message: string, fields?: Record<string, string>): Refusal => ({
  kind: 'refused',
  status,
  message,
  ...(fields ? { fields } : {}),
});

/** The refusal as the error the HTTP layer answers (the spec's message and status). */
export function refusalError(refusal: Refusal): DomainError {
  return new DomainError(refusal.status, refusal.message, refusal.fields);
}
