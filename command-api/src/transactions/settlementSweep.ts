import { paymentGatewayFor, type AppServices } from '@pawroute/platform';
import { recordGatewayOutcome } from './gatewaySync';
import { loadTransaction } from './load';
import { reconcileGatewayCharges } from './reconcileGateway';

/**
 * The daily settlement, as a payment processor reports it: card payments still captured-pending in the
 * ledger are asked of the gateway, and those it has settled get TransactionSettled, so the office sees
 * Refund (and no longer Void) without first trying a void (part 2 §4.3). Card parts held for review are
 * asked too, and the review's outcome is recorded (docs/DECISIONS.md "Payments: held for review"):
 * approved, the payment counts from then; declined or expired, nothing was received by it. The read
 * model only names the candidates; the gateway's answer and the Transaction stream's decider decide
 * (gatewaySync.ts). Each outcome is written once, so two processes sweeping at once are harmless.
 * Answers how many were settled (a review approved and settled in one sweep counts too).
 */
export async function settleDueTransactions(services: AppServices): Promise<number> {
  const { rows } = await services.db.query<{ id: number }>(
    `SELECT id FROM transactions WHERE status IN ('capturedPendingSettlement', 'heldForReview') AND NOT is_voided AND NOT is_refund ORDER BY id LIMIT 500`,
  );
  const gateway = paymentGatewayFor(services);
  let settled = 0;
  for (const { id } of rows) {
    const state = await loadTransaction(services.store, id);
    if (state.kind !== 'recorded' || state.voided || (state.cardStatus !== 'capturedPendingSettlement' && state.cardStatus !== 'heldForReview')) continue;
    const gatewayId = state.received.card?.gatewayTransactionId ?? null;
    const atGateway = gatewayId === null ? null : await gateway.getTransaction(gatewayId);
    if (!atGateway) continue;
    const written = await recordGatewayOutcome(services, id, atGateway);
    settled += written.includes('TransactionSettled') ? 1 : 0;
  }
  return settled;
}

/** Sweeps every `intervalMs` until stopped; a failed sweep is logged and tried again next time. */
export function startSettlementSweep(services: AppServices, intervalMs: number): { stop(): void } {
  let running = false;
  let sweeps = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // Every tenth sweep also reconciles the gateway's charges with the ledger (reconcileGateway.ts).
    const reconcile = sweeps++ % 10 === 0;
    settleDueTransactions(services)
      .then((n) => n > 0 && services.logger.info({ settled: n }, 'settlement sweep'))
      .then(async () => {
        if (!reconcile) return;
        const done = await reconcileGatewayCharges(services);
        if (done.length > 0) services.logger.warn({ reconciled: done }, 'settlement sweep gave back card charges the ledger never recorded');
      })
      .catch((error: unknown) => services.logger.warn({ err: error }, 'settlement sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
