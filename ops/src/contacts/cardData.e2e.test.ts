import { Writable } from 'node:stream';
import type { CreateUserResponse, CreditCardsResponse } from '@pawroute/domain';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

/**
 * ARCHITECTURE.md: never store a full card number or a security code. After a card is added (and
 * after a refused attempt), neither appears in the events (data and metadata), in any text column of
 * any table, or in the server's log captured at the most verbose level with no redaction.
 */
const CARD_NUMBER = '4242424242424242';
const CARD_AS_TYPED = '4242 4242 4242 4242';
const SECURITY_CODE = '7305';
const REFUSED_NUMBER = '4242424242424241'; // fails Luhn
const REFUSED_CODE = '8146';

const logText: string[] = [];
const logger: FastifyBaseLogger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText.push(chunk.toString());
      done();
    },
  }),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger });
});
afterAll(async () => {
  await server?.close();
});

/** A code of four digits shows up by chance inside ids and hashes; as a value it stands alone. */
const standalone = (digits: string) => new RegExp(`(^|[^0-9A-Za-z])${digits}([^0-9A-Za-z]|$)`);

/** Every text, varchar, json and jsonb column of every table in the database: where a secret matches. */
async function findInDatabase(pattern: RegExp): Promise<string[]> {
  const db = server.services.db;
  const { rows: columns } = await db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE t.table_type = 'BASE TABLE'
        AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  expect(columns.length).toBeGreaterThan(10);
  const hits: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const { rows } = await db.query<{ value: string }>(
      `SELECT "${column_name}"::text AS value FROM "${table_schema}"."${table_name}" WHERE "${column_name}"::text ~ $1`,
      [pattern.source],
    );
    for (const row of rows) hits.push(`${table_schema}.${table_name}.${column_name}: ${row.value.slice(0, 200)}`);
  }
  return hits;
}

describe('card data is never stored or logged', () => {
  it('after adding a card (and a refused one), no event, table row or log line holds the number or the code', async () => {
    const office = await server.loginAs('office');
    const created = await office.post<CreateUserResponse>('/api/v4/user/create', {
      firstName: 'Penny',
      lastName: 'Secure',
      emailAddress: 'penny.secure@example.com',
    });
    expect(created.status).toBe(200);
    const userId = created.body.userId;

    const added = await office.post<{ newCardId: number }>('/api/v4/user/addNewCard', {
      userId,
      isPrimary: true,
      nameOnCard: 'Penny Secure',
      cardNumber: CARD_AS_TYPED,
      expiration: '11/38',
      securityCode: SECURITY_CODE,
      billingZipcode: '75201',
    });
    expect(added.status).toBe(200);
    const refused = await office.post('/api/v4/user/addNewCard', {
      userId,
      nameOnCard: 'Penny Secure',
      cardNumber: REFUSED_NUMBER,
      expiration: '11/38',
      securityCode: REFUSED_CODE,
      billingZipcode: '75201',
    });
    expect(refused.status).toBe(400);
    await server.settle();

    // The card is there, as brand, last four and expiry (so the searches below look at real data).
    const list = await office.get<CreditCardsResponse>('/api/v4/user/getCreditCards', { query: { userId } });
    expect(list.body.creditCards.map((c) => [c.ID, c.brand, c.lastFour, c.expiration])).toEqual([
      [added.body.newCardId, 'Visa', '4242', '11/38'],
    ]);
    const { rows: events } = await server.services.db.query<{ data: unknown; metadata: unknown }>(
      `SELECT data, metadata FROM events WHERE type = 'CreditCardAdded'`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ last4: '4242', brand: 'Visa', gatewayToken: expect.stringMatching(/^sbx_tok_/) });
    expect(Object.keys(events[0]!.data as object).sort()).toEqual(
      ['addedAt', 'billingZipcode', 'brand', 'cardId', 'expMonth', 'expYear', 'gatewayToken', 'isPrimary', 'last4', 'nameOnCard', 'userId'].sort(),
    );

    for (const secret of [CARD_NUMBER, REFUSED_NUMBER, '4242424242', CARD_AS_TYPED]) {
      expect(await findInDatabase(new RegExp(secret)), secret).toEqual([]);
    }
    for (const code of [SECURITY_CODE, REFUSED_CODE]) {
      expect(await findInDatabase(standalone(code)), code).toEqual([]);
    }

    const log = logText.join('');
    // The log did capture these requests (so the search below is over the right lines).
    expect(log).toContain('/api/v4/user/addNewCard');
    for (const secret of [CARD_NUMBER, REFUSED_NUMBER, CARD_AS_TYPED]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(standalone(SECURITY_CODE));
    expect(log).not.toMatch(standalone(REFUSED_CODE));
  });

  it('the production logger redacts card fields should anything log them', async () => {
    const { CARD_LOG_REDACTION } = await import('@pawroute/platform');
    const lines: string[] = [];
    const redacting = pino(
      { level: 'info', redact: CARD_LOG_REDACTION },
      new Writable({
        write(chunk: Buffer, _e, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    redacting.info({ req: { body: { cardNumber: CARD_NUMBER, securityCode: SECURITY_CODE } }, input: { cardNumber: CARD_NUMBER } }, 'oops');
    redacting.info({ cardNumber: CARD_NUMBER, securityCode: SECURITY_CODE }, 'oops');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain(CARD_NUMBER);
    expect(lines.join('')).not.toMatch(standalone(SECURITY_CODE));
    expect(lines.join('')).toContain('[Redacted]');
  });
});
