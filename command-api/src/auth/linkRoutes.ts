import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPOINTMENT_MESSAGES,
  DomainError,
  LINK_MESSAGES,
  LINK_REFUSAL_STATUS,
  appointmentDecider,
  appointmentStream,
  confirmationRequestDecider,
  customerDecider,
  customerStream,
  emailConfirmationDecider,
  storableText,
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
  nowOf,
} from '@pawroute/platform';
import { fullName, userName } from '../appointments';
import { loadAppointment } from '../shared/loadStreams';
import { registerConfirmationImageRoute } from '../appointments';

/** Link lookups per client address per 15 minutes (a guesser of 256-bit tokens gets nowhere anyway). */
const LOOKUPS_PER_IP = 60;

const tokenSchema = (purpose: keyof typeof LINK_MESSAGES & LinkTokenPurpose) =>
  storableText({ error: LINK_MESSAGES.tokenRequired })
    .trim()
    .min(1, { error: LINK_MESSAGES.tokenRequired })
    .max(200, { error: LINK_MESSAGES[purpose].invalid });

const refuse = (purpose: LinkTokenPurpose, why: LinkRefusal) =>
  new DomainError(LINK_REFUSAL_STATUS[why], LINK_MESSAGES[purpose][why], { token: why });

/** The token's row when usable; else the page's refusal (404 invalid, 400 expired, 409 used). */
async function usableToken(ctx: CommandHandlerContext, request: FastifyRequest, purpose: LinkTokenPurpose, token: string): Promise<LinkTokenRow> {
  if (!(await takeEntranceRate(ctx.services.db, `ip:${request.ip}:links`, LOOKUPS_PER_IP, 15))) throw new DomainError(429, TOO_MANY_REQUESTS);
  const check = await checkLinkToken(ctx.services.db, purpose, token, new Date(ctx.now));
  if (check.status !== 'valid') throw refuse(purpose, check.status);
  return check.row;
}

async function spend(ctx: CommandHandlerContext, purpose: LinkTokenPurpose, token: string): Promise<void> {
  if (!(await consumeLinkToken(ctx.services.db, purpose, token, new Date(ctx.now)))) throw refuse(purpose, 'used');
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

const feedbackSchema = z.object({
  token: tokenSchema('feedback'),
  rating: z.coerce.number({ error: APPOINTMENT_MESSAGES.ratingRange }).int({ error: APPOINTMENT_MESSAGES.ratingRange }).min(0, { error: APPOINTMENT_MESSAGES.ratingRange }).max(5, { error: APPOINTMENT_MESSAGES.ratingRange }),
  comment: storableText({ error: APPOINTMENT_MESSAGES.ratingCommentRequired }).trim().min(1, { error: APPOINTMENT_MESSAGES.ratingCommentRequired }).max(250, { error: APPOINTMENT_MESSAGES.ratingCommentTooLong }),
  setStylistAsPreferred: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish().transform((v) => v === true || v === 'true'),
});

/**
 * The public link pages' calls (part 2 §2.1, §7.1): confirm an email address, confirm an appointment,
 * look up and submit feedback. Each token works once; the refusal says invalid (404), expired (400) or
 * already used (409), in words the page shows.
 */
export function registerLinkRoutes(app: FastifyInstance): void {
  // GET /api/v4/entrance/confirmEmail?token=: the sign-up's address is confirmed (EmailAddressConfirmed).
  linkGet(app, '/api/v4/entrance/confirmEmail', 'ConfirmEmailAddress', z.object({ token: tokenSchema('emailConfirmation') }), async ({ token }, ctx, request) => {
    const row = await usableToken(ctx, request, 'emailConfirmation', token);
    await ctx.execute(userStream(row.subjectId), emailConfirmationDecider, { type: 'ConfirmEmailAddress', data: { userId: row.subjectId, emailAddress: row.emailAddress } });
    await spend(ctx, 'emailConfirmation', token);
    return { userId: row.subjectId, emailAddress: row.emailAddress, message: LINK_MESSAGES.emailConfirmed };
  });

  // GET /api/v4/entrance/confirmAppointment?token=: scheduled -> confirmed (the office sees it live).
  linkGet(app, '/api/v4/entrance/confirmAppointment', 'ConfirmAppointmentByLink', z.object({ token: tokenSchema('appointmentConfirmation') }), async ({ token }, ctx, request) => {
    const row = await usableToken(ctx, request, 'appointmentConfirmation', token);
    const state = await loadAppointment(ctx.services.store, row.subjectId);
    if (state.kind !== 'active') throw new DomainError(409, LINK_MESSAGES.appointmentNotConfirmable);
    // Issue 16: the board says the link was followed, also when the confirmation below is refused.
    await ctx.execute(appointmentStream(row.subjectId), confirmationRequestDecider, { type: 'RecordConfirmationOpened', data: { appointmentId: row.subjectId, via: 'link' } });
    if (state.status === 'scheduled') {
      await ctx.execute(appointmentStream(row.subjectId), appointmentDecider, { type: 'ConfirmAppointment', data: { appointmentId: row.subjectId } });
    } else if (state.status !== 'confirmed') {
      throw new DomainError(409, LINK_MESSAGES.appointmentNotConfirmable);
    }
    await spend(ctx, 'appointmentConfirmation', token);
    return {
      appointmentId: row.subjectId,
      appointmentDate: state.appointmentDate ? toSpecDate(state.appointmentDate) : null,
      startTime: state.startTime ? toSpecTime(state.startTime) : null,
      status: 'confirmed',
      message: LINK_MESSAGES.appointmentConfirmed,
    };
  });

  // Issue 16: the confirmation mail's image, which tells the board the mail was opened.
  registerConfirmationImageRoute(app);

  // GET /api/v4/entrance/getFeedbackInfo?token= (path ours): who groomed, for the form. Reads only.
  const infoUrl = '/api/v4/entrance/getFeedbackInfo';
  declareRouteAccess('GET', infoUrl, 'public');
  app.get(infoUrl, async (request) => {
    const { token } = z.object({ token: tokenSchema('feedback') }).parse(request.query ?? {});
    const { services } = request.server;
    if (!(await takeEntranceRate(services.db, `ip:${request.ip}:links`, LOOKUPS_PER_IP, 15))) throw new DomainError(429, TOO_MANY_REQUESTS);
    const check = await checkLinkToken(services.db, 'feedback', token, nowOf(services));
    if (check.status !== 'valid') throw refuse('feedback', check.status);
    const state = await loadAppointment(services.store, check.row.subjectId);
    if (state.kind !== 'active') throw refuse('feedback', 'invalid');
    const stylistName = state.employeeId === null ? null : fullName(await userName({ services }, state.employeeId));
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
    const input = feedbackSchema.parse({ ...((request.query as object) ?? {}), ...((request.body as object) ?? {}) });
    return runCommandRequest(request, reply, { name: 'SubmitAppointmentFeedback', route: submitUrl, input }, async (ctx) => {
      const row = await usableToken(ctx, request, 'feedback', input.token);
      const state = await loadAppointment(ctx.services.store, row.subjectId);
      if (state.kind !== 'active') throw refuse('feedback', 'invalid');
      await ctx.execute(appointmentStream(row.subjectId), appointmentDecider, {
        type: 'SubmitAppointmentRating',
        data: { appointmentId: row.subjectId, rating: input.rating, comment: input.comment },
      });
      let preferredStylistId: number | null = null;
      if (input.setStylistAsPreferred && state.employeeId !== null) {
        await ctx.execute(customerStream(state.customerId), customerDecider, {
          type: 'UpdateCustomerDetails',
          data: { customerId: state.customerId, preferredStylistId: state.employeeId },
        });
        preferredStylistId = state.employeeId;
      }
      await spend(ctx, 'feedback', input.token);
      return { appointmentId: row.subjectId, rating: input.rating, preferredStylistId, message: LINK_MESSAGES.feedbackThanks };
    });
  });
}
