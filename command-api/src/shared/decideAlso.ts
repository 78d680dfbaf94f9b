import { fold, type Decider, type DomainEvent, type StreamAppend } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';

/**
 * A second command on a stream this request already decided (one write per command, so one
 * append per stream): `command` is decided on the state after `append`'s events and its events join
 * the same append. A replayed append (this key wrote the stream before a crash) already holds them.
 */
export async function decideAlso<Command, Event extends DomainEvent, State>(
  ctx: CommandHandlerContext,
  append: StreamAppend,
  replayed: boolean,
  decider: Decider<Command, Event, State>,
  command: Command,
): Promise<StreamAppend> {
  if (replayed) return append;
  const before =
    append.expectedRevision < 0
      ? []
      : (await ctx.services.store.readStream(append.stream)).filter((e) => e.revision <= append.expectedRevision).map((e) => ({ type: e.type, data: e.data }));
  const state = fold(decider, [...before, ...append.events] as Event[]);
  const events = decider.decide(command, state, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
  return { ...append, events: [...append.events, ...events] };
}
