import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  type AllStreamRecordedEvent,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  type RecordedEvent as EsRecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@pawroute/domain';
import { WrongExpectedVersion, type EventToAppend, type ExpectedRevision, type RecordedEvent } from '../port';
import { encodeEsPosition } from './position';

export function toExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'no_stream' || expected === -1) return NO_STREAM;
  return BigInt(expected);
}

export function toEventData(event: EventToAppend): EventData {
  return {
    id: event.id, // set on every append so a retry is recognised by the server
    contentType: 'application/json',
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata as unknown as JSONType,
  } as EventData;
}

/** Our error for the client's; anything else passes through. */
export function mapAppendError(err: unknown, stream: string, expected: ExpectedRevision): unknown {
  if (!(err instanceof WrongExpectedVersionError)) return err;
  const actual = err.actualVersion;
  return new WrongExpectedVersion(stream, expected, typeof actual === 'bigint' ? Number(actual) : -1);
}

/** System events ($-types: stats, settings, links, ...) are the server's business, never ours. */
export const isSystemEvent = (event: { type: string }) => event.type.startsWith('$');

export function toRecordedEvent(event: EsRecordedEvent | AllStreamRecordedEvent): RecordedEvent {
  if (!event.position) throw new Error(`Event ${event.id} came without a position`);
  return {
    id: event.id,
    type: event.type,
    data: event.isJson ? event.data : null,
    metadata: (event.metadata ?? {}) as unknown as EventMetadata,
    stream: event.streamId,
    revision: Number(event.revision),
    position: encodeEsPosition(event.position),
    createdAt: event.created,
  };
}
