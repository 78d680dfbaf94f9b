import {
  DomainError,
  TEXT_MESSAGES as M,
  conversationStream,
  markConversationReadBodySchema,
  sendTextBodySchema,
  textingDecider,
  type SendTextAnswer,
  sendTextAnswerSchema,
  threadMarkedReadAnswerSchema,
} from '@pawroute/domain';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH, commandRoute, declareRouteAccess } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadCustomer } from '../shared/customers';
import { customerTextNumber } from './customerNumber';
import { smsWebhookRoutes } from './inbound';
import { textCustomer } from './textCustomer';

/**
 * Texts (docs/TEXTS.md): the Messages screen's writes, with the spec's UsePhoneSystem ("Call and SMS"),
 * and the provider's webhooks (public, signed).
 */
export async function messagesCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/messages/send',
    name: 'SendText',
    answer: sendTextAnswerSchema,
    schema: sendTextBodySchema,
    permission: 'UsePhoneSystem',
    async handle({ customerId, body }, ctx): Promise<SendTextAnswer> {
      const to = await customerTextNumber(ctx, customerId);
      const result = await textCustomer(ctx, {
        customerId,
        to,
        body,
        kind: 'reply',
        sentBy: ctx.actor?.userId ?? null,
        dedupeKey: `Text-Customer-${customerId}-${ctx.idempotencyKey ?? ctx.correlationId}`,
      });
      // REM-REPLY: no text to a number that opted out; the office is told why.
      if (result.optedOut) throw new DomainError(409, M.optedOut);
      return { customerId, messageId: result.messageId, sent: true, message: 'Text sent.' };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/messages/markRead',
    name: 'MarkConversationRead',
    answer: threadMarkedReadAnswerSchema,
    schema: markConversationReadBodySchema,
    permission: 'UsePhoneSystem',
    async handle({ customerId }, ctx) {
      await loadCustomer(ctx, customerId);
      const { events } = await ctx.execute(conversationStream(customerId), textingDecider, { type: 'MarkConversationRead', data: { customerId } });
      return { customerId, marked: events.length > 0 };
    },
  });

  declareRouteAccess('POST', SMS_INBOUND_PATH, 'public');
  declareRouteAccess('POST', SMS_STATUS_PATH, 'public');
  // Its own plugin: form bodies stay text there (the signature is over them).
  await app.register(smsWebhookRoutes);
}
