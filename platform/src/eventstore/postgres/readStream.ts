import type { Database } from '../../db/database';
import { queryPrepared } from '../../db/prepared';
import type { ReadStreamOptions, RecordedEvent } from '../port';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows';

// No visibility guard here: a stream read must see every committed write (read-your-writes for commands).
const READ_STREAM = `SELECT ${EVENT_COLUMNS} FROM public.events e
  WHERE e.stream = $1 AND e.revision >= $2 ORDER BY e.revision LIMIT $3`;

export async function readStream(
  db: Database,
  stream: string,
  { fromRevision = 0, maxCount }: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  if (maxCount !== undefined && maxCount <= 0) return [];
  const { rows } = await queryPrepared<EventRow>(db, 'pawroute_read_stream', READ_STREAM, [
    stream,
    Math.max(0, fromRevision),
    maxCount ?? null, // LIMIT NULL: no limit
  ]);
  return rows.map(toRecordedEvent);
}

const CURRENT_REVISION = `SELECT revision::text AS revision FROM public.streams WHERE stream = $1`;

const REVISIONS = `SELECT s.revision::text AS revision FROM unnest($1::text[]) WITH ORDINALITY AS asked(stream, n)
  LEFT JOIN public.streams s ON s.stream = asked.stream ORDER BY asked.n`;

/**
 * Several streams' last revisions in one statement, from the claims table (an append moves a stream's
 * row in the transaction that writes its events, so the two are never seen apart).
 */
export async function streamRevisions(db: Database, streams: readonly string[]): Promise<number[]> {
  if (streams.length === 0) return [];
  const { rows } = await queryPrepared<{ revision: string | null }>(db, 'pawroute_stream_revisions', REVISIONS, [[...streams]]);
  return rows.map((row) => (row.revision === null ? -1 : Number(row.revision)));
}

/** The stream's last revision, -1 if it does not exist. */
export async function currentRevision(db: Database, stream: string): Promise<number> {
  const { rows } = await queryPrepared<{ revision: string }>(db, 'pawroute_stream_revision', CURRENT_REVISION, [
    stream,
  ]);
  return rows.length ? Number(rows[0].revision) : -1;
}
