import type { CommandContext } from '../shared/decider';
import { refuse, type Decided, type Refusal, type StreamAppend } from '../shared/decision';
import { DomainError } from '../shared/errors';
import type { AppointmentStatus } from '../options';
import type { ScheduleAppointment, UpdateAppointment } from './commands';
import { appointmentDecider } from './decider';
import { appointmentStream, type AppointmentEvent, type ConflictReason } from './events';
import type { AppointmentState } from './evolve';
import { APPOINTMENT_MESSAGES as M } from './messages';
import { holdsTime } from './schedule/bookings';
import { toMinutes } from './schedule/minutes';
import { stylistBookingsDecider, stylistBookingsStream, type StylistBookingsEvent, type StylistBookingsState } from './schedule/stylistBookings';
import type { StylistDay } from './schedule/stylistDay';

/*
 * appointments/update, appointments/schedule and appointments/resolveServiceIssue as pure decisions
 * (docs/DECISIONS.md "One command, one atomic write"). The handler loads the streams, calls
 * one of these once and appends what it returns in one write:
 *   StylistBookings-<stylist>-<date> of the placing (the booking, which decides the conflicts),
 *   Appointment-<id> (the placing with those conflicts), and, when the appointment moved to another
 *   stylist or date, the day it held time on before (its release).
 */

/** A stream as the handler loaded it: its state and the revision it was read at (-1: no stream yet). */
export interface Loaded<State> {
  state: State;
  revision: number;
}

export interface PlacingGiven {
  appointment: Loaded<AppointmentState>;
  /** The placing's day: its bookings, and the stylist's hours and exceptions on that date (stylistDay). */
  day: (Loaded<StylistBookingsState> & { stylistDay: StylistDay }) | null;
  /** The day the appointment held time on before, when it is another stylist's or date's stream. */
  heldDay: Loaded<StylistBookingsState> | null;
  /** The estimate's pets (the booking's count). */
  pets: number;
  /** A blocking complaint of the customer against the stylist (part 1 §5). */
  blocked: boolean;
}

export type PlacingCommand = UpdateAppointment | ScheduleAppointment;

export interface PlacingResult {
  status: AppointmentStatus | null;
  conflicts: ConflictReason[];
}

/** A rule of another decider broken: its DomainError as a refusal (same status and message). */
function refusalOf(error: unknown): Refusal {
  if (!(error instanceof DomainError)) throw error;
  return refuse(error.statusCode as Refusal['status'], error.message, error.fieldErrors);
}

const decide = <T>(run: () => T): T | Refusal => {
  try {
    return run();
  } catch (error) {
    return refusalOf(error);
  }
};
const refused = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && (value as Refusal).kind === 'refused';

function resultOf(state: AppointmentState, events: AppointmentEvent[]): PlacingResult {
  const after = events.reduce(appointmentDecider.evolve, state);
  return after.kind === 'active' ? { status: after.status, conflicts: [...after.conflicts] } : { status: null, conflicts: [] };
}

/** The booking of `appointmentId` on the day, and the conflicts it records (a booking already there: its own). */
function book(
  appointmentId: number,
  placing: { employeeId: number; appointmentDate: string; startTime: string; endTime: string },
  day: NonNullable<PlacingGiven['day']>,
  pets: number,
  context: CommandContext,
): { events: StylistBookingsEvent[]; conflicts: ConflictReason[] } | Refusal {
  const events = decide(() =>
    stylistBookingsDecider.decide(
      {
        type: 'BookStylistTime',
        data: {
          employeeId: placing.employeeId,
          date: placing.appointmentDate,
          appointmentId,
          start: toMinutes(placing.startTime)!,
          end: toMinutes(placing.endTime)!,
          pets,
          day: day.stylistDay,
        },
      },
      day.state,
      context,
    ),
  );
  if (refused(events)) return events;
  const booked = events.find((e) => e.type === 'StylistTimeBooked');
  // Nothing new to write: the same booking already stands; its conflicts are the stream's.
  const conflicts = booked && booked.type === 'StylistTimeBooked' ? [...booked.data.conflicts] : [...(day.state.bookings.get(appointmentId)?.conflicts ?? [])];
  return { events, conflicts };
}

/**
 * Update or schedule: refused as the appointment decider refuses (fields, the blocking complaint, a
 * status that does not offer it); else the booking on the placing's day decides the conflicts, the
 * appointment records them, and a day it held time on before releases it.
 */
export function decidePlacing(command: PlacingCommand, given: PlacingGiven, context: CommandContext): Decided<PlacingResult> | Refusal {
  const { appointmentId } = command.data;
  const appointment = given.appointment.state;
  if (appointment.kind !== 'active') return refuse(404, M.notFound);
  const withFacts = (conflicts: readonly ConflictReason[]): PlacingCommand => ({ ...command, data: { ...command.data, blocked: given.blocked, conflicts } }) as PlacingCommand;
  const checked = decide(() => appointmentDecider.decide(withFacts([]), appointment, context));
  if (refused(checked)) return checked;
  const { employeeId, appointmentDate, startTime, endTime } = command.data;
  if (given.day === null || employeeId == null || !appointmentDate || !startTime || !endTime) throw new Error('decidePlacing: the placing day was not loaded');
  const placing = { employeeId, appointmentDate, startTime, endTime };
  const booking = book(appointmentId, placing, given.day, given.pets, context);
  if (refused(booking)) return booking;
  const events = decide(() => appointmentDecider.decide(withFacts(booking.conflicts), appointment, context));
  if (refused(events)) return events;
  const appends: StreamAppend[] = [
    { stream: stylistBookingsStream(employeeId, appointmentDate), expectedRevision: given.day.revision, events: booking.events },
    { stream: appointmentStream(appointmentId), expectedRevision: given.appointment.revision, events },
  ];
  // Moved to another stylist or date: the old day's time is free again.
  const { employeeId: heldBy, appointmentDate: heldOn } = appointment;
  if (heldBy !== null && heldOn !== null && (heldBy !== employeeId || heldOn !== appointmentDate)) {
    if (given.heldDay === null) throw new Error('decidePlacing: the day held before was not loaded');
    const released = stylistBookingsDecider.decide({ type: 'ReleaseStylistTime', data: { employeeId: heldBy, date: heldOn, appointmentId } }, given.heldDay.state, context);
    appends.push({ stream: stylistBookingsStream(heldBy, heldOn), expectedRevision: given.heldDay.revision, events: released });
  }
  return { kind: 'decided', appends, result: resultOf(appointment, events) };
}

/** The day resolving the service issue books the appointment on again; null when it goes back to no time. */
export function resolutionDay(state: AppointmentState): { employeeId: number; appointmentDate: string } | null {
  if (state.kind !== 'active') return null;
  const { employeeId, appointmentDate, startTime, endTime } = state;
  if (!holdsTime(state.statusBeforeServiceIssue ?? 'scheduled') || employeeId === null || appointmentDate === null || startTime === null || endTime === null) return null;
  return { employeeId, appointmentDate };
}

export interface ResolutionGiven {
  appointment: Loaded<AppointmentState>;
  /** The day of resolutionDay(appointment), loaded; null when there is none. */
  day: (Loaded<StylistBookingsState> & { stylistDay: StylistDay }) | null;
  pets: number;
}

/**
 * Resolve a service issue: back to the status it was raised from; one that holds time is booked on
 * its stylist's day again, and that booking decides whether it now conflicts. One write: the booking
 * and the appointment.
 */
export function decideServiceIssueResolution(appointmentId: number, given: ResolutionGiven, context: CommandContext): Decided<PlacingResult> | Refusal {
  const appointment = given.appointment.state;
  if (appointment.kind !== 'active') return refuse(404, M.notFound);
  const command = (conflicts: readonly ConflictReason[]) => ({ type: 'ResolveServiceIssue' as const, data: { appointmentId, conflicts } });
  const checked = decide(() => appointmentDecider.decide(command([]), appointment, context));
  if (refused(checked)) return checked;
  const day = resolutionDay(appointment);
  const appends: StreamAppend[] = [];
  let conflicts: ConflictReason[] = [];
  if (day !== null) {
    if (given.day === null) throw new Error('decideServiceIssueResolution: the day was not loaded');
    const booking = book(appointmentId, { ...day, startTime: appointment.startTime!, endTime: appointment.endTime! }, given.day, given.pets, context);
    if (refused(booking)) return booking;
    appends.push({ stream: stylistBookingsStream(day.employeeId, day.appointmentDate), expectedRevision: given.day.revision, events: booking.events });
    conflicts = booking.conflicts;
  }
  const events = decide(() => appointmentDecider.decide(command(conflicts), appointment, context));
  if (refused(events)) return events;
  appends.push({ stream: appointmentStream(appointmentId), expectedRevision: given.appointment.revision, events });
  return { kind: 'decided', appends, result: resultOf(appointment, events) };
}
