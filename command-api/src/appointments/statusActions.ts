import {
  APPOINTMENT_MESSAGES,
  DomainError,
  appointmentDecider,
  appointmentStream,
  holdsTime,
  decideServiceIssueResolution,
  fold,
  refusalError,
  resolutionDay,
  type ResolutionGiven,
  stylistBookingsDecider,
  stylistBookingsStream,
  type AppointmentState,
  type StreamAppend,
  type AppointmentCommand,
  type ConflictReason,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadEstimateForPlacing } from './estimateFacts';
import { loadBookings, placedBefore } from './place';
import { dryDecide } from './placing';
import { loadStylistDay, loadStylistHours } from './stylistFacts';
import { loadStream } from '../shared/streams';

export interface StatusActionResult {
  appointmentId: number;
  status: string | null;
}

/**
 * An action that changes the status only (part 1 §4). Those whose new status holds no time
 * (reschedule, cancel, delete, service issue, standing request) free the stylist's booking after the
 * appointment's event is written.
 */
export async function statusAction(ctx: CommandHandlerContext, command: AppointmentCommand & { data: { appointmentId: number } }, alongWith: () => Promise<StreamAppend[]> = async () => []): Promise<StatusActionResult> {
  // A stream that moved meanwhile (the appointment, the stylist's day): decided again.
  return ctx.retrying(async () => {
    const { appendAll, status } = await decideStatusAction(ctx, command);
    await ctx.appendAll([...(await alongWith()), ...appendAll]);
    return { appointmentId: command.data.appointmentId, status };
  });
}

/**
 * The status action decided: the appointment's event and, when its new status holds no
 * time, the release of the stylist's booking, appended by the caller in one write (with anything else
 * the command decided, e.g. a cancel fee's transaction).
 */
export async function decideStatusAction(ctx: CommandHandlerContext, command: AppointmentCommand & { data: { appointmentId: number } }): Promise<{ appendAll: StreamAppend[]; status: string | null }> {
  const { appointmentId } = command.data;
  const decided = await ctx.decideOn(appointmentStream(appointmentId), appointmentDecider, command);
  const before = decided.state;
  if (before.kind !== 'active' && !decided.replayed) throw new DomainError(404, APPOINTMENT_MESSAGES.notFound);
  // The state after: a replay's events are already in the state the stream read.
  const after = decided.replayed ? before : decided.append.events.reduce(appointmentDecider.evolve, before as AppointmentState);
  const status = after.kind === 'active' ? after.status : null;
  const appends: StreamAppend[] = [decided.append];
  // On a replay the state read already holds this command's events (a deleted one holds no stylist).
  const holder = before.kind === 'active' ? before : null;
  if (holder && (status === null || !holdsTime(status)) && holder.employeeId !== null && holder.appointmentDate !== null) {
    const released = await ctx.decideOn(stylistBookingsStream(holder.employeeId, holder.appointmentDate), stylistBookingsDecider, {
      type: 'ReleaseStylistTime',
      data: { employeeId: holder.employeeId, date: holder.appointmentDate, appointmentId },
    });
    appends.push(released.append);
  }
  return { appendAll: appends, status };
}

/**
 * POST appointments/resolveServiceIssue (one write): back to the status it was raised from;
 * one that holds time is booked on its stylist's day again, and that booking decides whether it now
 * conflicts (domain `decideServiceIssueResolution`); the booking and the appointment in one append.
 */
export function resolveServiceIssue(ctx: CommandHandlerContext, appointmentId: number): Promise<StatusActionResult & { conflicts: ConflictReason[] }> {
  return ctx.retrying(async () => {
    const replay = await placedBefore(ctx, appointmentId);
    if (replay) return replay;
    const loaded = await loadStream(ctx.services.store, appointmentStream(appointmentId));
    const appointment = { state: fold(appointmentDecider, loaded.events as never[]), revision: loaded.revision };
    if (appointment.state.kind !== 'active') throw new DomainError(404, APPOINTMENT_MESSAGES.notFound);
    const context = { now: ctx.now, actorUserId: ctx.actor?.userId ?? null };
    // Refused (a status without a service issue) before the stylist's day is read.
    dryDecide(ctx, { type: 'ResolveServiceIssue', data: { appointmentId, conflicts: [] } }, appointment.state);
    const on = resolutionDay(appointment.state);
    let day: ResolutionGiven['day'] = null;
    let pets = 0;
    if (on) {
      pets = (await loadEstimateForPlacing(ctx, appointment.state.estimateId)).pets;
      // Its own day as it was: the termination check is for new placings.
      const hours = await loadStylistHours(ctx, on.employeeId, null);
      day = { ...(await loadBookings(ctx, on.employeeId, on.appointmentDate)), stylistDay: await loadStylistDay(ctx, on.employeeId, on.appointmentDate, hours) };
    }
    const decided = decideServiceIssueResolution(appointmentId, { appointment, day, pets }, context);
    if (decided.kind === 'refused') throw refusalError(decided);
    await ctx.appendAll(decided.appends);
    return { appointmentId, ...decided.result };
  });
}
