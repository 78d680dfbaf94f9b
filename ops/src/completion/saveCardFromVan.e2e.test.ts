import type { CreditCardsResponse, DomainEvent } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newEstimate, noServerErrors, ok, type ErrorBody, type Person } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/**
 * "Save this card for next time" from the van (appointments/complete's saveCard) over real HTTP on a real
 * Postgres: only Accept.js opaque data goes on file (the gateway's token, never a number), the card is
 * charged as the card on file, and the next visit pays with it; a typed card, or a role that may not
 * complete, writes nothing.
 */
let t: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let dana: Person;
const responses: TestResponse[] = [];
const A = (name: string) => `/api/v4/appointments/${name}`;

const post = async <T>(client: TestClient, path: string, body: unknown, headers?: Record<string, string>) => {
  const response = await client.post<T & ErrorBody>(path, body, headers ? { headers } : {});
  responses.push(response);
  return response;
};
const events = async (stream: string): Promise<DomainEvent[]> => (await t.services.store.readStream(stream)).map((e) => ({ type: e.type, data: e.data }));
const cardsOf = async (who: Person) =>
  ok('getCreditCards', await office.get<CreditCardsResponse & ErrorBody>('/api/v4/user/getCreditCards', { query: { userId: who.userId } })).creditCards;

/** What the Accept.js stand-in makes of a typed Visa (the number is not in it). */
const OPAQUE = {
  nameOnCard: 'Dana Spot',
  cardNumber: '',
  securityCode: '',
  expiration: '12/39',
  billingZipcode: '75205',
  dataDescriptor: 'COMMON.PAWROUTE.SANDBOX',
  dataValue: Buffer.from(JSON.stringify({ brand: 'Visa', last4: '1111', declined: false })).toString('base64'),
};
const TYPED = { nameOnCard: 'Dana Spot', cardNumber: '4111111111111111', securityCode: '123', expiration: '12/39', billingZipcode: '75205' };

async function startedVisit(): Promise<{ appointmentId: number; due: number }> {
  const estimateId = await newEstimate(office, dana);
  const started = ok('startFromEstimate', await post<{ appointmentId: number }>(stylist, A('startFromEstimate'), { estimateId }));
  const estimate = ok('estimate', await office.get<{ estimate: { feeTotal: number } } & ErrorBody>('/api/v4/estimate/findById', { query: { estimateId } }));
  return { appointmentId: started.appointmentId, due: estimate.estimate.feeTotal };
}
const byCard = (due: number, oneTimeCard: object) => ({ creditCardAmount: due, isOneTimePayment: true, oneTimeCard });

beforeAll(async () => {
  t = await startTestServer({ config: { settleAfterS: 0 } });
  [office, stylist, customer] = await Promise.all([t.loginAs('office'), t.loginAs('stylist'), t.loginAs('customer')]);
  dana = await newCustomer(office, 'Dana', 'Vancard');
}, 180_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => noServerErrors(responses));

describe('saving the card on file from the completion', () => {
  it('a typed card (not the gateway token) or a role that may not complete writes nothing', async () => {
    const { appointmentId, due } = await startedVisit();
    const before = (await t.services.store.headPosition())!;
    const typed = await post(stylist, A('complete'), { appointmentId, saveCard: true, transaction: byCard(due, TYPED) });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toMatch(/saved on file only through the card form/);
    expect((await post(customer, A('complete'), { appointmentId, saveCard: true, transaction: byCard(due, OPAQUE) })).status).toBe(403);
    expect(await t.services.store.headPosition()).toEqual(before);
    expect(await cardsOf(dana)).toEqual([]);
    expect((await events(`Appointment-${appointmentId}`)).some((e) => e.type === 'AppointmentCompleted')).toBe(false);
  });

  it('the opaque card goes on file, is charged as that card, and the next visit pays with it', async () => {
    const first = await startedVisit();
    const headers = { 'Idempotency-Key': `save-card-${first.appointmentId}` };
    const body = { appointmentId: first.appointmentId, saveCard: true, transaction: byCard(first.due, OPAQUE) };
    const done = ok('complete', await post<{ transactionId: number; status: string }>(stylist, A('complete'), body, headers));
    expect(done.status).toBe('completed');
    // The same request again answers the first result: one card, one charge.
    const again = ok('complete again', await post<{ transactionId: number }>(stylist, A('complete'), body, headers));
    expect(again.transactionId).toBe(done.transactionId);

    await t.settle();
    const cards = await cardsOf(dana);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'Visa', lastFour: '1111', expiration: '12/39', isPrimary: true, nameOnCard: 'Dana Spot' });
    const added = (await events(`Contacts-${dana.userId}`)).filter((e) => e.type === 'CreditCardAdded');
    expect(added).toHaveLength(1);
    expect((added[0]!.data as { gatewayToken: string }).gatewayToken).toMatch(/^sbx_tok_/);
    const created = (await events(`Transaction-${done.transactionId}`)).find((e) => e.type === 'TransactionCreated')!.data as {
      received: { card: { creditCardId: number | null; isOneTimePayment: boolean; last4: string | null } };
    };
    expect(created.received.card).toMatchObject({ creditCardId: cards[0]!.ID, isOneTimePayment: false, last4: '1111' });

    // The next visit: the card on file pays.
    const next = await startedVisit();
    const paid = ok('complete next', await post<{ status: string }>(stylist, A('complete'), {
      appointmentId: next.appointmentId,
      transaction: { creditCardAmount: next.due, isOneTimePayment: false, creditCardId: cards[0]!.ID },
    }));
    expect(paid.status).toBe('completed');
  });
});
