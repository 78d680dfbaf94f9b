import { afterAll, expect, it } from 'vitest';
import { startAuthorizeNetChild, startedAppointment, type AuthorizeNetChild } from './authorizeNetChild';

/**
 * The card path across a `kill -9` (docs/DECISIONS.md "One command, one atomic write", "Payments: a
 * charge the ledger never recorded"): Authorize.net (the local stand-in) captures the completion's card
 * and holds its answer; the server is killed before it appends anything; restarted, the same request
 * with the same Idempotency-Key is sent again from a new sign-in. One capture at the gateway, one
 * payment in the ledger, and every later retry answers that first answer.
 */
let world: AuthorizeNetChild | undefined;
afterAll(async () => {
  await world?.stop();
});

it('kill -9 between the gateway capture and the append; the retry with the same key: one charge, one payment, the first answer', async () => {
  world = await startAuthorizeNetChild();
  const { fake, database } = world;
  const admin = await world.signIn('admin');
  const appointmentId = await startedAppointment(world, admin, { firstName: 'Cara', lastName: 'Crash', emailAddress: 'cara.crash@example.com', petName: 'Card' });

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
  await world.child().kill9();
  expect(await first).toBeNull();
  const captures = () => fake.requests.filter((r) => r.includes('authCaptureTransaction')).length;
  expect(captures()).toBe(1);

  await world.restart();
  const again = await world.signIn('admin'); // the phone signed in anew after the restart
  const retry = await again.post<Record<string, any>>('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': key } });
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.body).toMatchObject({ appointmentId, cardStatus: 'capturedPendingSettlement', status: 'completed' });
  expect(captures()).toBe(1); // looked up by its request key, not captured again

  const replay = await again.post<Record<string, any>>('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': key } });
  expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
  expect(replay.body).toEqual(retry.body);

  const sql = async <Row>(text: string, params: unknown[] = []) => (await database.database.query<Row>(text, params)).rows;
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
