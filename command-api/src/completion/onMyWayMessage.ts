import { mailerFor, type CommandHandlerContext } from '@pawroute/platform';
import { customerEmails, loadCustomer } from '../shared/customers';
import { loadAppointment } from '../shared/loadStreams';

/** The on-the-way mail's subject (part 2 §2.2/§7.4 "notify-on-the-way"). */
export const ON_THE_WAY_SUBJECT = 'Your Pawroute stylist is on the way';

/** Once per appointment, however often 'En Route' is pressed or the reaction runs. */
export const onTheWayDedupeKey = (appointmentId: number): string => `EnRoute-Appointment-${appointmentId}`;

/**
 * The customer is told the stylist is on the way. Sent from AppointmentStylistEnRoute { notifyCustomer }
 * by the side effects reactor (command-api/src/reactions), never by the handler after its append.
 * No address on file: nothing to send (the handler answered so). A failure throws: the reactor tries again.
 */
export async function sendOnTheWayMail(ctx: Pick<CommandHandlerContext, 'services'>, appointmentId: number): Promise<void> {
  const appointment = await loadAppointment(ctx.services.store, appointmentId);
  if (appointment.kind !== 'active') return;
  const customer = await loadCustomer(ctx, appointment.customerId);
  const [to] = await customerEmails(ctx, customer.userId);
  if (!to) return;
  await mailerFor(ctx.services).send(
    {
      to,
      subject: ON_THE_WAY_SUBJECT,
      text: `Good news: your Pawroute stylist is on the way to your appointment${appointment.startTime ? ` (${appointment.startTime})` : ''}. Please have your pet ready.`,
    },
    { dedupeKey: onTheWayDedupeKey(appointmentId) },
  );
}

/** Whether the appointment's stream already holds an en-route event that told the customer. */
export const toldOnTheWay = (events: readonly { type: string; data: unknown }[]): boolean =>
  events.some((e) => e.type === 'AppointmentStylistEnRoute' && (e.data as { notifyCustomer?: boolean }).notifyCustomer === true);
