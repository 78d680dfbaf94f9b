import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandRoute } from '@pawroute/platform';

const MAX_TEXT = 4_000;

/** Whatever the browser sent, as bounded text: a broken client must not flood the logs. */
function capped(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (${text.length} chars)` : text;
}

const ClientError = z.object({ error: z.unknown(), info: z.unknown() });

/**
 * POST /api/v4/logClientError { error, info } -> { ok: true }: the web app reports its crashes here.
 * Signed in or not (the login page can crash too), but CSRF is still required like every write.
 */
export async function clientErrorsCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/logClientError',
    name: 'LogClientError',
    schema: ClientError,
    permission: 'public',
    bodyLimit: 64 * 1024,
    handle: async (input, ctx) => {
      ctx.services.logger.warn(
        {
          clientError: capped(input.error),
          info: capped(input.info),
          userId: ctx.actor?.userId ?? null,
          correlationId: ctx.correlationId,
        },
        'client error',
      );
      return { ok: true };
    },
  });
}
