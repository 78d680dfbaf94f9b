import type { AppServices, RecordedEvent } from '@pawroute/platform';
import { sendAppointmentFeedbackMail } from '../appointments';

/**
 * The mail and texts that follow a command, sent from its event (issue 27 item 7), not by the handler
 * after its append: a crash between the append and the mail can neither lose it (the reactor has not
 * passed the event yet) nor send it twice (each message has a dedupe key in the outbox).
 * Each reaction is idempotent: a reactor may run it again after a crash.
 */
export type Reaction = (services: AppServices, event: RecordedEvent) => Promise<void>;

export const SIDE_EFFECTS: Record<string, Reaction> = {
  // Issue 15: after a completion the customer gets a link to rate the appointment (once per appointment).
  AppointmentCompleted: (services, event) => sendAppointmentFeedbackMail({ services }, (event.data as { appointmentId: number }).appointmentId),
};
