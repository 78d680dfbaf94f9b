import type { SqlExecutor } from '../db/database';
import { requestRef } from './authorizeNet/refKeys';
import { GatewayUnavailable, type ChargeRequest, type GatewayTransaction, type PaymentGateway } from './port';

/**
 * Money taken is money recorded: every charge's request key is written down BEFORE the gateway is
 * asked (gateway_requests), with the gateway's transaction id once it answers. A process that dies
 * between the charge and the ledger's append leaves this row; the settlement sweep
 * (command-api/src/transactions/reconcileGateway.ts) finds the gateway's charge by its reference
 * (the request key, or its 20-character digest on Authorize.net) and the ledger row the key names.
 */
export async function ensureGatewayRequestsTable(db: Pick<SqlExecutor, 'query'>): Promise<void> {
  try {
    await db.query(
      `CREATE TABLE IF NOT EXISTS gateway_requests (
        request_key text PRIMARY KEY,
        request_ref text NOT NULL,
        amount_cents int NOT NULL,
        gateway_transaction_id text NULL,
        asked_at timestamptz NOT NULL
      )`,
    );
    await db.query(`CREATE INDEX IF NOT EXISTS gateway_requests_ref ON gateway_requests (request_ref)`);
    // 'unknown': the gateway was asked and never answered (or its answer could not be read back).
    await db.query(`ALTER TABLE gateway_requests ADD COLUMN IF NOT EXISTS outcome text NULL`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07' && code !== '42701') throw error;
  }
}

/** A charge whose outcome the gateway has not told us: listed on the System page until the sweep resolves it. */
export interface UnknownGatewayRequest {
  requestKey: string;
  requestRef: string;
  amountCents: number;
  askedAt: string;
}

export async function unknownGatewayRequests(db: Pick<SqlExecutor, 'query'>): Promise<UnknownGatewayRequest[]> {
  await ensureGatewayRequestsTable(db);
  const { rows } = await db.query<{ request_key: string; request_ref: string; amount_cents: number; asked_at: Date | string }>(
    `SELECT request_key, request_ref, amount_cents, asked_at FROM gateway_requests WHERE outcome = 'unknown' ORDER BY asked_at`,
  );
  return rows.map((r) => ({ requestKey: r.request_key, requestRef: r.request_ref, amountCents: Number(r.amount_cents), askedAt: new Date(r.asked_at).toISOString() }));
}

/** The sweep's verdict on an unknown request: the gateway's charge found (its id), or none was made. */
export async function resolveGatewayRequest(db: Pick<SqlExecutor, 'query'>, requestKey: string, gatewayTransactionId: string | null): Promise<void> {
  await db.query(`UPDATE gateway_requests SET gateway_transaction_id = coalesce($2, gateway_transaction_id), outcome = $3 WHERE request_key = $1`, [
    requestKey,
    gatewayTransactionId,
    gatewayTransactionId === null ? 'none' : null,
  ]);
}

export interface GatewayRequestRow {
  request_key: string;
  request_ref: string;
  amount_cents: number;
  gateway_transaction_id: string | null;
}

/** The request a gateway transaction answered, by the reference it carries (null: not one of ours). */
export async function gatewayRequestByRef(db: Pick<SqlExecutor, 'query'>, ref: string): Promise<GatewayRequestRow | null> {
  await ensureGatewayRequestsTable(db);
  const { rows } = await db.query<GatewayRequestRow>(`SELECT * FROM gateway_requests WHERE request_ref = $1 OR request_key = $1 LIMIT 1`, [ref]);
  return rows[0] ?? null;
}

/** The gateway, noting each charge's key before asking it. Everything else passes through. */
export function notingCharges(inner: PaymentGateway, db: Pick<SqlExecutor, 'query'>, now: () => Date = () => new Date()): PaymentGateway {
  let ready: Promise<void> | null = null;
  const noting: PaymentGateway = Object.create(inner) as PaymentGateway;
  noting.charge = async (request: ChargeRequest): Promise<GatewayTransaction> => {
    await (ready ??= ensureGatewayRequestsTable(db).catch((error: unknown) => {
      ready = null;
      throw error;
    }));
    await db.query(
      `INSERT INTO gateway_requests (request_key, request_ref, amount_cents, asked_at) VALUES ($1, $2, $3, $4) ON CONFLICT (request_key) DO NOTHING`,
      [request.requestKey, requestRef(request.requestKey), request.amountCents, now().toISOString()],
    );
    let answer: GatewayTransaction;
    try {
      answer = await inner.charge(request);
    } catch (error) {
      // No answer: the money may or may not have moved. Noted as unknown until a look-up says which.
      if (error instanceof GatewayUnavailable) {
        await db.query(`UPDATE gateway_requests SET outcome = 'unknown' WHERE request_key = $1 AND gateway_transaction_id IS NULL`, [request.requestKey]);
      }
      throw error;
    }
    await db.query(`UPDATE gateway_requests SET gateway_transaction_id = $2, outcome = NULL WHERE request_key = $1`, [request.requestKey, answer.transactionId]);
    return answer;
  };
  return noting;
}
