import { DomainError, type StreamAppend } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase';
import type { Database } from '../db/database';
import { createPostgresEventStore } from '../eventstore/postgres';
import type { EventStore } from '../eventstore/port';
import type { Actor } from '../http/actor';
import type { AppServices } from '../http/services';
import { createCommandContext } from './commandContext';
import { RECORD_CHANGED } from './executeCommand';

// ctx.appendAll / retrying / earlierEvents: the command context's one atomic write (docs/DECISIONS.md).
describe('a command that decides several streams and appends them at once', () => {
  let db: Database;
  let store: EventStore;
  let services: AppServices;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    store = await createPostgresEventStore(db);
    services = { store, db } as unknown as AppServices;
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  const actor = (userId: number) => ({ userId }) as unknown as Actor;
  const request = (key: string | null, userId = 7) =>
    createCommandContext({ services, actor: actor(userId), commandName: 'Both', correlationId: 'c-1', idempotencyKey: key, now: '2026-03-01T12:00:00.000Z' });
  const revisionOf = async (stream: string) => (await store.readStream(stream)).at(-1)?.revision ?? -1;
  const decide = async (a: string, b: string, n: number): Promise<StreamAppend[]> => [
    { stream: a, expectedRevision: await revisionOf(a), events: [{ type: 'Counted', data: { n } }] },
    { stream: b, expectedRevision: await revisionOf(b), events: [{ type: 'Counted', data: { n } }, { type: 'Counted', data: { n: n + 1 } }] },
  ];

  it('writes every stream with the metadata of the command and ids from the key; the same key writes nothing again', async () => {
    const ctx = request('key-1');
    const { revisions, position } = await ctx.appendAll(await decide('A-1', 'B-1', 1));
    expect(revisions).toEqual([0, 1]);
    expect(ctx.lastPosition()).toBe(position);
    const [a] = await store.readStream('A-1');
    expect(a.metadata).toMatchObject({ actorUserId: 7, correlationId: 'c-1', commandName: 'Both', idempotencyKey: 'key-1', occurredAt: '2026-03-01T12:00:00.000Z' });
    // A retry of the request finds its events (and no one else's) before deciding again.
    expect((await request('key-1').earlierEvents(['A-1', 'B-1'])).map((e) => e.stream)).toEqual(['A-1', 'B-1', 'B-1']);
    // The key carries its scope (runCommandRequest: `u42/…`, `s<hex>/…`), not the actor: a sign-up's
    // retry comes from the user it signed in, and finds the events the anonymous request wrote.
    expect((await request('key-1', 8).earlierEvents(['A-1', 'B-1'])).map((e) => e.stream)).toEqual(['A-1', 'B-1', 'B-1']);
    expect(await request('key-2').earlierEvents(['A-1', 'B-1'])).toEqual([]);
    // Appending the same decision again at the same revisions: the same ids, an idempotent success.
    const again = request('key-1');
    await again.appendAll([
      { stream: 'A-1', expectedRevision: -1, events: [{ type: 'Counted', data: { n: 1 } }] },
      { stream: 'B-1', expectedRevision: -1, events: [{ type: 'Counted', data: { n: 1 } }, { type: 'Counted', data: { n: 2 } }] },
    ]);
    expect(await store.readStream('B-1')).toHaveLength(2);
  });

  it('a stream that moved between load and append: decided again on the fresh state, then 409 after a few rounds', async () => {
    const ctx = request(null);
    let rounds = 0;
    await ctx.retrying(async () => {
      const decision = await decide('A-2', 'B-2', 1);
      if (rounds++ === 0) await store.appendToStream('B-2', [{ id: crypto.randomUUID(), type: 'Counted', data: { n: 0 }, metadata: (await store.readStream('A-1'))[0].metadata }], { expected: 'any' });
      return ctx.appendAll(decision);
    });
    expect(rounds).toBe(2);
    expect(await store.readStream('A-2')).toHaveLength(1);
    expect(await store.readStream('B-2')).toHaveLength(3);

    const stale = ctx.retrying(async () => ctx.appendAll([{ stream: 'A-2', expectedRevision: -1, events: [{ type: 'Counted', data: { n: 9 } }] }]));
    await expect(stale).rejects.toBeInstanceOf(DomainError);
    await expect(stale).rejects.toThrow(RECORD_CHANGED);
  });

  it('decideOn: a retry of the same key finds its earlier events in each stream and appends them again as written, finishing a stream a crash left', async () => {
    const counter = { initialState: () => 0, evolve: (n: number) => n + 1, decide: (command: { n: number }) => [{ type: 'Counted', data: { n: command.n } }] };
    // A crash on a store without multi-stream transactions left only C-3 written.
    const first = request('key-3');
    const c = await first.decideOn('C-3', counter, { n: 1 });
    await first.appendAll([c.append]);
    await store.appendToStream('C-3', [{ id: crypto.randomUUID(), type: 'Counted', data: { n: 0 }, metadata: (await store.readStream('A-1'))[0].metadata }], { expected: 'any' });
    const retry = request('key-3');
    const [again, d] = [await retry.decideOn('C-3', counter, { n: 1 }), await retry.decideOn('D-3', counter, { n: 1 })];
    expect([again.replayed, again.append.expectedRevision, d.replayed]).toEqual([true, -1, false]);
    await retry.appendAll([again.append, d.append]);
    expect((await store.readStream('C-3')).map((e) => e.data)).toEqual([{ n: 1 }, { n: 0 }]);
    expect((await store.readStream('D-3')).map((e) => e.data)).toEqual([{ n: 1 }]);
  });
});
