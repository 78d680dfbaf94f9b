import {
  DomainError,
  MESSAGE_TEMPLATES_STREAM,
  MESSAGE_TEMPLATE_MESSAGES as M,
  customerStream,
  askForCardBodySchema,
  messageTemplateBodySchema,
  messageTemplateResetBodySchema,
  messageTemplatesDecider,
  preferredChannelBodySchema,
  preferredChannelDecider,
  MESSAGE_KIND_REGISTRY,
  type MessageKind,
  type MessageTemplate,
  cardOnFileAskedAnswerSchema,
  messageTemplateAnswerSchema,
  preferredChannelAnswerSchema,
} from '@pawroute/domain';
import { allOf, commandRoute, permissionOrOwn } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { askForCard } from './askForCard';

const sameAsDefaults = (t: MessageTemplate, kind: MessageKind): boolean => JSON.stringify(t) === JSON.stringify(MESSAGE_KIND_REGISTRY[kind].defaults);

/**
 * Management → Message templates (docs/TEXTS.md "Message templates"): a kind's words saved or reset,
 * with the Management screen's permissions (as the reminder settings); a customer's preferred channel,
 * by the office or the customer themself; and the customer page's "Ask for a card".
 */
export async function messageTemplatesCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/messageTemplates/save',
    name: 'ChangeMessageTemplate',
    answer: messageTemplateAnswerSchema,
    schema: messageTemplateBodySchema,
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle({ kind, channels, sms, emailSubject, emailBody }, ctx) {
      const { events } = await ctx.execute(MESSAGE_TEMPLATES_STREAM, messageTemplatesDecider, { type: 'ChangeMessageTemplate', data: { kind, channels, sms, emailSubject, emailBody } });
      const isDefault = sameAsDefaults({ channels, sms, emailSubject, emailBody }, kind);
      return { kind, template: { channels, sms, emailSubject, emailBody }, isDefault, message: events.length === 0 ? M.unchanged : M.saved };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/messageTemplates/reset',
    name: 'ResetMessageTemplate',
    answer: messageTemplateAnswerSchema,
    schema: messageTemplateResetBodySchema,
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle({ kind }, ctx) {
      await ctx.execute(MESSAGE_TEMPLATES_STREAM, messageTemplatesDecider, { type: 'ResetMessageTemplate', data: { kind } });
      return { kind, template: MESSAGE_KIND_REGISTRY[kind].defaults, isDefault: true, message: M.reset };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/customers/preferredChannel',
    name: 'ChangePreferredChannel',
    answer: preferredChannelAnswerSchema,
    schema: preferredChannelBodySchema,
    permission: permissionOrOwn('EditCustomers', 'ViewCustomerDashboard', 'the customer themself', (actor, input: { customerId: number }) => actor.customerId === input.customerId),
    async handle({ customerId, channel }, ctx) {
      await ctx.execute(customerStream(customerId), preferredChannelDecider, { type: 'ChangePreferredChannel', data: { customerId, channel } });
      return { customerId, channel };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/customers/askForCard',
    name: 'AskForCardOnFile',
    answer: cardOnFileAskedAnswerSchema,
    schema: askForCardBodySchema,
    permission: 'EditCustomers',
    async handle({ customerId }, ctx) {
      const outcome = await askForCard(ctx, customerId);
      if (!outcome.email && !outcome.sms) throw new DomainError(409, M.noWayToReach);
      return outcome;
    },
  });
}
