import type { Decider, DomainEvent } from '@pawroute/domain';
import type { Position } from '../eventstore/port';
import type { Actor } from '../http/actor';
import { nextId } from '../http/ids';
import type { AppServices } from '../http/services';
import { executeCommand } from './executeCommand';

/** What a command handler gets: time, identity, and the ways to write. Same inside and outside HTTP. */
export interface CommandHandlerContext {
  actor: Actor | null;
  /** ISO instant the command was received (UTC); pass it to deciders, never `new Date()`. */
  now: string;
  services: AppServices;
  idempotencyKey: string | null;
  correlationId: string;
  /** Load-decide-append with retries (see executeCommand); 409 after the retries. */
  execute<Command, Event extends DomainEvent, State>(
    stream: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    /** expectedRevision: the revision an edit form read (see executeCommand); a moved stream is a 409. */
    options?: { expectedRevision?: number },
  ): Promise<{ events: Event[]; position: Position | null; revision: number }>;
  /** A new numeric id from Postgres sequence `id_<sequence>`. */
  nextId(sequence: string): Promise<number>;
  /** The greatest position any `execute` of this context reached (the reply's consistency token). */
  lastPosition(): Position | null;
}

export interface CommandContextInput {
  services: AppServices;
  actor: Actor | null;
  commandName: string;
  correlationId: string;
  idempotencyKey?: string | null;
  now?: string;
  /** Where ids come from; an idempotent request passes one that hands a re-run the same ids. */
  nextId?: (sequence: string) => Promise<number>;
}

export function createCommandContext(input: CommandContextInput): CommandHandlerContext {
  const { services, actor, commandName, correlationId } = input;
  const now = input.now ?? (services.clock?.() ?? new Date()).toISOString();
  const idempotencyKey = input.idempotencyKey ?? null;
  let last: Position | null = null;
  // A request may write the same stream more than once (two steps of one command). Each step gets its
  // own idempotency key ("key", "key#2", ...) so a repeat of the request replays every step, while the
  // second step is not mistaken for a replay of the first.
  const stepsPerStream = new Map<string, number>();
  const stepKey = (stream: string): string | null => {
    if (idempotencyKey === null) return null;
    const step = (stepsPerStream.get(stream) ?? 0) + 1;
    stepsPerStream.set(stream, step);
    return step === 1 ? idempotencyKey : `${idempotencyKey}#${step}`;
  };
  return {
    actor,
    now,
    services,
    idempotencyKey,
    correlationId,
    async execute(stream, decider, command, options) {
      const result = await executeCommand(services.store, stream, decider, command, {
        expectedRevision: options?.expectedRevision,
        commandName,
        correlationId,
        idempotencyKey: stepKey(stream),
        context: { now, actorUserId: actor?.userId ?? null },
      });
      if (result.position !== null && (last === null || services.store.comparePositions(result.position, last) > 0)) {
        last = result.position;
      }
      return { events: result.events, position: result.position, revision: result.revision };
    },
    nextId: input.nextId ?? ((sequence) => nextId(services.db, sequence)),
    lastPosition: () => last,
  };
}
