import { SEED_BREEDS } from '@pawroute/domain';
import { createTestDatabase, startFakeAuthorizeNet, type FakeAuthorizeNet, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, TestClient, type DemoLogin } from '../testing';
import { freePort, startChildServer, type ChildServer } from './childServer';

/**
 * "Save this card for next time" across a `kill -9` (docs/DECISIONS.md "Save this card for next time from
 * the completion"): Authorize.net (the local stand-in) has made the card's customer payment profile and
 * holds its answer; the server is killed before the charge; restarted, the same completion with the same
 * Idempotency-Key is sent again. The profile step's key is the same (the card id the request reserved), so
 * the gateway answers the profile it made (E00039, the existing id) and the spent one-time token is not
 * used again: one profile, one capture, one card on file, and the completion done.
 */
let database: TestDatabase | undefined;
let child: ChildServer | undefined;
let fake: FakeAuthorizeNet | undefined;
afterAll(async () => {
  await child?.stop().catch(() => undefined);
  await fake?.close();
  await database?.drop();
});

it('kill -9 between the card profile and the charge; the retry with the same key: one profile, one charge, one card on file', async () => {
  fake = await startFakeAuthorizeNet();
  database = await createTestDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    AUTHORIZE_NET_API_LOGIN_ID: fake.credentials.apiLoginId,
    AUTHORIZE_NET_TRANSACTION_KEY: fake.credentials.transactionKey,
    AUTHORIZE_NET_CLIENT_KEY: fake.credentials.clientKey,
    AUTHORIZE_NET_SIGNATURE_KEY: 'AB'.repeat(64),
    AUTHORIZE_NET_ENDPOINT: fake.url,
  };
  child = await startChildServer(database.url, port, env);
  const signIn = async (who: DemoLogin) => {
    const client = new TestClient(base);
    await client.login(DEMO_EMAILS[who], DEMO_PASSWORD);
    return client;
  };
  const admin = await signIn('admin');
  const stylistId = (await signIn('stylist').then((c) => c.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user'))).body.user.ID;
  const saved = await admin.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: 'Saver', breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
    user: { firstName: 'Sasha', lastName: 'Save', emailAddress: 'sasha.save@example.com', phoneNumber: '(817) 555-0192', isAccount: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const created = await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: saved.body.data.estimateId, employeeId: stylistId, appointmentDate: '02-03-2027', startTime: '9:00 AM', endTime: '10:30 AM',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const appointmentId = created.body.newAppointmentId;
  expect((await admin.post('/api/v4/appointments/start', { appointmentId })).status).toBe(200);

  const opaque = fake.opaqueData({ cardNumber: '4111111111111111', expMonth: 12, expYear: 2031, cardCode: '123' });
  const body = {
    appointmentId,
    isCustomerAbsent: true,
    saveCard: true,
    transaction: { creditCardAmount: 5000, isOneTimePayment: true, oneTimeCard: { nameOnCard: 'Sasha Save', cardNumber: '', expiration: '12/31', securityCode: '', billingZipcode: '75001', ...opaque } },
  };
  const key = 'save-card-crash-1';
  const profiled = fake.holdNextAnswer('createCustomerPaymentProfileRequest');
  const first = admin.post('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': key } }).catch(() => null);
  await profiled; // the card is on file at Authorize.net; our charge and append never happen:
  await child.kill9();
  expect(await first).toBeNull();
  const captures = () => fake!.requests.filter((r) => r.includes('authCaptureTransaction')).length;
  expect(captures()).toBe(0);
  const ours = () => fake!.customerProfiles().filter((p) => p.paymentProfileIds.length > 0);
  expect(ours()).toHaveLength(1);

  child = await startChildServer(database.url, port, env);
  const again = await signIn('admin'); // the phone signed in anew after the restart
  const retry = await again.post<Record<string, any>>('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': key } });
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.body).toMatchObject({ appointmentId, cardStatus: 'capturedPendingSettlement', status: 'completed' });
  expect(captures()).toBe(1);
  // One profile with one card: the retry's profile request was the same one, answered as a duplicate.
  expect(ours()).toHaveLength(1);
  expect(ours()[0]!.paymentProfileIds).toHaveLength(1);
  expect(fake.requests.filter((r) => r.includes('createCustomerPaymentProfileRequest'))).toHaveLength(1);

  const sql = async <Row>(text: string, params: unknown[] = []) => (await database!.database.query<Row>(text, params)).rows;
  const added = await sql<{ token: string }>(`SELECT data->>'gatewayToken' AS token FROM events WHERE type = 'CreditCardAdded'`);
  expect(added).toHaveLength(1);
  expect(added[0]!.token).toBe(`anet:${ours()[0]!.customerProfileId}:${ours()[0]!.paymentProfileIds[0]}`);
  const completed = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream = $1 AND type = 'AppointmentCompleted'`, [`Appointment-${appointmentId}`]);
  expect(completed[0]!.n).toBe(1);
}, 240_000);
