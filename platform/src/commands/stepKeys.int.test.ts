import type { Decider } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../eventstore/postgres';
import type { EventStore } from '../eventstore/port';
import type { AppServices } from '../http/services';
import { createTestDatabase, type TestDatabase } from '../testing';
import { createCommandContext } from './commandContext';

// A counter: every command appends one Counted event.
type Counted = { type: 'Counted'; data: { n: number } };
const counter: Decider<{ n: number }, Counted, number> = {
  initialState: () => 0,
  evolve: (count) => count + 1,
  decide: (command) => [{ type: 'Counted', data: { n: command.n } }],
};

describe('a request that writes one stream twice, with an Idempotency-Key', () => {
  let database: TestDatabase;
  let store: EventStore;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await createPostgresEventStore(database.database);
    services = { store, db: database.database } as unknown as AppServices;
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const request = () =>
    createCommandContext({ services, actor: null, commandName: 'CountTwice', correlationId: 'c', idempotencyKey: 'k-1' });

  it('writes both steps, and a repeat of the whole request writes nothing', async () => {
    const first = request();
    await first.execute('Counter-1', counter, { n: 1 });
    await first.execute('Counter-1', counter, { n: 2 });
    expect((await store.readStream('Counter-1')).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);

    const repeat = request();
    const a = await repeat.execute('Counter-1', counter, { n: 1 });
    const b = await repeat.execute('Counter-1', counter, { n: 2 });
    expect([a.events, b.events]).toEqual([[{ type: 'Counted', data: { n: 1 } }], [{ type: 'Counted', data: { n: 2 } }]]);
    expect(await store.readStream('Counter-1')).toHaveLength(2);
  });
});
