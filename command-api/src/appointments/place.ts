import {
  appointmentDecider,
  appointmentStream,
  type ConflictReason,
  type PlaceAppointmentInput,
  type ScheduleAppointment,
  type UpdateAppointment,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { bookStylistTime, releaseStylistTime } from './booking';
import { loadEstimateForPlacing } from './estimateFacts';
import { dryDecide, endTimeFor, statusOf, stylistChecks } from './placing';
import { loadStylistDay } from './stylistFacts';
import { loadActiveAppointment } from '../shared/loadStreams';

export interface PlaceAppointmentResult {
  appointmentId: number;
  status: string | null;
  conflicts: ConflictReason[];
}

/**
 * POST appointments/update and appointments/schedule: the appointment placed (again) on a stylist's
 * day. Refusals first (dry decide); then the new booking decides the conflicts, the appointment is
 * written, and a booking it held on another stylist's or date's stream is released.
 */
export async function placeAppointment(kind: 'UpdateAppointment' | 'ScheduleAppointment', input: PlaceAppointmentInput, ctx: CommandHandlerContext): Promise<PlaceAppointmentResult> {
  const { appointmentId } = input;
  const before = await loadActiveAppointment(ctx.services.store, appointmentId);
  const estimate = await loadEstimateForPlacing(ctx, before.estimateId);
  const endTime = endTimeFor(input.startTime, input.endTime, estimate.length);
  const command = (blocked: boolean, conflicts: readonly ConflictReason[]): UpdateAppointment | ScheduleAppointment => ({
    type: kind,
    data: {
      appointmentId,
      employeeId: input.employeeId,
      appointmentDate: input.appointmentDate,
      startTime: input.startTime,
      endTime,
      resolveConfliction: input.resolveConfliction,
      conflicts,
      blocked,
    },
  });
  dryDecide(ctx, command(false, []), before);
  const { hours, blocked } = await stylistChecks(ctx, before.customerId, input.employeeId, input.appointmentDate);
  dryDecide(ctx, command(blocked, []), before);

  const placing = { employeeId: input.employeeId!, appointmentDate: input.appointmentDate!, startTime: input.startTime!, endTime: endTime! };
  const day = await loadStylistDay(ctx, placing.employeeId, placing.appointmentDate, hours!);
  const conflicts = await bookStylistTime(ctx, appointmentId, placing, estimate.pets, day);
  await ctx.execute(appointmentStream(appointmentId), appointmentDecider, command(blocked, conflicts));
  // Moved to another stylist or date: the old day's time is free again.
  if (before.employeeId !== placing.employeeId || before.appointmentDate !== placing.appointmentDate) {
    await releaseStylistTime(ctx, appointmentId, before.employeeId, before.appointmentDate);
  }
  const now = await statusOf(ctx, appointmentId);
  return { appointmentId, status: now.status, conflicts: now.conflicts };
}
