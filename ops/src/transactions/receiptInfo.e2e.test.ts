import type { ReceiptInfo } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newEstimate, noServerErrors, ok, type ErrorBody, type Person } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/**
 * GET transactions/getReceiptInfo (the Send Receipt dialog from "Completed today"): the customer's email
 * filled in, and whether the receipt already went out (the mail outbox records each send), to whom and when.
 */
let t: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let dana: Person;
const responses: TestResponse[] = [];
const track = <R extends TestResponse>(response: R): R => {
  responses.push(response);
  return response;
};
const info = async (query: Record<string, number>) =>
  ok('getReceiptInfo', track(await stylist.get<ReceiptInfo & ErrorBody>('/api/v4/transactions/getReceiptInfo', { query })));

beforeAll(async () => {
  t = await startTestServer({ config: { settleAfterS: 0 } });
  [office, stylist, customer] = await Promise.all([t.loginAs('office'), t.loginAs('stylist'), t.loginAs('customer')]);
  dana = await newCustomer(office, 'Dana', 'Receipted');
}, 180_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => noServerErrors(responses));

describe('the receipt dialog’s facts', () => {
  it('fills the customer’s email, then says the receipt was sent to whom and when', async () => {
    const estimateId = await newEstimate(office, dana);
    const { appointmentId } = ok('start', track(await stylist.post<{ appointmentId: number } & ErrorBody>('/api/v4/appointments/startFromEstimate', { estimateId })));
    const done = ok('complete', track(await stylist.post<{ transactionId: number } & ErrorBody>('/api/v4/appointments/complete', { appointmentId, transaction: { cashAmount: 1000 } })));
    await t.settle();

    const before = await info({ appointmentId });
    expect(before).toMatchObject({ transactionId: done.transactionId, lastSent: null });
    expect(before.email).toMatch(/^dana\.receipted\..+@example\.com$/);

    const sentAt = Date.now();
    ok('sendReceipt', track(await stylist.post('/api/v4/transactions/sendReceipt', { appointmentId, method: 'email', value: before.email })));
    const after = await info({ transactionId: done.transactionId });
    expect(after.lastSent).toMatchObject({ method: 'email', to: before.email });
    expect(Math.abs(new Date(after.lastSent!.at).getTime() - sentAt)).toBeLessThan(60_000);
    expect((await info({ appointmentId })).lastSent?.to).toBe(before.email);
  });

  it('refuses a customer (403) and a request that names nothing (400)', async () => {
    expect(track(await customer.get('/api/v4/transactions/getReceiptInfo', { query: { transactionId: 1 } })).status).toBe(403);
    const none = track(await stylist.get<ErrorBody>('/api/v4/transactions/getReceiptInfo'));
    expect(none.status).toBe(400);
  });
});
