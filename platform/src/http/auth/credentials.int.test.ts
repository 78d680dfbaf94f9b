import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedEventStore } from '../../eventstore/checkedEventStore';
import { createPostgresEventStore } from '../../eventstore/postgres';
import type { EventStore } from '../../eventstore/port';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { ensureCredentialsTable } from './credentials';

// a store written before keeps hashes in LoginAccountCreated; start-up moves them to the
// credentials table and every read of the log from then on shows no hash.
let t: TestDatabase;
let raw: EventStore;
beforeAll(async () => {
  t = await createTestDatabase();
  raw = await createPostgresEventStore(t.database);
});
afterAll(async () => {
  await raw?.close();
  await t?.drop();
});

const metadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Old', idempotencyKey: null, occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };

describe('credentials out of the log', () => {
  it('moves old hashes into credentials once, and readers never see them', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    await raw.appendToStream('User-41', [
      { id: '00000000-0000-4000-8000-000000000041', type: 'LoginAccountCreated', data: { userId: 41, emailAddress: 'old@example.com', passwordHash: hash, createdAt: metadata.occurredAt }, metadata },
    ], { expected: 'any' });
    await raw.appendToStream('User-42', [
      { id: '00000000-0000-4000-8000-000000000042', type: 'LoginAccountCreated', data: { userId: 42, emailAddress: 'none@example.com', passwordHash: null, createdAt: metadata.occurredAt }, metadata },
    ], { expected: 'any' });

    await ensureCredentialsTable(t.database);
    await ensureCredentialsTable(t.database); // idempotent
    const { rows } = await t.database.query<{ user_id: number; password_hash: string }>('SELECT user_id, password_hash FROM credentials ORDER BY user_id');
    expect(rows).toEqual([{ user_id: 41, password_hash: hash }]);

    const store = checkedEventStore(raw);
    const [event] = await store.readStream('User-41');
    expect(event!.data).toEqual({ userId: 41, emailAddress: 'old@example.com', hasPassword: true, createdAt: metadata.occurredAt });
    const all = await store.readAll({ filter: { eventTypes: ['LoginAccountCreated'] } });
    expect(JSON.stringify(all)).not.toContain('argon2');
  });
});
