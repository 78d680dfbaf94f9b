import {
  fold,
  stylistBookingsDecider,
  stylistBookingsStream,
  toMinutes,
  type ConflictReason,
  type StylistDay,
  type StreamAppend,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';

/** Where an appointment sits: a stylist, a local date, 'HH:MM' times. */
export interface Placing {
  employeeId: number;
  appointmentDate: string;
  startTime: string;
  endTime: string;
}

/**
 * Books the appointment's time on `StylistBookings-<employeeId>-<date>` and answers what it conflicts
 * with. The stream decides against its own bookings and appends with the revision it read; a
 * concurrent booking makes the append fail and the booking is decided again, now seeing the other
 * (ctx.execute retries), so two offices racing for one slot get one clean booking and one 'overlap'.
 * Booking an appointment again (moved within the day) replaces its earlier booking there.
 */
export async function bookStylistTime(ctx: CommandHandlerContext, appointmentId: number, placing: Placing, pets: number, day: StylistDay): Promise<ConflictReason[]> {
  const { employeeId, appointmentDate: date } = placing;
  const start = toMinutes(placing.startTime)!;
  const end = toMinutes(placing.endTime)!;
  const stream = stylistBookingsStream(employeeId, date);
  const { events } = await ctx.execute(stream, stylistBookingsDecider, {
    type: 'BookStylistTime',
    data: { employeeId, date, appointmentId, start, end, pets, day },
  });
  const booked = events.find((e) => e.type === 'StylistTimeBooked' && e.data.appointmentId === appointmentId);
  if (booked && booked.type === 'StylistTimeBooked') return [...booked.data.conflicts];
  // Nothing new to write: the same booking already stands; its conflicts are the stream's.
  const state = fold(stylistBookingsDecider, (await streamEvents(ctx.services.store, stream)) as never[]);
  return [...(state.bookings.get(appointmentId)?.conflicts ?? [])];
}

/**
 * The booking decided, for a command that appends it with the appointment in one write: its append and
 * the conflicts the appointment records (a replayed booking's are its own events').
 */
export async function decideStylistBooking(ctx: CommandHandlerContext, appointmentId: number, placing: Placing, pets: number, day: StylistDay): Promise<{ append: StreamAppend; conflicts: ConflictReason[] }> {
  const { employeeId, appointmentDate: date } = placing;
  const stream = stylistBookingsStream(employeeId, date);
  const { append, state } = await ctx.decideOn(stream, stylistBookingsDecider, {
    type: 'BookStylistTime',
    data: { employeeId, date, appointmentId, start: toMinutes(placing.startTime)!, end: toMinutes(placing.endTime)!, pets, day },
  });
  const booked = append.events.find((e) => e.type === 'StylistTimeBooked' && e.data.appointmentId === appointmentId);
  if (booked && booked.type === 'StylistTimeBooked') return { append, conflicts: [...booked.data.conflicts] };
  // Nothing new to write: the same booking already stands; its conflicts are the stream's.
  return { append, conflicts: [...(state.bookings.get(appointmentId)?.conflicts ?? [])] };
}

/** Frees the appointment's time on that stylist's date (nothing to write when it holds none there). */
export async function releaseStylistTime(ctx: CommandHandlerContext, appointmentId: number, employeeId: number | null, date: string | null): Promise<void> {
  if (employeeId === null || date === null) return;
  await ctx.execute(stylistBookingsStream(employeeId, date), stylistBookingsDecider, {
    type: 'ReleaseStylistTime',
    data: { employeeId, date, appointmentId },
  });
}
