import {
  CONTACT_MESSAGES,
  CONTACT_SEQUENCES,
  createPhoneNumberSchema,
  deletePhoneNumberSchema,
  newContactId,
  updatePhoneNumberSchema,
  contactChangedAnswerSchema,
  createPhoneNumberAnswerSchema,
} from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { contactCreateRule, contactRecordRule } from './access';
import { executeForUser, executeOnRecord } from './execute';

/** POST phoneNumbers/create and update, DELETE phoneNumbers/delete?phoneNumberId= (part 1 §7). */
export function phoneNumberRoutes(app: FastifyInstance): void {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/phoneNumbers/create',
    name: 'CreatePhoneNumber',
    answer: createPhoneNumberAnswerSchema,
    schema: createPhoneNumberSchema,
    permission: contactCreateRule('phoneNumber'),
    async handle({ userId, ...fields }, ctx) {
      const phoneNumberId = newContactId(await ctx.nextId(CONTACT_SEQUENCES.phoneNumber));
      const { events } = await executeForUser(ctx, userId, 'phoneNumber', {
        type: 'AddPhoneNumber',
        data: { userId, phoneNumber: { ...fields, phoneNumberId } },
      });
      const added = events.find((e) => e.type === 'PhoneNumberAdded');
      return { newPhoneNumberId: added?.type === 'PhoneNumberAdded' ? added.data.phoneNumberId : phoneNumberId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/phoneNumbers/update',
    name: 'UpdatePhoneNumber',
    answer: contactChangedAnswerSchema,
    schema: updatePhoneNumberSchema,
    permission: contactRecordRule('phoneNumber'),
    async handle({ phoneNumberId, ...patch }, ctx) {
      await executeOnRecord(ctx, 'phoneNumber', phoneNumberId, CONTACT_MESSAGES.phoneNotFound, {
        type: 'UpdatePhoneNumber',
        data: { phoneNumberId, patch: { ...patch, phoneNumber: patch.phoneNumber ?? undefined } },
      });
      return { ok: true as const };
    },
  });

  commandRoute(app, {
    method: 'DELETE',
    url: '/api/v4/phoneNumbers/delete',
    name: 'DeletePhoneNumber',
    answer: contactChangedAnswerSchema,
    schema: deletePhoneNumberSchema,
    permission: contactRecordRule('phoneNumber'),
    async handle({ phoneNumberId }, ctx) {
      await executeOnRecord(ctx, 'phoneNumber', phoneNumberId, CONTACT_MESSAGES.phoneNotFound, {
        type: 'DeletePhoneNumber',
        data: { phoneNumberId },
      });
      return { ok: true as const };
    },
  });
}
