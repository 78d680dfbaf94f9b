import { DomainError } from '@pawroute/domain';
import { isValidWebhookSignature, paymentGatewayFor, type AppServices } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { reconcileGatewayCharge } from './reconcileGateway';

export const AUTHORIZE_NET_WEBHOOK_URL = '/api/v4/payments/authorizeNet/webhook';
export const BAD_WEBHOOK_SIGNATURE = 'The webhook signature (X-ANET-Signature) does not match.';

interface Notification {
  notificationId?: unknown;
  eventType?: unknown;
  payload?: { id?: unknown; entityName?: unknown };
}

async function ensureTable(services: AppServices): Promise<void> {
  try {
    await services.db.query(
      `CREATE TABLE IF NOT EXISTS gateway_webhooks (
        notification_id text PRIMARY KEY,
        event_type text NOT NULL,
        transaction_id text NULL,
        received_at timestamptz NOT NULL
      )`,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

/**
 * POST /api/v4/payments/authorizeNet/webhook: Authorize.net's net.authorize.payment.* notifications.
 * Verified first (X-ANET-Signature: sha512=HMAC-SHA512 of the raw body with the signature key; 401 and
 * nothing written otherwise), then applied once per notificationId (Authorize.net re-sends until it gets
 * a 200): the transaction it names is reconciled with the ledger as the settlement sweep would
 * (reconcileGateway.ts). No session and no CSRF token: the signature is the authentication.
 */
export async function authorizeNetWebhookRoute(app: FastifyInstance): Promise<void> {
  const services = app.services;
  // The signature is over the raw bytes: this plugin's JSON bodies stay strings.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(AUTHORIZE_NET_WEBHOOK_URL, { config: { csrf: false } }, async (request, reply) => {
    const settings = services.config.authorizeNet;
    if (!settings) throw new DomainError(404, 'Authorize.net is not the payment gateway here.');
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-anet-signature'];
    if (!isValidWebhookSignature(raw, Array.isArray(signature) ? signature[0] : signature, settings.signatureKey)) {
      throw new DomainError(401, BAD_WEBHOOK_SIGNATURE);
    }
    let notification: Notification;
    try {
      notification = JSON.parse(raw) as Notification;
    } catch {
      throw new DomainError(400, 'The webhook body is not JSON.');
    }
    if (typeof notification.notificationId !== 'string' || typeof notification.eventType !== 'string') {
      throw new DomainError(400, 'A webhook needs a notificationId and an eventType.');
    }
    const transactionId = notification.payload?.entityName === 'transaction' && notification.payload.id != null ? String(notification.payload.id) : null;
    const now = services.clock?.() ?? new Date();
    await ensureTable(services);
    const { rows } = await services.db.query(
      `INSERT INTO gateway_webhooks (notification_id, event_type, transaction_id, received_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id`,
      [notification.notificationId, notification.eventType, transactionId, now.toISOString()],
    );
    if (rows.length === 0) return reply.send({ applied: false, duplicate: true });
    let reconciled = null;
    if (transactionId && notification.eventType.startsWith('net.authorize.payment.')) {
      const gateway = paymentGatewayFor(services);
      const found = await gateway.getTransaction(transactionId);
      const ref = found ? await refOf(services, transactionId) : null;
      if (found && ref) reconciled = await reconcileGatewayCharge(services, { ...found, requestRef: ref }, now);
    }
    return reply.send({ applied: true, reconciled });
  });
}

/** The request reference of a gateway transaction we asked for (gateway_requests), if any. */
async function refOf(services: AppServices, transactionId: string): Promise<string | null> {
  try {
    const { rows } = await services.db.query<{ request_ref: string }>(`SELECT request_ref FROM gateway_requests WHERE gateway_transaction_id = $1`, [transactionId]);
    return rows[0]?.request_ref ?? null;
  } catch {
    return null;
  }
}
