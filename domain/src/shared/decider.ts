/**
 * The write model, Emmett style: a command is decided against the state folded from a stream.
 * Both functions are pure; time and the actor arrive in the command context, never from `new Date()`.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface CommandContext {
  /** ISO instant the command was received (UTC). */
  now: string;
  /** The signed-in user, or null for public commands (sign-up, login). */
  actorUserId: number | null;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  /**
   * Total: a stream gains event types from other features, so write it over `DomainEvent` (narrow by
   * `type`) and end its switch with `default: return state`, never an exhaustive `never`.
   */
  evolve: (state: State, event: Event) => State;
  /** Returns the events to append, or throws a DomainError for a broken rule. */
  decide: (command: Command, state: State, context: CommandContext) => Event[];
}

/** Folds a stream's events into state: a pure helper, not part of the store port. */
export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
