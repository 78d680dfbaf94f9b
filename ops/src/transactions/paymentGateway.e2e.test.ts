import { GRACE_MINUTES, reconcileGatewayCharges } from '@pawroute/command-api';
import { GatewayUnavailable, TRANSACTION_DETAILS_API_NEEDED, paymentGatewayFor, webhookSignatureOf, type AuthorizeNetSettings, type PaymentSource } from '@pawroute/platform';
import { startFakeAuthorizeNet, type FakeAuthorizeNet } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../appointments/commandsTestKit';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * through the running server: Authorize.net (the adapter against the local stand-in) and the
 * sandbox. Webhooks are verified and applied once; a charge the ledger never recorded (the process
 * "died" between the gateway's answer and the append, and nobody retried) is given back by the sweep
 * and listed on the System page; Management's "Test the gateway" checks the credentials.
 */
let fake: FakeAuthorizeNet;
let anet: TestServer;
let sandbox: TestServer;
let anetAdmin: TestClient;
let sandboxAdmin: TestClient;
let settings: AuthorizeNetSettings;

beforeAll(async () => {
  fake = await startFakeAuthorizeNet();
  settings = { ...fake.credentials, signatureKey: 'C0FFEE'.repeat(20) + 'AB'.repeat(4), environment: 'sandbox', endpoint: fake.url };
  [anet, sandbox] = await Promise.all([
    startTestServer({ config: { authorizeNet: settings } }),
    startTestServer({ config: { settleAfterS: 0 } }),
  ]);
  [anetAdmin, sandboxAdmin] = await Promise.all([anet.loginAs('admin'), sandbox.loginAs('admin')]);
}, 180_000);
afterAll(async () => {
  await Promise.all([anet?.close(), sandbox?.close()]);
  await fake?.close();
});

const later = () => new Date(Date.now() + (GRACE_MINUTES + 1) * 60_000);
const oneTime = (): PaymentSource => ({
  opaque: { ...fake.opaqueData({ cardNumber: '4111111111111111', expMonth: 12, expYear: 2031, cardCode: '123' }), expMonth: 12, expYear: 2031, nameOnCard: 'Jo Doe', billingZipcode: '75001' },
});

async function sendWebhook(body: string, signature: string | null): Promise<{ status: number; body: any }> {
  const response = await fetch(`${anet.url}/api/v4/payments/authorizeNet/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-anet-signature': signature } : {}) },
    body,
  });
  return { status: response.status, body: await response.json() };
}
const webhookRows = async () => Number((await anet.services.db.query<{ n: string }>(`SELECT count(*) AS n FROM gateway_webhooks`)).rows[0]!.n);

describe('payment gateway', () => {
  it('says which gateway is live; "Test the gateway" checks the credentials without charging', async () => {
    expect(ok('gateway', await sandboxAdmin.get<any>('/api/v4/payments/gateway'))).toMatchObject({ gateway: 'sandbox', live: false, notice: 'Test payments: no card is charged', acceptJsUrl: '/payments/accept-standin.js' });
    expect(ok('gateway', await anetAdmin.get<any>('/api/v4/payments/gateway'))).toMatchObject({ gateway: 'authorize.net', environment: 'sandbox', clientKey: 'fakeClientKey', acceptJsUrl: 'https://jstest.authorize.net/v1/Accept.js' });
    const charges = fake.requests.filter((r) => r.includes('createTransactionRequest')).length;
    expect(ok('test', await anetAdmin.post<any>('/api/v4/management/testPaymentGateway', {}))).toMatchObject({ gateway: 'authorize.net', ok: true });
    // The credentials, then a look-up: without the Transaction Details API no lost answer could be found.
    expect(fake.requests.at(-2)).toContain('authenticateTestRequest');
    expect(fake.requests.at(-1)).toContain('getUnsettledTransactionListRequest');
    expect(fake.requests.filter((r) => r.includes('createTransactionRequest')).length).toBe(charges);
    expect(ok('test', await sandboxAdmin.post<any>('/api/v4/management/testPaymentGateway', {}))).toMatchObject({ gateway: 'sandbox', ok: true });
    const stylist = await anet.loginAs('stylist');
    expect((await stylist.post('/api/v4/management/testPaymentGateway', {})).status).toBe(403);
  });

  it('Authorize.net live: addNewCard refuses a typed number; opaque data becomes a CIM payment profile that delete follows', async () => {
    const office = await anet.loginAs('office');
    const customer = await anet.loginAs('customer');
    const me = ok('session', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
    const base = { userId: me, isPrimary: false, nameOnCard: 'Jo Doe', expiration: '12/31', billingZipcode: '75001' };
    const typed = await office.post<{ message: string }>('/api/v4/user/addNewCard', { ...base, cardNumber: '4111111111111111', securityCode: '123' });
    expect(typed.status).toBe(400); // addNewCard's refusals are 400 (a payment's are 422)
    expect(typed.body.message).toMatch(/^Card numbers are not accepted here with the live payment gateway/);
    expect(fake.requests.join('')).not.toContain('4111111111111111');
    const added = ok('addNewCard', await office.post<{ newCardId: number }>('/api/v4/user/addNewCard', { ...base, ...fake.opaqueData({ cardNumber: '5424000000000015', expMonth: 12, expYear: 2031, cardCode: '123' }) }));
    await anet.settle();
    const { rows } = await anet.services.db.query<{ gateway_token: string; last4: string }>(`SELECT gateway_token, last4 FROM contact_credit_cards WHERE id = $1`, [added.newCardId]);
    expect(rows[0]).toMatchObject({ last4: '0015', gateway_token: expect.stringMatching(/^anet:\d+:\d+$/) });
    ok('delete', await office.delete(`/api/v4/user/deleteCreditCard?ID=${added.newCardId}`));
    expect(fake.requests.at(-1)).toContain('deleteCustomerPaymentProfileRequest');
  });

  it('a webhook with a good signature is applied once however often it is sent; a bad one is 401 and changes nothing', async () => {
    const charged = await paymentGatewayFor(anet.services).charge({ requestKey: `charge:Transaction-900001:u1:hook-${Date.now()}`, amountCents: 1_500, source: oneTime() });
    const body = JSON.stringify({
      notificationId: `d0e8e7fe-c3e7-4add-a480-27bc5ce28${Date.now() % 1000}`,
      eventType: 'net.authorize.payment.authcapture.created',
      eventDate: new Date().toISOString(),
      webhookId: '63d6fea2-aa13-4b1d-a204-f5fbc15942b7',
      payload: { responseCode: 1, authCode: 'LZ6I19', avsResponse: 'Y', authAmount: 15.0, entityName: 'transaction', id: charged.transactionId },
    });
    const before = await webhookRows().catch(() => 0);
    const signature = webhookSignatureOf(body, settings.signatureKey);
    const first = await sendWebhook(body, signature);
    expect(first).toMatchObject({ status: 200, body: { applied: true } });
    const again = await sendWebhook(body, signature.toLowerCase()); // hex in either case
    expect(again).toMatchObject({ status: 200, body: { applied: false, duplicate: true } });
    expect(await webhookRows()).toBe(before + 1);

    const forged = body.replace('"authAmount":15', '"authAmount":1');
    for (const bad of [webhookSignatureOf(forged, 'another key'), null, 'sha512=00']) {
      const refused = await sendWebhook(forged.replace('d0e8', 'ffff'), bad);
      expect(refused).toMatchObject({ status: 401, body: { message: 'The webhook signature (X-ANET-Signature) does not match.' } });
    }
    expect(await webhookRows()).toBe(before + 1);
  });

  it('Authorize.net: a charge the ledger never recorded is voided by the sweep and listed on the System page', async () => {
    // The charge happens, then the process "dies" before the append; nobody retries.
    const charged = await paymentGatewayFor(anet.services).charge({ requestKey: `charge:Transaction-900002:u1:crash-${Date.now()}`, amountCents: 4_200, source: oneTime() });
    expect(charged.status).toBe('capturedPendingSettlement');
    expect(await reconcileGatewayCharges(anet.services, new Date())).toEqual([]); // within the grace: a retry may still record it
    const done = await reconcileGatewayCharges(anet.services, later());
    // (The webhook test's charge, never recorded either, is given back too.)
    expect(done).toEqual(expect.arrayContaining([expect.objectContaining({ gatewayTransactionId: charged.transactionId, ledgerTransactionId: 900002, action: 'voided', amountCents: 4_200 })]));
    expect((await paymentGatewayFor(anet.services).getTransaction(charged.transactionId))?.status).toBe('voided');
    expect(await reconcileGatewayCharges(anet.services, later())).toEqual([]); // once
    const listed = ok('system', await anetAdmin.get<any>('/api/v4/system/paymentReconciliations'));
    expect(listed).toMatchObject({ gateway: 'authorize.net' });
    expect(listed.reconciliations).toEqual(expect.arrayContaining([expect.objectContaining({ gatewayTransactionId: charged.transactionId, action: 'voided' })]));
  });

  it('sandbox: the same, and a charge already settled is refunded in full', async () => {
    const gateway = paymentGatewayFor(sandbox.services);
    const charged = await gateway.charge({ requestKey: `charge:Transaction-900003:u1:crash-${Date.now()}`, amountCents: 2_500, source: { card: { cardNumber: '4111111111111111', securityCode: '123', expMonth: 12, expYear: 2031, nameOnCard: 'Jo Doe', billingZipcode: '75001' } } });
    const done = await reconcileGatewayCharges(sandbox.services, later());
    expect(done).toEqual([expect.objectContaining({ gatewayTransactionId: charged.transactionId, action: 'refunded', amountCents: 2_500 })]);
    expect((await gateway.getTransaction(charged.transactionId))?.refundedCents).toBe(2_500);
    const listed = ok('system', await sandboxAdmin.get<any>('/api/v4/system/paymentReconciliations'));
    expect(listed.reconciliations).toEqual([expect.objectContaining({ gatewayTransactionId: charged.transactionId, action: 'refunded' })]);
  });

  it("Test the gateway says when Authorize.net's Transaction Details API is off (E00011), and what to enable", async () => {
    fake.disableTransactionDetailsApi();
    try {
      expect(ok('test', await anetAdmin.post<any>('/api/v4/management/testPaymentGateway', {}))).toMatchObject({ gateway: 'authorize.net', ok: false, message: TRANSACTION_DETAILS_API_NEEDED });
    } finally {
      fake.disableTransactionDetailsApi(false);
    }
    expect(ok('test', await anetAdmin.post<any>('/api/v4/management/testPaymentGateway', {}))).toMatchObject({ ok: true });
  });

  it('a charge whose outcome is unknown (no answer) is listed on the System page until a look-up resolves it: found by the retry, by the sweep, or none taken', async () => {
    const gateway = paymentGatewayFor(anet.services);
    const unknownKeys = async () => (ok('system', await anetAdmin.get<any>('/api/v4/system/paymentReconciliations')).unknownOutcomes as Array<{ requestKey: string }>).map((u) => u.requestKey);
    const captures = () => fake.requests.filter((r) => r.includes('authCaptureTransaction')).length;
    // 1. Taken, answer lost; the retry with the same key finds it (no second capture) and it is known again.
    const retried = `charge:Transaction-900010:u1:unknown-${Date.now()}`;
    fake.loseNextAnswer();
    await expect(gateway.charge({ requestKey: retried, amountCents: 1_100, source: oneTime() })).rejects.toThrow(GatewayUnavailable);
    expect(await unknownKeys()).toContain(retried);
    const before = captures();
    const found = await gateway.charge({ requestKey: retried, amountCents: 1_100, source: oneTime() });
    expect([found.status, captures()]).toEqual(['capturedPendingSettlement', before]);
    expect(await unknownKeys()).not.toContain(retried);
    // 2. Taken, answer lost, nobody retries: the sweep finds it (and, never recorded, gives it back).
    const swept = `charge:Transaction-900011:u1:unknown-${Date.now()}`;
    fake.loseNextAnswer();
    await expect(gateway.charge({ requestKey: swept, amountCents: 1_200, source: oneTime() })).rejects.toThrow(GatewayUnavailable);
    // 3. Never reached the gateway: after the grace, none was taken.
    const never = `charge:Transaction-900012:u1:unknown-${Date.now()}`;
    fake.failNext(1);
    await expect(gateway.charge({ requestKey: never, amountCents: 1_300, source: oneTime() })).rejects.toThrow(GatewayUnavailable);
    expect(await unknownKeys()).toEqual(expect.arrayContaining([swept, never]));
    const done = await reconcileGatewayCharges(anet.services, later());
    expect(done).toEqual(expect.arrayContaining([expect.objectContaining({ ledgerTransactionId: 900011, action: 'voided', amountCents: 1_200 })]));
    expect(await unknownKeys()).toEqual([]);
    const { rows } = await anet.services.db.query<{ request_key: string; outcome: string | null; gateway_transaction_id: string | null }>(
      `SELECT request_key, outcome, gateway_transaction_id FROM gateway_requests WHERE request_key = ANY($1) ORDER BY request_key`,
      [[swept, never]],
    );
    expect(rows).toEqual([
      { request_key: swept, outcome: null, gateway_transaction_id: expect.any(String) },
      { request_key: never, outcome: 'none', gateway_transaction_id: null },
    ]);
  });
});
