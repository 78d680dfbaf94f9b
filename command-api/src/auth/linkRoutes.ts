import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DomainError,
  LINK_MESSAGES,
  LINK_REFUSAL_STATUS,
  appointmentDecider,
  appointmentStream,
  confirmationRequestDecider,
  customerDecider,
  customerStream,
  decideConfirmationByLink,
  decideFeedback,
  linkTokenQuerySchema,
  submitFeedbackBodySchema,
  emailConfirmationDecider,
  fold,
  refusalError,
  toSpecDate,
  toSpecTime,
  userStream,
  type LinkRefusal,
  type FeedbackInfo,
} from '@pawroute/domain';
import {
  TOO_MANY_REQUESTS,
  assertCsrf,
  checkLinkToken,
  consumeLinkToken,
  declareRouteAccess,
  runCommandRequest,
  takeEntranceRate,
  type CommandHandlerContext,
  type LinkTokenPurpose,
  type LinkTokenRow,
  type RecordedEvent,
  nowOf,
} from '@pawroute/platform';
import { userFullName } from '../appointments';
import { loadAppointment } from '../shared/loadStreams';
import { loadStream } from '../shared/streams';
import { registerConfirmationImageRoute } from '../appointments';

/** Link lookups per client address per 15 minutes (a guesser of 256-bit tokens gets nowhere anyway). */
const LOOKUPS_PER_IP = 60;

const refuse = (purpose: LinkTokenPurpose, why: LinkRefusal) =>
  new DomainError(LINK_REFUSAL_STATUS[why], LINK_MESSAGES[purpose][why], { token: why });

/**
 * The token's row when usable; else the page's refusal (404 invalid, 400 expired, 409 used). A token
 * spent by this request's own first run (its key wrote `stream(subject)` before a crash or a lost
 * answer) is the first run's row, `replayed`: the retry answers the first answer, not "already used".
 */
async function usableToken(
  ctx: CommandHandlerContext,
  request: FastifyRequest,
  purpose: LinkTokenPurpose,
  token: string,
  stream: (subjectId: number) => string,
): Promise<{ row: LinkTokenRow; replayed: boolean; position: string | null }> {
  if (!(await takeEntranceRate(ctx.services.db, `ip:${request.ip}:links`, LOOKUPS_PER_IP, 15))) throw new DomainError(429, TOO_MANY_REQUESTS);
  const check = await checkLinkToken(ctx.services.db, purpose, token, new Date(ctx.now));
  if (check.status === 'invalid') throw refuse(purpose, check.status);
  const earlier = await ctx.earlierEvents([stream(check.row.subjectId)]);
  if (check.status !== 'valid' && earlier.length === 0) throw refuse(purpose, check.status);
  return { row: check.row, replayed: earlier.length > 0, position: greatest(ctx, earlier) };
}

/** The greatest position of the events (a replayed answer's `position`, as its first run answered). */
const greatest = (ctx: CommandHandlerContext, events: readonly RecordedEvent[]): string | null =>
  events.reduce<string | null>((max, e) => (max === null || ctx.services.store.comparePositions(e.position, max) > 0 ? e.position : max), null);

/** Spends the token (a replay's may be spent already: its first run's). */
async function spend(ctx: CommandHandlerContext, purpose: LinkTokenPurpose, token: string, replayed = false): Promise<void> {
  if (!(await consumeLinkToken(ctx.services.db, purpose, token, new Date(ctx.now))) && !replayed) throw refuse(purpose, 'used');
}

/** A GET that writes (the link in the mail is opened by the page, which calls this): no CSRF, the token is the proof. */
function linkGet<Input extends object>(
  app: FastifyInstance,
  url: string,
  name: string,
  schema: z.ZodType<Input>,
  handle: (input: Input, ctx: CommandHandlerContext, request: FastifyRequest) => Promise<object>,
): void {
  declareRouteAccess('GET', url, 'public');
  app.get(url, async (request: FastifyRequest, reply: FastifyReply) => {
    const input = schema.parse(request.query ?? {});
    return runCommandRequest(request, reply, { name, route: url, input }, (ctx) => handle(input, ctx, request));
  });
}


/**
 * The public link pages' calls (part 2 §2.1, §7.1): confirm an email address, confirm an appointment,
 * look up and submit feedback. Each token works once; the refusal says invalid (404), expired (400) or
 * already used (409), in words the page shows.
 */
export function registerLinkRoutes(app: FastifyInstance): void {
  // GET /api/v4/entrance/confirmEmail?token=: the sign-up's address is confirmed (EmailAddressConfirmed).
  linkGet(app, '/api/v4/entrance/confirmEmail', 'ConfirmEmailAddress', linkTokenQuerySchema('emailConfirmation'), async ({ token }, ctx, request) => {
    const { row, replayed } = await usableToken(ctx, request, 'emailConfirmation', token, userStream);
    // One stream: a single write (execute); the token is spent after it (a crash between: the retry spends it).
    if (!replayed) await ctx.execute(userStream(row.subjectId), emailConfirmationDecider, { type: 'ConfirmEmailAddress', data: { userId: row.subjectId, emailAddress: row.emailAddress } });
    await spend(ctx, 'emailConfirmation', token, replayed);
    return { userId: row.subjectId, emailAddress: row.emailAddress, message: LINK_MESSAGES.emailConfirmed };
  });

  // GET /api/v4/entrance/confirmAppointment?token=: scheduled -> confirmed (the office sees it live).
  linkGet(app, '/api/v4/entrance/confirmAppointment', 'ConfirmAppointmentByLink', linkTokenQuerySchema('appointmentConfirmation'), async ({ token }, ctx, request) => {
    const { row, replayed, position } = await usableToken(ctx, request, 'appointmentConfirmation', token, appointmentStream);
    const stream = appointmentStream(row.subjectId);
    // The side effects reactor writes on the appointment's stream too (the board's record): a stream
    // that moved between the load and the append is loaded and decided again.
    const state = await ctx.retrying(async () => {
      const loaded = await loadStream(ctx.services.store, stream);
      const given = { state: fold(confirmationRequestDecider, loaded.events as never[]), revision: loaded.revision };
      const appointment = given.state.appointment;
      if (replayed) {
        if (appointment.kind !== 'active' || appointment.status !== 'confirmed') throw new DomainError(409, LINK_MESSAGES.appointmentNotConfirmable);
        return appointment;
      }
      // the board says the link was followed, also when the confirmation is refused; the
      // visit and the confirmation in one append (domain decideConfirmationByLink).
      const decided = decideConfirmationByLink(row.subjectId, given, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
      if (decided.kind === 'refused') throw refusalError(decided);
      await ctx.appendAll(decided.appends);
      if (decided.result.refusal) throw refusalError(decided.result.refusal);
      return appointment;
    });
    if (state.kind !== 'active') throw new DomainError(409, LINK_MESSAGES.appointmentNotConfirmable);
    await spend(ctx, 'appointmentConfirmation', token, replayed);
    return {
      appointmentId: row.subjectId,
      appointmentDate: state.appointmentDate ? toSpecDate(state.appointmentDate) : null,
      startTime: state.startTime ? toSpecTime(state.startTime) : null,
      status: 'confirmed',
      message: LINK_MESSAGES.appointmentConfirmed,
      ...(replayed ? { position } : {}),
    };
  });

  // the confirmation mail's image, which tells the board the mail was opened.
  registerConfirmationImageRoute(app);

  // GET /api/v4/entrance/getFeedbackInfo?token= (path ours): who groomed, for the form. Reads only.
  const infoUrl = '/api/v4/entrance/getFeedbackInfo';
  declareRouteAccess('GET', infoUrl, 'public');
  app.get(infoUrl, async (request) => {
    const { token } = linkTokenQuerySchema('feedback').parse(request.query ?? {});
    const { services } = request.server;
    if (!(await takeEntranceRate(services.db, `ip:${request.ip}:links`, LOOKUPS_PER_IP, 15))) throw new DomainError(429, TOO_MANY_REQUESTS);
    const check = await checkLinkToken(services.db, 'feedback', token, nowOf(services));
    if (check.status !== 'valid') throw refuse('feedback', check.status);
    const state = await loadAppointment(services.store, check.row.subjectId);
    if (state.kind !== 'active') throw refuse('feedback', 'invalid');
    const stylistName = state.employeeId === null ? null : await userFullName({ services }, state.employeeId);
    return {
      appointmentId: state.appointmentId,
      stylistName,
      stylistId: state.employeeId,
      appointmentDate: state.appointmentDate ? toSpecDate(state.appointmentDate) : null,
    } satisfies FeedbackInfo;
  });

  // POST /api/v4/entrance/submitFeedback {token, rating, comment, setStylistAsPreferred} (path ours).
  const submitUrl = '/api/v4/entrance/submitFeedback';
  declareRouteAccess('POST', submitUrl, 'public');
  app.post(submitUrl, async (request, reply) => {
    assertCsrf(request);
    const input = submitFeedbackBodySchema.parse({ ...((request.query as object) ?? {}), ...((request.body as object) ?? {}) });
    return runCommandRequest(request, reply, { name: 'SubmitAppointmentFeedback', route: submitUrl, input }, async (ctx) => {
      const { row, replayed, position } = await usableToken(ctx, request, 'feedback', input.token, appointmentStream);
      let replayedPosition = position;
      // A stream that moved between the load and the append (the reactor's writes too): decided again.
      const preferredStylistId = await ctx.retrying(async () => {
        const loaded = await loadStream(ctx.services.store, appointmentStream(row.subjectId));
        const appointment = { state: fold(appointmentDecider, loaded.events as never[]), revision: loaded.revision };
        const state = appointment.state;
        if (state.kind !== 'active') throw refuse('feedback', 'invalid');
        if (replayed) {
          // The first run's answer: whether it wrote the preference is in the customer's stream.
          const preference = await ctx.earlierEvents([customerStream(state.customerId)]);
          replayedPosition = greatest(ctx, [...preference, ...(await ctx.earlierEvents([appointmentStream(row.subjectId)]))]);
          return preference.length > 0 ? state.employeeId : null;
        }
        const wantsCustomer = input.setStylistAsPreferred && state.employeeId !== null;
        const customer = wantsCustomer ? await loadStream(ctx.services.store, customerStream(state.customerId)) : null;
        // The rating and the preferred stylist in one write (domain decideFeedback).
        const decided = decideFeedback(row.subjectId, input, {
          appointment,
          customer: customer && { state: fold(customerDecider, customer.events as never[]), revision: customer.revision },
        }, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
        if (decided.kind === 'refused') throw refusalError(decided);
        await ctx.appendAll(decided.appends);
        return decided.result.preferredStylistId;
      });
      await spend(ctx, 'feedback', input.token, replayed);
      return { appointmentId: row.subjectId, rating: input.rating, preferredStylistId, message: LINK_MESSAGES.feedbackThanks, ...(replayed ? { position: replayedPosition } : {}) };
    });
  });
}
