import { expect } from 'vitest';
import { EVENT_SCHEMAS, eventDataProblem, REGISTERED_EVENT_TYPES, type RegisteredEventType } from '../registry/eventSchemas';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { sampleEvent } from './sampleEvents';

/**
 * The "per stream type" check of issue 9: fold a stream holding every event type that can land on
 * it (other features' too), with an event of a type nobody knows in between, then run every command.
 * Each command answers events (all valid for the store) or a DomainError with a 4xx, never a TypeError.
 */
export interface StreamCheck<C, S> {
  initialState: () => S;
  evolve: (state: S, event: DomainEvent) => S;
  decide: (command: C, state: S, context: CommandContext) => DomainEvent[];
  /** Every event type that can land on this stream type, in a plausible order. */
  events: readonly DomainEvent[];
  /** One of every command of the decider (more than one per type is fine). */
  commands: readonly C[];
}

export const CONTEXT: CommandContext = { now: '2024-06-01T12:00:00.000Z', actorUserId: 1 };

/** An event of a type no feature writes (a newer version of the app, another feature's future event). */
export const UNKNOWN_EVENT: DomainEvent = { type: 'SomethingNobodyKnows', data: { totally: ['different'], userId: 'not a number' } };

/** Every registered event type as an event (each with sample data), for "any other event" folds. */
export const everyRegisteredEvent = (): DomainEvent[] => REGISTERED_EVENT_TYPES.map((t: RegisteredEventType) => sampleEvent(t));

const fold = <S>(check: StreamCheck<unknown, S>, events: readonly DomainEvent[]): S => events.reduce(check.evolve, check.initialState());

/** Runs the check; returns how many commands answered events and how many a 4xx, for the test to see. */
export function checkStream<C, S>(check: StreamCheck<C, S>): { decided: number; refused: number } {
  const c = check as StreamCheck<unknown, S>;
  // Own events with an unknown one first, and after every prefix: it must leave the state exactly as it was.
  const withUnknown: DomainEvent[][] = [[UNKNOWN_EVENT, ...check.events]];
  for (let n = 0; n <= check.events.length; n += 1) withUnknown.push([...check.events.slice(0, n), UNKNOWN_EVENT]);
  for (const stream of withUnknown) expect(fold(c, stream)).toEqual(fold(c, stream.filter((e) => e !== UNKNOWN_EVENT)));
  // Every other registered event too: folding them must not throw, and no command may then fail.
  const streams = [...withUnknown, [...check.events, ...everyRegisteredEvent(), UNKNOWN_EVENT]];

  const outcome = { decided: 0, refused: 0 };
  for (const stream of streams) {
    const state = fold(c, stream);
    for (const command of check.commands) {
      try {
        const events = c.decide(command, state, CONTEXT);
        for (const event of events) expect(eventDataProblem(EVENT_SCHEMAS, event.type, event.data), JSON.stringify(command)).toBeNull();
        outcome.decided += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        expect(error.statusCode).toBeGreaterThanOrEqual(400);
        expect(error.statusCode).toBeLessThan(500);
        outcome.refused += 1;
      }
    }
  }
  return outcome;
}
