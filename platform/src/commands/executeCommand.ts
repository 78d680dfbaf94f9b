import { DomainError, STALE_EDIT_MESSAGE, fold, type CommandContext, type Decider, type DomainEvent, type EventMetadata } from '@pawroute/domain';
import { eventIdFor, newEventId } from '../eventstore/eventIds';
import {
  WrongExpectedVersion,
  type EventStore,
  type EventToAppend,
  type Position,
  type RecordedEvent,
} from '../eventstore/port';

/**
 * Runs one command against one stream: load, fold, decide, append with the exact revision read.
 * A concurrent writer makes the append fail with WrongExpectedVersion; the command is then decided
 * again on the fresh state (up to `maxRetries` times) and finally refused with a 409.
 * No HTTP here: commandRoute, the seeders and the tests all call it.
 */
export const RECORD_CHANGED = 'The record was changed by someone else. Please try again.';

export interface ExecuteCommandOptions {
  commandName: string;
  context: CommandContext;
  /** The request id: every event a request writes shares it. */
  correlationId: string;
  causationId?: string | null;
  /** The client's Idempotency-Key: makes event ids deterministic and a repeated request a no-op. */
  idempotencyKey?: string | null;
  /** Retries after the first attempt, default 5. */
  maxRetries?: number;
  /**
   * The revision the client read the record at (an edit form's expected version). When the stream has
   * moved on, the command is refused with 409 STALE_EDIT_MESSAGE instead of being decided again: the
   * person decided on what they saw, and someone else has changed it since.
   */
  expectedRevision?: number;
}

export interface ExecuteResult<Event> {
  /** The events this command appended (or, for a repeated idempotent request, appended earlier). */
  events: Event[];
  /** Position of the last appended event; with nothing appended, of the stream's last event. */
  position: Position | null;
  /** The stream's revision afterwards (-1: still no stream). */
  revision: number;
  /** True when the same Idempotency-Key had already been executed on this stream. */
  replayed: boolean;
}

export async function executeCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: ExecuteCommandOptions,
): Promise<ExecuteResult<Event>> {
  const maxRetries = options.maxRetries ?? 5;
  const key = options.idempotencyKey ?? null;
  for (let attempt = 0; ; attempt += 1) {
    const recorded = await store.readStream(stream);
    const last = recorded.at(-1);
    const revision = last ? last.revision : -1;

    const earlier = key ? recorded.filter((e) => sameRequest(e, key, options.commandName)) : [];
    if (earlier.length > 0) {
      return { events: earlier.map(asDomainEvent<Event>), position: earlier.at(-1)!.position, revision, replayed: true };
    }

    if (options.expectedRevision !== undefined && revision !== options.expectedRevision) throw new DomainError(409, STALE_EDIT_MESSAGE);

    const state = fold(decider, recorded.map(asDomainEvent<Event>));
    const decided = decider.decide(command, state, options.context);
    if (decided.length === 0) return { events: [], position: last?.position ?? null, revision, replayed: false };

    const metadata: EventMetadata = {
      actorUserId: options.context.actorUserId,
      correlationId: options.correlationId,
      causationId: options.causationId ?? null,
      commandName: options.commandName,
      idempotencyKey: key,
      occurredAt: options.context.now,
      schemaVersion: 1,
    };
    const toAppend: EventToAppend[] = decided.map((event, index) => ({
      id: key ? eventIdFor(key, stream, index) : newEventId(),
      type: event.type,
      data: event.data,
      metadata,
    }));
    try {
      const result = await store.appendToStream(stream, toAppend, { expected: last ? last.revision : 'no_stream' });
      return { events: decided, position: result.position, revision: result.nextExpectedRevision, replayed: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      if (attempt >= maxRetries) throw new DomainError(409, RECORD_CHANGED);
    }
  }
}

const sameRequest = (event: RecordedEvent, key: string, commandName: string): boolean =>
  event.metadata?.idempotencyKey === key && event.metadata?.commandName === commandName;

// Events are validated by their zod schemas when decided; what was stored is trusted when read back.
const asDomainEvent = <Event extends DomainEvent>(event: RecordedEvent): Event =>
  ({ type: event.type, data: event.data }) as Event;
