import {
  CONTACT_MESSAGES,
  CONTACT_SEQUENCES,
  createEmailSchema,
  deleteEmailSchema,
  newContactId,
  updateEmailSchema,
  contactChangedAnswerSchema,
  createEmailAnswerSchema,
} from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { contactCreateRule, contactRecordRule } from './access';
import { executeForUser, executeOnRecord } from './execute';

/**
 * POST emails/create and update, DELETE emails/delete?emailId= (part 1 §7). These are a user's
 * contact emails; the login email is the profile's and does not change here.
 */
export function emailRoutes(app: FastifyInstance): void {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/emails/create',
    name: 'CreateEmail',
    answer: createEmailAnswerSchema,
    schema: createEmailSchema,
    permission: contactCreateRule('email'),
    async handle({ userId, ...fields }, ctx) {
      const emailId = newContactId(await ctx.nextId(CONTACT_SEQUENCES.email));
      const { events } = await executeForUser(ctx, userId, 'email', { type: 'AddEmail', data: { userId, email: { ...fields, emailId } } });
      const added = events.find((e) => e.type === 'EmailAdded');
      return { newEmailId: added?.type === 'EmailAdded' ? added.data.emailId : emailId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/emails/update',
    name: 'UpdateEmail',
    answer: contactChangedAnswerSchema,
    schema: updateEmailSchema,
    permission: contactRecordRule('email'),
    async handle({ emailId, ...patch }, ctx) {
      await executeOnRecord(ctx, 'email', emailId, CONTACT_MESSAGES.emailNotFound, {
        type: 'UpdateEmail',
        data: { emailId, patch: { ...patch, emailAddress: patch.emailAddress ?? undefined } },
      });
      return { ok: true as const };
    },
  });

  commandRoute(app, {
    method: 'DELETE',
    url: '/api/v4/emails/delete',
    name: 'DeleteEmail',
    answer: contactChangedAnswerSchema,
    schema: deleteEmailSchema,
    permission: contactRecordRule('email'),
    async handle({ emailId }, ctx) {
      await executeOnRecord(ctx, 'email', emailId, CONTACT_MESSAGES.emailNotFound, { type: 'DeleteEmail', data: { emailId } });
      return { ok: true as const };
    },
  });
}
