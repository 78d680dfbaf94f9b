import { appointmentStream } from '@pawroute/domain';
import { gatewayRequestByRef, paymentGatewayFor, resolveGatewayRequest, unknownGatewayRequests, type AppServices, type GatewayTransaction, type SqlExecutor } from '@pawroute/platform';
import { recordGatewayOutcome } from './gatewaySync';
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

/** The ledger rows a charge's request key may have been for: the row it names, or its appointment's payment. */
async function ledgerRowsOf(services: AppServices, requestKey: string): Promise<number[] | null> {
  const row = /^charge:Transaction-(\d+):/.exec(requestKey);
  if (row) return [Number(row[1])];
  // An appointment's payment (the completion's or appointments/createTransaction's, one charging path):
  // the transactions its AppointmentPaymentRecorded or AppointmentCompleted named.
  const appointment = /^charge:Appointment-(\d+)@/.exec(requestKey);
  if (!appointment) return null;
  const events = await services.store.readStream(appointmentStream(Number(appointment[1])));
  return events
    .filter((e) => e.type === 'AppointmentPaymentRecorded' || e.type === 'AppointmentCompleted')
    .map((e) => (e.data as { transactionId: number | null }).transactionId)
    .filter((id): id is number => id !== null);
}

/** The ledger row that recorded this gateway charge, among the rows its request key may name (null: none did). */
async function recordingRow(services: AppServices, ledgerIds: number[], transactionId: string): Promise<number | null> {
  for (const ledgerId of ledgerIds) {
    const state = await loadTransaction(services.store, ledgerId);
    if (state.kind === 'recorded' && state.received.card?.gatewayTransactionId === transactionId) return ledgerId;
  }
  return null;
}

/** Whether the ledger recorded this gateway charge on a row its request key may name. */
async function recorded(services: AppServices, ledgerIds: number[] | null, transactionId: string): Promise<boolean> {
  if (ledgerIds === null) return true; // not a ledger charge: not ours to judge
  return (await recordingRow(services, ledgerIds, transactionId)) !== null;
}

/** The card statuses of a charge that may take money: given back when the ledger never recorded it (a hold is voided). */
const MAY_TAKE_MONEY = ['capturedPendingSettlement', 'authorizedPendingCapture', 'settledSuccessfully', 'heldForReview'];

/**
 * One gateway charge: matched, or given back. Answers what was done (null: nothing to do). `db`: where
 * the action is noted (a webhook's own database transaction; default services.db).
 */
export async function reconcileGatewayCharge(services: AppServices, charge: GatewayTransaction & { requestRef: string | null }, now: Date, db: SqlExecutor = services.db): Promise<Reconciliation | null> {
  if (charge.kind !== 'charge' || !charge.requestRef) return null;
  if (!MAY_TAKE_MONEY.includes(charge.status)) return null;
  if (now.getTime() - Date.parse(charge.submittedAt) < GRACE_MINUTES * 60_000) return null;
  const request = await gatewayRequestByRef(services.db, charge.requestRef);
  if (!request) return null; // made outside Pawroute (the merchant's own interface): left alone
  const ledgerIds = await ledgerRowsOf(services, request.request_key);
  if (await recorded(services, ledgerIds, charge.transactionId)) return null;
  const ledgerId = ledgerIds?.at(-1) ?? null;
  const what = /^charge:Appointment-(\d+)@/.exec(request.request_key)?.[1];
  const label = what ? `appointment ${what}'s payment` : `ledger row ${ledgerId}`;
  await ensureTable(services);
  const { rows: done } = await db.query(`SELECT 1 FROM payment_reconciliations WHERE gateway_transaction_id = $1`, [charge.transactionId]);
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
      message = `A ${amount} card charge (${label}) was never recorded; refunded in full.`;
    } else {
      await gateway.void(charge.transactionId);
      action = 'voided';
      message = `A ${amount} card charge (${label}) was never recorded; voided before settlement.`;
    }
  } catch (error) {
    action = 'failed';
    message = `A ${amount} card charge (${label}) was never recorded, and giving it back failed: ${(error as Error).message}`;
  }
  const row: Reconciliation = { gatewayTransactionId: charge.transactionId, ledgerTransactionId: ledgerId, amountCents: charge.amountCents, action, message, at: now.toISOString() };
  // A failure is not written down, so the next sweep tries again; it is still answered (and logged).
  if (action !== 'failed') {
    await db.query(
      `INSERT INTO payment_reconciliations (gateway_transaction_id, ledger_transaction_id, amount_cents, action, message, at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [row.gatewayTransactionId, row.ledgerTransactionId, row.amountCents, row.action, row.message, row.at],
    );
  }
  return row;
}

/** What a webhook did for the one gateway transaction it names. */
export type NamedChargeOutcome =
  /** The ledger recorded it: brought up to date (events written; none when it already agreed). */
  | { kind: 'recorded'; ledgerTransactionId: number; written: string[] }
  /** Never recorded, past the grace: given back (or already given back: reconciliation null). */
  | { kind: 'givenBack'; reconciliation: Reconciliation | null }
  /** Not recorded yet, within the grace: the request may still be between its charge and its append. */
  | { kind: 'pending'; message: string; checkAfter: string }
  /** Not a charge Pawroute asked for (the merchant's own interface, or a refund): left alone. */
  | { kind: 'notOurs' };

/**
 * The one gateway transaction a webhook names (docs/DECISIONS.md "Payments: webhooks"): a charge the
 * ledger recorded is brought up to date at once (the review's outcome, settlement, a void made at the
 * gateway; gatewaySync.ts), whatever its age; one it never recorded is given back once the grace has
 * passed, as the sweep does; within the grace, the answer says when it is checked again.
 */
export async function reconcileNamedCharge(services: AppServices, charge: GatewayTransaction, now: Date, db: SqlExecutor = services.db): Promise<NamedChargeOutcome> {
  if (charge.kind !== 'charge') return { kind: 'notOurs' };
  const ref = await refOf(services, charge.transactionId);
  const request = ref ? await gatewayRequestByRef(services.db, ref) : null;
  const ledgerIds = request ? await ledgerRowsOf(services, request.request_key) : null;
  if (!request || ledgerIds === null) return { kind: 'notOurs' };
  const ledgerId = await recordingRow(services, ledgerIds, charge.transactionId);
  if (ledgerId !== null) {
    const written = await recordGatewayOutcome(services, ledgerId, charge, { now: now.toISOString() });
    return { kind: 'recorded', ledgerTransactionId: ledgerId, written };
  }
  const checkAfter = new Date(Date.parse(charge.submittedAt) + GRACE_MINUTES * 60_000);
  if (now.getTime() < checkAfter.getTime()) {
    return { kind: 'pending', checkAfter: checkAfter.toISOString(), message: `the ledger may still record it; checked again after ${checkAfter.toISOString()}` };
  }
  return { kind: 'givenBack', reconciliation: await reconcileGatewayCharge(services, { ...charge, requestRef: ref }, now, db) };
}

/** The request reference of a gateway transaction we asked for (gateway_requests), if any. */
async function refOf(services: AppServices, transactionId: string): Promise<string | null> {
  try {
    const { rows } = await services.db.query<{ request_ref: string }>(`SELECT request_ref FROM gateway_requests WHERE gateway_transaction_id = $1`, [transactionId]);
    return rows[0]?.request_ref ?? null;
  } catch (error) {
    // No charge was ever asked for here (the table is made by the first one).
    if ((error as { code?: string }).code === '42P01') return null;
    throw error;
  }
}

/** The sweep's reconciliation: every gateway charge of the last days the ledger never recorded is given back. */
export async function reconcileGatewayCharges(services: AppServices, now: Date = services.clock?.() ?? new Date()): Promise<Reconciliation[]> {
  const gateway = paymentGatewayFor(services);
  if (!gateway.listTransactionsSince) return [];
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000);
  const done: Reconciliation[] = [];
  const listed = await gateway.listTransactionsSince(since);
  await resolveUnknownOutcomes(services, listed, now);
  for (const charge of listed) {
    const result = await reconcileGatewayCharge(services, charge, now);
    if (result) done.push(result);
  }
  return done;
}

/**
 * A charge whose outcome was unknown (no answer) is resolved by the gateway's own list: found by its
 * reference, it is that charge (recorded by a retry, or given back above after the grace); absent once
 * the grace has passed, none was made.
 */
async function resolveUnknownOutcomes(services: AppServices, listed: Array<GatewayTransaction & { requestRef: string | null }>, now: Date): Promise<void> {
  for (const unknown of await unknownGatewayRequests(services.db)) {
    const found = listed.find((t) => t.kind === 'charge' && (t.requestRef === unknown.requestRef || t.requestRef === unknown.requestKey));
    if (found) await resolveGatewayRequest(services.db, unknown.requestKey, found.transactionId);
    else if (now.getTime() - Date.parse(unknown.askedAt) > GRACE_MINUTES * 60_000) await resolveGatewayRequest(services.db, unknown.requestKey, null);
  }
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
