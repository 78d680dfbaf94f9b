import { DomainError } from '@pawroute/domain';
import { isValidWebhookSignature, nowOf, paymentGatewayFor, type AppServices, type SqlExecutor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { oneAtATimeEverywhere } from '../shared/oneAtATime';
import { reconcileNamedCharge, type NamedChargeOutcome } from './reconcileGateway';

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
 * POST /api/v4/payments/authorizeNet/webhook: Authorize.net's net.authorize.payment.* notifications
 * (docs/DECISIONS.md "Payments: webhooks"). Verified first (X-ANET-Signature: sha512=HMAC-SHA512 of the
 * raw body with the signature key; 401 and nothing written otherwise), then applied once per
 * notificationId: the transaction it names is asked of the gateway and reconciled with the ledger
 * (reconcileNamedCharge: a recorded charge is brought up to date at once, e.g. a fraud review's
 * outcome). The notification is written down only AFTER its effect succeeded, in the same database
 * transaction as the effect's own writes there, so a delivery that failed (the gateway down: 503) is
 * applied by Authorize.net's retry. Deliveries of one notification run one at a time (an advisory
 * transaction lock on its id, and in-process for PGlite's one session): ten at once apply once, and the
 * others answer the duplicate. No session and no CSRF token: the signature is the authentication.
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
    const { notificationId, eventType } = notification;
    if (typeof notificationId !== 'string' || typeof eventType !== 'string') {
      throw new DomainError(400, 'A webhook needs a notificationId and an eventType.');
    }
    const transactionId = notification.payload?.entityName === 'transaction' && notification.payload.id != null ? String(notification.payload.id) : null;
    await ensureTable(services);
    const answer = await oneNotificationAtATime(services, notificationId, async (db) => {
      const { rows: seen } = await db.query(`SELECT 1 FROM gateway_webhooks WHERE notification_id = $1`, [notificationId]);
      if (seen.length > 0) return { applied: false, duplicate: true };
      const now = nowOf(services);
      let outcome: NamedChargeOutcome | null = null;
      if (transactionId && eventType.startsWith('net.authorize.payment.')) {
        // The gateway's word, not the payload's: a failure here (GatewayUnavailable, 503) writes nothing.
        const found = await paymentGatewayFor(services).getTransaction(transactionId);
        if (found) outcome = await reconcileNamedCharge(services, found, now, db);
      }
      // Written last, with the effect's own writes in this transaction: a failed effect leaves no row.
      await db.query(`INSERT INTO gateway_webhooks (notification_id, event_type, transaction_id, received_at) VALUES ($1, $2, $3, $4)`, [
        notificationId,
        eventType,
        transactionId,
        now.toISOString(),
      ]);
      return answerOf(outcome);
    });
    return reply.send(answer);
  });
}

/** What the webhook answers: what was decided for the transaction it names. */
function answerOf(outcome: NamedChargeOutcome | null): Record<string, unknown> {
  if (outcome === null) return { applied: true, reconciled: null };
  switch (outcome.kind) {
    case 'recorded':
      return { applied: true, ledgerTransactionId: outcome.ledgerTransactionId, recorded: outcome.written, reconciled: null };
    case 'givenBack':
      return { applied: true, reconciled: outcome.reconciliation };
    case 'pending':
      return { applied: true, pending: outcome.message, checkAfter: outcome.checkAfter, reconciled: null };
    case 'notOurs':
      return { applied: true, reconciled: null, note: 'Not a charge Pawroute made; left alone.' };
  }
}

/** One delivery of a notification at a time, everywhere (command-api/src/shared/oneAtATime.ts). */
const oneNotificationAtATime = <T>(services: AppServices, notificationId: string, work: (db: SqlExecutor) => Promise<T>): Promise<T> =>
  oneAtATimeEverywhere(services, `gateway-webhook:${notificationId}`, work);
