import {
  APPOINTMENT_MESSAGES,
  DomainError,
  appointmentDecider,
  appointmentStream,
  holdsTime,
  stylistBookingsDecider,
  stylistBookingsStream,
  type AppointmentState,
  type StreamAppend,
  type AppointmentCommand,
  type ConflictReason,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { bookStylistTime } from './booking';
import { loadEstimateForPlacing } from './estimateFacts';
import { loadActiveAppointment } from '../shared/loadStreams';
import { dryDecide, statusOf } from './placing';
import { loadStylistDay, loadStylistHours } from './stylistFacts';

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
 * The status action decided (issue 27): the appointment's event and, when its new status holds no
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
 * POST appointments/resolveServiceIssue: back to the status it was raised from; one that holds time is
 * booked on its stylist's day again, and that booking decides whether it now conflicts.
 */
export async function resolveServiceIssue(ctx: CommandHandlerContext, appointmentId: number): Promise<StatusActionResult & { conflicts: ConflictReason[] }> {
  const before = await loadActiveAppointment(ctx.services.store, appointmentId);
  const command = (conflicts: readonly ConflictReason[]): AppointmentCommand => ({ type: 'ResolveServiceIssue', data: { appointmentId, conflicts } });
  dryDecide(ctx, command([]), before);
  let conflicts: ConflictReason[] = [];
  const { employeeId, appointmentDate, startTime, endTime } = before;
  if (holdsTime(before.statusBeforeServiceIssue ?? 'scheduled') && employeeId !== null && appointmentDate !== null && startTime !== null && endTime !== null) {
    const estimate = await loadEstimateForPlacing(ctx, before.estimateId);
    // Its own day as it was: the termination check is for new placings.
    const hours = await loadStylistHours(ctx, employeeId, null);
    const day = await loadStylistDay(ctx, employeeId, appointmentDate, hours);
    conflicts = await bookStylistTime(ctx, appointmentId, { employeeId, appointmentDate, startTime, endTime }, estimate.pets, day);
  }
  await ctx.execute(appointmentStream(appointmentId), appointmentDecider, command(conflicts));
  const now = await statusOf(ctx, appointmentId);
  return { appointmentId, status: now.status, conflicts: now.conflicts };
}
