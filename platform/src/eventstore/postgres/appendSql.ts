import { contentExpression, linkExpression } from './chainSql';

/*
 * The append statements (append.ts runs them): one autocommit statement per attempt that claims the
 * revisions in `streams`, then inserts the events behind the claim, each with its link of the chain
 * (chainSql.ts). If the claim matches no row nothing is written.
 *
 * The links are computed here, not by a per-row PL/pgSQL trigger: measured as server CPU per append (one
 * event to a new stream), the trigger added about 60 us and this about 40 us, of which sha256() itself
 * is about 10. The row's position and transaction id, which the link
 * covers, are drawn in the statement instead of by the column defaults. The previous link is read
 * after the claim: the claim holds the stream's row lock, and a claim only succeeds when this
 * statement's snapshot already saw the stream at the claimed revision, so it sees that event's link too.
 */

// $1 stream, $2 the expected revision (-1 for a new stream), $3..$6 the events' ids, types, data and
// metadata, $7 the recorded time (null: now()). cardinality($3) is the number of events.
const CLAIM_EXISTING = `claimed AS (
  UPDATE public.streams SET revision = revision + cardinality($3::uuid[])
  WHERE stream = $1 AND revision = $2::bigint
  RETURNING revision - cardinality($3::uuid[]) AS prev
)`;

const CLAIM_NEW = `claimed AS (
  INSERT INTO public.streams (stream, revision) VALUES ($1, $2::bigint + cardinality($3::uuid[]))
  ON CONFLICT (stream) DO NOTHING
  RETURNING revision - cardinality($3::uuid[]) AS prev
)`;

const EVENTS = `unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS e(id, type, data, metadata, ord)`;

const LAST_APPENDED = `SELECT tx_id::text AS tx_id, position::text AS seq, revision::text AS revision
  FROM appended ORDER BY position DESC LIMIT 1`;

/** Without links: only the append benchmark uses it, to measure what the chain costs. */
const INSERT_UNLINKED = `appended AS (
  INSERT INTO public.events (stream, revision, id, type, data, metadata, created_at)
  SELECT $1, claimed.prev + e.ord, e.id, e.type, e.data::jsonb, e.metadata::jsonb, coalesce($7::timestamptz, now())
  FROM claimed, ${EVENTS}
  ORDER BY e.ord
  RETURNING tx_id, position, revision
)`;

// Several events, each with everything its link covers. OFFSET 0 keeps the inner query apart, so each jsonb is
// parsed once; ORDER BY makes nextval run in event order (volatile outputs are computed after the sort).
const BATCH = `batch AS (SELECT $1::text AS stream, claimed.prev + e.ord AS revision, e.id, e.type, e.data, e.metadata,
         e.data::text AS data_text, e.metadata::text AS metadata_text,
         nextval('public.events_position_seq'::regclass) AS position, pg_current_xact_id() AS tx_id,
         coalesce($7::timestamptz, now()) AS created_at, e.ord
  FROM claimed, (SELECT e.id, e.type, e.data::jsonb AS data, e.metadata::jsonb AS metadata, e.ord FROM ${EVENTS} OFFSET 0) AS e
  ORDER BY e.ord)`;

const TEXTS = { data: 'b.data_text', metadata: 'b.metadata_text' };
const INSERT_COLUMNS = `public.events (position, tx_id, stream, revision, id, type, data, metadata, created_at, hash)`;
const BATCH_COLUMNS = `b.position, b.tx_id, b.stream, b.revision, b.id, b.type, b.data, b.metadata, b.created_at`;

/** The stored link of the event before the batch; none for a new stream. */
function previousLink(stream: 'new' | 'existing'): string {
  return stream === 'new'
    ? 'NULL::bytea'
    : '(SELECT p.hash FROM public.events p WHERE p.stream = $1 AND p.revision = (SELECT prev FROM claimed))';
}

// One event (the usual case, and what the append benchmark measures): scalar parameters instead of
// one-element arrays ($3 the id, $4 the type, $5 and $6 the data and metadata as jsonb), a claim of one
// revision, and the inserted row returned directly. Building and parsing the arrays (every quote of the
// JSON escaped once by pg and unescaped by array_in), unnest and the CTE over the inserted row cost an
// append more than its link does (ops/bench/append.ts measures each step).
const CLAIM_ONE_EXISTING = `claimed AS (
  UPDATE public.streams SET revision = revision + 1 WHERE stream = $1 AND revision = $2::bigint
  RETURNING revision - 1 AS prev
)`;

const CLAIM_ONE_NEW = `claimed AS (
  INSERT INTO public.streams (stream, revision) VALUES ($1, $2::bigint + 1)
  ON CONFLICT (stream) DO NOTHING
  RETURNING revision - 1 AS prev
)`;

const RETURNING_ONE = `RETURNING tx_id::text AS tx_id, position::text AS seq, revision::text AS revision`;

/**
 * One event: its link in line, over one row drawn in a LATERAL subquery (no sort, no materialized CTE:
 * both cost appends more than the hashing). OFFSET 0 keeps the subquery apart, so nextval runs once and
 * each jsonb is parsed once.
 */
function insertOne(stream: 'new' | 'existing', chain: boolean): string {
  const link = chain ? linkExpression(previousLink(stream), 'b.', TEXTS) : 'NULL::bytea';
  const texts = chain ? ', o.data::text AS data_text, o.metadata::text AS metadata_text' : '';
  return `INSERT INTO ${INSERT_COLUMNS}
  SELECT ${BATCH_COLUMNS}, ${link}
  FROM (SELECT o.*${texts} FROM claimed, LATERAL (
          SELECT $1::text AS stream, claimed.prev + 1 AS revision, $3::uuid AS id, $4::text AS type,
                 $5::jsonb AS data, $6::jsonb AS metadata,
                 nextval('public.events_position_seq'::regclass) AS position, pg_current_xact_id() AS tx_id,
                 coalesce($7::timestamptz, now()) AS created_at
          OFFSET 0) AS o OFFSET 0) AS b
  ${RETURNING_ONE}`;
}

/** Several events: the contents in order, folded into links by one function call. */
function insertMany(stream: 'new' | 'existing'): string {
  return `links AS (
  SELECT public.pawroute_event_links(${previousLink(stream)}, array_agg(${contentExpression('b.', TEXTS)} ORDER BY b.ord)) AS l FROM batch b
), appended AS (
  INSERT INTO ${INSERT_COLUMNS}
  SELECT ${BATCH_COLUMNS}, links.l[b.ord] FROM batch b, links ORDER BY b.ord
  RETURNING tx_id, position, revision
)`;
}

export interface AppendStatement {
  name: string;
  text: string;
}

function statement(name: string, claim: string, insert: string, batch = true): AppendStatement {
  return { name, text: `WITH ${claim}, ${batch ? `${BATCH}, ` : ''}${insert}\n${LAST_APPENDED}` };
}

const one = (name: string, claim: string, insert: string): AppendStatement => ({ name, text: `WITH ${claim}\n${insert}` });

const STATEMENTS = {
  linked: {
    one: { new: one('pawroute_append_new_1', CLAIM_ONE_NEW, insertOne('new', true)), existing: one('pawroute_append_1', CLAIM_ONE_EXISTING, insertOne('existing', true)) },
    many: { new: statement('pawroute_append_new_n', CLAIM_NEW, insertMany('new')), existing: statement('pawroute_append_n', CLAIM_EXISTING, insertMany('existing')) },
  },
  unlinked: {
    one: { new: one('pawroute_append_new_1_unlinked', CLAIM_ONE_NEW, insertOne('new', false)), existing: one('pawroute_append_1_unlinked', CLAIM_ONE_EXISTING, insertOne('existing', false)) },
    many: { new: statement('pawroute_append_new_unlinked', CLAIM_NEW, INSERT_UNLINKED, false), existing: statement('pawroute_append_unlinked', CLAIM_EXISTING, INSERT_UNLINKED, false) },
  },
};

/** The statement for an append of `count` events at `claim` (-1: a new stream). */
export function appendStatement(claim: number, count: number, chain: boolean): AppendStatement {
  const stream = claim === -1 ? 'new' : 'existing';
  return STATEMENTS[chain ? 'linked' : 'unlinked'][count === 1 ? 'one' : 'many'][stream];
}

/**
 * The statement and its parameters for `count` events at `claim`: one event's columns as scalars, several
 * events' as arrays ($3..$6 the ids, types, data and metadata JSON texts).
 */
export function appendQuery(
  stream: string,
  claim: number,
  columns: readonly (readonly string[])[],
  recordedAt: Date | null,
  chain: boolean,
): AppendStatement & { values: unknown[] } {
  const count = columns[0].length;
  const { name, text } = appendStatement(claim, count, chain);
  const events = count === 1 ? columns.map((c) => c[0]) : columns;
  return { name, text, values: [stream, claim, ...events, recordedAt ? recordedAt.toISOString() : null] };
}
