import { z } from 'zod';
import { queryRoute, readOutbox, readSmsOutbox } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import type { OutboxAnswer } from '@pawroute/domain';

/**
 * GET /api/v4/dev/outbox: what the system mailed and texted (or would have, without SMTP or an SMS
 * provider), newest first, for
 * developers and testers. It exists only in development mode (PAWROUTE_DEV_MODE=1; the test servers):
 * in production every staff member would read every customer's mail. Even then administrators only: it
 * holds everyone's password links, so a reader could sign in as anyone. The administrator is who holds
 * EditPermissions, who can give any user type every permission anyway (docs/DECISIONS.md, "The developer
 * outbox is the administrator's").
 */
export async function mailQueries(app: FastifyInstance): Promise<void> {
  if (!app.services.config.devMode) return;
  queryRoute(app, {
    url: '/api/v4/dev/outbox',
    schema: z.object({
      limit: z.coerce.number({ error: 'limit must be between 1 and 500.' }).int().min(1).max(500, { error: 'limit must be between 1 and 500.' }).optional(),
    }),
    permission: 'EditPermissions',
    // The bodies are opened with the key outside the database (docs/DECISIONS.md "Link tokens at rest").
    handle: async ({ limit }, { db, services }): Promise<OutboxAnswer> => ({ messages: await readOutbox(db, services.config, limit ?? 100), texts: await readSmsOutbox(db, limit ?? 100, services.config) }),
  });
}
