import { fold, standingDecider, standingStream, type StandingCommand, type StandingState } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';

/** The write side's own view of a standing, folded from `Standing-<id>`. */
export async function loadStanding(ctx: Pick<CommandHandlerContext, 'services'>, standingId: number): Promise<StandingState> {
  return fold(standingDecider, (await streamEvents(ctx.services.store, standingStream(standingId))) as never[]);
}

/** Runs the standing decider without writing, so a refused command writes nothing anywhere. */
export function dryDecideStanding(ctx: Pick<CommandHandlerContext, 'now' | 'actor'>, command: StandingCommand, state: StandingState): void {
  standingDecider.decide(command, state, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
}
