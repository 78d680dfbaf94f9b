import { MESSAGE_KINDS, MESSAGE_KIND_REGISTRY, idParam, type MessageChannels, type MessageKind, type MessageTemplate, type MessageTemplatesAnswer, type PreferredChannelAnswer } from '@pawroute/domain';
import { allOf, permissionOrOwn, queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Management → Message templates (docs/TEXTS.md "Message templates"): every kind with its words now
 * (the read model's changed ones, else the registry's defaults); and a customer's preferred channel.
 */
export async function messageTemplatesQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/messageTemplates/list',
    schema: z.object({}),
    permission: allOf('ViewManagement', 'EditSettings'),
    handle: async (_input, { db }): Promise<MessageTemplatesAnswer> => {
      const { rows } = await db.query<{ kind: MessageKind; template: MessageTemplate; changed_at: Date }>(`SELECT kind, template, changed_at FROM message_templates`);
      const changed = new Map(rows.map((r) => [r.kind, r]));
      return {
        templates: MESSAGE_KINDS.map((kind) => {
          const row = changed.get(kind);
          return { kind, template: row?.template ?? MESSAGE_KIND_REGISTRY[kind].defaults, isDefault: !row, changedAt: row ? new Date(row.changed_at).toISOString() : null };
        }),
      };
    },
  });

  queryRoute(app, {
    url: '/api/v4/customers/preferredChannel',
    schema: z.object({ customerId: idParam('A valid customer ID is required.') }),
    permission: permissionOrOwn('ViewCustomers', 'ViewCustomerDashboard', 'the customer themself', (actor, input: { customerId: number }) => actor.customerId === input.customerId),
    handle: async ({ customerId }, { db }): Promise<PreferredChannelAnswer> => {
      const { rows } = await db.query<{ channel: MessageChannels }>(`SELECT channel FROM customer_preferred_channels WHERE customer_id = $1`, [customerId]);
      return { customerId, channel: rows[0]?.channel ?? 'both' };
    },
  });
}
