import { onMyWayEta } from '@pawroute/domain';
import { createCommandContext, type AppServices } from '@pawroute/platform';
import { appointmentFacts, sendAutomaticMessage } from '../messageTemplates';
import { loadCustomer } from '../shared/customers';
import { loadAppointment } from '../shared/loadStreams';
import { driveMinutesFromPreviousStop } from './onTheWayDrive';

/** Once per En Route that told the customer (the decider lets an appointment tell once): the mail's and the text's dedupe key. */
export const onTheWayDedupeKey = (appointmentId: number): string => `EnRoute-Appointment-${appointmentId}`;

/**
 * The customer is told the stylist is on the way (the 'onMyWay' template: its channels narrowed to
 * the customer's preferred channel; a text is TextSent kind 'onMyWay' on their conversation, never to
 * an opted-out number), with the ETA: the En Route tap (`enRouteAt`, the event's time) plus the drive
 * from the previous stop, in the business's h:mm AM/PM (onMyWayEta). Sent from AppointmentStylistEnRoute
 * { notifyCustomer } by the side effects reactor (command-api/src/reactions), never by the handler
 * after its append; once by the dedupe key however often the reaction runs. A failure throws: the
 * reactor tries again.
 */
export async function sendOnMyWay(services: AppServices, appointmentId: number, enRouteAt: string): Promise<void> {
  const appointment = await loadAppointment(services.store, appointmentId);
  if (appointment.kind !== 'active') return;
  const ctx = createCommandContext({ services, actor: null, commandName: 'NotifyCustomerOnTheWay', correlationId: `${onTheWayDedupeKey(appointmentId)}-${enRouteAt}` });
  const customer = await loadCustomer(ctx, appointment.customerId);
  const drive = await driveMinutesFromPreviousStop(services, appointment, customer.userId);
  await sendAutomaticMessage(ctx, {
    customerId: appointment.customerId,
    kind: 'onMyWay',
    facts: { ...(await appointmentFacts(ctx, appointmentId)), eta: onMyWayEta(enRouteAt, drive, appointment.startTime, services.config.timeZone) },
    dedupeKey: onTheWayDedupeKey(appointmentId),
    textKind: 'onMyWay',
    appointmentId,
  });
}

/** Whether the appointment's stream already holds an en-route event that told the customer. */
export const toldOnTheWay = (events: readonly { type: string; data: unknown }[]): boolean =>
  events.some((e) => e.type === 'AppointmentStylistEnRoute' && (e.data as { notifyCustomer?: boolean }).notifyCustomer === true);
