import { afterAll, expect, it } from 'vitest';
import { startAuthorizeNetChild, startedAppointment, type AuthorizeNetChild } from './authorizeNetChild';

/**
 * "Save this card for next time" across a `kill -9` (docs/DECISIONS.md "Save this card for next time from
 * the completion"): Authorize.net (the local stand-in) has made the card's customer payment profile and
 * holds its answer; the server is killed before the charge; restarted, the same completion with the same
 * Idempotency-Key is sent again. The profile step's key is the same (the card id the request reserved), so
 * the gateway answers the profile it made (E00039, the existing id) and the spent one-time token is not
 * used again: one profile, one capture, one card on file, and the completion done.
 */

let world: AuthorizeNetChild | undefined;
afterAll(async () => {
  await world?.stop();
});

it('kill -9 between the card profile and the charge; the retry with the same key: one profile, one charge, one card on file', async () => {
  world = await startAuthorizeNetChild();
  const { fake, database } = world;
  const admin = await world.signIn('admin');
  const appointmentId = await startedAppointment(world, admin, { firstName: 'Sasha', lastName: 'Save', emailAddress: 'sasha.save@example.com', petName: 'Saver' });

  // Accept.js's one-time token for the card (the number never reaches our server).
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
  await world.child().kill9();
  expect(await first).toBeNull();
  const captures = () => fake.requests.filter((r) => r.includes('authCaptureTransaction')).length;
  expect(captures()).toBe(0);
  const ours = () => fake.customerProfiles().filter((p) => p.paymentProfileIds.length > 0);
  expect(ours()).toHaveLength(1);

  await world.restart();
  const again = await world.signIn('admin'); // the phone signed in anew after the restart
  const retry = await again.post<Record<string, any>>('/api/v4/appointments/complete', body, { headers: { 'Idempotency-Key': key } });
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.body).toMatchObject({ appointmentId, cardStatus: 'capturedPendingSettlement', status: 'completed' });
  expect(captures()).toBe(1);
  // One profile with one card: the retry's profile request was the same one, answered as a duplicate.
  expect(ours()).toHaveLength(1);
  expect(ours()[0]!.paymentProfileIds).toHaveLength(1);
  expect(fake.requests.filter((r) => r.includes('createCustomerPaymentProfileRequest'))).toHaveLength(1);

  const sql = async <Row>(text: string, params: unknown[] = []) => (await database.database.query<Row>(text, params)).rows;
  const added = await sql<{ token: string }>(`SELECT data->>'gatewayToken' AS token FROM events WHERE type = 'CreditCardAdded'`);
  expect(added).toHaveLength(1);
  expect(added[0]!.token).toBe(`anet:${ours()[0]!.customerProfileId}:${ours()[0]!.paymentProfileIds[0]}`);
  const completed = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream = $1 AND type = 'AppointmentCompleted'`, [`Appointment-${appointmentId}`]);
  expect(completed[0]!.n).toBe(1);
}, 240_000);
