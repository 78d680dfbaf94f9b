import { USER_TYPE_IDS } from '@pawroute/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

/**
 * item 1: a command that creates a user writes all its streams in one write (one database
 * transaction: one tx_id), so a kill -9 leaves all of it or none (never a claimed address without its
 * user, nor a user without pets). Before, each stream was its own append (several tx_ids).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

const sql = <Row>(text: string, params: unknown[] = []) => server.database.database.query<Row>(text, params);
const lastSeq = async () => (await sql<{ n: string }>(`SELECT coalesce(max(position), 0)::text AS n FROM events`)).rows[0]!.n;
/** The events written since `after`: their streams and how many transactions wrote them. */
async function writtenSince(after: string) {
  const { rows } = await sql<{ stream: string; tx_id: string }>(`SELECT stream, tx_id::text FROM events WHERE position > $1::bigint`, [after]);
  return { streams: new Set(rows.map((r) => r.stream.replace(/-.*$/, ''))), transactions: new Set(rows.map((r) => r.tx_id)).size };
}

it('sign-up: claim, user, customer, comment group, phones, pets and todos in one transaction', async () => {
  const before = await lastSeq();
  const browser = server.client();
  const answer = await browser.post('/api/v4/entrance/signup', {
    firstName: 'One', lastName: 'Write', emailAddress: 'one.write@example.com', Password: 'one-write-password-1', acceptedPolicies: true,
    address: '3 Write St', city: 'Dallas', state: 'Texas', zipcode: '75201', homePhone: '214-555-0181', workPhone: '214-555-0182', alternatePhone: '214-555-0183',
    pets: [{ name: 'Rex', animalTypeId: 1, breedId: 1, weight: 30, age: 2 }, { name: 'Max', animalTypeId: 1, breedId: 1, weight: 20, age: 3 }],
  }, { headers: { 'Idempotency-Key': 'one-write-sign-up' } });
  expect(answer.status).toBe(200);
  const written = await writtenSince(before);
  expect(written.transactions).toBe(1);
  expect(written.streams.size).toBeGreaterThanOrEqual(6);
});

it('user/create (customer and staff): one transaction each', async () => {
  const office = await server.loginAs('admin');
  for (const [email, extra] of [['one.customer@example.com', {}], ['one.staff@example.com', { UserTypeID: USER_TYPE_IDS.Stylist }]] as const) {
    const before = await lastSeq();
    const answer = await office.post('/api/v4/user/create', { firstName: 'Una', lastName: 'Vez', emailAddress: email, isAccount: true, ...extra });
    expect(answer.status).toBe(200);
    const written = await writtenSince(before);
    expect([written.transactions, written.streams.size >= 4]).toEqual([1, true]);
  }
});
