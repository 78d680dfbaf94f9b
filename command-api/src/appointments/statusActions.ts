import {
  appointmentDecider,
  appointmentStream,
  holdsTime,
  type AppointmentCommand,
  type ConflictReason,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { bookStylistTime, releaseStylistTime } from './booking';
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
export async function statusAction(ctx: CommandHandlerContext, command: AppointmentCommand & { data: { appointmentId: number } }): Promise<StatusActionResult> {
  const { appointmentId } = command.data;
  const before = await loadActiveAppointment(ctx.services.store, appointmentId);
  await ctx.execute(appointmentStream(appointmentId), appointmentDecider, command);
  const { status } = await statusOf(ctx, appointmentId);
  if (status === null || !holdsTime(status)) await releaseStylistTime(ctx, appointmentId, before.employeeId, before.appointmentDate);
  return { appointmentId, status };
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
