import { SEED_BREEDS } from '@pawroute/domain';
import { createTestDatabase, startFakeAuthorizeNet, type FakeAuthorizeNet, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, TestClient, type DemoLogin } from '../testing';
import { freePort, startChildServer, type ChildServer } from './childServer';

/**
 * The card path across a `kill -9` (docs/DECISIONS.md "One command, one atomic write", "Payments: a
 * charge the ledger never recorded"): Authorize.net (the local stand-in) captures the completion's card
 * and holds its answer; the server is killed before it appends anything; restarted, the same request
 * with the same Idempotency-Key is sent again from a new sign-in. One capture at the gateway, one
 * payment in the ledger, and every later retry answers that first answer.
 */
let database: TestDatabase | undefined;
let child: ChildServer | undefined;
let fake: FakeAuthorizeNet | undefined;
afterAll(async () => {
  await child?.stop().catch(() => undefined);
  await fake?.close();
  await database?.drop();
});

it('kill -9 between the gateway capture and the append; the retry with the same key: one charge, one payment, the first answer', async () => {
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
    estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: 'Card', breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
    user: { firstName: 'Cara', lastName: 'Crash', emailAddress: 'cara.crash@example.com', phoneNumber: '(817) 555-0192', isAccount: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const created = await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: saved.body.data.estimateId, employeeId: stylistId, appointmentDate: '02-03-2027', startTime: '9:00 AM', endTime: '10:30 AM',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const appointmentId = created.body.newAppointmentId;
  expect((await admin.post('/api/v4/appointments/start', { appointmentId })).status).toBe(200);

  // Accept.js's one-time token for the card (the number never reaches our server).
  const opaque = fake.opaqueData({ cardNumber: '4111111111111111', expMonth: 12, expYear: 2031, cardCode: '123' });
  const body = {
    appointmentId,
    isCustomerAbsent: true,
    transaction: { creditCardAmount: 5000, isOneTimePayment: true, oneTimeCard: { nameOnCard: 'Cara Crash', cardNumber: '', expiration: '12/31', securityCode: '', billingZipcode: '75001', ...opaque } },
  };
  const key = 'card-crash-1';
  const captured = fake.holdNextAnswer('createTransactionRequest');
  const first = admin.post('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': key } }).catch(() => null);
  await captured; // Authorize.net has taken the money; our answer and append never happen:
  await child.kill9();
  expect(await first).toBeNull();
  const captures = () => fake!.requests.filter((r) => r.includes('authCaptureTransaction')).length;
  expect(captures()).toBe(1);

  child = await startChildServer(database.url, port, env);
  const again = await signIn('admin'); // the phone signed in anew after the restart
  const retry = await again.post<Record<string, any>>('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': key } });
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.body).toMatchObject({ appointmentId, cardStatus: 'capturedPendingSettlement', status: 'completed' });
  expect(captures()).toBe(1); // looked up by its request key, not captured again

  const replay = await again.post<Record<string, any>>('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': key } });
  expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
  expect(replay.body).toEqual(retry.body);

  const sql = async <Row>(text: string, params: unknown[] = []) => (await database!.database.query<Row>(text, params)).rows;
  const completed = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream = $1 AND type = 'AppointmentCompleted'`, [`Appointment-${appointmentId}`]);
  expect(completed[0]!.n).toBe(1);
  const payments = await sql<{ stream: string; gateway: string }>(
    `SELECT stream, data->'received'->'card'->>'gatewayTransactionId' AS gateway FROM events WHERE type = 'TransactionCreated' AND (data->>'appointmentId')::int = $1`,
    [appointmentId],
  );
  expect(payments).toHaveLength(1);
  expect(payments[0]!.stream).toBe(`Transaction-${retry.body.transactionId}`);
  expect(fake.requests.find((r) => r.includes('authCaptureTransaction'))).toBeDefined();
}, 240_000);
