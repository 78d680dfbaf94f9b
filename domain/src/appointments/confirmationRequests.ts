import { z } from 'zod';
import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { storableId, storableText } from '../shared/storable';
import { appointmentDateSchema, appointmentTimeSchema } from './events';
import { evolveAppointment, initialAppointmentState, type AppointmentState } from './evolve';

/**
 * The confirmation board: what became of the confirmation email of an appointment, on its
 * `Appointment-<id>` stream. The mail, its single-use token and the public /appointmentConfirmation
 * link are (command-api/src/appointments/emailLinks.ts); these events record that a mail
 * went out (automatically when the appointment was scheduled, or by the office's Send/Resend) and that
 * the customer opened it. The customer's confirmation is the appointment's own AppointmentConfirmed.
 * Kept apart from the appointment decider: the board reads them; the appointment's rules do not.
 */
const at = storableText().max(64);

/** A confirmation mail went out for the appointment's placing then (date, time): a move asks again. */
export const appointmentConfirmationSentSchema = z.object({
  appointmentId: storableId(),
  at,
  emailAddress: storableText().min(1).max(254),
  appointmentDate: appointmentDateSchema,
  startTime: appointmentTimeSchema,
  /** Who pressed Send/Resend; null when the scheduling command mailed it by itself. */
  sentByUserId: storableId().nullable(),
  /** A mail for this placing had gone out before. */
  resend: z.boolean(),
});
/**
 * The customer opened the confirmation mail: its image was loaded (`mail`, known only when the mail
 * program loads images) or its link was visited (`link`, before the confirmation it asks for is tried).
 */
export const CONFIRMATION_OPENED_VIA = ['mail', 'link'] as const;
export const appointmentConfirmationOpenedSchema = z.object({ appointmentId: storableId(), at, via: z.enum(CONFIRMATION_OPENED_VIA) });

export type AppointmentConfirmationSent = DomainEvent<'AppointmentConfirmationSent', z.infer<typeof appointmentConfirmationSentSchema>>;
export type AppointmentConfirmationOpened = DomainEvent<'AppointmentConfirmationOpened', z.infer<typeof appointmentConfirmationOpenedSchema>>;
export type ConfirmationRequestEvent = AppointmentConfirmationSent | AppointmentConfirmationOpened;

/** For the event-schema registry. */
export const CONFIRMATION_REQUEST_EVENT_SCHEMAS = {
  AppointmentConfirmationSent: appointmentConfirmationSentSchema,
  AppointmentConfirmationOpened: appointmentConfirmationOpenedSchema,
} as const;

export const CONFIRMATION_MESSAGES = {
  // ours: the board's Send/Resend
  notFound: 'Appointment not found.',
  alreadyConfirmed: 'This appointment is already confirmed.',
  notScheduled: 'Only a scheduled appointment can be asked for a confirmation.',
  notPlaced: 'This appointment has no date and time yet.',
  alreadyStarted: 'This appointment has already begun; there is nothing left to confirm.',
  noEmail: 'The customer has no email address to send the confirmation to.',
  sent: 'Confirmation email sent.',
  resent: 'Confirmation email sent again.',
  sendFailed: 'Failed to send the confirmation email.',
  loadFailed: 'Failed to retrieve appointment confirmations.',
} as const;

/**
 * `startsAt`: the appointment's start as a UTC instant (the caller knows the business's time zone);
 * the link of the mail works until then. `emailAddress`: where the mail goes. `automatic`: the
 * scheduling command mailed it (no one pressed Send).
 */
export interface SendAppointmentConfirmation {
  type: 'SendAppointmentConfirmation';
  data: { appointmentId: number; emailAddress: string; startsAt: string; automatic?: boolean };
}
export interface RecordConfirmationOpened {
  type: 'RecordConfirmationOpened';
  data: { appointmentId: number; via: (typeof CONFIRMATION_OPENED_VIA)[number] };
}
export type ConfirmationRequestCommand = SendAppointmentConfirmation | RecordConfirmationOpened;

export interface ConfirmationRequestState {
  appointment: AppointmentState;
  /** The placing ('YYYY-MM-DD HH:MM') the last mail was for, or null before any. */
  sentFor: string | null;
  /** The last mail was opened (its image loaded or its link visited). */
  opened: boolean;
}

export const initialConfirmationRequestState = (): ConfirmationRequestState => ({ appointment: initialAppointmentState(), sentFor: null, opened: false });

/** Total: the appointment's own events keep its facts; every other type leaves the state unchanged. */
export function evolveConfirmationRequest(state: ConfirmationRequestState, event: DomainEvent): ConfirmationRequestState {
  switch (event.type) {
    case 'AppointmentConfirmationSent': {
      const { appointmentDate, startTime } = (event as AppointmentConfirmationSent).data;
      return { ...state, sentFor: `${appointmentDate} ${startTime}`, opened: false };
    }
    case 'AppointmentConfirmationOpened':
      return state.opened ? state : { ...state, opened: true };
    default: {
      const appointment = evolveAppointment(state.appointment, event);
      return appointment === state.appointment ? state : { ...state, appointment };
    }
  }
}

export function decideConfirmationRequest(command: ConfirmationRequestCommand, state: ConfirmationRequestState, { now, actorUserId }: CommandContext): ConfirmationRequestEvent[] {
  const appointment = state.appointment;
  if (appointment.kind !== 'active') throw new DomainError(404, CONFIRMATION_MESSAGES.notFound);
  switch (command.type) {
    case 'SendAppointmentConfirmation': {
      if (appointment.status === 'confirmed') throw new DomainError(409, CONFIRMATION_MESSAGES.alreadyConfirmed);
      // The link confirms only a scheduled appointment (ConfirmAppointment's rule, actions.ts).
      if (appointment.status !== 'scheduled') throw new DomainError(409, CONFIRMATION_MESSAGES.notScheduled);
      const { appointmentDate, startTime } = appointment;
      if (!appointmentDate || !startTime) throw new DomainError(409, CONFIRMATION_MESSAGES.notPlaced);
      if (Date.parse(command.data.startsAt) <= Date.parse(now)) throw new DomainError(409, CONFIRMATION_MESSAGES.alreadyStarted);
      const emailAddress = command.data.emailAddress.trim();
      if (!emailAddress) throw new DomainError(409, CONFIRMATION_MESSAGES.noEmail);
      return [
        {
          type: 'AppointmentConfirmationSent',
          data: {
            appointmentId: appointment.appointmentId,
            at: now,
            emailAddress,
            appointmentDate,
            startTime,
            sentByUserId: command.data.automatic ? null : actorUserId,
            resend: state.sentFor === `${appointmentDate} ${startTime}`,
          },
        },
      ];
    }
    case 'RecordConfirmationOpened':
      // One record per mail: opening it again tells the office nothing new.
      return state.opened ? [] : [{ type: 'AppointmentConfirmationOpened', data: { appointmentId: appointment.appointmentId, at: now, via: command.data.via } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown confirmation command ${JSON.stringify(unknown)}`);
    }
  }
}

export const confirmationRequestDecider: Decider<ConfirmationRequestCommand, ConfirmationRequestEvent, ConfirmationRequestState> = {
  initialState: initialConfirmationRequestState,
  evolve: evolveConfirmationRequest,
  decide: decideConfirmationRequest,
};
