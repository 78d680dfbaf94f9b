import { DEPOSIT_PROBLEMS as P, formatCents, type DepositBatch, type DepositTransaction, type SettledBatchLike } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import { localDate } from '../shared/localTime';

interface LedgerCard {
  gateway: string;
  ledger_id: number;
  amount: number;
  voided: boolean;
  customer_name: string | null;
}

/**
 * The ledger's side of each settled gateway transaction, from the events themselves (the card part's and
 * the refund's gatewayTransactionId are in TransactionCreated and TransactionRefunded; no read model
 * keeps them): the ledger row, its amount, whether it was voided, and the customer's name.
 */
async function ledgerCards(db: Pick<SqlExecutor, 'query'>, gatewayIds: string[]): Promise<Map<string, LedgerCard>> {
  if (gatewayIds.length === 0) return new Map();
  const { rows } = await db.query<LedgerCard>(
    `WITH found AS (
       SELECT e.data->'received'->'card'->>'gatewayTransactionId' AS gateway, (e.data->>'transactionId')::int AS ledger_id,
              (e.data->'received'->'card'->>'amount')::int AS amount, e.stream
         FROM events e
        WHERE e.type = 'TransactionCreated' AND e.data->'received'->'card'->>'gatewayTransactionId' = ANY($1)
       UNION ALL
       SELECT e.data->>'gatewayTransactionId', (e.data->>'refundTransactionId')::int, (e.data->>'amount')::int, NULL
         FROM events e
        WHERE e.type = 'TransactionRefunded' AND e.data->>'gatewayTransactionId' = ANY($1)
     )
     SELECT f.gateway, f.ledger_id, f.amount,
            EXISTS (SELECT 1 FROM events v WHERE v.stream = f.stream AND v.type = 'TransactionVoided') AS voided,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS customer_name
       FROM found f
       LEFT JOIN transactions t ON t.id = f.ledger_id
       LEFT JOIN users u ON u.id = t.customer_user_id`,
    [gatewayIds],
  );
  return new Map(rows.map((r) => [r.gateway, { ...r, amount: Number(r.amount) }]));
}

/** Each batch with every transaction matched against the ledger; what differs is named. */
export async function matchDeposits(db: Pick<SqlExecutor, 'query'>, batches: SettledBatchLike[], timeZone: string): Promise<DepositBatch[]> {
  const ledger = await ledgerCards(db, batches.flatMap((b) => b.transactions.map((t) => t.transactionId)));
  return batches.map((batch) => {
    const transactions: DepositTransaction[] = batch.transactions.map((t) => {
      const row = ledger.get(t.transactionId) ?? null;
      const problem =
        row === null ? P.notInLedger : row.voided ? P.voidedInLedger : row.amount !== t.amountCents ? P.amountDiffers(formatCents(row.amount)) : null;
      return {
        gatewayTransactionId: t.transactionId,
        kind: t.kind,
        amountCents: t.amountCents,
        cardBrand: t.cardBrand,
        cardLast4: t.cardLast4,
        ledgerTransactionId: row?.ledger_id ?? null,
        ledgerAmountCents: row?.amount ?? null,
        customerName: row?.customer_name ?? null,
        problem,
      };
    });
    const signed = (t: { kind: string }, cents: number) => (t.kind === 'refund' ? -cents : cents);
    const chargesCents = transactions.filter((t) => t.kind === 'charge').reduce((s, t) => s + t.amountCents, 0);
    const refundsCents = transactions.filter((t) => t.kind === 'refund').reduce((s, t) => s + t.amountCents, 0);
    const ledgerTotalCents = transactions.reduce((s, t) => s + (t.ledgerAmountCents === null || t.problem === P.voidedInLedger ? 0 : signed(t, t.ledgerAmountCents)), 0);
    return {
      batchId: batch.batchId,
      settledAt: batch.settledAt,
      settledDate: localDate(timeZone, new Date(batch.settledAt)),
      chargesCents,
      refundsCents,
      totalCents: chargesCents - refundsCents,
      ledgerTotalCents,
      matched: transactions.every((t) => t.problem === null),
      transactions,
    };
  });
}
