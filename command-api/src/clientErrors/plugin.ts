import type { FastifyInstance } from 'fastify';
import { DomainError, logClientErrorBodySchema, clientErrorLoggedAnswerSchema } from '@pawroute/domain';
import { commandRoute, sessionIdOf } from '@pawroute/platform';
import { clientReport } from './clientReport';
import { ReportLimiter } from './reportLimiter';

/** A report is a message and a stack: 16 KiB is plenty; more is refused (413) before it is parsed. */
const MAX_BODY = 16 * 1024;
export const TOO_MANY_REPORTS = 'Too many error reports. Please try again later.';

/**
 * POST /api/v4/logClientError { error, info } -> { ok: true }: the web app reports its crashes here.
 * Signed in or not (the login page can crash too), but CSRF is still required like every write.
 * Bounded in size (16 KiB) and rate (30 a minute per session, 300 per address, 429 beyond). Only the
 * message, stack, route and build are logged, each capped and with secrets redacted (clientReport.ts).
 */
export async function clientErrorsCommands(app: FastifyInstance): Promise<void> {
  const limiter = new ReportLimiter();
  // This plugin's only route: the limit counts every report, whatever becomes of it.
  app.addHook('preHandler', async (request) => {
    // Per minute: one browser (session) 30; one address 300 (an office's browsers share it).
    const keys = [{ key: `ip:${request.ip}`, max: 300 }];
    if (request.session) keys.push({ key: `session:${sessionIdOf(request.session.token)}`, max: 30 });
    if (!limiter.allow(keys)) throw new DomainError(429, TOO_MANY_REPORTS);
  });
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/logClientError',
    name: 'LogClientError',
    answer: clientErrorLoggedAnswerSchema,
    schema: logClientErrorBodySchema,
    permission: 'public',
    bodyLimit: MAX_BODY,
    handle: async (input, ctx) => {
      ctx.services.logger.warn(
        {
          clientError: clientReport(input.error, input.info),
          userId: ctx.actor?.userId ?? null,
          correlationId: ctx.correlationId,
        },
        'client error',
      );
      return { ok: true };
    },
  });
}
