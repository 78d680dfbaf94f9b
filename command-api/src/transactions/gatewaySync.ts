import { randomUUID } from 'node:crypto';
import { transactionDecider, transactionStream, voidRefusal, type TransactionCommand, type TransactionEvent } from '@pawroute/domain';
import { executeCommand, nowOf, type AppServices, type GatewayTransaction, type GatewayTransactionStatus } from '@pawroute/platform';
import { loadTransaction } from './load';

/**
 * The ledger brought up to date with what the gateway says of a recorded card part (docs/DECISIONS.md
 * "Payments: held for review", "Settlement sweep"): the fraud review's outcome of a held card
 * (ReviewTransactionCard), the daily settlement (SettleTransaction), a void made at the gateway itself
 * (VoidTransaction, when the ledger's rules allow it). The settlement sweep, a webhook, and a void or
 * refund (before they decide) all come here. Each command is decided by the Transaction stream and
 * writes nothing twice (a review or a settlement already recorded decides no event), so two of them
 * noticing one outcome at once record it once.
 */
const TAKEN: readonly GatewayTransactionStatus[] = ['authorizedPendingCapture', 'capturedPendingSettlement', 'settledSuccessfully', 'refundPendingSettlement', 'refundSettledSuccessfully'];

export interface GatewaySyncMeta {
  correlationId?: string;
  /** Who asked (null: the sweep or a webhook). */
  actorUserId?: number | null;
  now?: string;
}

/** What was written, by event type (empty: the ledger already agreed with the gateway). */
export async function recordGatewayOutcome(services: AppServices, transactionId: number, atGateway: GatewayTransaction, meta: GatewaySyncMeta = {}): Promise<TransactionEvent['type'][]> {
  const written: TransactionEvent['type'][] = [];
  const run = async (command: TransactionCommand): Promise<void> => {
    const result = await executeCommand(services.store, transactionStream(transactionId), transactionDecider, command, {
      commandName: command.type,
      correlationId: meta.correlationId ?? randomUUID(),
      // Without a key: these decide from the stream alone and write nothing twice.
      idempotencyKey: null,
      context: { now: meta.now ?? nowOf(services).toISOString(), actorUserId: meta.actorUserId ?? null },
    });
    written.push(...result.events.map((e) => e.type));
  };
  const current = async () => {
    const state = await loadTransaction(services.store, transactionId);
    return state.kind === 'recorded' && !state.voided && state.received.card?.gatewayTransactionId === atGateway.transactionId ? state : null;
  };

  let facts = await current();
  if (!facts) return written;
  if (facts.cardStatus === 'heldForReview' && atGateway.status !== 'heldForReview') {
    // Approved: the gateway captured it (or settled it since). Declined, expired or voided there: nothing taken.
    await run({ type: 'ReviewTransactionCard', data: { transactionId, approved: TAKEN.includes(atGateway.status) } });
    facts = await current();
    if (!facts) return written;
  }
  if (facts.cardStatus === 'capturedPendingSettlement' && atGateway.status === 'settledSuccessfully') {
    await run({ type: 'SettleTransaction', data: { transactionId } });
  } else if ((facts.cardStatus === 'capturedPendingSettlement' || facts.cardStatus === 'authorizedPendingCapture') && atGateway.status === 'voided' && voidRefusal(facts) === null) {
    // Voided in the merchant's own interface: the ledger follows (a void is whole: docs/RULES.md).
    await run({ type: 'VoidTransaction', data: { refTransactionId: transactionId, reason: 'Voided at the card gateway.' } });
  }
  return written;
}
