import type { FastifyInstance } from 'fastify';
import { DomainError, appointmentStream, confirmationImageQuerySchema, confirmationRequestDecider } from '@pawroute/domain';
import { TOO_MANY_REQUESTS, checkLinkToken, declareRouteAccess, runCommandRequest, takeEntranceRate } from '@pawroute/platform';

export const CONFIRMATION_IMAGE_URL = '/api/v4/entrance/confirmationImage';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const LOOKUPS_PER_IP = 60;

/**
 * GET /api/v4/entrance/confirmationImage?token= (path ours): the confirmation mail's image.
 * Loading it tells the confirmation board the mail was opened (AppointmentConfirmationOpened, via
 * 'mail'); only mail programs that load images say so. The token is the mail's own link token, only
 * looked at, never spent. Always the same image, whatever the token: a mail program shows no broken
 * picture, and the answer tells a guesser nothing.
 */
export function registerConfirmationImageRoute(app: FastifyInstance): void {
  declareRouteAccess('GET', CONFIRMATION_IMAGE_URL, 'public');
  app.get(CONFIRMATION_IMAGE_URL, async (request, reply) => {
    const input = confirmationImageQuerySchema.parse(request.query ?? {});
    await runCommandRequest(request, reply, { name: 'RecordConfirmationOpened', route: CONFIRMATION_IMAGE_URL, input }, async (ctx) => {
      if (!(await takeEntranceRate(ctx.services.db, `ip:${request.ip}:links`, LOOKUPS_PER_IP, 15))) throw new DomainError(429, TOO_MANY_REQUESTS);
      const check = await checkLinkToken(ctx.services.db, 'appointmentConfirmation', input.token, new Date(ctx.now));
      if (check.status !== 'valid') return { recorded: false };
      const { events } = await ctx.execute(appointmentStream(check.row.subjectId), confirmationRequestDecider, {
        type: 'RecordConfirmationOpened',
        data: { appointmentId: check.row.subjectId, via: 'mail' },
      });
      return { recorded: events.length > 0 };
    });
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });
}
