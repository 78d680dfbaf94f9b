import {
  stylistBookingsDecider,
  stylistBookingsStream,
  toMinutes,
  type ConflictReason,
  type StylistDay,
  type StreamAppend,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';

/** Where an appointment sits: a stylist, a local date, 'HH:MM' times. */
export interface Placing {
  employeeId: number;
  appointmentDate: string;
  startTime: string;
  endTime: string;
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
