import { describe, expect, it } from 'vitest';
import { GatewayRequestConflict, PaymentDeclined, type GatewayTransaction, type PaymentGateway, type PaymentSource } from './port';
import { GATEWAY_MESSAGES } from './sandboxGateway';

/**
 * The PaymentGateway contract: what every gateway (the sandbox, Authorize.net through the adapter)
 * must do for the ledger. Each harness says how to make cards and how to run its daily batch;
 * `settle` is absent where a test cannot make the gateway settle (Authorize.net's real sandbox settles
 * once a day), and the tests that need it are skipped there.
 */
export interface GatewayHarness {
  gateway: PaymentGateway;
  /** A good card on file (tokenized), a different one each call. */
  cardOnFile(): Promise<{ token: string }>;
  /** A good one-time card (last four 1111), fresh each call. */
  oneTimeCard(): Promise<PaymentSource>;
  /** A one-time card the gateway declines. */
  declinedCard(): Promise<PaymentSource>;
  /** A one-time card past its expiry. */
  expiredCard(): Promise<PaymentSource>;
  /** Runs the daily batch: what was captured settles. */
  settle?(): Promise<void>;
  /** A transaction id the gateway has never seen. */
  unknownId: string;
}

const keys = (() => {
  let n = 0;
  const run = `${Date.now()}`;
  return (label: string) => `${label}-${run}-${(n += 1)}`;
})();

async function declinedOrRefused(attempt: Promise<GatewayTransaction>): Promise<string> {
  try {
    const answer = await attempt;
    expect(answer.status).toBe('declined');
    return answer.message ?? '';
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentDeclined);
    return (error as Error).message;
  }
}

export function describeGatewayContract(name: string, setup: () => GatewayHarness | Promise<GatewayHarness>, options: { skip?: string } = {}): void {
  const suite = options.skip ? describe.skip : describe;
  suite(`payment gateway contract: ${name}${options.skip ? ` (skipped: ${options.skip})` : ''}`, () => {
    let h: GatewayHarness;
    const withSettle = (title: string, body: () => Promise<void>) =>
      it(title, async (context) => {
        h ??= await setup();
        if (!h.settle) return context.skip();
        await body();
      });
    const plain = (title: string, body: () => Promise<void>) =>
      it(title, async () => {
        h ??= await setup();
        await body();
      });

    withSettle('charges a card on file, settles, refunds at most what remains', async () => {
      const card = await h.cardOnFile();
      const charged = await h.gateway.charge({ requestKey: keys('life'), amountCents: 5_000, source: card });
      expect(charged).toMatchObject({ kind: 'charge', status: 'capturedPendingSettlement', amountCents: 5_000, refundedCents: 0, token: card.token, message: null, settledAt: null });
      expect(charged.cardLast4).toMatch(/^\d{4}$/);
      await expect(h.gateway.refund({ requestKey: keys('r'), transactionId: charged.transactionId, amountCents: 100 })).rejects.toThrow(GATEWAY_MESSAGES.refundNotSettled);
      await h.settle!();
      const settled = await h.gateway.getTransaction(charged.transactionId);
      expect(settled).toMatchObject({ status: 'settledSuccessfully', amountCents: 5_000 });
      expect(settled!.settledAt).not.toBeNull();

      const refund = await h.gateway.refund({ requestKey: keys('r'), transactionId: charged.transactionId, amountCents: 1_250 });
      expect(refund).toMatchObject({ kind: 'refund', status: 'refundPendingSettlement', amountCents: 1_250, refTransactionId: charged.transactionId, cardLast4: charged.cardLast4 });
      expect((await h.gateway.getTransaction(charged.transactionId))?.refundedCents).toBe(1_250);
      await expect(h.gateway.refund({ requestKey: keys('r'), transactionId: charged.transactionId, amountCents: 3_751 })).rejects.toThrow(/cannot exceed what remains of the payment \(37\.50\)/);
      await h.gateway.refund({ requestKey: keys('r'), transactionId: charged.transactionId, amountCents: 3_750 });
      expect((await h.gateway.getTransaction(charged.transactionId))?.refundedCents).toBe(5_000);
      await h.settle!();
      expect((await h.gateway.getTransaction(refund.transactionId))?.status).toBe('refundSettledSuccessfully');
    });

    plain('charges a one-time card without a token; unknown ids are null', async () => {
      const charged = await h.gateway.charge({ requestKey: keys('once'), amountCents: 2_345, source: await h.oneTimeCard() });
      expect(charged).toMatchObject({ status: 'capturedPendingSettlement', token: null, cardLast4: '1111', amountCents: 2_345 });
      expect(await h.gateway.getTransaction(charged.transactionId)).toMatchObject({ status: 'capturedPendingSettlement', amountCents: 2_345 });
      expect(await h.gateway.getTransaction(h.unknownId)).toBeNull();
    });

    plain('declines with the gateway reason; the same attempt retried answers the same decline; expired cards are refused', async () => {
      const requestKey = keys('decline');
      const source = await h.declinedCard();
      const declined = await h.gateway.charge({ requestKey, amountCents: 5_000, source });
      expect(declined.status).toBe('declined');
      expect(declined.message).toMatch(/declined/i);
      expect((await h.gateway.charge({ requestKey, amountCents: 5_000, source })).transactionId).toBe(declined.transactionId);
      await expect(h.gateway.void(declined.transactionId)).rejects.toThrow(GATEWAY_MESSAGES.voidDeclined);
      expect(await declinedOrRefused(h.gateway.charge({ requestKey: keys('exp'), amountCents: 100, source: await h.expiredCard() }))).toMatch(/expired/i);
      await expect(h.gateway.charge({ requestKey: keys('zero'), amountCents: 0, source: await h.oneTimeCard() })).rejects.toThrow(GATEWAY_MESSAGES.amountPositive);
    });

    withSettle('voids only before settlement; a voided refund gives its amount back', async () => {
      const first = await h.gateway.charge({ requestKey: keys('v1'), amountCents: 1_000, source: await h.oneTimeCard() });
      const voided = await h.gateway.void(first.transactionId);
      expect(voided).toMatchObject({ status: 'voided', settledAt: null });
      expect((await h.gateway.void(first.transactionId)).status).toBe('voided');
      const second = await h.gateway.charge({ requestKey: keys('v2'), amountCents: 1_000, source: await h.oneTimeCard() });
      await h.settle!();
      expect((await h.gateway.getTransaction(first.transactionId))?.status).toBe('voided');
      await expect(h.gateway.void(second.transactionId)).rejects.toThrow(GATEWAY_MESSAGES.voidSettled);
      const refund = await h.gateway.refund({ requestKey: keys('r'), transactionId: second.transactionId, amountCents: 400 });
      expect((await h.gateway.void(refund.transactionId)).status).toBe('voided');
      expect((await h.gateway.getTransaction(second.transactionId))?.refundedCents).toBe(0);
    });

    plain('is idempotent by request key: concurrent and later retries charge once; another request under the key is a conflict', async () => {
      const card = await h.cardOnFile();
      const requestKey = keys('same');
      const attempts = await Promise.all(Array.from({ length: 4 }, () => h.gateway.charge({ requestKey, amountCents: 7_500, source: card })));
      expect(new Set(attempts.map((t) => t.transactionId)).size).toBe(1);
      const later = await h.gateway.charge({ requestKey, amountCents: 7_500, source: card });
      expect(later.transactionId).toBe(attempts[0]!.transactionId);
      await expect(h.gateway.charge({ requestKey, amountCents: 7_600, source: card })).rejects.toThrow(GatewayRequestConflict);
    });

    withSettle('20 concurrent $1 refunds of a settled $10 charge: exactly 10 succeed', async () => {
      const charged = await h.gateway.charge({ requestKey: keys('ten'), amountCents: 1_000, source: await h.oneTimeCard() });
      await h.settle!();
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => h.gateway.refund({ requestKey: keys(`one-${i}`), transactionId: charged.transactionId, amountCents: 100 })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toMatch(/cannot exceed what remains/);
      expect((await h.gateway.getTransaction(charged.transactionId))?.refundedCents).toBe(1_000);
    });
  });
}
