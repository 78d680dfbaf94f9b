import {
  APPOINTMENT_MESSAGES as M,
  DomainError,
  appointmentDecider,
  appointmentStream,
  initialAppointmentState,
  standingDecider,
  standingStream,
  type ConflictReason,
  type CreateAppointment,
  type CreateStandingInstance,
} from '@pawroute/domain';
import { isStandingOccurrence } from '@pawroute/domain/standings/placeholders';
import type { CommandHandlerContext } from '@pawroute/platform';
import { decideStylistBooking, dryDecide, isBlocked, loadEstimateForPlacing, loadStylistDay, loadStylistHours, statusOf } from '../appointments';
import { dryDecideStanding, loadStanding } from './loadStanding';

export interface CreateInstanceResult {
  newAppointmentId: number;
  status: string | null;
  conflicts: ConflictReason[];
}

/**
 * POST appointments/createInstance {appointmentId (the standing's), appointmentDate}: the placeholder of
 * that date becomes a real appointment (standingId set, isStanding false) with the standing's stylist
 * and times, booked on the stylist's day like any other. The date is claimed on the standing's stream
 * in the same write, so two offices creating the same instance make one appointment; the booking
 * decides its conflicts.
 */
export async function createStandingInstance(ctx: CommandHandlerContext, standingId: number, date: string | null): Promise<CreateInstanceResult> {
  if (date === null) throw new DomainError(400, M.requiredFields, { appointmentDate: M.requiredFields });
  const standing = await loadStanding(ctx, standingId);
  const claim = (appointmentId: number): CreateStandingInstance => ({
    type: 'CreateStandingInstance',
    data: { standingId, date, appointmentId, isOccurrence: standing.status === 'active' && isStandingOccurrence(standing, date) },
  });
  dryDecideStanding(ctx, claim(1), standing);
  if (standing.status !== 'active') throw new Error('unreachable: the standing decider refuses these');

  const estimate = await loadEstimateForPlacing(ctx, standing.estimateId);
  const hours = await loadStylistHours(ctx, standing.employeeId, date);
  const blocked = await isBlocked(ctx, standing.customerId, standing.employeeId);
  if (blocked) throw new DomainError(400, M.blockedStylist, { employeeId: M.blockedStylist });
  const placing = { employeeId: standing.employeeId, appointmentDate: date, startTime: standing.startTime, endTime: standing.endTime };
  const create = (appointmentId: number, conflicts: readonly ConflictReason[]): CreateAppointment => ({
    type: 'CreateAppointment',
    data: {
      appointmentId,
      estimateId: standing.estimateId,
      customerId: standing.customerId,
      ...placing,
      resolveConfliction: false,
      conflicts,
      blocked,
      addToWaitingList: false,
      initialComment: null,
      isStanding: false,
      standingId,
    },
  });
  dryDecide(ctx, create(1, []), initialAppointmentState());

  const appointmentId = await ctx.nextId('appointment');
  // the date's claim, the stylist's booking and the appointment in one write (never a claimed
  // date without its appointment); a stream that moved meanwhile (the stylist's day, another claim of
  // the standing) decides them again, and a date another office claimed first is then refused.
  await ctx.retrying(async () => {
    const claimed = await ctx.decideOn(standingStream(standingId), standingDecider, claim(appointmentId));
    const day = await loadStylistDay(ctx, placing.employeeId, date, hours);
    const booking = await decideStylistBooking(ctx, appointmentId, placing, estimate.pets, day);
    const created = await ctx.decideOn(appointmentStream(appointmentId), appointmentDecider, create(appointmentId, booking.conflicts));
    await ctx.appendAll([claimed.append, booking.append, created.append]);
  });
  const now = await statusOf(ctx, appointmentId);
  return { newAppointmentId: appointmentId, status: now.status, conflicts: now.conflicts };
}
