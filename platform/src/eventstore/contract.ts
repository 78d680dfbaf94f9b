import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WrongExpectedVersion,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type SubscriptionItem,
} from './port';
import {
  consume,
  event,
  events,
  eventsOf,
  expectExactlyOnceInStreamOrder,
  expectIncreasing,
  expectWrongVersion,
  isEvent,
  metadata,
  readAllUntil,
  settled,
  uniquePrefix,
} from './contractSupport';

/**
 * The one contract every EventStore adapter passes (ARCHITECTURE.md, "The EventStore port").
 * The store is shared by the tests of one run (a server may hold other data too), so every test writes to
 * streams under a prefix of its own and reads through a filter on that prefix.
 */
export interface StoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
  /**
   * A second store on the same data with connections of its own (as another process would have), and a way
   * to cut those connections from outside. Absent: the reconnect test is skipped, with the reason printed.
   */
  subscriber?: { store: EventStore; dropConnections(): Promise<number> };
  /**
   * A store on the same data whose next multi-stream append, once armed, dies between the first and the
   * second stream's rows (PostgreSQL: its connection is terminated from another one; elsewhere an
   * injected failure). Absent: the crash test is skipped, with the reason printed.
   */
  interrupted?: { store: EventStore; armCrashAfterFirstStream(): void };
}

export interface ContractOptions {
  /** Concurrent writers on different streams, and appends each (default 20 x 50). */
  writers?: number;
  appendsPerWriter?: number;
  /** Why the reconnect test cannot run on this store (printed when `subscriber` is absent). */
  noReconnectReason?: string;
  /**
   * What a multi-stream append that dies halfway leaves: 'atomic' (one transaction: none of its events),
   * or 'ordered' (EventStoreDB: the streams before the crash, in name order; a retry finishes). Default atomic.
   */
  multiStream?: 'atomic' | 'ordered';
}

export function eventStoreContract(
  name: string,
  makeStore: () => Promise<StoreUnderTest>,
  options: ContractOptions = {},
): void {
  const writers = options.writers ?? 20;
  const appendsPerWriter = options.appendsPerWriter ?? 50;

  describe(`EventStore contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;
    beforeAll(async () => {
      subject = await makeStore();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.cleanup();
    });

    describe('expected revision', () => {
      it("'no_stream' (and -1) create a stream and refuse an existing one", async () => {
        const stream = `${uniquePrefix('NoStream')}1`;
        const r = await store.appendToStream(stream, events(2), { expected: 'no_stream' });
        expect(r.nextExpectedRevision).toBe(1);
        await expectWrongVersion(store.appendToStream(stream, [event()], { expected: 'no_stream' }), 1);
        await expectWrongVersion(store.appendToStream(stream, [event()], { expected: -1 }), 1);
        const other = `${uniquePrefix('Minus1')}1`;
        expect((await store.appendToStream(other, [event()], { expected: -1 })).nextExpectedRevision).toBe(0);
      });

      it('an exact revision appends only when it is the current one', async () => {
        const stream = `${uniquePrefix('Exact')}1`;
        await expectWrongVersion(store.appendToStream(stream, [event()], { expected: 0 }), -1);
        await store.appendToStream(stream, events(2), { expected: -1 });
        const r = await store.appendToStream(stream, events(3), { expected: 1 });
        expect(r.nextExpectedRevision).toBe(4);
        const err = await expectWrongVersion(store.appendToStream(stream, [event()], { expected: 1 }), 4);
        expect(err.stream).toBe(stream);
        expect(err.expected).toBe(1);
        await expectWrongVersion(store.appendToStream(stream, [event()], { expected: 7 }), 4);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      });

      it('streamRevisions: each stream\'s last revision in the order asked, -1 for none, no events read', async () => {
        const prefix = uniquePrefix('Revisions');
        await store.appendToStream(`${prefix}A`, events(3), { expected: 'no_stream' });
        await store.appendToStream(`${prefix}B`, events(1), { expected: 'no_stream' });
        await store.appendToStreams([{ stream: `${prefix}A`, events: events(2), expected: 2 }, { stream: `${prefix}B`, events: events(1), expected: 0 }]);
        expect(await store.streamRevisions([`${prefix}B`, `${prefix}Missing`, `${prefix}A`])).toEqual([1, -1, 4]);
        expect(await store.streamRevisions([])).toEqual([]);
      });

      it("'stream_exists' needs the stream, at any revision", async () => {
        const stream = `${uniquePrefix('Exists')}1`;
        await expectWrongVersion(store.appendToStream(stream, [event()], { expected: 'stream_exists' }), -1);
        expect(await store.readStream(stream)).toEqual([]);
        await store.appendToStream(stream, [event()], { expected: 'no_stream' });
        const r = await store.appendToStream(stream, events(2), { expected: 'stream_exists' });
        expect(r.nextExpectedRevision).toBe(2);
      });

      it("'any' appends to a new or an existing stream", async () => {
        const stream = `${uniquePrefix('Any')}1`;
        expect((await store.appendToStream(stream, [event()], { expected: 'any' })).nextExpectedRevision).toBe(0);
        expect((await store.appendToStream(stream, events(2), { expected: 'any' })).nextExpectedRevision).toBe(2);
      });

      it('an append answers the position of its last event', async () => {
        const prefix = uniquePrefix('Pos');
        const start = await store.headPosition();
        const r = await store.appendToStream(`${prefix}1`, events(3), { expected: 'no_stream' });
        await settled(store, r.position);
        const read = await store.readAll({ after: start, filter: { streamPrefixes: [prefix] } });
        expect(read.map((e) => e.position).at(-1)).toBe(r.position);
        expect((await store.readStream(`${prefix}1`)).at(-1)?.position).toBe(r.position);
      });
    });

    describe('idempotent retries', () => {
      it('a retry with the same ids at the same revision writes nothing and answers the first result', async () => {
        const stream = `${uniquePrefix('Retry')}1`;
        const first = events(2);
        const created = await store.appendToStream(stream, first, { expected: 'no_stream' });
        expect(await store.appendToStream(stream, first, { expected: 'no_stream' })).toEqual(created);

        const second = events(1);
        const appended = await store.appendToStream(stream, second, { expected: 1 });
        expect(await store.appendToStream(stream, second, { expected: 1 })).toEqual(appended);
        expect(await store.appendToStream(stream, second, { expected: 'any' })).toEqual(appended);

        const stored = await store.readStream(stream);
        expect(stored.map((e) => e.id)).toEqual([...first, ...second].map((e) => e.id));
      });

      it('the same ids at another (stale) revision, or with new ones mixed in, are refused', async () => {
        const stream = `${uniquePrefix('RetryElse')}1`;
        const first = events(2);
        await store.appendToStream(stream, first, { expected: 'no_stream' });
        await store.appendToStream(stream, events(1), { expected: 1 });
        await expectWrongVersion(store.appendToStream(stream, first, { expected: 0 }), 2);
        await expectWrongVersion(store.appendToStream(stream, [first[0], event()], { expected: 'no_stream' }), 2);
        expect(await store.readStream(stream)).toHaveLength(3);
      });
    });

    describe('reading', () => {
      it('a missing stream reads as empty', async () => {
        expect(await store.readStream(`${uniquePrefix('Missing')}1`)).toEqual([]);
        expect(await store.readStream(`${uniquePrefix('Missing')}1`, { fromRevision: 3, maxCount: 2 })).toEqual([]);
      });

      it('readStream honours fromRevision and maxCount and returns what was written', async () => {
        const stream = `${uniquePrefix('Read')}1`;
        const written = Array.from({ length: 6 }, (_, i) => event(`Type${i % 2}`, { i, text: `it's "quoted" \\ ü` }));
        await store.appendToStream(stream, written, { expected: 'no_stream' });
        const all = await store.readStream(stream);
        expect(all.map((e) => [e.id, e.type, e.data, e.revision, e.stream])).toEqual(
          written.map((w, i) => [w.id, w.type, w.data, i, stream]),
        );
        expect(all[0].metadata).toEqual(metadata);
        expect(all[0].createdAt).toBeInstanceOf(Date);
        expect((await store.readStream(stream, { fromRevision: 2 })).map((e) => e.revision)).toEqual([2, 3, 4, 5]);
        expect((await store.readStream(stream, { fromRevision: 1, maxCount: 2 })).map((e) => e.revision)).toEqual([
          1, 2,
        ]);
        expect(await store.readStream(stream, { fromRevision: 6 })).toEqual([]);
      });

      it('readAll returns events in append order, strictly after `after`, up to `limit`', async () => {
        const prefix = uniquePrefix('All');
        const start = await store.headPosition();
        const ids: string[] = [];
        const positions: Position[] = [];
        for (let i = 0; i < 4; i++) {
          const batch = events(2);
          ids.push(...batch.map((e) => e.id));
          positions.push((await store.appendToStream(`${prefix}${i % 2}`, batch, { expected: 'any' })).position);
        }
        await settled(store, ...positions);
        const filter = { streamPrefixes: [prefix] };
        const all = await readAllUntil(store, { after: start, filter }, 8);
        expect(all.map((e) => e.id)).toEqual(ids);
        expectIncreasing(
          store,
          all.map((e) => e.position),
        );
        const rest = await readAllUntil(store, { after: all[2].position, filter }, 5);
        expect(rest.map((e) => e.id)).toEqual(ids.slice(3));
        const page = await readAllUntil(store, { after: all[2].position, limit: 2, filter }, 2);
        expect(page.map((e) => e.id)).toEqual(ids.slice(3, 5));
        expect(store.comparePositions(all[7].position, all[7].position)).toBe(0);
        const head = await store.headPosition();
        expect(head).not.toBeNull();
        expect(store.comparePositions(head!, all[7].position)).toBeGreaterThanOrEqual(0);
      });

      it('readAll filters by event type, by stream prefix, and by both', async () => {
        const prefix = uniquePrefix('Filter');
        const start = await store.headPosition();
        const [cat, dog] = [`${prefix}Cat-`, `${prefix}Dog-`];
        await store.appendToStream(`${cat}1`, [event('Fed'), event('Groomed')], { expected: 'no_stream' });
        const last = await store.appendToStream(`${dog}1`, [event('Fed'), event('Walked')], { expected: 'no_stream' });
        await settled(store, last.position);
        const read = async (filter: { eventTypes?: string[]; streamPrefixes?: string[] }) =>
          (await store.readAll({ after: start, filter: { streamPrefixes: [prefix], ...filter } })).map(
            (e) => `${e.stream.slice(prefix.length)}:${e.type}`,
          );
        expect(await read({})).toEqual(['Cat-1:Fed', 'Cat-1:Groomed', 'Dog-1:Fed', 'Dog-1:Walked']);
        expect(await read({ streamPrefixes: [dog] })).toEqual(['Dog-1:Fed', 'Dog-1:Walked']);
        const fed = await store.readAll({ after: start, filter: { eventTypes: ['Fed', 'Walked'] } });
        expect(fed.filter((e) => e.stream.startsWith(prefix)).map((e) => e.type)).toEqual(['Fed', 'Fed', 'Walked']);
        expect(fed.every((e) => e.type === 'Fed' || e.type === 'Walked')).toBe(true);
        expect(
          (await store.readAll({ after: start, filter: { eventTypes: ['Fed'], streamPrefixes: [cat] } })).map(
            (e) => e.stream,
          ),
        ).toEqual([`${cat}1`]);
        // A prefix is literal: LIKE wildcards in it match only themselves.
        expect(await read({ streamPrefixes: [`${prefix}C_t`] })).toEqual([]);
      });
    });

    describe('subscribeAll', () => {
      it('catches up, says so once, then delivers new events live (filtered)', async () => {
        const prefix = uniquePrefix('Sub');
        const start = await store.headPosition();
        const before = events(3);
        const first = await store.appendToStream(`${prefix}1`, before, { expected: 'no_stream' });
        const other = await store.appendToStream(`${uniquePrefix('Other')}1`, events(1), { expected: 'no_stream' });
        // "Before" means visible before subscribing, so the catch-up phase must deliver them.
        await settled(store, first.position, other.position);
        const live = events(2, 'Live');
        const ignored = event('Ignored');
        let appended = false;
        const items = await consume(
          store,
          { after: start, filter: { streamPrefixes: [prefix], eventTypes: ['Tested', 'Live'] } },
          (_, last) => {
            if (last.kind === 'caughtUp' && !appended) {
              appended = true;
              // Written while the subscription is live.
              void store
                .appendToStream(`${prefix}1`, [ignored], { expected: 2 })
                .then(() => store.appendToStream(`${prefix}2`, live, { expected: 'no_stream' }));
            }
            return isEvent(last, live[1].id);
          },
        );
        expect(items.map((i) => (i.kind === 'event' ? i.event.id : 'caughtUp'))).toEqual([
          ...before.map((e) => e.id),
          'caughtUp',
          ...live.map((e) => e.id),
        ]);
        const caughtUp = items[3] as Extract<SubscriptionItem, { kind: 'caughtUp' }>;
        expect(caughtUp.position).not.toBeNull();
        expect(store.comparePositions(caughtUp.position!, eventsOf(items)[2].position)).toBeGreaterThanOrEqual(0);
        expect(store.comparePositions(caughtUp.position!, eventsOf(items)[3].position)).toBe(-1);
      });

      it('on an empty selection, catches up at once', async () => {
        const items = await consume(
          store,
          { after: await store.headPosition(), filter: { streamPrefixes: [uniquePrefix('Empty')] } },
          (_, last) => last.kind === 'caughtUp',
        );
        expect(items.map((i) => i.kind)).toEqual(['caughtUp']);
      });

      it('resubscribes by itself after its connections are cut, delivering each event exactly once', async (ctx) => {
        if (!subject.subscriber) {
          console.log(`[${name}] reconnect test skipped: ${options.noReconnectReason ?? 'no way to cut connections'}`);
          ctx.skip();
          return;
        }
        const reader = subject.subscriber.store;
        const prefix = uniquePrefix('Drop');
        const start = await store.headPosition();
        const stream = `${prefix}1`;
        const written: string[] = [];
        const append = async (n: number) => {
          const batch = events(n);
          written.push(...batch.map((e) => e.id));
          await store.appendToStream(stream, batch, { expected: 'any' });
        };
        await append(3);
        let cuts = 0;
        let dropped = 0;
        let awaited = 3; // events the reader should have when the next step starts
        const sentinel = event('Sentinel');
        const items = await consume(reader, { after: start, filter: { streamPrefixes: [prefix] } }, (all, last) => {
          // Each time the reader has everything written so far: cut its connections, then write more.
          if (last.kind === 'event' && eventsOf(all).length === awaited) {
            if (cuts < 3) {
              cuts++;
              awaited += 2;
              void subject.subscriber!.dropConnections().then((n) => {
                dropped += n;
                return append(2);
              });
            } else if (!written.includes(sentinel.id)) {
              awaited += 1;
              written.push(sentinel.id);
              void store.appendToStream(stream, [sentinel], { expected: 'any' });
            }
          }
          return isEvent(last, sentinel.id);
        });
        expect(dropped, 'connections were cut').toBeGreaterThan(0);
        expect(eventsOf(items).map((e) => e.id)).toEqual(written);
        expect(items.filter((i) => i.kind === 'caughtUp')).toHaveLength(1);
      });
    });

    describe('multi-stream append', () => {
      const multi = (prefix: string, n: number) => ({ a: `${prefix}A`, b: `${prefix}B`, ea: events(n), eb: events(n) });

      it('appends every stream at its expected revision, answers per stream in the order given and the last position', async () => {
        const prefix = uniquePrefix('Multi');
        const start = await store.headPosition();
        await store.appendToStream(`${prefix}B`, events(2), { expected: 'no_stream' });
        const { a, b, ea, eb } = multi(prefix, 2);
        const r = await store.appendToStreams([
          { stream: b, events: eb, expected: 1 },
          { stream: a, events: ea, expected: 'no_stream' },
        ]);
        expect(r.streams.map((s) => s.nextExpectedRevision)).toEqual([3, 1]);
        expect(store.comparePositions(r.position, r.streams[0].position)).toBeGreaterThanOrEqual(0);
        expect(store.comparePositions(r.position, r.streams[1].position)).toBeGreaterThanOrEqual(0);
        expect((await store.readStream(a)).map((e) => e.id)).toEqual(ea.map((e) => e.id));
        expect((await store.readStream(b)).slice(2).map((e) => e.id)).toEqual(eb.map((e) => e.id));
        await settled(store, r.position);
        const all = await readAllUntil(store, { after: start, filter: { streamPrefixes: [prefix] } }, 6);
        expect(all.map((e) => e.position).at(-1)).toBe(r.position);
        await expect(store.appendToStreams([{ stream: a, events: [event()], expected: 1 }, { stream: a, events: [event()], expected: 1 }])).rejects.toThrow(/twice/);
      });

      it('all or nothing: a wrong expected revision in the second stream writes neither', async () => {
        const prefix = uniquePrefix('MultiWrong');
        const { a, b, ea, eb } = multi(prefix, 2);
        await store.appendToStream(b, events(1), { expected: 'no_stream' });
        const err = await expectWrongVersion(
          store.appendToStreams([
            { stream: a, events: ea, expected: 'no_stream' },
            { stream: b, events: eb, expected: 'no_stream' },
          ]),
          0,
        );
        expect(err.stream).toBe(b);
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toHaveLength(1);
      });

      it('a retry with the same ids answers the first result and writes nothing; one that finds only some streams written finishes the rest', async () => {
        const prefix = uniquePrefix('MultiRetry');
        const { a, b, ea, eb } = multi(prefix, 2);
        const writes = [
          { stream: a, events: ea, expected: 'no_stream' as const },
          { stream: b, events: eb, expected: 'no_stream' as const },
        ];
        const first = await store.appendToStreams(writes);
        expect(await store.appendToStreams(writes)).toEqual(first);
        expect(await store.readStream(a)).toHaveLength(2);
        expect(await store.readStream(b)).toHaveLength(2);

        // What a crash between the streams leaves on a store without multi-stream transactions.
        const half = multi(uniquePrefix('MultiHalf'), 1);
        const halfWrites = [
          { stream: half.a, events: half.ea, expected: -1 },
          { stream: half.b, events: half.eb, expected: -1 },
        ];
        const written = await store.appendToStream(half.a, half.ea, { expected: -1 });
        const finished = await store.appendToStreams(halfWrites);
        expect(finished.streams[0]).toEqual(written);
        expect((await store.readStream(half.a)).map((e) => e.id)).toEqual(half.ea.map((e) => e.id));
        expect((await store.readStream(half.b)).map((e) => e.id)).toEqual(half.eb.map((e) => e.id));
        // Other ids at a taken place are still refused.
        await expectWrongVersion(store.appendToStreams([{ stream: half.a, events: [event()], expected: -1 }, { stream: `${prefix}C`, events: [event()], expected: -1 }]), 0);
        expect(await store.readStream(`${prefix}C`)).toEqual([]);
      });

      it('a crash between two streams\' rows: the retry with the same ids leaves every event exactly once', async (ctx) => {
        if (!subject.interrupted) {
          console.log(`[${name}] multi-stream crash test skipped: no interruptible store`);
          ctx.skip();
          return;
        }
        const prefix = uniquePrefix('MultiCrash');
        const start = await store.headPosition();
        const { a, b, ea, eb } = multi(prefix, 2);
        await store.appendToStream(b, events(1), { expected: 'no_stream' });
        const writes = [
          { stream: b, events: eb, expected: 0 },
          { stream: a, events: ea, expected: 'no_stream' as const },
        ];
        subject.interrupted.armCrashAfterFirstStream();
        await expect(subject.interrupted.store.appendToStreams(writes)).rejects.toThrow();
        const ids = [...ea, ...eb].map((e) => e.id);
        const found = async () => (await Promise.all([a, b].map((s) => store.readStream(s)))).flat().filter((e) => ids.includes(e.id));
        if ((options.multiStream ?? 'atomic') === 'atomic') {
          expect(await found(), 'none of the command\'s events').toEqual([]);
          const marker = await store.appendToStream(`${prefix}Marker`, [event()], { expected: 'no_stream' });
          await settled(store, marker.position);
          const all = await store.readAll({ after: start, filter: { streamPrefixes: [prefix] } });
          expect(all.filter((e) => ids.includes(e.id))).toEqual([]);
        } else {
          // Streams are written in name order: A before the crash, B not.
          expect((await found()).map((e) => e.id)).toEqual(ea.map((e) => e.id));
        }
        const retried = await store.appendToStreams(writes);
        expect(retried.streams.map((s) => s.nextExpectedRevision)).toEqual([2, 1]);
        expect((await found()).map((e) => e.id).sort()).toEqual([...ids].sort());
      });

      it(`${writers} concurrent multi-stream writers (own stream first, a shared one with 'any' last): every stream in revision order in $all`, async () => {
        const prefix = uniquePrefix('MultiLoad');
        const start = await store.headPosition();
        const shared = `${prefix}Z-shared`;
        const rounds = 5;
        const appended = new Set<string>();
        const positions: Position[] = [];
        await Promise.all(
          Array.from({ length: writers }, async (_, w) => {
            for (let i = 0; i < rounds; i++) {
              const own = event('Loaded', { w, i });
              const mine = event('Shared', { w, i });
              const r = await store.appendToStreams([
                { stream: `${prefix}A-${w}`, events: [own], expected: i - 1 },
                { stream: shared, events: [mine], expected: 'any' },
              ]);
              appended.add(own.id).add(mine.id);
              positions.push(r.position);
            }
          }),
        );
        await settled(store, ...positions);
        const received = await readAllUntil(store, { after: start, filter: { streamPrefixes: [prefix] } }, appended.size);
        expectExactlyOnceInStreamOrder(received, appended);
        expectIncreasing(
          store,
          received.map((e) => e.position),
        );
      });

      it('20 concurrent multi-stream writers with the same exact revisions: exactly one wins each round', async () => {
        const prefix = uniquePrefix('MultiRace');
        for (let round = 0; round < 5; round++) {
          const results = await Promise.allSettled(
            Array.from({ length: 20 }, () =>
              store.appendToStreams([
                { stream: `${prefix}A`, events: [event()], expected: round - 1 },
                { stream: `${prefix}B`, events: [event()], expected: round - 1 },
              ]),
            ),
          );
          expect(results.filter((r) => r.status === 'fulfilled'), `round ${round}`).toHaveLength(1);
          for (const lost of results.filter((r) => r.status === 'rejected')) expect(lost.reason).toBeInstanceOf(WrongExpectedVersion);
        }
        expect((await store.readStream(`${prefix}A`)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
        expect((await store.readStream(`${prefix}B`)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      });
    });

    describe('concurrency', () => {
      it('20 concurrent writers on one stream with the same exact revision: exactly one wins each round, no gaps', async () => {
        const stream = `${uniquePrefix('Race')}1`;
        const rounds = 10;
        for (let round = 0; round < rounds; round++) {
          const expected: ExpectedRevision = round - 1;
          const results = await Promise.allSettled(
            Array.from({ length: 20 }, () => store.appendToStream(stream, [event()], { expected })),
          );
          const won = results.filter((r) => r.status === 'fulfilled');
          expect(won, `round ${round}`).toHaveLength(1);
          for (const lost of results.filter((r) => r.status === 'rejected')) {
            expect(lost.reason).toBeInstanceOf(WrongExpectedVersion);
            expect((lost.reason as WrongExpectedVersion).actual).toBe(round);
          }
        }
        const stored = await store.readStream(stream);
        expect(stored.map((e) => e.revision)).toEqual(Array.from({ length: rounds }, (_, i) => i));
      });

      it(`${writers} concurrent writers on different streams (${appendsPerWriter} appends each) while a subscriber runs: every event once, streams in order, and a restart from a checkpoint goes on exactly where it stopped`, async () => {
        const prefix = uniquePrefix('Load');
        const start = await store.headPosition();
        const filter = { streamPrefixes: [prefix] };
        const appended = new Set<string>();
        const total = writers * appendsPerWriter;
        const sentinel = event('Sentinel');

        const writersFailed = new AbortController();
        const writing = (async () => {
          await Promise.all(
            Array.from({ length: writers }, async (_, w) => {
              for (let i = 0; i < appendsPerWriter; i++) {
                const e = event('Loaded', { w, i });
                await store.appendToStream(`${prefix}${w}`, [e], { expected: i - 1 });
                appended.add(e.id);
              }
            }),
          );
          // Appended after every other append has returned: when it arrives, everything before it must have.
          await store.appendToStream(`${prefix}Sentinel`, [sentinel], { expected: 'no_stream' });
        })();
        // Without the sentinel the second run would wait forever: end it, and let `await writing` throw.
        writing.catch(() => writersFailed.abort());

        // First run: stop at a checkpoint while the writers are still busy.
        const firstRun = await consume(
          store,
          { after: start, filter, signal: writersFailed.signal },
          (items) => eventsOf(items).length >= Math.floor(total / 3),
        );
        const checkpoint = eventsOf(firstRun).at(-1)!.position;
        // Second run: from the checkpoint, until the sentinel.
        const secondRun = await consume(store, { after: checkpoint, filter, signal: writersFailed.signal }, (_, last) =>
          isEvent(last, sentinel.id),
        );
        await writing;

        const received = [...eventsOf(firstRun), ...eventsOf(secondRun)].filter((e) => e.id !== sentinel.id);
        expect(appended.size).toBe(total);
        expectExactlyOnceInStreamOrder(received, appended);
        expectIncreasing(
          store,
          received.map((e) => e.position),
        );
        // A reader that starts afterwards sees the same order.
        const replay = await store.readAll({ after: start, filter });
        expect(replay.map((e) => e.id)).toEqual([...received.map((e) => e.id), sentinel.id]);
      });

      it(`'any' under concurrent load: ${writers} writers x 5 appends of 2 events to one stream all succeed, each append stays contiguous, and $all order equals revision order`, async () => {
        // What 'any' does: it never fails on a busy stream (each append lands at whatever revision is next),
        // and it does not break the global order: readers see the stream in revision order.
        const stream = `${uniquePrefix('AnyLoad')}1`;
        const start = await store.headPosition();
        const batches: string[][] = [];
        const positions: Position[] = [];
        await Promise.all(
          Array.from({ length: writers }, async () => {
            for (let i = 0; i < 5; i++) {
              const batch = events(2);
              batches.push(batch.map((e) => e.id));
              positions.push((await store.appendToStream(stream, batch, { expected: 'any' })).position);
            }
          }),
        );
        await settled(store, ...positions);
        const stored = await store.readStream(stream);
        expect(stored.map((e) => e.revision)).toEqual(Array.from({ length: writers * 10 }, (_, i) => i));
        const revisionOf = new Map(stored.map((e) => [e.id, e.revision]));
        for (const [a, b] of batches) expect(revisionOf.get(b)).toBe(revisionOf.get(a)! + 1);
        const global = await store.readAll({ after: start, filter: { streamPrefixes: [stream] } });
        expect(global.map((e) => e.revision)).toEqual(stored.map((e) => e.revision));
      });
    });
  });
}
