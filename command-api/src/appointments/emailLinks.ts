import { createElement } from 'react';
import {
  fullName,
  CONFIRMATION_MESSAGES,
  DomainError,
  appointmentStream,
  confirmationRequestDecider,
  decideConfirmationRequest,
  fold,
  renderBoth,
  toSpecDate,
  toSpecTime,
} from '@pawroute/domain';
import { createLinkToken, linkFor, mailerFor, nowOf, wasMailed, type CommandHandlerContext } from '@pawroute/platform';
import { loadUser } from '../customers';
import { customerEmails, loadCustomer } from '../shared/customers';
import { CONFIRMATION_IMAGE_URL } from './confirmationImageRoute';
import { renderMail } from '../shared/mail/render';
import { PlainTextMail } from '../shared/mail/templates/PlainTextMail';
import { appointmentFacts, businessFacts, loadMessageTemplate, planAutomatic, sendAutomaticMessage } from '../messageTemplates';
import { FEEDBACK_SUBJECT, FeedbackMail } from '../shared/mail/templates/FeedbackMail';
import { loadAppointment, streamEvents, type ActiveAppointment } from '../shared/loadStreams';

type Ctx = Pick<CommandHandlerContext, 'services'>;

/** The UTC instant of a business-local date and time ('YYYY-MM-DD', 'HH:MM') in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (ms: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        .formatToParts(new Date(ms))
        .map((p) => [p.type, p.value]),
    );
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - ms;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant); // once more across a DST change
  return new Date(instant);
}

/**
 * A user's first and last name as they are now: the `User-<id>` stream folded with the user decider
 * (a command decides from its streams, docs/ARCHITECTURE.md "A write"), so a customer or stylist
 * renamed since they were created is greeted and named by their new name. Null for no such user.
 */
export async function userName(ctx: Ctx, userId: number): Promise<{ firstName: string; lastName: string } | null> {
  const user = await loadUser(ctx, userId);
  return user.status === 'active' ? { firstName: user.details.firstName, lastName: user.details.lastName } : null;
}

/** A user's full name as mail says it (domain fullName), null for no such user. */
export async function userFullName(ctx: Ctx, userId: number): Promise<string | null> {
  const name = await userName(ctx, userId);
  return name ? fullName(name) : null;
}

async function customerContact(ctx: Ctx, customerId: number): Promise<{ to: string; firstName: string } | null> {
  const customer = await loadCustomer(ctx, customerId);
  const [to] = await customerEmails(ctx, customer.userId);
  if (!to) return null;
  return { to, firstName: (await userName(ctx, customer.userId))?.firstName ?? '' };
}

/**
 * After an event that may have scheduled the appointment (created, updated, scheduled): when it is
 * `scheduled` now, on a date and time still ahead, the customer gets a link to
 * /appointmentConfirmation?token= that works until the appointment starts. One mail per change of
 * placing: nothing when the last mail (AppointmentConfirmationSent) was for this very date and time;
 * after a move the mail says the new time and that the earlier time it had mailed is cancelled
 * (docs/DECISIONS.md "Booking by the office, explained"). The dedupe key holds the placing and the one
 * mailed before it, so a reaction run again mails once, and a move back to an earlier time is mailed
 * again. The confirmation board records it as sent by nobody. Run by the side effects reactor from the
 * event (docs/DECISIONS.md, the side effects reactor), never by the command's handler. A refusal (no
 * email address on file) is no failure: the board shows it 'Not sent'; any other error throws, so the
 * reactor tries again.
 */
export async function mailAppointmentConfirmation(ctx: CommandHandlerContext, appointmentId: number): Promise<void> {
  try {
    const request = fold(confirmationRequestDecider, (await streamEvents(ctx.services.store, appointmentStream(appointmentId))) as never[]);
    const state = request.appointment;
    if (state.kind !== 'active' || state.status !== 'scheduled' || !state.appointmentDate || !state.startTime) return;
    const startsAt = zonedInstant(state.appointmentDate, state.startTime, ctx.services.config.timeZone);
    if (startsAt.getTime() <= new Date(ctx.now).getTime()) return;
    if (request.sentFor === `${state.appointmentDate} ${state.startTime}`) return;
    const dedupeKey = `${placingKey(state)}-after-${request.sentFor?.replace(' ', 'T') ?? 'none'}`;
    // Booked or moved: the kind's template and the customer's preferred channel decide the way (docs/TEXTS.md "Message templates").
    const kind = request.sentFor === null ? 'booked' : 'moved';
    const { delivery } = await planAutomatic(ctx, state.customerId, kind);
    if (delivery.sms) {
      // The text names the portal (the confirm link is single-use and mailed).
      const facts = { ...(await appointmentFacts(ctx, appointmentId)), earlier: request.sentFor ? placingInWords(request.sentFor.slice(0, 10), request.sentFor.slice(11)) : null, link: `${ctx.services.config.publicUrl}/dashboard` };
      await sendAutomaticMessage(ctx, { customerId: state.customerId, kind, facts, dedupeKey, textKind: 'confirmation', appointmentId }, 'sms');
    }
    if (!delivery.email || (await wasMailed(ctx.services.db, dedupeKey))) return;
    await sendConfirmationMail(ctx, appointmentId, { dedupeKey, automatic: true });
  } catch (error) {
    if (error instanceof DomainError && error.statusCode < 500) return;
    throw error;
  }
}

type MailCtx = Pick<CommandHandlerContext, 'services' | 'execute' | 'now'>;

/** The automatic mail's dedupe key: one per placing (date, time, stylist). */
const placingKey = (state: ActiveAppointment): string =>
  `AppointmentConfirmation-Appointment-${state.appointmentId}-${state.appointmentDate}-${state.startTime}-${state.employeeId ?? 0}`;

/** 'YYYY-MM-DD HH:MM' (ConfirmationRequestState.sentFor) as the mail says it: '12-03-2026 at 9:00 AM'. */
const placingInWords = (date: string, time: string): string => `${toSpecDate(date)} at ${toSpecTime(time)}`;

/**
 * The confirmation mail of the appointment's current placing, then its record on the board
 * (AppointmentConfirmationSent). The decider is asked first, so a refused send mails
 * nothing; then a fresh single-use link (the customer's older links keep working until one is used);
 * the record is written after the mail went out, so "sent" is never claimed for a mail that was not.
 * `sent` is false when the dedupe key had been mailed already (nothing new went out, nothing recorded).
 */
export async function sendConfirmationMail(
  ctx: MailCtx,
  appointmentId: number,
  { dedupeKey, automatic }: { dedupeKey: string; automatic: boolean },
): Promise<{ sent: boolean; resend: boolean; emailAddress: string }> {
  const { db, config, store } = ctx.services;
  const stream = appointmentStream(appointmentId);
  const request = fold(confirmationRequestDecider, (await streamEvents(store, stream)) as never[]);
  const state = request.appointment;
  if (state.kind !== 'active') throw new DomainError(404, CONFIRMATION_MESSAGES.notFound);
  const startsAt = state.appointmentDate && state.startTime ? zonedInstant(state.appointmentDate, state.startTime, config.timeZone).toISOString() : ctx.now;
  const contact = await customerContact(ctx, state.customerId);
  const command = {
    type: 'SendAppointmentConfirmation' as const,
    data: { appointmentId, emailAddress: contact?.to ?? '', startsAt, automatic },
  };
  const [decided] = decideConfirmationRequest(command, request, { now: ctx.now, actorUserId: null });
  if (!contact || decided.type !== 'AppointmentConfirmationSent') throw new DomainError(409, CONFIRMATION_MESSAGES.noEmail);
  const token = await createLinkToken(db, { purpose: 'appointmentConfirmation', subjectId: appointmentId, emailAddress: contact.to, expiresAt: new Date(startsAt), now: new Date(ctx.now) });
  const businessName = config.businessName ?? 'Pawroute';
  // A move: the last mail was for another time, which this mail says is cancelled.
  const earlier = request.sentFor !== null && !decided.data.resend ? placingInWords(request.sentFor.slice(0, 10), request.sentFor.slice(11)) : null;
  // The words are the booked or moved template's (Management → Message templates), with the link to confirm.
  const kind = earlier ? 'moved' : 'booked';
  const link = linkFor(config.publicUrl, 'appointmentConfirmation', token);
  const words = renderBoth(kind, { ...businessFacts(ctx), ...(await appointmentFacts(ctx, appointmentId)), earlier, link }, await loadMessageTemplate(store, kind)).email;
  const { sent } = await mailerFor(ctx.services).send(
    {
      ...renderMail(contact.to, words.subject, createElement(PlainTextMail, { businessName, subject: words.subject, text: words.text, openedImage: linkFor(config.publicUrl, CONFIRMATION_IMAGE_URL, token) })),
      text: words.text,
    },
    { dedupeKey },
  );
  if (!sent) return { sent: false, resend: decided.data.resend, emailAddress: contact.to };
  const { events } = await ctx.execute(stream, confirmationRequestDecider, command);
  const recorded = events.find((e) => e.type === 'AppointmentConfirmationSent');
  return { sent: true, resend: recorded?.type === 'AppointmentConfirmationSent' ? recorded.data.resend : decided.data.resend, emailAddress: contact.to };
}

/**
 * After the completion: the customer gets a 30-day link to /appointmentFeedback?token= to rate the
 * stylist. Once per appointment (the dedupe key). Sent from the AppointmentCompleted event by the side
 * effects reactor (command-api/src/reactions), never by the completion's handler; a failure throws, so
 * the reactor tries again.
 */
export async function sendAppointmentFeedbackMail(ctx: Ctx, appointmentId: number): Promise<void> {
  const state = await loadAppointment(ctx.services.store, appointmentId);
  if (state.kind !== 'active' || state.status !== 'completed' || state.rated) return;
  const { db, config } = ctx.services;
  const dedupeKey = `AppointmentFeedback-Appointment-${appointmentId}`;
  if (await wasMailed(db, dedupeKey)) return;
  const contact = await customerContact(ctx, state.customerId);
  if (!contact) return;
  const token = await createLinkToken(db, { purpose: 'feedback', subjectId: appointmentId, emailAddress: contact.to, now: nowOf(ctx.services) });
  const businessName = config.businessName ?? 'Pawroute';
  const stylistName = state.employeeId === null ? null : await userFullName(ctx, state.employeeId);
  await mailerFor(ctx.services).send(
    renderMail(
      contact.to,
      FEEDBACK_SUBJECT(businessName),
      createElement(FeedbackMail, { businessName, firstName: contact.firstName, stylistName, link: linkFor(config.publicUrl, 'appointmentFeedback', token) }),
    ),
    { dedupeKey },
  );
}
