import { linkExpression } from './chainSql';

/*
 * One statement for several one-event appends to different streams (appendGroups.ts): each append's
 * claim and event as appendSql.ts's one-event statement does it, row by row, so an append whose claim
 * fails writes nothing and the others go on. One statement is one commit (one WAL flush) and one round
 * trip for the whole group, which is where concurrent one-event appends spend most of their time.
 *
 * $1..$6 per append: stream, expected revision (-1 for a new stream), event id, type, data, metadata
 * (the JSON texts); $7 the recorded time (null: now()). The streams must be distinct.
 */
const INPUT = `input AS (
  SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::text[], $6::text[])
    WITH ORDINALITY AS i(stream, expected, id, type, data, metadata, ord)
)`;

const CLAIMS = `claimed_new AS (
  INSERT INTO public.streams (stream, revision)
  SELECT i.stream, 0 FROM input i WHERE i.expected = -1 ORDER BY i.stream
  ON CONFLICT (stream) DO NOTHING
  RETURNING stream, revision - 1 AS prev
), claimed_existing AS (
  UPDATE public.streams s SET revision = s.revision + 1
  FROM input i WHERE i.expected >= 0 AND s.stream = i.stream AND s.revision = i.expected
  RETURNING s.stream, s.revision - 1 AS prev
), claimed AS (
  SELECT stream, prev FROM claimed_new UNION ALL SELECT stream, prev FROM claimed_existing
)`;

// Each jsonb parsed once (OFFSET 0 keeps the subquery apart); ORDER BY makes nextval run in the
// appends' order. The previous link is read under the claim's row lock, as in the one-event statement.
const BATCH = `batch AS (
  SELECT e.stream, e.prev + 1 AS revision, e.id, e.type, e.data, e.metadata,
         e.data::text AS data_text, e.metadata::text AS metadata_text,
         nextval('public.events_position_seq'::regclass) AS position, pg_current_xact_id() AS tx_id,
         coalesce($7::timestamptz, now()) AS created_at, e.ord
  FROM (SELECT i.stream, c.prev, i.id, i.type, i.data::jsonb AS data, i.metadata::jsonb AS metadata, i.ord
          FROM input i JOIN claimed c ON c.stream = i.stream OFFSET 0) AS e
  ORDER BY e.ord
)`;

function insert(chain: boolean): string {
  const previous = '(SELECT p.hash FROM public.events p WHERE p.stream = b.stream AND p.revision = b.revision - 1)';
  const link = chain ? linkExpression(previous, 'b.', { data: 'b.data_text', metadata: 'b.metadata_text' }) : 'NULL::bytea';
  return `INSERT INTO public.events (position, tx_id, stream, revision, id, type, data, metadata, created_at, hash)
  SELECT b.position, b.tx_id, b.stream, b.revision, b.id, b.type, b.data, b.metadata, b.created_at, ${link}
  FROM batch b ORDER BY b.ord
  RETURNING stream, tx_id::text AS tx_id, position::text AS seq, revision::text AS revision`;
}

export interface GroupedAppend {
  stream: string;
  /** The revision claimed: the stream's last one, or -1 for a new stream. */
  claim: number;
  /** The event's id, type, data and metadata (JSON texts). */
  event: [string, string, string, string];
}

export function appendGroupQuery(appends: readonly GroupedAppend[], recordedAt: Date | null, chain: boolean) {
  const column = (i: number) => appends.map((a) => a.event[i]);
  return {
    name: chain ? 'pawroute_append_group' : 'pawroute_append_group_unlinked',
    text: `WITH ${INPUT}, ${CLAIMS}, ${BATCH}\n${insert(chain)}`,
    values: [appends.map((a) => a.stream), appends.map((a) => a.claim), column(0), column(1), column(2), column(3), recordedAt ? recordedAt.toISOString() : null],
  };
}
