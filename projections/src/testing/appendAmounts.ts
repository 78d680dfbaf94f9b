import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@pawroute/domain';
import type { AppendResult, EventStore, EventToAppend } from '@pawroute/platform';
import { AMOUNT_ADDED } from './countingProjector';

/** An event type no counting projector listens to (filters must skip it, read-your-writes must not hang). */
export const NOTE_ADDED = 'TestNoteAdded';

export function testMetadata(): EventMetadata {
  return {
    actorUserId: 1,
    correlationId: randomUUID(),
    causationId: null,
    commandName: 'test',
    idempotencyKey: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
}

export function amountEvent(amount: number): EventToAppend {
  return { id: randomUUID(), type: AMOUNT_ADDED, data: { amount }, metadata: testMetadata() };
}

export function noteEvent(text: string): EventToAppend {
  return { id: randomUUID(), type: NOTE_ADDED, data: { text }, metadata: testMetadata() };
}

/**
 * Appends `events` amount events spread over `streams` streams, `perAppend` at a time with the exact
 * expected revision (as commands do), every tenth append followed by a note the counters ignore.
 */
export async function appendAmounts(
  store: EventStore,
  options: { events: number; streams?: number; perAppend?: number; prefix?: string },
): Promise<AppendResult> {
  const streams = options.streams ?? 20;
  const perAppend = options.perAppend ?? 10;
  const prefix = options.prefix ?? 'Counter';
  const revisions = new Map<string, number>();
  let last: AppendResult | null = null;
  let appended = 0;
  for (let i = 0; appended < options.events; i++) {
    const stream = `${prefix}-${i % streams}`;
    const count = Math.min(perAppend, options.events - appended);
    const batch = Array.from({ length: count }, (_, k) => amountEvent(((appended + k) % 97) + 1));
    if (i % 10 === 9) batch.push(noteEvent(`note ${i}`));
    const expected = revisions.get(stream) ?? 'no_stream';
    last = await store.appendToStream(stream, batch, { expected });
    revisions.set(stream, last.nextExpectedRevision);
    appended += count;
  }
  if (!last) throw new Error('appendAmounts: nothing to append');
  return last;
}
