import { DomainError, EDIT_VERSION_MESSAGE, STALE_EDIT_MESSAGE, editVersion, parseEditVersion } from '@pawroute/domain';
import type { EventStore } from '../eventstore/port';

/**
 * The version a read of an editable record reports (see domain editVersion): the revisions of the
 * streams an edit of it writes, in the order the command checks them. One lookup, no events read: the
 * customer page asks it on every open, and a long-lived customer's streams are long.
 */
export async function readEditVersion(store: EventStore, streams: readonly string[]): Promise<string> {
  return editVersion(await store.streamRevisions(streams));
}

/** Which events since the read count as someone else's change to what this edit changes. */
export type EditConflict = (stream: string, eventType: string) => boolean;
const everyEvent: EditConflict = () => true;

/**
 * The revisions an edit appends at, from its `expectedVersion` (undefined: no check asked). Checks every
 * stream before anything is written, so a refusal writes nothing. A stream that moved on since the read
 * is a 409 when one of the newer events `conflicts` (default: any); an edit of another part of the same
 * record (the stylist card after the details card) goes on at the current revision. Each execute then
 * appends at the revision returned, which closes the gap between this check and the append.
 */
export async function expectedRevisions(
  store: EventStore,
  expectedVersion: string | undefined,
  streams: readonly string[],
  conflicts: EditConflict = everyEvent,
): Promise<number[] | undefined> {
  if (expectedVersion === undefined) return undefined;
  const expected = parseEditVersion(expectedVersion, streams.length);
  if (!expected) throw new DomainError(400, EDIT_VERSION_MESSAGE, { expectedVersion: EDIT_VERSION_MESSAGE });
  return Promise.all(
    streams.map(async (stream, i) => {
      const events = await store.readStream(stream);
      const current = events.at(-1)?.revision ?? -1;
      const seen = expected[i]!;
      if (current === seen) return current;
      const newer = events.filter((event) => event.revision > seen);
      if (seen > current || newer.some((event) => conflicts(stream, event.type))) throw new DomainError(409, STALE_EDIT_MESSAGE);
      return current;
    }),
  );
}
