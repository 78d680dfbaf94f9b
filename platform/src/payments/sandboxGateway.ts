import { randomUUID } from 'node:crypto';
import { cardBrand } from '@pawroute/domain';
import type { Database, SqlExecutor } from '../db/database';
import {
  GatewayRequestConflict,
  PaymentDeclined,
  isOpaqueCard,
  type CardOwner,
  type CardToTokenize,
  type ChargeRequest,
  type OpaqueCard,
  type GatewayTransaction,
  type GatewayTransactionStatus,
  type SettledBatch,
  type PaymentGateway,
  type RefundRequest,
  type TokenizedCard,
} from './port';
import { settlementTime, wallClock, type SettlementSchedule } from './settlement';
import { decodeSandboxOpaque } from './sandboxOpaque';

/** Test numbers the sandbox declines (as real gateways' sandboxes do). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const CARD_DECLINED = 'The credit card was declined.';
export const CARD_EXPIRED = 'This credit card has expired.';
export const GATEWAY_MESSAGES = {
  amountPositive: 'The amount must be a positive number of cents.',
  requestKeyRequired: 'A request key is required.',
  notFound: 'Transaction not found.',
  refundNotCharge: 'Only a payment can be refunded.',
  refundNotSettled: 'Only a settled transaction can be refunded.',
  voidSettled: 'A settled transaction cannot be voided; refund it instead.',
  voidDeclined: 'A declined transaction cannot be voided.',
} as const;
export const refundExceedsMessage = (remainingCents: number) =>
  `A refund cannot exceed what remains of the payment (${(remainingCents / 100).toFixed(2)}).`;

export interface SandboxGatewayOptions extends SettlementSchedule {
  /** Where the sandbox keeps its cards and transactions, so every process sees the same ones. */
  db: Pick<Database, 'query' | 'transaction'>;
  /** The clock (tests pass one to settle without waiting). */
  now?: () => Date;
}

/**
 * The built-in gateway: no network, its state in two PostgreSQL tables (created on first use), so
 * several processes over one database agree. Tokens and transaction ids are random (never derived from
 * the number); a card row keeps only what we would keep: brand, last four, expiry. A capture settles at
 * `settlementTime` (PAWROUTE_SETTLE_AFTER_S, else the next day's cutoff); nothing runs on a timer: a
 * transaction whose time has come is moved to its settled status when it is next read or touched.
 * Refunds and voids lock the charge's row, so concurrent refunds never exceed it.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly db: SandboxGatewayOptions['db'];
  private readonly now: () => Date;
  private ready: Promise<void> | null = null;

  constructor(private readonly options: SandboxGatewayOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  async tokenizeCard(typed: CardToTokenize | OpaqueCard, owner?: CardOwner): Promise<TokenizedCard> {
    await this.ensure();
    // A keyed request made before (its answer lost, or its caller killed): the card it made, as a gateway's duplicate answer.
    const requestKey = owner?.requestKey ?? null;
    const made = requestKey === null ? null : await this.cardByRequestKey(requestKey);
    if (made) return made;
    const card = this.typedOrOpaque(typed);
    const refusal = this.cardRefusal(card.cardNumber, card.expMonth, card.expYear, this.now());
    if (refusal) throw new PaymentDeclined(refusal);
    const tokenized: TokenizedCard = {
      token: `sbx_tok_${randomUUID()}`,
      brand: card.brand ?? cardBrand(card.cardNumber) ?? 'Card',
      last4: card.cardNumber.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    const { rowCount } = await this.db.query(
      `INSERT INTO sandbox_gateway_cards (token, brand, last4, exp_month, exp_year, created_at, request_key) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (request_key) DO NOTHING`,
      [tokenized.token, tokenized.brand, tokenized.last4, tokenized.expMonth, tokenized.expYear, this.now().toISOString(), requestKey],
    );
    // Two calls with one key racing: the first row wins and both answer it.
    if (rowCount === 0 && requestKey !== null) return (await this.cardByRequestKey(requestKey))!;
    return tokenized;
  }

  private async cardByRequestKey(requestKey: string): Promise<TokenizedCard | null> {
    const { rows } = await this.db.query<CardRow>(`SELECT * FROM sandbox_gateway_cards WHERE request_key = $1`, [requestKey]);
    const row = rows[0];
    return row ? { token: row.token, brand: row.brand, last4: row.last4, expMonth: Number(row.exp_month), expYear: Number(row.exp_year) } : null;
  }

  async charge(request: ChargeRequest): Promise<GatewayTransaction> {
    checkRequest(request.requestKey, request.amountCents);
    await this.ensure();
    const given = request.source;
    const source = 'opaque' in given ? { card: this.typedOrOpaque(given.opaque) } : given;
    const fingerprint = `charge|${request.amountCents}|${'token' in source ? `token:${source.token}` : `card:${source.card.cardNumber.slice(-4)}`}`;
    const earlier = await this.replay(this.db, request.requestKey, fingerprint);
    if (earlier) return earlier;

    const now = this.now();
    let token: string | null = null;
    let brand = 'Card';
    let last4 = '';
    let refusal: string | null;
    if ('token' in source) {
      token = source.token;
      const { rows } = await this.db.query<CardRow>(`SELECT * FROM sandbox_gateway_cards WHERE token = $1`, [token]);
      const card = rows[0];
      if (card) {
        brand = card.brand;
        last4 = card.last4;
        refusal = expiredBy(card.exp_month, card.exp_year, now, this.options.timeZone) ? CARD_EXPIRED : null;
      } else {
        refusal = CARD_DECLINED;
      }
    } else {
      brand = ('brand' in source.card ? (source.card.brand as string | undefined) : undefined) ?? cardBrand(source.card.cardNumber) ?? 'Card';
      last4 = source.card.cardNumber.slice(-4);
      refusal = this.cardRefusal(source.card.cardNumber, source.card.expMonth, source.card.expYear, now);
    }

    const status: GatewayTransactionStatus = refusal ? 'declined' : 'capturedPendingSettlement';
    const settlesAt = refusal ? null : settlementTime(now, this.options).toISOString();
    // The key's row is the charge: whoever inserts it charged; a concurrent twin answers its result.
    const { rows } = await this.db.query<TransactionRow>(
      `INSERT INTO sandbox_gateway_transactions
         (transaction_id, request_key, fingerprint, kind, status, amount_cents, token, card_brand, card_last4, message,
          submitted_at, settles_at)
       VALUES ($1, $2, $3, 'charge', $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (request_key) DO NOTHING
       RETURNING *`,
      [newTransactionId(), request.requestKey, fingerprint, status, request.amountCents, token, brand, last4, refusal,
        now.toISOString(), settlesAt],
    );
    if (rows[0]) return toTransaction(rows[0]);
    const twin = await this.replay(this.db, request.requestKey, fingerprint);
    if (!twin) throw new Error(`sandbox gateway: request key ${request.requestKey} vanished`);
    return twin;
  }

  async void(transactionId: string): Promise<GatewayTransaction> {
    await this.ensure();
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const { rows: found } = await tx.query<Pick<TransactionRow, 'kind' | 'ref_transaction_id'>>(
        `SELECT kind, ref_transaction_id FROM sandbox_gateway_transactions WHERE transaction_id = $1`,
        [transactionId],
      );
      const target = found[0];
      if (!target) throw new PaymentDeclined(GATEWAY_MESSAGES.notFound);
      // Lock order is always charge, then refund (as refund() does), so the two never deadlock.
      if (target.kind === 'refund' && target.ref_transaction_id) await this.lock(tx, target.ref_transaction_id, now);
      const row = await this.lock(tx, transactionId, now);
      if (!row) throw new PaymentDeclined(GATEWAY_MESSAGES.notFound);
      switch (row.status) {
        case 'voided':
          return toTransaction(row);
        case 'authorizedPendingCapture':
        case 'capturedPendingSettlement':
        case 'refundPendingSettlement': {
          const { rows } = await tx.query<TransactionRow>(
            `UPDATE sandbox_gateway_transactions SET status = 'voided', settles_at = NULL
              WHERE transaction_id = $1 RETURNING *`,
            [transactionId],
          );
          if (row.kind === 'refund' && row.ref_transaction_id) {
            await tx.query(
              `UPDATE sandbox_gateway_transactions SET refunded_cents = refunded_cents - $2 WHERE transaction_id = $1`,
              [row.ref_transaction_id, row.amount_cents],
            );
          }
          return toTransaction(rows[0]!);
        }
        case 'declined':
          throw new PaymentDeclined(GATEWAY_MESSAGES.voidDeclined);
        default:
          throw new PaymentDeclined(GATEWAY_MESSAGES.voidSettled);
      }
    });
  }

  async refund(request: RefundRequest): Promise<GatewayTransaction> {
    checkRequest(request.requestKey, request.amountCents);
    await this.ensure();
    const fingerprint = `refund|${request.amountCents}|${request.transactionId}`;
    const now = this.now();
    return this.db.transaction(async (tx) => {
      // The charge's row lock serializes every refund and void of it (and replays of the same key).
      const charge = await this.lock(tx, request.transactionId, now);
      if (!charge) throw new PaymentDeclined(GATEWAY_MESSAGES.notFound);
      const earlier = await this.replay(tx, request.requestKey, fingerprint);
      if (earlier) return earlier;
      if (charge.kind !== 'charge') throw new PaymentDeclined(GATEWAY_MESSAGES.refundNotCharge);
      if (charge.status !== 'settledSuccessfully') throw new PaymentDeclined(GATEWAY_MESSAGES.refundNotSettled);
      const remaining = charge.amount_cents - charge.refunded_cents;
      if (request.amountCents > remaining) throw new PaymentDeclined(refundExceedsMessage(remaining));
      const { rows } = await tx.query<TransactionRow>(
        `INSERT INTO sandbox_gateway_transactions
           (transaction_id, request_key, fingerprint, kind, status, amount_cents, ref_transaction_id, token, card_brand,
            card_last4, submitted_at, settles_at)
         VALUES ($1, $2, $3, 'refund', 'refundPendingSettlement', $4, $5, $6, $7, $8, $9, $10)
         RETURNING *`,
        [newTransactionId(), request.requestKey, fingerprint, request.amountCents, charge.transaction_id, charge.token,
          charge.card_brand, charge.card_last4, now.toISOString(), settlementTime(now, this.options).toISOString()],
      );
      await tx.query(
        `UPDATE sandbox_gateway_transactions SET refunded_cents = refunded_cents + $2 WHERE transaction_id = $1`,
        [charge.transaction_id, request.amountCents],
      );
      return toTransaction(rows[0]!);
    });
  }

  async getTransaction(transactionId: string): Promise<GatewayTransaction | null> {
    await this.ensure();
    const settled = await settleIfDue(this.db, transactionId, this.now());
    if (settled) return toTransaction(settled);
    const { rows } = await this.db.query<TransactionRow>(
      `SELECT * FROM sandbox_gateway_transactions WHERE transaction_id = $1`,
      [transactionId],
    );
    return rows[0] ? toTransaction(rows[0]) : null;
  }

  /**
   * Opaque data from the Accept.js stand-in, as a card the sandbox can judge: its number is a stand-in
   * (the declined test number when the stand-in saw it, else twelve zeros and the last four).
   */
  private typedOrOpaque(card: CardToTokenize | OpaqueCard): CardToTokenize & { brand?: string } {
    if (!isOpaqueCard(card)) return card;
    const decoded = decodeSandboxOpaque(card.dataDescriptor, card.dataValue);
    if (!decoded) throw new PaymentDeclined('The card could not be read (the payment form expired); enter it again.');
    return {
      cardNumber: decoded.declined ? SANDBOX_DECLINED_CARD : `000000000000${decoded.last4}`,
      securityCode: '',
      expMonth: card.expMonth,
      expYear: card.expYear,
      nameOnCard: card.nameOnCard,
      billingZipcode: card.billingZipcode,
      brand: decoded.brand,
    };
  }

  /** Every transaction submitted since `since` (the settlement sweep reconciles them with the ledger); requestRef is the request key. */
  async listTransactionsSince(since: Date): Promise<Array<GatewayTransaction & { requestRef: string | null }>> {
    await this.ensure();
    const { rows } = await this.db.query<TransactionRow>(
      `SELECT transaction_id FROM sandbox_gateway_transactions WHERE submitted_at >= $1 ORDER BY submitted_at`,
      [since.toISOString()],
    );
    const out: Array<GatewayTransaction & { requestRef: string | null }> = [];
    for (const { transaction_id } of rows) {
      await settleIfDue(this.db, transaction_id, this.now());
      const { rows: found } = await this.db.query<TransactionRow>(`SELECT * FROM sandbox_gateway_transactions WHERE transaction_id = $1`, [transaction_id]);
      if (found[0]) out.push({ ...toTransaction(found[0]), requestRef: found[0].request_key });
    }
    return out;
  }

  /**
   * The sandbox's daily batches: what settled between `from` and `to`, one batch per business day of
   * settlement (batch id `sbx-YYYY-MM-DD`), as a real gateway deposits each day's batch.
   */
  async listSettledBatches(from: Date, to: Date): Promise<SettledBatch[]> {
    await this.ensure();
    const now = this.now();
    await this.db.query(
      `UPDATE sandbox_gateway_transactions
          SET status = CASE status WHEN 'capturedPendingSettlement' THEN 'settledSuccessfully' ELSE 'refundSettledSuccessfully' END,
              settled_at = settles_at
        WHERE status IN ('capturedPendingSettlement', 'refundPendingSettlement') AND settles_at <= $1`,
      [now.toISOString()],
    );
    const { rows } = await this.db.query<TransactionRow>(
      `SELECT * FROM sandbox_gateway_transactions
        WHERE status IN ('settledSuccessfully', 'refundSettledSuccessfully') AND settled_at >= $1 AND settled_at <= $2
        ORDER BY settled_at, submitted_at`,
      [from.toISOString(), to.toISOString()],
    );
    const batches = new Map<string, SettledBatch>();
    for (const row of rows) {
      const settledAt = new Date(row.settled_at!);
      const { year, month, day } = wallClock(settledAt, this.options.timeZone ?? 'America/Chicago');
      const batchId = `sbx-${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const batch = batches.get(batchId) ?? { batchId, settledAt: settledAt.toISOString(), transactions: [] };
      if (settledAt.toISOString() > batch.settledAt) batch.settledAt = settledAt.toISOString();
      batch.transactions.push({
        transactionId: row.transaction_id,
        kind: row.kind,
        amountCents: Number(row.amount_cents),
        cardBrand: row.card_brand,
        cardLast4: row.card_last4,
        requestRef: row.request_key,
      });
      batches.set(batchId, batch);
    }
    return [...batches.values()];
  }

  private cardRefusal(cardNumber: string, expMonth: number, expYear: number, now: Date): string | null {
    if (cardNumber === SANDBOX_DECLINED_CARD) return CARD_DECLINED;
    if (expiredBy(expMonth, expYear, now, this.options.timeZone)) return CARD_EXPIRED;
    return null;
  }

  /** The row, locked FOR UPDATE, settled first if its time has come. */
  private async lock(tx: SqlExecutor, transactionId: string, now: Date): Promise<TransactionRow | null> {
    const { rows } = await tx.query<TransactionRow>(
      `SELECT * FROM sandbox_gateway_transactions WHERE transaction_id = $1 FOR UPDATE`,
      [transactionId],
    );
    if (!rows[0]) return null;
    return (await settleIfDue(tx, transactionId, now)) ?? rows[0];
  }

  /** The earlier answer to this key, as of now; throws when the key was used for another request. */
  private async replay(db: SqlExecutor, requestKey: string, fingerprint: string): Promise<GatewayTransaction | null> {
    const { rows } = await db.query<TransactionRow>(
      `SELECT * FROM sandbox_gateway_transactions WHERE request_key = $1`,
      [requestKey],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.fingerprint !== fingerprint) throw new GatewayRequestConflict(requestKey);
    return toTransaction((await settleIfDue(db, row.transaction_id, this.now())) ?? row);
  }

  private ensure(): Promise<void> {
    return (this.ready ??= ensureSandboxGatewayTables(this.db).catch((error: unknown) => {
      this.ready = null;
      throw error;
    }));
  }
}

/** The sandbox's tables. Idempotent; safe to call from several processes at once. */
export async function ensureSandboxGatewayTables(db: Pick<SqlExecutor, 'query'>): Promise<void> {
  const statements = [
    `CREATE TABLE IF NOT EXISTS sandbox_gateway_cards (
      token text PRIMARY KEY,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month int NOT NULL,
      exp_year int NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    // The key of the request that put the card on file (CardOwner.requestKey): one card per key.
    `ALTER TABLE sandbox_gateway_cards ADD COLUMN IF NOT EXISTS request_key text NULL`,
    `CREATE UNIQUE INDEX IF NOT EXISTS sandbox_gateway_cards_request_key ON sandbox_gateway_cards (request_key)`,
    `CREATE TABLE IF NOT EXISTS sandbox_gateway_transactions (
      transaction_id text PRIMARY KEY,
      request_key text NOT NULL UNIQUE,
      fingerprint text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('charge', 'refund')),
      status text NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      refunded_cents int NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
      ref_transaction_id text NULL REFERENCES sandbox_gateway_transactions (transaction_id),
      token text NULL,
      card_brand text NOT NULL,
      card_last4 text NOT NULL,
      message text NULL,
      submitted_at timestamptz NOT NULL,
      settles_at timestamptz NULL,
      settled_at timestamptz NULL
    )`,
  ];
  for (const sql of statements) {
    try {
      await db.query(sql);
    } catch (error) {
      // Two processes creating the same table at once: the loser sees a duplicate type or relation.
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42P07' && code !== '42701') throw error;
    }
  }
}

interface CardRow {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

interface TransactionRow {
  transaction_id: string;
  request_key: string;
  fingerprint: string;
  kind: 'charge' | 'refund';
  status: GatewayTransactionStatus;
  amount_cents: number;
  refunded_cents: number;
  ref_transaction_id: string | null;
  token: string | null;
  card_brand: string;
  card_last4: string;
  message: string | null;
  submitted_at: Date | string;
  settles_at: Date | string | null;
  settled_at: Date | string | null;
}

/** The daily batch, lazily: moves this transaction to its settled status if its time has come. */
async function settleIfDue(db: SqlExecutor, transactionId: string, now: Date): Promise<TransactionRow | null> {
  const { rows } = await db.query<TransactionRow>(
    `UPDATE sandbox_gateway_transactions
        SET status = CASE status WHEN 'capturedPendingSettlement' THEN 'settledSuccessfully' ELSE 'refundSettledSuccessfully' END,
            settled_at = settles_at
      WHERE transaction_id = $1
        AND status IN ('capturedPendingSettlement', 'refundPendingSettlement')
        AND settles_at <= $2
      RETURNING *`,
    [transactionId, now.toISOString()],
  );
  return rows[0] ?? null;
}

function checkRequest(requestKey: string, amountCents: number): void {
  if (typeof requestKey !== 'string' || requestKey.trim() === '') throw new PaymentDeclined(GATEWAY_MESSAGES.requestKeyRequired);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new PaymentDeclined(GATEWAY_MESSAGES.amountPositive);
}

/** Cards are good to the end of their month, in the business's calendar. */
function expiredBy(expMonth: number, expYear: number, now: Date, timeZone = 'America/Chicago'): boolean {
  const { year, month } = wallClock(now, timeZone);
  return expYear < year || (expYear === year && expMonth < month);
}

const newTransactionId = () => `sbx_txn_${randomUUID()}`;
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toTransaction(row: TransactionRow): GatewayTransaction {
  return {
    transactionId: row.transaction_id,
    kind: row.kind,
    status: row.status,
    amountCents: Number(row.amount_cents),
    refundedCents: Number(row.refunded_cents),
    refTransactionId: row.ref_transaction_id,
    token: row.token,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    message: row.message,
    submittedAt: iso(row.submitted_at)!,
    settledAt: iso(row.settled_at),
  };
}
