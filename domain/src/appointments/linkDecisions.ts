import { LINK_MESSAGES } from '../auth';
import { customerDecider, type CustomerState, customerStream } from '../customers';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { refuse, type Decided, type Refusal, type StreamAppend } from '../shared/decision';
import { DomainError } from '../shared/errors';
import { confirmationRequestDecider, type ConfirmationRequestState } from './confirmationRequests';
import { appointmentDecider } from './decider';
import { appointmentStream } from './events';
import type { AppointmentState } from './evolve';
import type { Loaded } from './placingDecision';

/*
 * The public link pages' writes as pure decisions (one command, one write; part 2 §2.1,
 * §7.1). The handler checks the token, loads, decides once, appends once, then spends the token.
 */

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof DomainError)) throw error;
  return refuse(error.statusCode as Refusal['status'], error.message, error.fieldErrors);
}

export interface LinkConfirmationResult {
  /** The appointment is confirmed now (by this link or before it). */
  confirmed: boolean;
  /** Why the confirmation was refused, when it was: the link's visit is recorded all the same. */
  refusal: Refusal | null;
}

/**
 * /appointmentConfirmation's link: the visit is recorded for the board
 * (AppointmentConfirmationOpened, via 'link') also when the confirmation is refused, and a scheduled
 * appointment is confirmed; both in one append on `Appointment-<id>`. A confirmed one stays confirmed
 * (nothing but the visit); any other status is refused with the page's words after the visit.
 */
export function decideConfirmationByLink(appointmentId: number, given: Loaded<ConfirmationRequestState>, context: CommandContext): Decided<LinkConfirmationResult> | Refusal {
  const appointment = given.state.appointment;
  if (appointment.kind !== 'active') return refuse(409, LINK_MESSAGES.appointmentNotConfirmable);
  const opened = confirmationRequestDecider.decide({ type: 'RecordConfirmationOpened', data: { appointmentId, via: 'link' } }, given.state, context);
  const events: DomainEvent[] = [...opened];
  let refusal: Refusal | null = null;
  if (appointment.status === 'scheduled') {
    const state = opened.reduce((s, e) => appointmentDecider.evolve(s, e as never), appointment as AppointmentState);
    try {
      events.push(...appointmentDecider.decide({ type: 'ConfirmAppointment', data: { appointmentId } }, state, context));
    } catch (error) {
      refusal = refusalOf(error);
    }
  } else if (appointment.status !== 'confirmed') {
    refusal = refuse(409, LINK_MESSAGES.appointmentNotConfirmable);
  }
  return {
    kind: 'decided',
    appends: [{ stream: appointmentStream(appointmentId), expectedRevision: given.revision, events }],
    result: { confirmed: refusal === null, refusal },
  };
}

export interface FeedbackInput {
  rating: number;
  comment: string;
  setStylistAsPreferred: boolean;
}

export interface FeedbackGiven {
  appointment: Loaded<AppointmentState>;
  /** The appointment's customer, loaded when the stylist is to become their preferred one. */
  customer: Loaded<CustomerState> | null;
}

/**
 * /appointmentFeedback's form: the rating on `Appointment-<id>` and, when asked and the
 * appointment had a stylist, that stylist as the customer's preferred one on `Customer-<id>`; one
 * write (never a rating without the preference asked for with it, nor the other way round).
 */
export function decideFeedback(appointmentId: number, input: FeedbackInput, given: FeedbackGiven, context: CommandContext): Decided<{ preferredStylistId: number | null }> | Refusal {
  const appointment = given.appointment.state;
  if (appointment.kind !== 'active') return refuse(404, LINK_MESSAGES.feedback.invalid);
  const appends: StreamAppend[] = [];
  try {
    const rated = appointmentDecider.decide({ type: 'SubmitAppointmentRating', data: { appointmentId, rating: input.rating, comment: input.comment } }, appointment, context);
    appends.push({ stream: appointmentStream(appointmentId), expectedRevision: given.appointment.revision, events: rated });
    if (!input.setStylistAsPreferred || appointment.employeeId === null) return { kind: 'decided', appends, result: { preferredStylistId: null } };
    if (given.customer === null) throw new Error('decideFeedback: the customer was not loaded');
    const customerId = appointment.customerId;
    const preferred = customerDecider.decide({ type: 'UpdateCustomerDetails', data: { customerId, preferredStylistId: appointment.employeeId } }, given.customer.state, context);
    appends.push({ stream: customerStream(customerId), expectedRevision: given.customer.revision, events: preferred });
  } catch (error) {
    return refusalOf(error);
  }
  return { kind: 'decided', appends, result: { preferredStylistId: appointment.employeeId } };
}

