import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@pawroute/domain';
import { expect } from 'vitest';
import {
  WrongExpectedVersion,
  type EventStore,
  type EventToAppend,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeAllOptions,
  type SubscriptionItem,
} from './port';

/** Fixtures and assertions of the EventStore contract suite (contract.ts). */
export const metadata: EventMetadata = {
  actorUserId: 1,
  correlationId: randomUUID(),
  causationId: null,
  commandName: 'ContractTest',
  idempotencyKey: null,
  occurredAt: '2025-01-01T00:00:00.000Z',
  schemaVersion: 1,
};

export const event = (type = 'Tested', data: unknown = {}): EventToAppend => ({ id: randomUUID(), type, data, metadata });
export const events = (n: number, type = 'Tested') => Array.from({ length: n }, (_, i) => event(type, { i }));

let prefixCounter = 0;
/** A stream-name prefix no other test (or earlier run on the same server) uses. */
export const uniquePrefix = (what: string) => `Ct${what}${randomUUID().slice(0, 8)}${prefixCounter++}-`;

export async function expectWrongVersion(promise: Promise<unknown>, actual: number): Promise<WrongExpectedVersion> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WrongExpectedVersion);
  expect((err as WrongExpectedVersion).actual).toBe(actual);
  return err as WrongExpectedVersion;
}

/** Consumes a subscription until `done` says so (then unsubscribes); returns every item seen. */
export async function consume(
  store: EventStore,
  options: SubscribeAllOptions,
  done: (items: SubscriptionItem[], last: SubscriptionItem) => boolean,
): Promise<SubscriptionItem[]> {
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const items: SubscriptionItem[] = [];
  for await (const item of store.subscribeAll({ ...options, signal })) {
    items.push(item);
    if (done(items, item)) {
      stop.abort();
      break;
    }
  }
  return items;
}

export const eventsOf = (items: SubscriptionItem[]) =>
  items.flatMap((i) => (i.kind === 'event' ? [i.event] : []));
export const isEvent = (item: SubscriptionItem, id: string) => item.kind === 'event' && item.event.id === id;

/**
 * Waits until $all readers can see everything up to `positions` (headPosition has reached them). Appends
 * are visible to readStream at once, but to readAll/subscribeAll only from then on: at once on
 * EventStoreDB, on PostgreSQL once the database's older transactions have ended (see postgres/horizon.ts).
 */
export async function settled(store: EventStore, ...positions: Position[]): Promise<void> {
  const target = positions.reduce((a, b) => (store.comparePositions(a, b) >= 0 ? a : b));
  for (;;) {
    const head = await store.headPosition();
    if (head !== null && store.comparePositions(head, target) >= 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * readAll returns only the final prefix of the log (ARCHITECTURE.md: the commit-order cure), and the
 * horizon may briefly step back (a transaction of another database ending between two reads of the
 * server's state counts as ours for a moment). Read until the expected number of events is visible.
 */
export async function readAllUntil(store: EventStore, options: ReadAllOptions, count: number): Promise<RecordedEvent[]> {
  for (let attempt = 0; ; attempt++) {
    const events = await store.readAll(options);
    if (events.length >= count || attempt >= 200) return events;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function expectIncreasing(store: EventStore, positions: Position[]): void {
  for (let i = 1; i < positions.length; i++) {
    expect(store.comparePositions(positions[i - 1], positions[i]), `${positions[i - 1]} < ${positions[i]}`).toBe(-1);
  }
}

/** Every appended id exactly once, and each stream's events in revision order with no gaps. */
export function expectExactlyOnceInStreamOrder(received: RecordedEvent[], appendedIds: Set<string>): void {
  const ids = received.map((e) => e.id);
  expect(new Set(ids).size, 'no duplicates').toBe(ids.length);
  const missing = [...appendedIds].filter((id) => !ids.includes(id));
  expect(missing.length, `missing ${missing.length} of ${appendedIds.size} events`).toBe(0);
  expect(ids.length).toBe(appendedIds.size);
  const nextRevision = new Map<string, number>();
  for (const e of received) {
    expect(e.revision, `${e.stream} in revision order`).toBe(nextRevision.get(e.stream) ?? 0);
    nextRevision.set(e.stream, e.revision + 1);
  }
}
