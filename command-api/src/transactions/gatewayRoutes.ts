import { testPaymentGatewayBodySchema, testPaymentGatewayAnswerSchema } from '@pawroute/domain';
import { allOf, commandRoute, declareRouteAccess, paymentGatewayFor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { AUTHORIZE_NET_WEBHOOK_URL, authorizeNetWebhookRoute } from './authorizeNetWebhook';

/**
 * The payment gateway's own routes (docs/API.md "Payments"): Management's "Test the gateway" (checks
 * the credentials, charges nothing) and Authorize.net's webhook (its own plugin: raw JSON bodies).
 */
export async function paymentGatewayCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/testPaymentGateway',
    name: 'TestPaymentGateway',
    answer: testPaymentGatewayAnswerSchema,
    schema: testPaymentGatewayBodySchema,
    // Management's button: the screen's permissions (part 2 §2.2, §2.6).
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle(_input, ctx) {
      const gateway = paymentGatewayFor(ctx.services);
      if (!gateway.checkCredentials) return { gateway: gateway.name, ok: true, message: 'Test payments: the built-in sandbox gateway has no credentials to check; no card is charged.' };
      return { gateway: gateway.name, ...(await gateway.checkCredentials()) };
    },
  });
  declareRouteAccess('POST', AUTHORIZE_NET_WEBHOOK_URL, 'public');
  await app.register(authorizeNetWebhookRoute);
}
