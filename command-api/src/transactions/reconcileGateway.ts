import { gatewayRequestByRef, paymentGatewayFor, type AppServices, type GatewayTransaction } from '@pawroute/platform';
import { loadTransaction } from './load';

/**
 * Money taken is money recorded (docs/DECISIONS.md, "Payments: a charge the ledger never recorded").
 * The gateway's charges of the last days are matched with the ledger: each one we asked for carries
 * our request key (gateway_requests), which names the ledger row it was for. A charge whose row never
 * recorded it (the process died between the charge and the append, and nobody retried) is given back:
 * voided before settlement, refunded in full after. Only charges older than GRACE_MINUTES are judged,
 * so a request still between its charge and its append is never undone; a retry within that time finds
 * the charge (same key) and records it. Each action is written to payment_reconciliations, once per
 * gateway transaction, for the System page.
 */
export const GRACE_MINUTES = 10;
const LOOK_BACK_DAYS = 3;

export interface Reconciliation {
  gatewayTransactionId: string;
  ledgerTransactionId: number | null;
  amountCents: number;
  action: 'voided' | 'refunded' | 'failed';
  message: string;
  at: string;
}

async function ensureTable(services: AppServices): Promise<void> {
  try {
    await services.db.query(
      `CREATE TABLE IF NOT EXISTS payment_reconciliations (
        gateway_transaction_id text PRIMARY KEY,
        ledger_transaction_id int NULL,
        amount_cents int NOT NULL,
        action text NOT NULL,
        message text NOT NULL,
        at timestamptz NOT NULL
      )`,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

const ledgerIdOf = (requestKey: string): number | null => {
  const match = /^charge:Transaction-(\d+):/.exec(requestKey);
  return match ? Number(match[1]) : null;
};

/** Whether the ledger recorded this gateway charge on the row its request key names. */
async function recorded(services: AppServices, ledgerId: number | null, transactionId: string): Promise<boolean> {
  if (ledgerId === null) return true; // not a ledger charge: not ours to judge
  const state = await loadTransaction(services.store, ledgerId);
  return state.kind === 'recorded' && state.received.card?.gatewayTransactionId === transactionId;
}

/** One gateway charge: matched, or given back. Answers what was done (null: nothing to do). */
export async function reconcileGatewayCharge(services: AppServices, charge: GatewayTransaction & { requestRef: string | null }, now: Date): Promise<Reconciliation | null> {
  if (charge.kind !== 'charge' || !charge.requestRef) return null;
  if (!['capturedPendingSettlement', 'authorizedPendingCapture', 'settledSuccessfully'].includes(charge.status)) return null;
  if (now.getTime() - Date.parse(charge.submittedAt) < GRACE_MINUTES * 60_000) return null;
  const request = await gatewayRequestByRef(services.db, charge.requestRef);
  if (!request) return null; // made outside Pawroute (the merchant's own interface): left alone
  const ledgerId = ledgerIdOf(request.request_key);
  if (await recorded(services, ledgerId, charge.transactionId)) return null;
  await ensureTable(services);
  const { rows: done } = await services.db.query(`SELECT 1 FROM payment_reconciliations WHERE gateway_transaction_id = $1`, [charge.transactionId]);
  if (done.length > 0) return null;

  const gateway = paymentGatewayFor(services);
  let action: Reconciliation['action'];
  let message: string;
  const amount = `$${(charge.amountCents / 100).toFixed(2)}`;
  try {
    if (charge.status === 'settledSuccessfully') {
      const remaining = charge.amountCents - charge.refundedCents;
      if (remaining > 0) await gateway.refund({ requestKey: `reconcile:${charge.transactionId}`, transactionId: charge.transactionId, amountCents: remaining });
      action = 'refunded';
      message = `A ${amount} card charge (ledger row ${ledgerId}) was never recorded; refunded in full.`;
    } else {
      await gateway.void(charge.transactionId);
      action = 'voided';
      message = `A ${amount} card charge (ledger row ${ledgerId}) was never recorded; voided before settlement.`;
    }
  } catch (error) {
    action = 'failed';
    message = `A ${amount} card charge (ledger row ${ledgerId}) was never recorded, and giving it back failed: ${(error as Error).message}`;
  }
  const row: Reconciliation = { gatewayTransactionId: charge.transactionId, ledgerTransactionId: ledgerId, amountCents: charge.amountCents, action, message, at: now.toISOString() };
  // A failure is not written down, so the next sweep tries again; it is still answered (and logged).
  if (action !== 'failed') {
    await services.db.query(
      `INSERT INTO payment_reconciliations (gateway_transaction_id, ledger_transaction_id, amount_cents, action, message, at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [row.gatewayTransactionId, row.ledgerTransactionId, row.amountCents, row.action, row.message, row.at],
    );
  }
  return row;
}

/** The sweep's reconciliation: every gateway charge of the last days the ledger never recorded is given back. */
export async function reconcileGatewayCharges(services: AppServices, now: Date = services.clock?.() ?? new Date()): Promise<Reconciliation[]> {
  const gateway = paymentGatewayFor(services);
  if (!gateway.listTransactionsSince) return [];
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000);
  const done: Reconciliation[] = [];
  for (const charge of await gateway.listTransactionsSince(since)) {
    const result = await reconcileGatewayCharge(services, charge, now);
    if (result) done.push(result);
  }
  return done;
}

/** What the sweeps did, newest first (the System page). */
export async function listReconciliations(services: AppServices, limit = 50): Promise<Reconciliation[]> {
  await ensureTable(services);
  const { rows } = await services.db.query<{ gateway_transaction_id: string; ledger_transaction_id: number | null; amount_cents: number; action: Reconciliation['action']; message: string; at: Date | string }>(
    `SELECT * FROM payment_reconciliations ORDER BY at DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ gatewayTransactionId: r.gateway_transaction_id, ledgerTransactionId: r.ledger_transaction_id, amountCents: Number(r.amount_cents), action: r.action, message: r.message, at: new Date(r.at).toISOString() }));
}
