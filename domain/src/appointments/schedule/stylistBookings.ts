import { z } from 'zod';
import type { CommandContext, Decider, DomainEvent } from '../../shared/decider';
import { DomainError } from '../../shared/errors';
import { int4, storableId, storableLocalDate, storableText } from '../../shared/storable';
import type { Booking } from './bookings';
import { CONFLICT_REASONS, conflicts as conflictsOf, type ConflictReason } from './conflicts';
import { DAY_MINUTES } from './minutes';
import type { StylistDay } from './stylistDay';

/**
 * `StylistBookings-<employeeId>-<YYYY-MM-DD>`: the time one stylist's appointments hold on one local
 * date. Booking decides the conflicts against this stream's own state and appends with the revision it
 * read, so two offices booking one slot at one instant cannot both get `scheduled`: the second append
 * fails, is decided again, and now sees the first (ARCHITECTURE.md "The write side", step 4).
 */
export const stylistBookingsStream = (employeeId: number, date: string): string => `StylistBookings-${employeeId}-${date}`;

const minute = int4().min(0).max(DAY_MINUTES);

export const stylistTimeBookedSchema = z.object({
  employeeId: storableId(),
  date: storableLocalDate(),
  appointmentId: storableId(),
  start: minute,
  end: minute,
  pets: int4().min(1),
  /** What the booking conflicted with when it was made (empty: it may be `scheduled`). */
  conflicts: z.array(z.enum(CONFLICT_REASONS)),
  bookedAt: storableText(),
});
export const stylistTimeReleasedSchema = z.object({
  employeeId: storableId(),
  date: storableLocalDate(),
  appointmentId: storableId(),
  releasedAt: storableText(),
});

export type StylistTimeBooked = DomainEvent<'StylistTimeBooked', z.infer<typeof stylistTimeBookedSchema>>;
export type StylistTimeReleased = DomainEvent<'StylistTimeReleased', z.infer<typeof stylistTimeReleasedSchema>>;
export type StylistBookingsEvent = StylistTimeBooked | StylistTimeReleased;

export const STYLIST_BOOKINGS_EVENT_SCHEMAS = {
  StylistTimeBooked: stylistTimeBookedSchema,
  StylistTimeReleased: stylistTimeReleasedSchema,
} as const;

export interface BookStylistTime {
  type: 'BookStylistTime';
  data: {
    employeeId: number;
    date: string;
    appointmentId: number;
    start: number;
    end: number;
    pets: number;
    /** The stylist's day on that date (stylistDay), read by the caller with the exceptions. */
    day: StylistDay;
  };
}
export interface ReleaseStylistTime {
  type: 'ReleaseStylistTime';
  data: { employeeId: number; date: string; appointmentId: number };
}
export type StylistBookingsCommand = BookStylistTime | ReleaseStylistTime;

export interface StylistBookingsState {
  bookings: Map<number, { start: number; end: number; pets: number; conflicts: ConflictReason[] }>;
}

export const BOOKING_MESSAGES = {
  invalidTimes: 'The appointment must end after it starts, on the same day.',
} as const;

export function evolveStylistBookings(state: StylistBookingsState, anyEvent: DomainEvent): StylistBookingsState {
  const event = anyEvent as StylistBookingsEvent;
  switch (event.type) {
    case 'StylistTimeBooked': {
      const bookings = new Map(state.bookings);
      const { appointmentId, start, end, pets, conflicts } = event.data;
      bookings.set(appointmentId, { start, end, pets, conflicts });
      return { bookings };
    }
    case 'StylistTimeReleased': {
      if (!state.bookings.has(event.data.appointmentId)) return state;
      const bookings = new Map(state.bookings);
      bookings.delete(event.data.appointmentId);
      return { bookings };
    }
    default:
      return state;
  }
}

/** The day's other bookings as the conflict rules read them (every booking here holds time). */
const asBookings = (state: StylistBookingsState): Booking[] =>
  [...state.bookings].map(([appointmentId, b]) => ({ appointmentId, status: 'scheduled', start: b.start, end: b.end, pets: b.pets }));

export function decideStylistBookings(command: StylistBookingsCommand, state: StylistBookingsState, { now }: CommandContext): StylistBookingsEvent[] {
  switch (command.type) {
    case 'BookStylistTime': {
      const { employeeId, date, appointmentId, start, end, pets, day } = command.data;
      if (!(start >= 0 && end > start && end <= DAY_MINUTES)) throw new DomainError(400, BOOKING_MESSAGES.invalidTimes);
      const conflicts = conflictsOf({ appointmentId, start, end, pets }, day, asBookings(state));
      const held = state.bookings.get(appointmentId);
      // The same booking again (a retried request) writes nothing.
      if (held && held.start === start && held.end === end && held.pets === pets && held.conflicts.join() === conflicts.join()) return [];
      return [{ type: 'StylistTimeBooked', data: { employeeId, date, appointmentId, start, end, pets, conflicts, bookedAt: now } }];
    }
    case 'ReleaseStylistTime': {
      const { employeeId, date, appointmentId } = command.data;
      if (!state.bookings.has(appointmentId)) return [];
      return [{ type: 'StylistTimeReleased', data: { employeeId, date, appointmentId, releasedAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown stylist bookings command ${JSON.stringify(unknown)}`);
    }
  }
}

export const stylistBookingsDecider: Decider<StylistBookingsCommand, StylistBookingsEvent, StylistBookingsState> = {
  initialState: () => ({ bookings: new Map() }),
  evolve: evolveStylistBookings,
  decide: decideStylistBookings,
};
