import type { EventMetadata } from '@pawroute/domain';
import { getCustomersQuerySchema } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { allProjectors, type Projector } from '@pawroute/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCustomers } from './readCustomers';

/**
 * The list query on real Postgres, for what the API cannot reach yet: deleted users (the delete
 * command comes later, so the row is marked deleted directly, as its projector will).
 */
let test: TestDatabase;
const projector = (name: string): Projector => allProjectors.find((p) => p.name === name)!;
const at = '2025-03-01T15:00:00.000Z';
const metadata: EventMetadata = {
  actorUserId: null,
  correlationId: 'c',
  causationId: null,
  commandName: 'Test',
  idempotencyKey: null,
  occurredAt: at,
  schemaVersion: 1,
};
const recorded = (position: number, type: string, data: unknown): RecordedEvent => ({
  id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  type,
  data,
  metadata,
  stream: `Test-${position}`,
  revision: 0,
  position: String(position),
  createdAt: new Date(at),
});
const user = (id: number, lastName: string) =>
  recorded(id, 'UserCreated', {
    userId: id,
    firstName: 'Pat',
    middleName: null,
    lastName,
    emailAddress: `pat${id}@example.com`,
    userTypeId: 5,
    customerId: id,
    phoneNumber: id === 1 ? '214-555-0101' : '972-555-0202',
    address: null,
    createdAt: at,
  });

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction(async (tx) => {
    await projector('options').createTables(tx);
    await projector('customers').createTables(tx);
    await projector('customers').apply(tx, [user(1, 'Active'), user(2, 'Gone')]);
  });
  await test.database.query(`UPDATE users SET is_deleted = true WHERE id = 2`);
});
afterAll(async () => {
  await test?.drop();
});

const read = (query: Record<string, unknown>) => readCustomers(test.database, getCustomersQuerySchema.parse(query));

describe('readCustomers', () => {
  it('leaves deleted users out by default', async () => {
    const { rows, total, pages } = await read({});
    expect(rows.map((r) => r.lastName)).toEqual(['Active']);
    expect(total).toBe(1);
    expect(pages).toBe(1);
  });

  it("includes them with the filter { id: 'deleted', value: 'true' }, flagged IsDeleted", async () => {
    const { rows } = await read({ filtered: JSON.stringify([{ id: 'deleted', value: 'true' }]) });
    expect(rows.map((r) => [r.lastName, r.IsDeleted])).toEqual([
      ['Active', false],
      ['Gone', true],
    ]);
  });

  it('ignores a phone filter under 4 digits (part 1 §5), and filters by digits from 4 on', async () => {
    const phone = (value: string) => read({ filtered: JSON.stringify([{ id: 'phone', value }, { id: 'deleted', value: 'true' }]) });
    expect((await phone('214')).rows.map((r) => r.lastName)).toEqual(['Active', 'Gone']);
    expect((await phone('(97')).rows.map((r) => r.lastName)).toEqual(['Active', 'Gone']);
    expect((await phone('2145')).rows.map((r) => r.lastName)).toEqual(['Active']);
    expect((await phone('555-0202')).rows.map((r) => r.lastName)).toEqual(['Gone']);
  });

  it('answers one (empty) page when nothing matches', async () => {
    expect(await read({ filtered: JSON.stringify([{ id: 'name', value: 'nobody' }]) })).toMatchObject({
      rows: [],
      total: 0,
      pages: 1,
    });
  });
});
