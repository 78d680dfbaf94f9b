import { createCommandContext, type AppServices, type RecordedEvent } from '@pawroute/platform';
import { mailAppointmentConfirmation, sendAppointmentFeedbackMail, tellAppointmentCancelled } from '../appointments';
import { mailBookingRequestAnswer } from '../booking';
import { sendOnMyWay } from '../completion';

/**
 * The mail and texts that follow a command, sent from its event (item 7), not by the handler
 * after its append: a crash between the append and the mail can neither lose it (the reactor has not
 * passed the event yet) nor send it twice (each message has a dedupe key in the outbox).
 * Each reaction is idempotent: a reactor may run it again after a crash.
 */
export type Reaction = (services: AppServices, event: RecordedEvent) => Promise<void>;

const appointmentIdOf = (event: RecordedEvent): number => (event.data as { appointmentId: number }).appointmentId;

/**
 * an appointment placed `scheduled` on a date and time (created, updated, scheduled from the
 * waiting list) mails the customer a confirmation link, once per placing (emailLinks.ts). A standing
 * appointment and the instances standings/createInstance makes are not asked when created (they never
 * were: appointments/create, update and schedule mailed). The board's record of the mail
 * (AppointmentConfirmationSent) is written by the reaction, after the mail, as nobody's.
 */
const confirmationMail: Reaction = async (services, event) => {
  const created = event.data as { isStanding?: boolean; standingId?: number | null };
  if (event.type === 'AppointmentCreated' && (created.isStanding || (created.standingId ?? null) !== null)) return;
  const ctx = createCommandContext({
    services,
    actor: null,
    commandName: 'SendAppointmentConfirmation',
    correlationId: event.metadata?.correlationId ?? event.id,
  });
  await mailAppointmentConfirmation(ctx, appointmentIdOf(event));
};

export const SIDE_EFFECTS: Record<string, Reaction> = {
  AppointmentCreated: confirmationMail,
  AppointmentUpdated: confirmationMail,
  AppointmentScheduled: confirmationMail,
  // A scheduled appointment still ahead, cancelled: the customer is told (the 'cancelled' template).
  AppointmentCancelled: tellAppointmentCancelled,
  // 'En Route' with the customer told (appointments/notifyOnTheWay): once per appointment, with the ETA from the tap's time.
  AppointmentStylistEnRoute: async (services, event) => {
    if ((event.data as { notifyCustomer?: boolean }).notifyCustomer === true) await sendOnMyWay(services, appointmentIdOf(event), event.metadata.occurredAt);
  },
  // after a completion the customer gets a link to rate the appointment (once per appointment).
  AppointmentCompleted: (services, event) => sendAppointmentFeedbackMail({ services }, appointmentIdOf(event)),
  // The office's answer to a booking request is mailed to the client (docs/RULES.md OB-REQUEST).
  BookingRequestAccepted: mailBookingRequestAnswer,
  BookingRequestDeclined: mailBookingRequestAnswer,
  BookingRequestWaitlisted: mailBookingRequestAnswer,
};
