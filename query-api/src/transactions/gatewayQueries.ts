import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { ACCEPT_JS_STAND_IN, ACCEPT_JS_STAND_IN_URL, ACCEPT_JS_URLS, declareRouteAccess, lastGatewayCheck, paymentGatewayFor, queryRoute } from '@pawroute/platform';

export const TEST_PAYMENTS_NOTICE = 'Test payments: no card is charged';

/**
 * GET /api/v4/payments/gateway (signed in): which gateway is live and what a card form needs to send a
 * card from the browser: the Accept.js to load, and (Authorize.net) the API login id and the PUBLIC
 * client key, which Accept.js is designed to show to the browser. With the sandbox: our stand-in and
 * the "Test payments" notice every payment screen shows.
 * GET /api/v4/system/paymentReconciliations (EditSettings): what the settlement sweep gave back, the
 * charges whose outcome the gateway has not told yet, and the live gateway's startup check.
 * GET /payments/accept-standin.js (public): the Accept.js stand-in.
 */
export async function paymentGatewayQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/payments/gateway',
    schema: z.object({}),
    permission: 'signedIn',
    handle: async (_input, { services }) => {
      const settings = services.config.authorizeNet;
      const name = paymentGatewayFor(services).name;
      if (!settings) return { gateway: name, live: false, environment: 'sandbox', notice: TEST_PAYMENTS_NOTICE, acceptJsUrl: ACCEPT_JS_STAND_IN_URL, apiLoginId: 'sandbox', clientKey: 'sandbox' };
      return {
        gateway: name,
        live: settings.environment === 'production',
        environment: settings.environment,
        notice: settings.environment === 'production' ? null : `${TEST_PAYMENTS_NOTICE} (Authorize.net sandbox)`,
        acceptJsUrl: ACCEPT_JS_URLS[settings.environment],
        apiLoginId: settings.apiLoginId,
        clientKey: settings.clientKey,
      };
    },
  });
  queryRoute(app, {
    url: '/api/v4/system/paymentReconciliations',
    schema: z.object({}),
    permission: 'EditSettings',
    handle: async (_input, { services, db }) => {
      let rows: Array<Record<string, unknown>> = [];
      let unknown: Array<Record<string, unknown>> = [];
      try {
        rows = (await db.query(`SELECT * FROM payment_reconciliations ORDER BY at DESC LIMIT 50`)).rows;
      } catch (error) {
        if ((error as { code?: string }).code !== '42P01') throw error; // no sweep has given anything back yet
      }
      try {
        // Charges the gateway never answered: unknown until the sweep finds them or their grace passes.
        unknown = (await db.query(`SELECT request_key, amount_cents, asked_at FROM gateway_requests WHERE outcome = 'unknown' ORDER BY asked_at LIMIT 50`)).rows;
      } catch (error) {
        if (!['42P01', '42703'].includes((error as { code?: string }).code ?? '')) throw error; // no charge asked yet
      }
      return {
        gateway: paymentGatewayFor(services).name,
        environment: services.config.authorizeNet?.environment ?? 'sandbox',
        check: lastGatewayCheck(services),
        unknownOutcomes: unknown.map((r) => ({ requestKey: String(r.request_key), amountCents: Number(r.amount_cents), askedAt: new Date(r.asked_at as string).toISOString() })),
        reconciliations: rows.map((r) => ({
          gatewayTransactionId: r.gateway_transaction_id,
          ledgerTransactionId: r.ledger_transaction_id,
          amountCents: Number(r.amount_cents),
          action: r.action,
          message: r.message,
          at: new Date(r.at as string).toISOString(),
        })),
      };
    },
  });
  declareRouteAccess('GET', ACCEPT_JS_STAND_IN_URL, 'public');
  app.get(ACCEPT_JS_STAND_IN_URL, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(ACCEPT_JS_STAND_IN));
}
