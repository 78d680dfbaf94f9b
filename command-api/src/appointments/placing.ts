import {
  APPOINTMENT_MESSAGES as M,
  DAY_MINUTES,
  DomainError,
  appointmentDecider,
  appointmentStream,
  fold,
  toMinutes,
  toTime,
  type AppointmentCommand,
  type AppointmentEvent,
  type AppointmentState,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { isBlocked } from './blocking';
import { streamEvents } from '../shared/loadStreams';
import { loadStylistHours } from './stylistFacts';

/**
 * endTime may be left out: it is startTime + the appointment's length (docs/APPOINTMENTS.md). A length
 * that runs past midnight cannot be one day's appointment.
 */
export function endTimeFor(startTime: string | null, endTime: string | null, length: number): string | null {
  if (endTime !== null || startTime === null) return endTime;
  const end = toMinutes(startTime)! + length;
  if (end >= DAY_MINUTES) throw new DomainError(400, M.endBeforeStart, { endTime: M.endBeforeStart });
  return toTime(end);
}

/** Runs the appointment decider without writing: a refused command is refused before anything is booked. */
export function dryDecide(ctx: Pick<CommandHandlerContext, 'now' | 'actor'>, command: AppointmentCommand, state: AppointmentState): AppointmentEvent[] {
  return appointmentDecider.decide(command, state, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
}

/**
 * The stylist's side of a placing: they exist and are a stylist working on that date, and whether a
 * blocking complaint of the customer stands against them (the decider refuses it with part 1 §5's message).
 */
export async function stylistChecks(ctx: CommandHandlerContext, customerId: number, employeeId: number | null, date: string | null) {
  if (employeeId === null) return { hours: null, blocked: false };
  const hours = await loadStylistHours(ctx, employeeId, date);
  return { hours, blocked: await isBlocked(ctx, customerId, employeeId) };
}

/** The appointment as it stands now (after this request's writes). */
export async function appointmentNow(ctx: Pick<CommandHandlerContext, 'services'>, appointmentId: number): Promise<AppointmentState> {
  return fold(appointmentDecider, (await streamEvents(ctx.services.store, appointmentStream(appointmentId))) as never[]);
}

/** The answer's status and conflicts. */
export async function statusOf(ctx: Pick<CommandHandlerContext, 'services'>, appointmentId: number) {
  const state = await appointmentNow(ctx, appointmentId);
  return state.kind === 'active' ? { status: state.status, conflicts: state.conflicts } : { status: null, conflicts: [] };
}
