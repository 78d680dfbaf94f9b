import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '../port';
import { encodePosition } from './position';

/** Columns every event read selects; numbers come back as text so pg and PGlite agree. */
export const EVENT_COLUMNS = `e.tx_id::text AS tx_id, e.position::text AS seq, e.stream, e.revision::text AS revision,
  e.id::text AS id, e.type, e.data, e.metadata, e.created_at`;

export interface EventRow {
  tx_id: string;
  seq: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date | string;
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
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}
