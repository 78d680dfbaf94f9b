import { createElement } from 'react';
import {
  BOOKING_REQUEST_MESSAGES as R,
  DomainError,
  bookingRequestDecider,
  bookingRequestStream,
  fold,
  toSpecDate,
  toSpecTime,
  type BookingRequestAnswer,
  type BookingRequestState,
} from '@pawroute/domain';
import { createCommandContext, mailerFor, type AppServices, type CommandHandlerContext, type RecordedEvent } from '@pawroute/platform';
import { createAppointment, userName } from '../appointments';
import { appointmentFacts, sendAutomaticMessage } from '../messageTemplates';
import { customerEmails, loadCustomer } from '../shared/customers';
import { loadAppointment, streamEvents } from '../shared/loadStreams';
import { renderMail } from '../shared/mail/render';
import { BOOKING_REQUEST_ANSWER_SUBJECT, BookingRequestAnswerMail, type BookingRequestAnswer as MailAnswer } from '../shared/mail/templates/BookingRequestAnswerMail';

/** The request as its stream holds it (never a read model). */
export async function loadBookingRequest(ctx: Pick<CommandHandlerContext, 'services'>, requestId: number): Promise<BookingRequestState> {
  return fold(bookingRequestDecider, (await streamEvents(ctx.services.store, bookingRequestStream(requestId))) as never[]);
}

export interface AcceptRequestInput {
  requestId: number;
  employeeId?: number | null;
  appointmentDate?: string | null;
  startTime?: string | null;
}

/**
 * POST booking/acceptRequest (docs/RULES.md OB-REQUEST): the office schedules the
 * request through its own create (appointments createAppointment: the estimate's link, the stylist's
 * booking, the appointment) with the request's acceptance in the same write, at the wanted time or at
 * one the office picked. A time taken meanwhile (any conflict) is a 409 that says so: nothing is
 * written and the office picks another time.
 */
export async function acceptBookingRequest(input: AcceptRequestInput, ctx: CommandHandlerContext): Promise<BookingRequestAnswer> {
  const state = await loadBookingRequest(ctx, input.requestId);
  if (state.status === 'none') throw new DomainError(404, R.notFound);
  // A re-run of this very request after a crash (its Idempotency-Key wrote the acceptance): the create
  // below replays its write and answers it, instead of refusing its own acceptance as an earlier answer.
  const rerun = (await ctx.earlierEvents([bookingRequestStream(input.requestId)])).some((e) => e.type === 'BookingRequestAccepted');
  if (!rerun && state.status !== 'open' && state.status !== 'waitlisted') throw new DomainError(409, R.alreadyAnswered);
  const picked = input.startTime && input.appointmentDate && input.employeeId ? { employeeId: input.employeeId, appointmentDate: input.appointmentDate, startTime: input.startTime } : null;
  const wanted = state.wanted && state.wanted.employeeId ? { employeeId: state.wanted.employeeId, appointmentDate: state.wanted.appointmentDate, startTime: state.wanted.startTime } : null;
  const time = picked ?? wanted;
  if (!time) throw new DomainError(400, R.timeRequired, { startTime: R.timeRequired });
  const created = await createAppointment(
    { estimateId: state.estimateId, ...time, endTime: null, initialComment: 'Requested online', resolveConfliction: false, addToWaitingList: false },
    ctx,
    {
      beforeWrite: async (conflicts) => {
        if (conflicts.length > 0) throw new DomainError(409, R.takenMeanwhile, { startTime: R.takenMeanwhile });
      },
      // The acceptance joins the appointment's write; decided on the request as read for it (a second accept: 409).
      alsoDecide: async (appointmentId) =>
        (await ctx.decideOn(bookingRequestStream(input.requestId), bookingRequestDecider, { type: 'AcceptBookingRequest', data: { requestId: input.requestId, appointmentId } })).append,
    },
  );
  return { requestId: input.requestId, status: 'accepted', appointmentId: created.newAppointmentId };
}

/** POST booking/declineRequest: the office declines an open or waitlisted request, with a reason the client is mailed. */
export async function declineBookingRequest(input: { requestId: number; reason: string }, ctx: CommandHandlerContext): Promise<BookingRequestAnswer> {
  await ctx.execute(bookingRequestStream(input.requestId), bookingRequestDecider, { type: 'DeclineBookingRequest', data: input });
  return { requestId: input.requestId, status: 'declined' };
}

/** POST booking/waitlistRequest: the office puts an open request on the waiting list. */
export async function waitlistBookingRequest(input: { requestId: number }, ctx: CommandHandlerContext): Promise<BookingRequestAnswer> {
  await ctx.execute(bookingRequestStream(input.requestId), bookingRequestDecider, { type: 'WaitlistBookingRequest', data: input });
  return { requestId: input.requestId, status: 'waitlisted' };
}

/** POST booking/withdrawRequest: the signed-in customer withdraws their own open request (another's: not found). */
export async function withdrawBookingRequest(input: { requestId: number }, ctx: CommandHandlerContext): Promise<BookingRequestAnswer> {
  const customerId = ctx.actor?.customerId ?? null;
  if (customerId === null) throw new DomainError(404, R.notFound);
  await ctx.execute(bookingRequestStream(input.requestId), bookingRequestDecider, { type: 'WithdrawBookingRequest', data: { requestId: input.requestId, customerId } });
  return { requestId: input.requestId, status: 'withdrawn' };
}

const ANSWERS: Record<string, MailAnswer> = { BookingRequestAccepted: 'accepted', BookingRequestDeclined: 'declined', BookingRequestWaitlisted: 'waitlisted' };

/**
 * The office's answer mailed to the client, from its event by the side effects reactor (never by the
 * handler after its append), once per answer (the dedupe key). Accepted and declined go by their
 * templates and the customer's preferred channel; waitlisted by mail. No way to reach them: nothing to send.
 */
export async function mailBookingRequestAnswer(services: AppServices, event: RecordedEvent): Promise<void> {
  const answer = ANSWERS[event.type];
  if (!answer) return;
  const ctx = { services };
  const { requestId, customerId, reason } = event.data as { requestId: number; customerId: number; reason?: string };
  const state = await loadBookingRequest(ctx, requestId);
  const customer = await loadCustomer(ctx, customerId);
  const [to] = await customerEmails(ctx, customer.userId);
  const businessName = services.config.businessName ?? 'Pawroute';
  // Accepted: the appointment's time (the office may have picked another); otherwise the time asked for.
  const appointmentId = (event.data as { appointmentId?: number }).appointmentId;
  const booked = appointmentId ? await loadAppointment(services.store, appointmentId) : null;
  const wanted = booked?.kind === 'active' ? booked : state.status === 'none' ? null : state.wanted;
  const when = wanted?.appointmentDate && wanted.startTime ? `${toSpecDate(wanted.appointmentDate)} at ${toSpecTime(wanted.startTime)}` : null;
  const firstName = (await userName(ctx, customer.userId))?.firstName ?? '';
  const dedupeKey = `BookingRequest-${requestId}-${answer}`;
  // Accepted and declined: the templates' words (Management → Message templates), by the customer's preferred channel.
  if (answer === 'accepted' || answer === 'declined') {
    const facts = {
      ...(appointmentId ? await appointmentFacts(ctx, appointmentId) : {}),
      customer: firstName,
      date: wanted?.appointmentDate ? toSpecDate(wanted.appointmentDate) : null,
      time: wanted?.startTime ? toSpecTime(wanted.startTime) : null,
      reason: reason ?? null,
      link: `${services.config.publicUrl}/dashboard`,
    };
    const commandCtx = createCommandContext({ services, actor: null, commandName: 'AnswerBookingRequestMessage', correlationId: event.metadata?.correlationId ?? event.id });
    await sendAutomaticMessage(commandCtx, { customerId, kind: answer === 'accepted' ? 'requestAccepted' : 'requestDeclined', facts, dedupeKey, textKind: 'other', appointmentId: appointmentId ?? null });
    return;
  }
  if (!to) return;
  await mailerFor(services).send(
    renderMail(to, BOOKING_REQUEST_ANSWER_SUBJECT[answer](businessName), createElement(BookingRequestAnswerMail, { businessName, firstName, answer, when, reason: reason ?? null })),
    { dedupeKey },
  );
}
