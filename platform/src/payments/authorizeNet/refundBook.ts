import type { SqlExecutor } from '../../db/database';

/**
 * Authorize.net tells a charge's status but not how much of it was refunded; the port answers
 * `refundedCents`. We note each refund we made (the gateway itself refuses refunds beyond the charge,
 * reason 55, so this book is for the answer, not the guard).
 */
export class RefundBook {
  private ready: Promise<void> | null = null;
  constructor(private readonly db: Pick<SqlExecutor, 'query'>) {}

  async refundedCents(chargeId: string): Promise<number> {
    await this.ensure();
    const { rows } = await this.db.query<{ sum: string | null }>(
      `SELECT sum(amount_cents) AS sum FROM authorize_net_refunds WHERE charge_id = $1 AND NOT voided`,
      [chargeId],
    );
    return Number(rows[0]?.sum ?? 0);
  }

  async note(chargeId: string, refundId: string, amountCents: number): Promise<void> {
    await this.ensure();
    await this.db.query(
      `INSERT INTO authorize_net_refunds (refund_id, charge_id, amount_cents) VALUES ($1, $2, $3) ON CONFLICT (refund_id) DO NOTHING`,
      [refundId, chargeId, amountCents],
    );
  }

  async voided(refundId: string): Promise<void> {
    await this.ensure();
    await this.db.query(`UPDATE authorize_net_refunds SET voided = true WHERE refund_id = $1`, [refundId]);
  }

  private ensure(): Promise<void> {
    return (this.ready ??= this.db
      .query(
        `CREATE TABLE IF NOT EXISTS authorize_net_refunds (
          refund_id text PRIMARY KEY, charge_id text NOT NULL, amount_cents int NOT NULL, voided boolean NOT NULL DEFAULT false)`,
      )
      .then(() => undefined)
      .catch((error: unknown) => {
        this.ready = null;
        if ((error as { code?: string }).code === '23505' || (error as { code?: string }).code === '42P07') return;
        throw error;
      }));
  }
}
