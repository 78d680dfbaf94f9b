import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { createTestDatabase, type TestDatabase } from '../testing';
import { GatewayRequestConflict, PaymentDeclined, type CardToTokenize } from './port';
import {
  CARD_DECLINED,
  CARD_EXPIRED,
  GATEWAY_MESSAGES,
  SANDBOX_DECLINED_CARD,
  SandboxGateway,
  refundExceedsMessage,
} from './sandboxGateway';
import { settlementTime } from './settlement';

const VISA: CardToTokenize = {
  cardNumber: '4111111111111111',
  securityCode: '123',
  expMonth: 12,
  expYear: 2030,
  nameOnCard: 'Jo Doe',
  billingZipcode: '75001',
};

let test: TestDatabase;
let second: Database; // another pool on the same database: "another process"
beforeAll(async () => {
  test = await createTestDatabase({ poolSize: 20 });
  second = await openDatabase({ url: test.url, poolSize: 10 });
});
afterAll(async () => {
  await second?.close().catch(() => undefined);
  await test?.drop();
});

/** A gateway on its own clock (no waiting: tests move the clock). */
function gatewayAt(start: string, options: { settleAfterS?: number; db?: Database } = {}) {
  const clock = { now: new Date(start) };
  const gateway = new SandboxGateway({
    db: options.db ?? test.database,
    timeZone: 'America/Chicago',
    settleAfterS: options.settleAfterS,
    now: () => clock.now,
  });
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  return { gateway, clock, advance };
}

const key = (() => {
  let n = 0;
  return (label: string) => `${label}-${Date.now()}-${(n += 1)}`;
})();

describe('settlement time', () => {
  it('defaults to the cutoff (15:00 business time) of the day after the capture, across DST', () => {
    // Saturday 2026-03-07 14:00 CST; Sunday 2026-03-08 is the first CDT day (UTC-5).
    expect(settlementTime(new Date('2026-03-07T20:00:00Z'), { timeZone: 'America/Chicago' }).toISOString()).toBe(
      '2026-03-08T20:00:00.000Z',
    );
    // 23:30 CST on the 7th is already the 8th in UTC, but the business day is still the 7th.
    expect(settlementTime(new Date('2026-03-08T05:30:00Z'), { timeZone: 'America/Chicago' }).toISOString()).toBe(
      '2026-03-08T20:00:00.000Z',
    );
    expect(settlementTime(new Date('2026-01-31T18:00:00Z'), { timeZone: 'America/Chicago', cutoff: '02:00' }).toISOString()).toBe(
      '2026-02-01T08:00:00.000Z',
    );
  });

  it('is settleAfterS seconds after the capture when set (PAWROUTE_SETTLE_AFTER_S)', () => {
    expect(settlementTime(new Date('2026-03-07T20:00:00Z'), { settleAfterS: 90 }).toISOString()).toBe('2026-03-07T20:01:30.000Z');
    expect(settlementTime(new Date('2026-03-07T20:00:00Z'), { settleAfterS: 0 }).toISOString()).toBe('2026-03-07T20:00:00.000Z');
  });
});

describe('sandbox gateway (real Postgres)', () => {
  it('lifecycle: charge a stored card, captured pending settlement, settled at the next day cutoff, refund', async () => {
    const { gateway, clock } = gatewayAt('2026-03-07T20:00:00Z');
    const card = await gateway.tokenizeCard(VISA);
    expect(card).toMatchObject({ brand: 'Visa', last4: '1111', expMonth: 12, expYear: 2030 });
    expect(card.token).not.toContain('4111111111111111');

    const charged = await gateway.charge({ requestKey: key('life'), amountCents: 5_000, source: { token: card.token } });
    expect(charged).toMatchObject({
      kind: 'charge',
      status: 'capturedPendingSettlement',
      amountCents: 5_000,
      refundedCents: 0,
      token: card.token,
      cardBrand: 'Visa',
      cardLast4: '1111',
      message: null,
      settledAt: null,
    });
    expect(charged.transactionId).toMatch(/^sbx_txn_/);

    // Not settled: no refund yet.
    await expect(gateway.refund({ requestKey: key('r'), transactionId: charged.transactionId, amountCents: 100 })).rejects.toThrow(
      GATEWAY_MESSAGES.refundNotSettled,
    );
    clock.now = new Date('2026-03-08T19:59:59Z');
    expect((await gateway.getTransaction(charged.transactionId))?.status).toBe('capturedPendingSettlement');
    clock.now = new Date('2026-03-08T20:00:00Z');
    const settled = await gateway.getTransaction(charged.transactionId);
    expect(settled).toMatchObject({ status: 'settledSuccessfully', settledAt: '2026-03-08T20:00:00.000Z' });

    const refund = await gateway.refund({ requestKey: key('r'), transactionId: charged.transactionId, amountCents: 1_250 });
    expect(refund).toMatchObject({
      kind: 'refund',
      status: 'refundPendingSettlement',
      amountCents: 1_250,
      refTransactionId: charged.transactionId,
      cardLast4: '1111',
    });
    expect(await gateway.getTransaction(charged.transactionId)).toMatchObject({ status: 'settledSuccessfully', refundedCents: 1_250 });
    await expect(
      gateway.refund({ requestKey: key('r'), transactionId: charged.transactionId, amountCents: 3_751 }),
    ).rejects.toThrow(refundExceedsMessage(3_750));
    await gateway.refund({ requestKey: key('r'), transactionId: charged.transactionId, amountCents: 3_750 });
    expect((await gateway.getTransaction(charged.transactionId))?.refundedCents).toBe(5_000);
    await expect(gateway.refund({ requestKey: key('r'), transactionId: charged.transactionId, amountCents: 1 })).rejects.toThrow(
      refundExceedsMessage(0),
    );

    clock.now = new Date('2026-03-09T20:00:00Z');
    expect((await gateway.getTransaction(refund.transactionId))?.status).toBe('refundSettledSuccessfully');
    expect(await gateway.getTransaction('sbx_txn_nope')).toBeNull();
  });

  it('charges a one-time card without keeping it; another process sees the same transactions and cards', async () => {
    const { gateway } = gatewayAt('2026-05-01T12:00:00Z', { settleAfterS: 0 });
    const other = gatewayAt('2026-05-01T12:00:00Z', { settleAfterS: 0, db: second }).gateway;

    const oneTime = await gateway.charge({ requestKey: key('once'), amountCents: 2_345, source: { card: { ...VISA, cardNumber: '5555555555554444' } } });
    expect(oneTime).toMatchObject({ status: 'capturedPendingSettlement', token: null, cardBrand: 'MasterCard', cardLast4: '4444' });
    expect(await other.getTransaction(oneTime.transactionId)).toMatchObject({ status: 'settledSuccessfully', amountCents: 2_345 });

    const card = await other.tokenizeCard(VISA);
    const charged = await gateway.charge({ requestKey: key('x'), amountCents: 100, source: { token: card.token } });
    expect(charged.status).toBe('capturedPendingSettlement');

    const { rows } = await test.database.query(`SELECT * FROM sandbox_gateway_cards`);
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
  });

  it('a keyed card save answers the card the first call made (a retry after a crash makes no second card)', async () => {
    const { gateway } = gatewayAt('2026-05-01T12:00:00Z');
    const owner = { customerId: '41', requestKey: key('save-card') };
    const first = await gateway.tokenizeCard(VISA, owner);
    expect(await gateway.tokenizeCard(VISA, owner)).toEqual(first);
    expect((await gateway.tokenizeCard(VISA, { customerId: '41', requestKey: key('another-save') })).token).not.toBe(first.token);
  });

  it('declines the 4000000000000002 card (tokenizing throws as before; a charge answers declined with the message)', async () => {
    const { gateway } = gatewayAt('2026-05-01T12:00:00Z');
    await expect(gateway.tokenizeCard({ ...VISA, cardNumber: SANDBOX_DECLINED_CARD })).rejects.toThrow(PaymentDeclined);
    await expect(gateway.tokenizeCard({ ...VISA, expYear: 2026, expMonth: 4 })).rejects.toThrow(CARD_EXPIRED);

    const requestKey = key('decline');
    const declined = await gateway.charge({ requestKey, amountCents: 5_000, source: { card: { ...VISA, cardNumber: SANDBOX_DECLINED_CARD } } });
    expect(declined).toMatchObject({ status: 'declined', message: CARD_DECLINED, kind: 'charge', cardLast4: '0002' });
    expect(declined.transactionId).toMatch(/^sbx_txn_/);
    // The same attempt retried answers the same decline.
    expect(await gateway.charge({ requestKey, amountCents: 5_000, source: { card: { ...VISA, cardNumber: SANDBOX_DECLINED_CARD } } })).toEqual(declined);

    const expired = await gateway.charge({ requestKey: key('exp'), amountCents: 100, source: { card: { ...VISA, expYear: 2025 } } });
    expect(expired).toMatchObject({ status: 'declined', message: CARD_EXPIRED });
    const unknown = await gateway.charge({ requestKey: key('unk'), amountCents: 100, source: { token: 'sbx_tok_unknown' } });
    expect(unknown).toMatchObject({ status: 'declined', message: CARD_DECLINED });

    await expect(gateway.void(declined.transactionId)).rejects.toThrow(GATEWAY_MESSAGES.voidDeclined);
    await expect(gateway.refund({ requestKey: key('r'), transactionId: declined.transactionId, amountCents: 1 })).rejects.toThrow(
      GATEWAY_MESSAGES.refundNotSettled,
    );
    await expect(gateway.charge({ requestKey: key('zero'), amountCents: 0, source: { card: VISA } })).rejects.toThrow(
      GATEWAY_MESSAGES.amountPositive,
    );
  });

  it('voids only before settlement', async () => {
    const { gateway, advance } = gatewayAt('2026-05-01T12:00:00Z', { settleAfterS: 3_600 });
    const first = await gateway.charge({ requestKey: key('v1'), amountCents: 1_000, source: { card: VISA } });
    const voided = await gateway.void(first.transactionId);
    expect(voided).toMatchObject({ status: 'voided', settledAt: null });
    expect(await gateway.void(first.transactionId)).toEqual(voided); // again: unchanged
    advance(7_200);
    expect((await gateway.getTransaction(first.transactionId))?.status).toBe('voided'); // never settles
    await expect(gateway.refund({ requestKey: key('r'), transactionId: first.transactionId, amountCents: 1 })).rejects.toThrow(
      GATEWAY_MESSAGES.refundNotSettled,
    );

    const second = await gateway.charge({ requestKey: key('v2'), amountCents: 1_000, source: { card: VISA } });
    advance(3_600); // its settlement time has come; nobody has looked yet
    await expect(gateway.void(second.transactionId)).rejects.toThrow(GATEWAY_MESSAGES.voidSettled);
    expect((await gateway.getTransaction(second.transactionId))?.status).toBe('settledSuccessfully');

    // A refund voided before it settles gives its amount back to the charge.
    const refund = await gateway.refund({ requestKey: key('r'), transactionId: second.transactionId, amountCents: 400 });
    expect((await gateway.void(refund.transactionId)).status).toBe('voided');
    expect((await gateway.getTransaction(second.transactionId))?.refundedCents).toBe(0);
    await expect(gateway.void('sbx_txn_nope')).rejects.toThrow(GATEWAY_MESSAGES.notFound);
  });

  it('100 concurrent $1 refunds of a settled $50 charge, from two processes: exactly 50 succeed', async () => {
    const a = gatewayAt('2026-05-01T12:00:00Z', { settleAfterS: 0 }).gateway;
    const b = gatewayAt('2026-05-01T12:00:00Z', { settleAfterS: 0, db: second }).gateway;
    const charged = await a.charge({ requestKey: key('fifty'), amountCents: 5_000, source: { card: VISA } });
    expect((await a.getTransaction(charged.transactionId))?.status).toBe('settledSuccessfully');

    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? a : b).refund({ requestKey: key(`one-${i}`), transactionId: charged.transactionId, amountCents: 100 }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(PaymentDeclined);
      expect((r.reason as Error).message).toBe(refundExceedsMessage(0));
    }
    expect((await b.getTransaction(charged.transactionId))?.refundedCents).toBe(5_000);
    const { rows } = await test.database.query<{ n: string; sum: string }>(
      `SELECT count(*) AS n, sum(amount_cents) AS sum FROM sandbox_gateway_transactions WHERE ref_transaction_id = $1`,
      [charged.transactionId],
    );
    expect(rows[0]).toEqual({ n: '50', sum: '5000' });
  });

  it('is idempotent by request key: the same key never charges (or refunds) twice', async () => {
    const { gateway } = gatewayAt('2026-05-01T12:00:00Z', { settleAfterS: 0 });
    const other = gatewayAt('2026-05-01T12:00:00Z', { settleAfterS: 0, db: second }).gateway;
    const card = await gateway.tokenizeCard(VISA);
    const requestKey = key('same');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? gateway : other).charge({ requestKey, amountCents: 7_500, source: { token: card.token } })),
    );
    expect(new Set(attempts.map((t) => t.transactionId)).size).toBe(1);
    const { rows } = await test.database.query(`SELECT 1 FROM sandbox_gateway_transactions WHERE request_key = $1`, [requestKey]);
    expect(rows).toHaveLength(1);
    // A later retry answers the first result (as of now: settled).
    const later = await gateway.charge({ requestKey, amountCents: 7_500, source: { token: card.token } });
    expect(later).toMatchObject({ transactionId: attempts[0]!.transactionId, status: 'settledSuccessfully' });
    // The same key for another request is a caller bug.
    await expect(gateway.charge({ requestKey, amountCents: 7_600, source: { token: card.token } })).rejects.toThrow(GatewayRequestConflict);

    const refundKey = key('refund-same');
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () => gateway.refund({ requestKey: refundKey, transactionId: later.transactionId, amountCents: 2_000 })),
    );
    expect(new Set(refunds.map((t) => t.transactionId)).size).toBe(1);
    expect((await gateway.getTransaction(later.transactionId))?.refundedCents).toBe(2_000);
  });
});

describe('sandbox gateway on embedded PGlite (npm start with no DATABASE_URL)', () => {
  it('charges, settles, refunds at most what remains, voids before settlement', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const { gateway, advance } = gatewayAt('2026-05-01T12:00:00Z', { settleAfterS: 60, db });
      const card = await gateway.tokenizeCard(VISA);
      const charged = await gateway.charge({ requestKey: 'k1', amountCents: 500, source: { token: card.token } });
      expect(charged.status).toBe('capturedPendingSettlement');
      const toVoid = await gateway.charge({ requestKey: 'k2', amountCents: 300, source: { card: VISA } });
      expect((await gateway.void(toVoid.transactionId)).status).toBe('voided');
      advance(60);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => gateway.refund({ requestKey: `r${i}`, transactionId: charged.transactionId, amountCents: 100 })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      expect(await gateway.getTransaction(charged.transactionId)).toMatchObject({ status: 'settledSuccessfully', refundedCents: 500 });
    } finally {
      await db.close();
    }
  });
});
