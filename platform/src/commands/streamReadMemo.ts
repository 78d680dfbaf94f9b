import type { EventStore, ReadStreamOptions, RecordedEvent } from '../eventstore/port';

export interface MemoizedStore extends EventStore {
  /** Forgets every read kept (a retry's new round reads afresh). */
  forget(): void;
  /** The store underneath, unmemoized. */
  readonly root: EventStore;
}

/**
 * The store without any command's memo: for what outlives the command that happened to create it (a
 * process-wide sender reading the opt-outs must not keep reading through the first command's view).
 */
export function unmemoized(store: EventStore): EventStore {
  return (store as Partial<MemoizedStore>).root ?? store;
}

/**
 * One command's view of the store: each stream it reads whole is read once, however many of its loaders
 * ask (a booking read its estimate three times, the customer's user and contacts several: about half of a
 * write's stream reads). A command decides from one reading of each stream anyway: the append's expected
 * revision, not a second read, is what catches a writer in between. A stream this view appends to, or
 * fails to append to, is read afresh next time; reads with a start or a count are served from a whole
 * read already kept, else kept by their start and count. Callers get their own array (some sort or
 * slice what they get).
 */
export function memoizeStreamReads(store: EventStore): MemoizedStore {
  // Per stream: its whole read, and reads of a part by '<from>:<count>'.
  const kept = new Map<string, Map<string, Promise<RecordedEvent[]>>>();
  const read = (stream: string, part: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> => {
    let reads = kept.get(stream);
    if (!reads) kept.set(stream, (reads = new Map()));
    let events = reads.get(part);
    if (!events) {
      const asked = store.readStream(stream, options);
      events = asked;
      reads.set(part, asked);
      // A failed read is not kept.
      asked.catch(() => kept.get(stream)?.get(part) === asked && kept.get(stream)?.delete(part));
    }
    return events;
  };
  const forgetStreams = (streams: readonly string[]) => {
    for (const stream of streams) kept.delete(stream);
  };
  const afterAppend = async <T>(streams: readonly string[], append: () => Promise<T>): Promise<T> => {
    try {
      return await append();
    } finally {
      forgetStreams(streams);
    }
  };
  return {
    kind: store.kind,
    async readStream(stream: string, options: ReadStreamOptions = {}) {
      const from = Math.max(0, options.fromRevision ?? 0);
      const partial = from > 0 || options.maxCount !== undefined;
      if (partial && !kept.get(stream)?.has('whole')) return [...(await read(stream, `${from}:${options.maxCount ?? ''}`, options))];
      const events = (await read(stream, 'whole')).filter((e) => e.revision >= from);
      return options.maxCount === undefined ? events : events.slice(0, Math.max(0, options.maxCount));
    },
    appendToStream: (stream, events, options) => afterAppend([stream], () => store.appendToStream(stream, events, options)),
    appendToStreams: (writes) => afterAppend(writes.map((w) => w.stream), () => store.appendToStreams(writes)),
    streamRevisions: (streams) => store.streamRevisions(streams),
    readAll: (options) => store.readAll(options),
    ...(store.readBatch ? { readBatch: (options: Parameters<NonNullable<EventStore['readBatch']>>[0]) => store.readBatch!(options) } : {}),
    subscribeAll: (options) => store.subscribeAll(options),
    headPosition: () => store.headPosition(),
    comparePositions: (a, b) => store.comparePositions(a, b),
    close: () => store.close(),
    forget: () => kept.clear(),
    root: unmemoized(store),
  };
}
