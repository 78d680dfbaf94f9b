import { fold, type CommandContext, type Decider, type DomainEvent } from './decider';
import { DomainError } from './errors';

/** A decider test case's outcome: the events decided, or the refusal's status and message. */
export type Then<E> = { events: E[] } | { error: [status: number, message: string] };

/** Given events, when a command, then events or an error: runs one table row (used by unit tests). */
export function givenWhenThen<C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  given: readonly E[],
  when: C,
  context: CommandContext,
): { events: E[] } | { error: [number, string] } {
  const state = fold(decider, given);
  try {
    return { events: decider.decide(when, state, context) };
  } catch (error) {
    if (error instanceof DomainError) return { error: [error.statusCode, error.message] };
    throw error;
  }
}
