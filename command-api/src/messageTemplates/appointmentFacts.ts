import {
  appointmentDecider,
  appointmentStream,
  estimateStream,
  fold,
  formatCents,
  fullName,
  groomedPetsOf,
  toSpecDate,
  toSpecTime,
  type AppointmentState,
  type EstimateSavedData,
  type MessageFacts,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadUser } from '../customers';
import { loadCustomer } from '../shared/customers';
import { streamEvents } from '../shared/loadStreams';

type Ctx = Pick<CommandHandlerContext, 'services'>;

/** A user's first name and full name as they are now (User-<id>), null when there is no such user. */
async function names(ctx: Ctx, userId: number): Promise<{ first: string; full: string } | null> {
  const user = await loadUser(ctx, userId);
  return user.status === 'active' ? { first: user.details.firstName, full: fullName(user.details) } : null;
}

/** "Moose", "Moose and Bella", "Moose, Bella and Rex". */
export const petList = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The facts an appointment's messages name (the placeholders of booked, moved, cancelled, the
 * reminders, on my way, the booking request's answers), all from the streams: the appointment, its
 * estimate as last saved (the pets groomed, the address, the total), the customer's and the stylist's names.
 */
export async function appointmentFacts(ctx: Ctx, appointmentId: number): Promise<MessageFacts> {
  const { store } = ctx.services;
  const appointment = fold(appointmentDecider, (await streamEvents(store, appointmentStream(appointmentId))) as never[]) as AppointmentState;
  if (appointment.kind !== 'active') return {};
  const customer = await loadCustomer(ctx, appointment.customerId);
  const saved = (await streamEvents(store, estimateStream(appointment.estimateId))).filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined;
  const groomed = saved ? new Set(groomedPetsOf(saved).map((p) => p.petId)) : new Set<number>();
  const start = toSpecTime(appointment.startTime);
  const end = toSpecTime(appointment.endTime);
  return {
    customer: (await names(ctx, customer.userId))?.first ?? '',
    pets: saved ? petList(saved.pets.filter((p) => groomed.has(p.petId)).map((p) => p.petName)) : null,
    date: appointment.appointmentDate ? toSpecDate(appointment.appointmentDate) : null,
    time: start,
    timeWindow: start && end ? `${start} - ${end}` : start,
    stylist: appointment.employeeId === null ? 'your stylist' : ((await names(ctx, appointment.employeeId))?.full ?? 'your stylist'),
    address: saved?.addressString ?? null,
    price: saved ? formatCents(saved.figures.feeTotal) : null,
  };
}
