import { estimateLinkDecider, estimateStream, fold, type AppointmentFacts, type StreamAppend } from '@pawroute/domain';
import type { CommandHandlerContext, EventStore } from '@pawroute/platform';
import { loadAppointment, streamEvents } from '../shared/loadStreams';

/** The appointments linked to the estimate (oldest first), from `Estimate-<id>`. */
async function linkedIds(store: EventStore, estimateId: number): Promise<number[]> {
  return fold(estimateLinkDecider, (await streamEvents(store, estimateStream(estimateId))) as never[]).appointmentIds;
}

/**
 * Links a new appointment to its estimate on `Estimate-<id>` (domain appointments/estimateLink.ts):
 * refused with 409 while another appointment of the estimate is live (not deleted).
 */
/** (Decided here, appended by the caller with the appointment in one write: ctx.appendAll.) */
export async function decideEstimateLink(ctx: CommandHandlerContext, estimateId: number, appointmentId: number): Promise<StreamAppend> {
  const { store } = ctx.services;
  const linked = await linkedIds(store, estimateId);
  const gone: number[] = [];
  for (const id of linked) if ((await loadAppointment(store, id)).kind !== 'active') gone.push(id);
  const { append } = await ctx.decideOn(estimateStream(estimateId), estimateLinkDecider, {
    type: 'LinkEstimateAppointment',
    data: { estimateId, appointmentId, goneAppointmentIds: gone },
  });
  return append;
}

/** The estimate's live appointment (the newest linked one not deleted), read from its own stream; null when none. */
export async function estimateAppointment(store: EventStore, estimateId: number): Promise<AppointmentFacts | null> {
  const linked = await linkedIds(store, estimateId);
  for (const id of linked.reverse()) {
    const state = await loadAppointment(store, id);
    if (state.kind === 'active') return state;
  }
  return null;
}
