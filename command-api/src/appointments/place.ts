import {
  APPOINTMENT_MESSAGES,
  DomainError,
  appointmentDecider,
  appointmentStream,
  decidePlacing,
  fold,
  refusalError,
  stylistBookingsDecider,
  stylistBookingsStream,
  type ConflictReason,
  type PlaceAppointmentInput,
  type PlacingCommand,
  type StylistBookingsState,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadEstimateForPlacing } from './estimateFacts';
import { dryDecide, endTimeFor, stylistChecks } from './placing';
import { loadStylistDay } from './stylistFacts';
import { loadStream } from '../shared/streams';
import { refuseMissingVaccines } from '../vaccinations';

export interface PlaceAppointmentResult {
  appointmentId: number;
  status: string | null;
  conflicts: ConflictReason[];
}

/** A stylist's day of bookings as loaded for a decision: its state and the revision read. */
export async function loadBookings(ctx: Pick<CommandHandlerContext, 'services'>, employeeId: number, date: string): Promise<{ state: StylistBookingsState; revision: number }> {
  const { events, revision } = await loadStream(ctx.services.store, stylistBookingsStream(employeeId, date));
  return { state: fold(stylistBookingsDecider, events as never[]), revision };
}

/**
 * POST appointments/update and appointments/schedule (docs/DECISIONS.md "One command, one atomic write"): the appointment placed
 * (again) on a stylist's day. The handler loads the appointment, the placing's day (and the day it
 * held time on before, when another), decides once (domain `decidePlacing`: the booking decides the
 * conflicts, the appointment records them, the old day releases its time) and appends once. A retry
 * whose key already wrote the appointment answers from the log.
 */
export function placeAppointment(kind: 'UpdateAppointment' | 'ScheduleAppointment', input: PlaceAppointmentInput, ctx: CommandHandlerContext, options: PlaceOptions = {}): Promise<PlaceAppointmentResult> {
  // A stream that moved meanwhile (another booking of the stylist's day): decided again.
  return ctx.retrying(() => placeOnce(kind, input, ctx, options));
}

export interface PlaceOptions {
  /**
   * Runs once the placing is decided, before anything is written, on every round of the retry (the
   * portal's move re-checks OB-SAME there: a conflict refuses instead of recording).
   */
  beforeWrite?: (conflicts: readonly ConflictReason[]) => Promise<void>;
}

async function placeOnce(kind: 'UpdateAppointment' | 'ScheduleAppointment', input: PlaceAppointmentInput, ctx: CommandHandlerContext, options: PlaceOptions): Promise<PlaceAppointmentResult> {
  const { appointmentId } = input;
  const replay = await placedBefore(ctx, appointmentId);
  if (replay) return replay;
  const loaded = await loadStream(ctx.services.store, appointmentStream(appointmentId));
  const appointment = { state: fold(appointmentDecider, loaded.events as never[]), revision: loaded.revision };
  const before = appointment.state;
  if (before.kind !== 'active') throw new DomainError(404, APPOINTMENT_MESSAGES.notFound);
  const estimate = await loadEstimateForPlacing(ctx, before.estimateId);
  const endTime = endTimeFor(input.startTime, input.endTime, estimate.length);
  const command = (blocked: boolean): PlacingCommand => ({
    type: kind,
    data: { appointmentId, employeeId: input.employeeId, appointmentDate: input.appointmentDate, startTime: input.startTime, endTime, resolveConfliction: input.resolveConfliction, conflicts: [], blocked },
  });
  // The fields first (the spec's message), then the stylist (exists, works that date), then the blocking complaint.
  dryDecide(ctx, command(false), before);
  const { hours, blocked } = await stylistChecks(ctx, before.customerId, input.employeeId, input.appointmentDate);
  // VAC-VALID: the pets need the required vaccines on the new date.
  await refuseMissingVaccines(ctx, estimate.petIds, input.appointmentDate);
  const employeeId = input.employeeId!;
  const date = input.appointmentDate!;
  const day = { ...(await loadBookings(ctx, employeeId, date)), stylistDay: await loadStylistDay(ctx, employeeId, date, hours!) };
  const moved = before.employeeId !== null && before.appointmentDate !== null && (before.employeeId !== employeeId || before.appointmentDate !== date);
  const heldDay = moved ? await loadBookings(ctx, before.employeeId!, before.appointmentDate!) : null;
  const decided = decidePlacing(command(blocked), { appointment, day, heldDay, pets: estimate.pets, blocked }, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
  if (decided.kind === 'refused') throw refusalError(decided);
  if (options.beforeWrite) await options.beforeWrite(decided.result.conflicts);
  await ctx.appendAll(decided.appends);
  return { appointmentId, ...decided.result };
}

/**
 * The first answer of a placing this request's key already wrote (a retry after a crash or a lost
 * answer): the status and conflicts its appointment event recorded, and the position the first write
 * reached (the greatest of its streams': the appointment's, the placing's day, the day held before).
 */
export async function placedBefore(ctx: CommandHandlerContext, appointmentId: number): Promise<(PlaceAppointmentResult & { position: string | null }) | null> {
  const stream = appointmentStream(appointmentId);
  const earlier = await ctx.earlierEvents([stream]);
  const placed = earlier.find((e) => ['AppointmentUpdated', 'AppointmentScheduled', 'AppointmentServiceIssueResolved'].includes(e.type));
  if (!placed) return null;
  const data = placed.data as { status: string; conflicts: ConflictReason[]; employeeId?: number; appointmentDate?: string };
  const recorded = await ctx.services.store.readStream(stream);
  const before = fold(appointmentDecider, recorded.filter((e) => e.revision < placed.revision).map((e) => ({ type: e.type, data: e.data })) as never[]);
  const days = new Set<string>();
  if (data.employeeId !== undefined && data.appointmentDate !== undefined) days.add(stylistBookingsStream(data.employeeId, data.appointmentDate));
  if (before.kind === 'active' && before.employeeId !== null && before.appointmentDate !== null) days.add(stylistBookingsStream(before.employeeId, before.appointmentDate));
  const { store } = ctx.services;
  const position = [...earlier, ...(await ctx.earlierEvents([...days]))].reduce<string | null>((max, e) => (max === null || store.comparePositions(e.position, max) > 0 ? e.position : max), null);
  return { appointmentId, status: data.status, conflicts: [...data.conflicts], position };
}
