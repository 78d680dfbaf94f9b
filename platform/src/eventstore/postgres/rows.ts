import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '../port';
import { encodePosition } from './position';

/**
 * Columns every event read selects; numbers come back as text so pg and PGlite agree. created_at comes
 * as whole epoch milliseconds (floored, exactly the Date that parsing the timestamp text gave): a number
 * is far cheaper to turn into a Date than the timestamp text, on every event a rebuild reads.
 */
export const EVENT_COLUMNS = `e.tx_id::text AS tx_id, e.position::text AS seq, e.stream, e.revision::text AS revision,
  e.id::text AS id, e.type, e.data, e.metadata, floor(extract(epoch FROM e.created_at) * 1000)::text AS created_ms`;

export interface EventRow {
  tx_id: string;
  seq: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  created_ms: string;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    stream: row.stream,
    revision: Number(row.revision),
    position: encodePosition(row.tx_id, row.seq),
    createdAt: new Date(Number(row.created_ms)),
  };
}
