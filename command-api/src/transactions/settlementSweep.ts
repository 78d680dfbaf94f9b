import { randomUUID } from 'node:crypto';
import { transactionDecider, transactionStream } from '@pawroute/domain';
import { executeCommand, nowOf, paymentGatewayFor, type AppServices } from '@pawroute/platform';
import { loadTransaction } from './load';
import { reconcileGatewayCharges } from './reconcileGateway';

/**
 * The daily settlement, as a payment processor reports it: card payments still captured-pending in the
 * ledger are asked of the gateway, and those it has settled get TransactionSettled, so the office sees
 * Refund (and no longer Void) without first trying a void (part 2 §4.3). The read model only names the
 * candidates; the gateway's answer and the Transaction stream's decider decide. Settling twice writes
 * nothing, so two processes sweeping at once are harmless.
 */
export async function settleDueTransactions(services: AppServices): Promise<number> {
  const { rows } = await services.db.query<{ id: number }>(
    `SELECT id FROM transactions WHERE status = 'capturedPendingSettlement' AND NOT is_voided AND NOT is_refund ORDER BY id LIMIT 500`,
  );
  const gateway = paymentGatewayFor(services);
  let settled = 0;
  for (const { id } of rows) {
    const state = await loadTransaction(services.store, id);
    if (state.kind !== 'recorded' || state.voided || state.cardStatus !== 'capturedPendingSettlement') continue;
    const gatewayId = state.received.card?.gatewayTransactionId ?? null;
    if (gatewayId === null || (await gateway.getTransaction(gatewayId))?.status !== 'settledSuccessfully') continue;
    const result = await executeCommand(services.store, transactionStream(id), transactionDecider, { type: 'SettleTransaction', data: { transactionId: id } }, {
      commandName: 'SettleTransaction',
      correlationId: randomUUID(),
      idempotencyKey: null,
      context: { now: nowOf(services).toISOString(), actorUserId: null },
    });
    settled += result.events.length > 0 ? 1 : 0;
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
