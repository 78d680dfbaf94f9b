import {
  CONTACT_MESSAGES,
  CONTACT_SEQUENCES,
  createAddressSchema,
  deleteAddressSchema,
  newContactId,
  updateAddressSchema,
  contactChangedAnswerSchema,
  createAddressAnswerSchema,
} from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { contactCreateRule, contactRecordRule, maySetRouting } from './access';
import { executeForUser, executeOnRecord } from './execute';

/** POST addresses/create and update, DELETE addresses/delete?addressId= (part 1 §7). */
export function addressRoutes(app: FastifyInstance): void {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/addresses/create',
    name: 'CreateAddress',
    answer: createAddressAnswerSchema,
    schema: createAddressSchema,
    permission: contactCreateRule('address'),
    async handle({ userId, isPrimary, needsGenerator, ...fields }, ctx) {
      const addressId = newContactId(await ctx.nextId(CONTACT_SEQUENCES.address));
      const { events } = await executeForUser(ctx, userId, 'address', {
        type: 'AddAddress',
        data: {
          userId,
          address: { ...fields, addressId, isPrimary, needsGenerator: needsGenerator ?? false },
          canSetRouting: maySetRouting(ctx.actor),
        },
      });
      const added = events.find((e) => e.type === 'AddressAdded');
      return { newAddressId: added?.type === 'AddressAdded' ? added.data.addressId : addressId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/addresses/update',
    name: 'UpdateAddress',
    answer: contactChangedAnswerSchema,
    schema: updateAddressSchema,
    permission: contactRecordRule('address'),
    async handle({ addressId, ...patch }, ctx) {
      await executeOnRecord(ctx, 'address', addressId, CONTACT_MESSAGES.addressNotFound, {
        type: 'UpdateAddress',
        data: { addressId, patch: { ...patch, address: patch.address ?? undefined }, canSetRouting: maySetRouting(ctx.actor) },
      });
      return { ok: true as const };
    },
  });

  commandRoute(app, {
    method: 'DELETE',
    url: '/api/v4/addresses/delete',
    name: 'DeleteAddress',
    answer: contactChangedAnswerSchema,
    schema: deleteAddressSchema,
    permission: contactRecordRule('address'),
    async handle({ addressId }, ctx) {
      await executeOnRecord(ctx, 'address', addressId, CONTACT_MESSAGES.addressNotFound, {
        type: 'DeleteAddress',
        data: { addressId },
      });
      return { ok: true as const };
    },
  });
}
