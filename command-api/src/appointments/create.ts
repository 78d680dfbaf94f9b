import {
  APPOINTMENT_MESSAGES as M,
  DomainError,
  appointmentDecider,
  appointmentStream,
  initialAppointmentState,
  type ConflictReason,
  type CreateAppointment,
  type CreateAppointmentInput,
  type AppointmentCommand,
  type StreamAppend,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { decideAlso } from '../shared/decideAlso';
import { refuseMissingVaccines } from '../vaccinations';
import { decideStylistBooking } from './booking';
import { loadEstimateForPlacing } from './estimateFacts';
import { decideEstimateLink } from './estimateLink';
import { dryDecide, endTimeFor, statusOf, stylistChecks } from './placing';
import { loadStylistDay } from './stylistFacts';

export interface CreateAppointmentResult {
  newAppointmentId: number;
  status: string | null;
  conflicts: ConflictReason[];
}

/**
 * POST appointments/create: from an estimate, straight to the waiting list or placed on a stylist's
 * day. Everything that can refuse is decided before the first write (a dry decide with the facts the
 * server loaded); then, in order: the estimate's link to it, the stylist's booking (which decides the
 * conflicts under concurrency), the appointment.
 */
export function createAppointment(input: CreateAppointmentInput, ctx: CommandHandlerContext, options: CreateOptions = {}): Promise<CreateAppointmentResult> {
  // A stream that moved meanwhile (another booking of the stylist's day, another link): decided again.
  return ctx.retrying(() => createOnce(input, ctx, options));
}

export interface CreateOptions {
  /** A command on the new appointment decided with its creation, in the same write (on-the-spot's start). */
  then?: (appointmentId: number) => AppointmentCommand;
  /**
   * Runs once the stylist's booking is decided, before anything is written, on every round of the
   * retry (the online booking's OB-SAME re-check: a conflict there refuses instead of recording).
   */
  beforeWrite?: (conflicts: readonly ConflictReason[]) => Promise<void>;
  /** Another stream decided with the creation, in the same write (a booking request's acceptance). */
  alsoDecide?: (appointmentId: number) => Promise<StreamAppend>;
}

async function createOnce(input: CreateAppointmentInput, ctx: CommandHandlerContext, options: CreateOptions): Promise<CreateAppointmentResult> {
  if (input.estimateId === null) throw new DomainError(400, M.requiredFields, { estimateId: M.requiredFields });
  const estimate = await loadEstimateForPlacing(ctx, input.estimateId);
  const waiting = input.addToWaitingList;
  const endTime = endTimeFor(input.startTime, input.endTime, estimate.length);
  const command = (appointmentId: number, blocked: boolean, conflicts: readonly ConflictReason[]): CreateAppointment => ({
    type: 'CreateAppointment',
    data: {
      appointmentId,
      estimateId: estimate.estimateId,
      customerId: estimate.customerId,
      employeeId: input.employeeId,
      appointmentDate: input.appointmentDate,
      startTime: input.startTime,
      endTime,
      resolveConfliction: input.resolveConfliction,
      conflicts,
      blocked,
      addToWaitingList: waiting,
      initialComment: input.initialComment,
      isStanding: false,
      standingId: null,
    },
  });
  // The fields first (the spec's message), then the stylist, then the blocking complaint.
  dryDecide(ctx, command(1, false, []), initialAppointmentState());
  const { hours, blocked } = await stylistChecks(ctx, estimate.customerId, input.employeeId, input.appointmentDate);
  dryDecide(ctx, command(1, blocked, []), initialAppointmentState());
  // VAC-VALID: a placed appointment (not the waiting list) needs the required vaccines on its date.
  if (!waiting) await refuseMissingVaccines(ctx, estimate.petIds, input.appointmentDate);

  const appointmentId = await ctx.nextId('appointment');
  // One command, one atomic write (docs/DECISIONS.md): the estimate's link, the stylist's booking and the appointment are decided first and
  // appended in one write: a crash leaves all three or none (never a link without its appointment).
  const link = await decideEstimateLink(ctx, estimate.estimateId, appointmentId);
  const appends: StreamAppend[] = [link];
  let conflicts: ConflictReason[] = [];
  if (!waiting && hours) {
    const placing = { employeeId: input.employeeId!, appointmentDate: input.appointmentDate!, startTime: input.startTime!, endTime: endTime! };
    const day = await loadStylistDay(ctx, placing.employeeId, placing.appointmentDate, hours);
    const booking = await decideStylistBooking(ctx, appointmentId, placing, estimate.pets, day);
    appends.push(booking.append);
    conflicts = booking.conflicts;
  }
  if (options.beforeWrite) await options.beforeWrite(conflicts);
  const created = await ctx.decideOn(appointmentStream(appointmentId), appointmentDecider, command(appointmentId, blocked, conflicts));
  appends.push(options.then ? await decideAlso(ctx, created.append, created.replayed, appointmentDecider, options.then(appointmentId)) : created.append);
  if (options.alsoDecide) appends.push(await options.alsoDecide(appointmentId));
  await ctx.appendAll(appends);
  const now = await statusOf(ctx, appointmentId);
  return { newAppointmentId: appointmentId, status: now.status, conflicts: now.conflicts };
}
