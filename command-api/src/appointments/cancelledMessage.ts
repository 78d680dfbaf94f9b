import type { AppServices, RecordedEvent } from '@pawroute/platform';
import { createCommandContext } from '@pawroute/platform';
import { appointmentFacts, sendAutomaticMessage } from '../messageTemplates';
import { loadAppointment } from '../shared/loadStreams';
import { zonedInstant } from './emailLinks';

/**
 * The customer is told their appointment is cancelled (the 'cancelled' template, by their preferred
 * channel), from AppointmentCancelled by the side effects reactor, never by the handler. Only an
 * appointment that had a date and time still ahead; once per cancelled placing (the dedupe key).
 */
export async function tellAppointmentCancelled(services: AppServices, event: RecordedEvent): Promise<void> {
  const { appointmentId } = event.data as { appointmentId: number };
  const appointment = await loadAppointment(services.store, appointmentId);
  if (appointment.kind !== 'active' || appointment.status !== 'cancelled' || !appointment.appointmentDate || !appointment.startTime) return;
  const ctx = createCommandContext({ services, actor: null, commandName: 'TellAppointmentCancelled', correlationId: event.metadata?.correlationId ?? event.id });
  if (zonedInstant(appointment.appointmentDate, appointment.startTime, services.config.timeZone).getTime() <= Date.parse(ctx.now)) return;
  await sendAutomaticMessage(ctx, {
    customerId: appointment.customerId,
    kind: 'cancelled',
    facts: await appointmentFacts(ctx, appointmentId),
    dedupeKey: `AppointmentCancelled-Appointment-${appointmentId}-${appointment.appointmentDate}-${appointment.startTime}`,
    textKind: 'other',
    appointmentId,
  });
}
