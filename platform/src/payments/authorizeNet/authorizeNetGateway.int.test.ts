import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/openDatabase';
import type { Database } from '../../db/database';
import { startFakeAuthorizeNet, type FakeAuthorizeNet } from '../../testing/fakeAuthorizeNet';
import { describeGatewayContract, type GatewayHarness } from '../gatewayContract';
import { GatewayAccessDenied, GatewayUnavailable, PaymentDeclined, type PaymentSource } from '../port';
import { callAuthorizeNet } from './client';
import { AuthorizeNetGateway, RAW_CARD_REFUSED, TRANSACTION_DETAILS_API_NEEDED } from './gateway';
import { authorizeNetSettingsFrom, type AuthorizeNetSettings } from './settings';

/**
 * The contract suite (gatewayContract.ts) against the Authorize.net adapter, twice: with the local
 * stand-in (testing/fakeAuthorizeNet.ts; its samples' sources are named there: the API reference's
 * sample request/response of each call, the response-code table, the testing guide's triggers) and, when
 * AUTHORIZE_NET_* are set, with Authorize.net's real sandbox (apitest.authorize.net).
 * Card triggers (developer.authorize.net/hello_world/testing_guide): zip 46282 declines.
 */
let fake: FakeAuthorizeNet | undefined;
const dbs: Database[] = [];
afterAll(async () => {
  await fake?.close();
  for (const db of dbs) await db.close();
});

let customers = 0;
function harness(settings: AuthorizeNetSettings, db: Database, opaque: (card: { cardNumber: string; expMonth: number; expYear: number; cardCode: string }) => Promise<{ dataDescriptor: string; dataValue: string }>, settle?: () => Promise<void>): GatewayHarness {
  const gateway = new AuthorizeNetGateway({ settings, db });
  const oneTime = async (card: { cardNumber: string; expMonth: number; expYear: number; cardCode: string }, zip = '75001'): Promise<PaymentSource> => ({
    opaque: { ...(await opaque(card)), expMonth: card.expMonth, expYear: card.expYear, nameOnCard: 'Jo Doe', billingZipcode: zip, last4: card.cardNumber.slice(-4) },
  });
  return {
    gateway,
    async cardOnFile() {
      customers += 1;
      const cardNumber = ['4111111111111111', '5424000000000015', '4007000000027', '6011000000000012'][customers % 4]!;
      const data = await opaque({ cardNumber, expMonth: 12, expYear: 2031 + (customers % 5), cardCode: '123' });
      return gateway.tokenizeCard({ ...data, expMonth: 12, expYear: 2031, nameOnCard: 'Jo Doe', billingZipcode: '75001' }, { customerId: `c${Date.now() % 1e9}-${customers}` });
    },
    oneTimeCard: () => oneTime({ cardNumber: '4111111111111111', expMonth: 12, expYear: 2031, cardCode: '123' }),
    declinedCard: () => oneTime({ cardNumber: '4111111111111111', expMonth: 12, expYear: 2031, cardCode: '123' }, '46282'),
    expiredCard: () => oneTime({ cardNumber: '4111111111111111', expMonth: 1, expYear: 2020, cardCode: '123' }),
    settle,
    unknownId: '1',
  };
}

describeGatewayContract('Authorize.net adapter with the local stand-in', async () => {
  fake = await startFakeAuthorizeNet();
  const db = await openDatabase({ dataDir: 'memory://' });
  dbs.push(db);
  const settings: AuthorizeNetSettings = { ...fake.credentials, signatureKey: 'AB'.repeat(64), environment: 'sandbox', endpoint: fake.url };
  return harness(settings, db, async (card) => fake!.opaqueData(card), async () => fake!.settle());
});

// Authorize.net's real sandbox: only with its keys (the network here reaches no gateway).
const live = authorizeNetSettingsFrom(process.env);
describeGatewayContract(
  "Authorize.net adapter with Authorize.net's sandbox (apitest.authorize.net)",
  async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    dbs.push(db);
    // Accept.js's own call: the card goes to Authorize.net with the public client key and comes back as opaque data.
    const opaque = async (card: { cardNumber: string; expMonth: number; expYear: number; cardCode: string }) => {
      const answer = await fetch(live!.endpoint ?? 'https://apitest.authorize.net/xml/v1/request.api', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          securePaymentContainerRequest: {
            merchantAuthentication: { name: live!.apiLoginId, clientKey: live!.clientKey },
            refId: '1',
            data: { type: 'TOKEN', id: `${Date.now()}`, token: { cardNumber: card.cardNumber, expirationDate: `${String(card.expMonth).padStart(2, '0')}${card.expYear}`, cardCode: card.cardCode } },
          },
        }),
      });
      const json = JSON.parse((await answer.text()).replace(/^\uFEFF/, '')) as { opaqueData: { dataDescriptor: string; dataValue: string } };
      return json.opaqueData;
    };
    return harness(live!, db, opaque);
  },
  live ? {} : { skip: 'set AUTHORIZE_NET_API_LOGIN_ID, _TRANSACTION_KEY, _CLIENT_KEY, _SIGNATURE_KEY (a sandbox account) to run it' },
);

describe('Authorize.net adapter, beyond the contract (stand-in)', () => {
  async function setup() {
    fake ??= await startFakeAuthorizeNet();
    const db = await openDatabase({ dataDir: 'memory://' });
    dbs.push(db);
    const settings: AuthorizeNetSettings = { ...fake.credentials, signatureKey: 'AB'.repeat(64), environment: 'sandbox', endpoint: fake.url };
    return { gateway: new AuthorizeNetGateway({ settings, db, timeoutMs: 15_000 }), settings, fake };
  }
  const opaqueOf = (f: FakeAuthorizeNet, cardNumber = '4111111111111111', cardCode = '123', zip = '75001') => ({
    opaque: { ...f.opaqueData({ cardNumber, expMonth: 12, expYear: 2031, cardCode }), expMonth: 12, expYear: 2031, nameOnCard: 'Jo Doe', billingZipcode: zip },
  });

  it('refuses typed card numbers: they never go to Authorize.net', async () => {
    const { gateway, fake: f } = await setup();
    const before = f.requests.length;
    await expect(gateway.tokenizeCard({ cardNumber: '4111111111111111', securityCode: '123', expMonth: 12, expYear: 2031, nameOnCard: 'Jo', billingZipcode: '75001' })).rejects.toThrow(RAW_CARD_REFUSED);
    await expect(gateway.charge({ requestKey: 'raw', amountCents: 100, source: { card: { cardNumber: '4111111111111111', securityCode: '123', expMonth: 12, expYear: 2031, nameOnCard: 'Jo', billingZipcode: '75001' } } })).rejects.toThrow(RAW_CARD_REFUSED);
    expect(f.requests.slice(before).join('')).not.toContain('4111111111111111');
  });

  it('names AVS and CVV failures with the gateway reason', async () => {
    const { gateway, fake: f } = await setup();
    const avs = await gateway.charge({ requestKey: `avs-${Date.now()}`, amountCents: 100, source: opaqueOf(f, '4111111111111111', '123', '46205') });
    expect(avs).toMatchObject({ status: 'declined' });
    expect(avs.message).toMatch(/AVS.*Authorize\.net: The transaction has been declined because of an AVS mismatch/);
    const cvv = await gateway.charge({ requestKey: `cvv-${Date.now()}`, amountCents: 100, source: opaqueOf(f, '4111111111111111', '901') });
    expect(cvv.message).toMatch(/security code does not match/);
  });

  it('a gateway that does not answer is a GatewayUnavailable; a retry after a lost answer finds the charge instead of charging again', async () => {
    const { gateway, fake: f } = await setup();
    f.failNext(1);
    await expect(gateway.charge({ requestKey: `down-${Date.now()}`, amountCents: 900, source: opaqueOf(f) })).rejects.toThrow(
      /The payment gateway did not answer \(Authorize\.net: could not connect\)\. Nothing was recorded as paid/,
    );
    // Authorize.net charged, but its answer never came back: the retry (same key) looks it up first.
    const requestKey = `lost-${Date.now()}`;
    const source = opaqueOf(f);
    f.loseNextAnswer();
    await expect(gateway.charge({ requestKey, amountCents: 900, source })).rejects.toThrow(GatewayUnavailable);
    const charges = () => f.requests.filter((r) => r.includes('authCaptureTransaction')).length;
    const before = charges();
    const retried = await gateway.charge({ requestKey, amountCents: 900, source: opaqueOf(f) });
    expect(charges()).toBe(before); // found, not charged again
    expect(retried).toMatchObject({ status: 'capturedPendingSettlement', amountCents: 900, cardLast4: '1111' });
    expect(await gateway.findByRequestKey(requestKey)).toMatchObject({ transactionId: retried.transactionId });
  });

  it('cards on file: delete and set primary reach the customer profile; bad credentials are reported, not thrown', async () => {
    const { gateway, settings, fake: f } = await setup();
    const card = await gateway.tokenizeCard({ ...f.opaqueData({ cardNumber: '5424000000000015', expMonth: 11, expYear: 2032, cardCode: '123' }), expMonth: 11, expYear: 2032, nameOnCard: 'Jo Doe', billingZipcode: '75001' }, { customerId: '42' });
    expect(card).toMatchObject({ brand: 'MasterCard', last4: '0015', expMonth: 11, expYear: 2032 });
    expect(card.token).toMatch(/^anet:\d+:\d+$/);
    await gateway.setPrimaryCard(card.token);
    await gateway.deleteCard(card.token);
    const charged = await gateway.charge({ requestKey: `gone-${Date.now()}`, amountCents: 100, source: { token: card.token } }).catch((e: unknown) => e);
    expect(charged).toBeInstanceOf(PaymentDeclined);
    expect(await gateway.checkCredentials()).toMatchObject({ ok: true });
    const wrong = new AuthorizeNetGateway({ settings: { ...settings, transactionKey: 'wrong' }, db: dbs[0]! });
    expect(await wrong.checkCredentials()).toEqual({ ok: false, message: 'Authorize.net refused the credentials: User authentication failed due to invalid authentication values.' });
  });
});

describe('Authorize.net adapter, its failures as the stand-in models them', () => {
  async function setup(options: { maxPageSize?: number } = {}) {
    const f = await startFakeAuthorizeNet(options);
    const db = await openDatabase({ dataDir: 'memory://' });
    dbs.push(db);
    const settings: AuthorizeNetSettings = { ...f.credentials, signatureKey: 'AB'.repeat(64), environment: 'sandbox', endpoint: f.url };
    const gateway = new AuthorizeNetGateway({ settings, db, timeoutMs: 15_000 });
    const source = (zip = '75001', cardNumber = '4111111111111111') => ({
      opaque: { ...f.opaqueData({ cardNumber, expMonth: 12, expYear: 2031, cardCode: '123' }), expMonth: 12, expYear: 2031, nameOnCard: 'Jo Doe', billingZipcode: zip },
    });
    const charges = () => f.requests.filter((r) => r.includes('authCaptureTransaction')).length;
    return { f, gateway, source, charges, close: () => f.close() };
  }

  it('E00011 is an access error, never "not found": no second capture, no "Transaction not found" for a charge that exists, and Test the gateway says what to enable', async () => {
    const { f, gateway, source, charges, close } = await setup();
    try {
      const requestKey = `e00011-${Date.now()}`;
      f.loseNextAnswer();
      await expect(gateway.charge({ requestKey, amountCents: 1500, source: source() })).rejects.toThrow(GatewayUnavailable);
      f.disableTransactionDetailsApi();
      const before = charges();
      // The retry cannot look the first attempt up: it refuses rather than capture again.
      await expect(gateway.charge({ requestKey, amountCents: 1500, source: source() })).rejects.toThrow(GatewayAccessDenied);
      expect(charges()).toBe(before);
      const [taken] = f.requests.filter((r) => r.includes('authCaptureTransaction'));
      expect(taken).toBeDefined();
      await expect(gateway.getTransaction('60000000001')).rejects.toThrow(/Transaction Details API/);
      await expect(gateway.void('60000000001')).rejects.toThrow(GatewayAccessDenied);
      expect(await gateway.checkCredentials()).toEqual({ ok: false, message: TRANSACTION_DETAILS_API_NEEDED });
      f.disableTransactionDetailsApi(false);
      expect(await gateway.checkCredentials()).toMatchObject({ ok: true });
      // Enabled again: the retry finds the first capture and answers it.
      const found = await gateway.charge({ requestKey, amountCents: 1500, source: source() });
      expect(found).toMatchObject({ status: 'capturedPendingSettlement', amountCents: 1500 });
      expect(charges()).toBe(before);
    } finally {
      await close();
    }
  });

  it("the duplicate window: Authorize.net's duplicate decline (3, reason 11) answers the original charge, never a decline", async () => {
    const { f, gateway, source, charges, close } = await setup();
    try {
      // Two attempts racing with one key: both look up (nothing yet), both capture; Authorize.net takes one.
      const requestKey = `dup-${Date.now()}`;
      const [a, b] = await Promise.all([
        gateway.charge({ requestKey, amountCents: 2500, source: source() }),
        gateway.charge({ requestKey, amountCents: 2500, source: source() }),
      ]);
      expect(a.transactionId).toBe(b.transactionId);
      expect([a.status, b.status]).toEqual(['capturedPendingSettlement', 'capturedPendingSettlement']);
      expect(charges()).toBe(2);
      expect(f.requests.some((r) => r.includes('"settingName":"duplicateWindow"'))).toBe(true);
    } finally {
      await close();
    }
  });

  it('a refund after the card on file was deleted: by the original transaction and the last four digits', async () => {
    const { f, gateway, close } = await setup();
    try {
      const card = await gateway.tokenizeCard({ ...f.opaqueData({ cardNumber: '5424000000000015', expMonth: 11, expYear: 2032, cardCode: '123' }), expMonth: 11, expYear: 2032, nameOnCard: 'Jo Doe', billingZipcode: '75001' }, { customerId: '77' });
      const charge = await gateway.charge({ requestKey: `onfile-${Date.now()}`, amountCents: 4000, source: { token: card.token } });
      f.settle();
      await gateway.deleteCard(card.token);
      const refund = await gateway.refund({ requestKey: `refund-${Date.now()}`, transactionId: charge.transactionId, amountCents: 1000 });
      expect(refund).toMatchObject({ kind: 'refund', status: 'refundPendingSettlement', amountCents: 1000, refTransactionId: charge.transactionId, cardLast4: '0015' });
    } finally {
      await close();
    }
  });

  it('held for review (responseCode 4) is held, not paid; the review decides', async () => {
    const { f, gateway, source, close } = await setup();
    try {
      const held = await gateway.charge({ requestKey: `review-${Date.now()}`, amountCents: 3000, source: source('46299') });
      expect(held.status).toBe('heldForReview');
      expect(await gateway.getTransaction(held.transactionId)).toMatchObject({ status: 'heldForReview' });
      f.review(held.transactionId, 'approve');
      expect(await gateway.getTransaction(held.transactionId)).toMatchObject({ status: 'capturedPendingSettlement' });
      const other = await gateway.charge({ requestKey: `review2-${Date.now()}`, amountCents: 3100, source: source('46299') });
      f.review(other.transactionId, 'decline');
      expect(await gateway.getTransaction(other.transactionId)).toMatchObject({ status: 'declined' });
    } finally {
      await close();
    }
  });

  it('lists are read past their first page (unsettled, a batch, and the look-up of a request key)', async () => {
    const { f, gateway, source, close } = await setup({ maxPageSize: 3 });
    try {
      const keys: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const requestKey = `page-${Date.now()}-${i}`;
        keys.push(requestKey);
        await gateway.charge({ requestKey, amountCents: 100 + i, source: source() });
      }
      // The oldest charge is on the third page of the unsettled list (newest first, three a page).
      expect(await gateway.findByRequestKey(keys[0]!)).toMatchObject({ amountCents: 100 });
      const since = new Date(Date.now() - 60_000);
      expect((await gateway.listTransactionsSince(since)).length).toBe(7);
      f.settle();
      expect((await gateway.listTransactionsSince(since)).length).toBe(7);
    } finally {
      await close();
    }
  });

  it("settled batches (the Deposits page): each batch's settled charges and refunds, paged, within the dates asked", async () => {
    const { f, gateway, source, close } = await setup({ maxPageSize: 2 });
    try {
      const charges = [];
      for (const cents of [1000, 2000, 3000]) charges.push(await gateway.charge({ requestKey: `batch-${Date.now()}-${cents}`, amountCents: cents, source: source() }));
      const voided = await gateway.charge({ requestKey: `batch-void-${Date.now()}`, amountCents: 999, source: source() });
      await gateway.void(voided.transactionId);
      f.settle();
      await gateway.refund({ requestKey: `batch-refund-${Date.now()}`, transactionId: charges[0]!.transactionId, amountCents: 400 });
      f.settle();
      const from = new Date(Date.now() - 3_600_000);
      const batches = await gateway.listSettledBatches(from, new Date(Date.now() + 3_600_000));
      expect(batches).toHaveLength(2);
      const all = batches.flatMap((b) => b.transactions);
      expect(all.filter((t) => t.kind === 'charge').map((t) => t.amountCents).sort()).toEqual([1000, 2000, 3000]); // the voided one settles nothing
      expect(all.filter((t) => t.kind === 'refund')).toEqual([expect.objectContaining({ amountCents: 400, cardLast4: '1111' })]);
      expect(await gateway.listSettledBatches(new Date(Date.now() - 10 * 86_400_000), from)).toEqual([]);
    } finally {
      await close();
    }
  });
});
