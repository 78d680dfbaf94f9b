import { DomainError, fold, type Decider, type DomainEvent, type EventMetadata, type StreamAppend } from '@pawroute/domain';
import { eventIdFor, newEventId } from '../eventstore/eventIds';
import { WrongExpectedVersion, type Position, type RecordedEvent } from '../eventstore/port';
import type { Actor } from '../http/actor';
import { nextId } from '../http/ids';
import type { AppServices } from '../http/services';
import { RECORD_CHANGED, executeCommand } from './executeCommand';
import { memoizeStreamReads } from './streamReadMemo';

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
  /**
   * One command, one atomic write (docs/DECISIONS.md): appends every stream's decided events together
   * (EventStore.appendToStreams), each at the revision it was loaded at, with this command's metadata
   * (key, command name, correlation, occurredAt = now) and event ids derived from the Idempotency-Key.
   * Streams without events are left out. Throws WrongExpectedVersion when a stream moved (see retrying).
   */
  appendAll(decision: readonly StreamAppend[]): Promise<{ position: Position | null; revisions: number[] }>;
  /**
   * One stream's part of a multi-stream decision: reads the stream once, folds it, decides `command`
   * (a broken rule throws the decider's DomainError) and returns what appendAll appends, at the revision
   * read. When this request's key already wrote this stream (a retry after a crash), the same events at
   * the same place come back instead (`replayed`), so appendAll answers them as written and finishes
   * any stream a crash left unwritten (EventStoreDB).
   */
  decideOn<Command, Event extends DomainEvent, State>(
    stream: string,
    decider: Decider<Command, Event, State>,
    command: Command,
  ): Promise<{ append: StreamAppend<Event>; state: State; replayed: boolean }>;
  /**
   * Runs `attempt` (load, decide, appendAll) and runs it again on a stream that moved meanwhile, a few
   * times, then answers 409 RECORD_CHANGED. No in-process lock: the expected revisions decide.
   */
  retrying<T>(attempt: () => Promise<T>): Promise<T>;
  /**
   * The events this request's Idempotency-Key already wrote in `streams` (same scoped key and
   * command), in stream then revision order; empty without a key. A command finding them answers its
   * first result from them instead of deciding again.
   */
  earlierEvents(streams: readonly string[]): Promise<RecordedEvent[]>;
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
  /**
   * Where ids come from: `slot` is which id of `sequence` this is in the current round of the command
   * (1, 2, ...; every round of `retrying` starts again at the slots it began with). An idempotent
   * request passes one that hands every round, and a re-run after a crash, the same id per slot.
   */
  nextId?: (sequence: string, slot: number) => Promise<number>;
}

/** Rounds of load-decide-append after the first one lost to a concurrent writer (as executeCommand). */
const MAX_RETRIES = 5;

export function createCommandContext(input: CommandContextInput): CommandHandlerContext {
  const { actor, commandName, correlationId } = input;
  // The command's own view of the store: each stream read once however many loaders ask (streamReadMemo.ts).
  const store = memoizeStreamReads(input.services.store);
  const services: AppServices = { ...input.services, store };
  const now = input.now ?? (services.clock?.() ?? new Date()).toISOString();
  const idempotencyKey = input.idempotencyKey ?? null;
  let last: Position | null = null;
  // A request may write the same stream more than once (two steps of one command). Each step gets its
  // own idempotency key ("key", "key#2", ...) so a repeat of the request replays every step, while the
  // second step is not mistaken for a replay of the first.
  const stepsPerStream = new Map<string, number>();
  const peekStepKey = (stream: string): string | null => {
    if (idempotencyKey === null) return null;
    const step = (stepsPerStream.get(stream) ?? 0) + 1;
    return step === 1 ? idempotencyKey : `${idempotencyKey}#${step}`;
  };
  const stepKey = (stream: string): string | null => {
    const key = peekStepKey(stream);
    stepsPerStream.set(stream, (stepsPerStream.get(stream) ?? 0) + 1);
    return key;
  };
  // Ids per sequence taken in this round (docs/DECISIONS.md "Idempotency after a crash"): a round that
  // lost to a concurrent writer wrote nothing, so the next round takes the same ids again. Were they
  // new ids, a re-run after a crash (which starts at round one) would decide on the first round's ids,
  // not the ones committed, and write a second appointment beside the first.
  const idsTaken = new Map<string, number>();
  const takeId = (sequence: string): Promise<number> => {
    const slot = (idsTaken.get(sequence) ?? 0) + 1;
    idsTaken.set(sequence, slot);
    return input.nextId ? input.nextId(sequence, slot) : nextId(services.db, sequence);
  };
  const restore = (map: Map<string, number>, saved: ReadonlyMap<string, number>) => {
    map.clear();
    for (const [k, v] of saved) map.set(k, v);
  };
  const reached = (position: Position | null) => {
    if (position !== null && (last === null || services.store.comparePositions(position, last) > 0)) last = position;
  };
  const actorUserId = actor?.userId ?? null;
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
      reached(result.position);
      return { events: result.events, position: result.position, revision: result.revision };
    },
    async appendAll(decision) {
      const writes = decision
        .filter((d) => d.events.length > 0)
        .map((d) => {
          // The step key of this stream (as execute's): ids and metadata say which write of the request it is.
          const key = peekStepKey(d.stream);
          const metadata: EventMetadata = {
            actorUserId,
            correlationId,
            causationId: null,
            commandName,
            idempotencyKey: key,
            occurredAt: now,
            schemaVersion: 1,
          };
          const events = d.events.map((event, index) => ({
            id: key ? eventIdFor(key, d.stream, index) : newEventId(),
            type: event.type,
            data: event.data,
            metadata,
          }));
          return { stream: d.stream, events, expected: d.expectedRevision };
        });
      if (writes.length === 0) return { position: null, revisions: decision.map((d) => d.expectedRevision) };
      const result = await services.store.appendToStreams(writes);
      for (const w of writes) stepKey(w.stream);
      reached(result.position);
      const byStream = new Map(writes.map((w, i) => [w.stream, result.streams[i]!.nextExpectedRevision]));
      return { position: result.position, revisions: decision.map((d) => byStream.get(d.stream) ?? d.expectedRevision) };
    },
    async decideOn(stream, decider, command) {
      const recorded = await services.store.readStream(stream);
      const key = peekStepKey(stream);
      const firstEarlier = key === null ? -1 : recorded.findIndex((e) => e.metadata?.idempotencyKey === key && e.metadata?.commandName === commandName);
      const asEvents = <E>(events: RecordedEvent[]) => events.map((e) => ({ type: e.type, data: e.data }) as E);
      if (firstEarlier >= 0) {
        const before = recorded.slice(0, firstEarlier);
        const earlier = recorded.slice(firstEarlier).filter((e) => e.metadata?.idempotencyKey === key && e.metadata?.commandName === commandName);
        return {
          append: { stream, expectedRevision: before.at(-1)?.revision ?? -1, events: asEvents(earlier) },
          state: fold(decider, asEvents(recorded)),
          replayed: true,
        };
      }
      const state = fold(decider, asEvents(recorded));
      const events = decider.decide(command, state, { now, actorUserId });
      return { append: { stream, expectedRevision: recorded.at(-1)?.revision ?? -1, events }, state, replayed: false };
    },
    async retrying(attempt) {
      // Every round starts where the first did: the same ids and the same step keys (a round that lost
      // wrote nothing; one whose key already wrote a stream finds those events and replays them).
      const idsAtStart = new Map(idsTaken);
      const stepsAtStart = new Map(stepsPerStream);
      for (let round = 0; ; round++) {
        restore(idsTaken, idsAtStart);
        restore(stepsPerStream, stepsAtStart);
        // A round after a lost one reads every stream afresh.
        if (round > 0) store.forget();
        try {
          return await attempt();
        } catch (error) {
          if (!(error instanceof WrongExpectedVersion)) throw error;
          if (round >= MAX_RETRIES) throw new DomainError(409, RECORD_CHANGED);
        }
      }
    },
    async earlierEvents(streams) {
      if (idempotencyKey === null) return [];
      const read = await Promise.all(streams.map((stream) => services.store.readStream(stream)));
      // Key and command name only: the key carries its scope (`u42/…`, `s<hex>/…`), so another user's
      // equal key is another key; matching the actor too would miss a sign-up's retry, which comes
      // from the user it signed in (actor null when it was written).
      return read.flat().filter((e) => e.metadata?.idempotencyKey === idempotencyKey && e.metadata?.commandName === commandName);
    },
    nextId: takeId,
    lastPosition: () => last,
  };
}
