import { describe, expect, it } from 'vitest';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '../eventstore/port';
import { memoizeStreamReads } from './streamReadMemo';

/** A store of streams in memory that counts the reads reaching it. */
function countingStore(streams: Record<string, string[]> = {}) {
  const data = new Map(Object.entries(streams).map(([s, types]) => [s, types.map((type, revision) => event(s, type, revision))]));
  const reads: string[] = [];
  const store = {
    kind: 'postgres',
    async readStream(stream: string, options: { fromRevision?: number; maxCount?: number } = {}) {
      reads.push(stream);
      const events = (data.get(stream) ?? []).filter((e) => e.revision >= (options.fromRevision ?? 0));
      return options.maxCount === undefined ? events : events.slice(0, options.maxCount);
    },
    async appendToStreams(writes: { stream: string; events: { type: string }[]; expected: number | 'any' }[]) {
      for (const w of writes) {
        const now = data.get(w.stream) ?? [];
        if (w.expected !== 'any' && w.expected !== now.length - 1) throw new WrongExpectedVersion(w.stream, w.expected, now.length - 1);
      }
      for (const w of writes) {
        const now = data.get(w.stream) ?? [];
        data.set(w.stream, [...now, ...w.events.map((e, i) => event(w.stream, e.type, now.length + i))]);
      }
      return { position: null, streams: [] };
    },
  } as unknown as EventStore;
  return { store, reads };
}

function event(stream: string, type: string, revision: number): RecordedEvent {
  return { id: `${stream}-${revision}`, stream, type, revision, data: {}, metadata: {}, position: null } as unknown as RecordedEvent;
}

const types = (events: RecordedEvent[]) => events.map((e) => e.type);

describe('memoizeStreamReads: one command reads each stream once', () => {
  it('given a stream read whole, when it is read again (whole, from a revision, or a count), then the store is not asked again', async () => {
    const { store, reads } = countingStore({ 'Estimate-1': ['Saved', 'Changed', 'Booked'] });
    const memo = memoizeStreamReads(store);
    expect(types(await memo.readStream('Estimate-1'))).toEqual(['Saved', 'Changed', 'Booked']);
    expect(types(await memo.readStream('Estimate-1'))).toEqual(['Saved', 'Changed', 'Booked']);
    expect(types(await memo.readStream('Estimate-1', { fromRevision: 1 }))).toEqual(['Changed', 'Booked']);
    expect(types(await memo.readStream('Estimate-1', { maxCount: 1 }))).toEqual(['Saved']);
    expect(types(await memo.readStream('Estimate-1', { fromRevision: 1, maxCount: 1 }))).toEqual(['Changed']);
    expect(reads).toEqual(['Estimate-1']);
  });

  it('given reads at once, when they all ask, then one read serves them', async () => {
    const { store, reads } = countingStore({ 'User-5': ['Created'] });
    const memo = memoizeStreamReads(store);
    await Promise.all([memo.readStream('User-5'), memo.readStream('User-5'), memo.readStream('User-5')]);
    expect(reads).toEqual(['User-5']);
  });

  it('given no whole read yet, when a part is asked twice, then the part is read once, and a whole read is its own', async () => {
    const { store, reads } = countingStore({ 'User-5': ['Created', 'Renamed'] });
    const memo = memoizeStreamReads(store);
    expect(types(await memo.readStream('User-5', { maxCount: 1 }))).toEqual(['Created']);
    expect(types(await memo.readStream('User-5', { maxCount: 1 }))).toEqual(['Created']);
    expect(types(await memo.readStream('User-5', { fromRevision: 1 }))).toEqual(['Renamed']);
    expect(types(await memo.readStream('User-5'))).toEqual(['Created', 'Renamed']);
    expect(reads).toEqual(['User-5', 'User-5', 'User-5']);
  });

  it('given a part kept, when the command appends to the stream, then the part is read afresh', async () => {
    const { store, reads } = countingStore({ 'User-5': ['Created'] });
    const memo = memoizeStreamReads(store);
    await memo.readStream('User-5', { fromRevision: 1 });
    await memo.appendToStreams([{ stream: 'User-5', events: [{ id: 'x', type: 'Renamed', data: {}, metadata: {} as never }], expected: 0 }]);
    expect(types(await memo.readStream('User-5', { fromRevision: 1 }))).toEqual(['Renamed']);
    expect(reads).toEqual(['User-5', 'User-5']);
  });

  it('given a kept read, when the caller changes its array, then the next caller still gets the stream', async () => {
    const { store } = countingStore({ 'Pet-2': ['Added', 'Renamed'] });
    const memo = memoizeStreamReads(store);
    (await memo.readStream('Pet-2')).reverse().pop();
    expect(types(await memo.readStream('Pet-2'))).toEqual(['Added', 'Renamed']);
  });

  it('given a kept read, when the command appends to that stream, then the next read is fresh; other streams stay kept', async () => {
    const { store, reads } = countingStore({ 'Appointment-9': ['Created'], 'Estimate-1': ['Saved'] });
    const memo = memoizeStreamReads(store);
    await memo.readStream('Appointment-9');
    await memo.readStream('Estimate-1');
    await memo.appendToStreams([{ stream: 'Appointment-9', events: [{ id: 'x', type: 'Started', data: {}, metadata: {} as never }], expected: 0 }]);
    expect(types(await memo.readStream('Appointment-9'))).toEqual(['Created', 'Started']);
    await memo.readStream('Estimate-1');
    expect(reads).toEqual(['Appointment-9', 'Estimate-1', 'Appointment-9']);
  });

  it('given a kept read, when an append to it loses to another writer, then the next read is fresh (the retry decides on the new events)', async () => {
    const { store } = countingStore({ 'Appointment-9': ['Created'] });
    const memo = memoizeStreamReads(store);
    await memo.readStream('Appointment-9');
    // Another writer, straight to the store.
    await store.appendToStreams([{ stream: 'Appointment-9', events: [{ id: 'o', type: 'Cancelled', data: {}, metadata: {} as never }], expected: 0 }]);
    await expect(memo.appendToStreams([{ stream: 'Appointment-9', events: [{ id: 'x', type: 'Started', data: {}, metadata: {} as never }], expected: 0 }])).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect(types(await memo.readStream('Appointment-9'))).toEqual(['Created', 'Cancelled']);
  });

  it('given kept reads, when forgotten (a new round of retrying), then every stream is read afresh', async () => {
    const { store, reads } = countingStore({ 'Customer-3': ['Created'] });
    const memo = memoizeStreamReads(store);
    await memo.readStream('Customer-3');
    memo.forget();
    await memo.readStream('Customer-3');
    expect(reads).toEqual(['Customer-3', 'Customer-3']);
  });

  it('given a read that fails, when asked again, then it is read again', async () => {
    const { store, reads } = countingStore({ 'Customer-3': ['Created'] });
    let fail = true;
    const flaky = { ...store, readStream: async (s: string) => (fail ? ((fail = false), Promise.reject(new Error('connection lost'))) : store.readStream(s)) } as EventStore;
    const memo = memoizeStreamReads(flaky);
    await expect(memo.readStream('Customer-3')).rejects.toThrow('connection lost');
    expect(types(await memo.readStream('Customer-3'))).toEqual(['Created']);
    expect(reads).toEqual(['Customer-3']);
  });
});
