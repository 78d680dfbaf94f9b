import type { Database } from '../../db/database';
import { queryPrepared } from '../../db/prepared';
import type { EventFilter, Position, RecordedEvent } from '../port';
import { comparePgPositions, encodePosition, parsePosition, START } from './position';
import { HORIZON_CTE, VISIBLE_BELOW_CTE } from './horizon';
import { rowsInOrder } from './inOrder';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows';

/*
 * One batch of the final prefix (see horizon.ts), in (tx_id, position) order. `horizon` is the prefix's
 * last event: the batch never reads past it. `pending` says committed events exist beyond it (an older
 * transaction still runs), so the caller should look again soon.
 *
 * No ORDER BY outside the LATERAL: sorting the wide rows again spilled a 5,000-event batch to disk
 * (half the executor's time). The join has one outer row, so the rows come out in the LATERAL's index
 * order; readBatch checks that and sorts only if a plan ever disagrees (inOrder.ts).
 */
const readAllSql = (after: string, afterSeq: string, types: string, prefixes: string, limit: string) => `
WITH ${VISIBLE_BELOW_CTE}, ${HORIZON_CTE}
SELECT ${EVENT_COLUMNS},
  h.tx_id::text AS horizon_tx_id, h.position::text AS horizon_seq,
  -- max() rather than EXISTS: the planner reliably answers max() from the index end.
  coalesce((SELECT max(tx_id) FROM public.events) >= (SELECT xid FROM visible_below), false) AS pending
FROM (SELECT 1) AS one
LEFT JOIN horizon h ON true
LEFT JOIN LATERAL (
  SELECT * FROM public.events e
  WHERE (e.tx_id, e.position) > (${after}::text::xid8, ${afterSeq}::bigint)
    AND (e.tx_id, e.position) <= (h.tx_id, h.position)
    -- IN (SELECT unnest) rather than = ANY: the generic plan hashes the list once, where = ANY compares
    -- each event's type with every listed type (a rebuild lists ~100).
    AND (${types}::text[] IS NULL OR e.type IN (SELECT unnest(${types}::text[])))
    AND (${prefixes}::text[] IS NULL OR e.stream LIKE ANY(${prefixes}::text[]))
  ORDER BY e.tx_id, e.position
  LIMIT ${limit}
) e ON true`;

/**
 * The batch read as a function whose plan is generic (planned once per connection). As a prepared
 * statement PostgreSQL planned it anew at every call: the generic plan's estimate (a third of the store
 * after an unknown position) never beats a custom plan's, so each call paid ~1 ms of planning for
 * ~0.2 ms of work, and every write wakes two dozen projectors to read (docs/SCALING.md, "Where a
 * write's time goes"). The generic plan is the one a custom plan picks anyway: the (tx_id, position)
 * index in order, up to the limit. One statement, so the horizon and the rows still share a snapshot.
 */
export const READ_BATCH_FUNCTION = `
CREATE OR REPLACE FUNCTION public.pawroute_read_batch(p_after_tx text, p_after_seq bigint, p_types text[], p_prefixes text[], p_limit bigint)
RETURNS TABLE (tx_id text, seq text, stream text, revision text, id text, type text, data jsonb, metadata jsonb, created_ms text,
  horizon_tx_id text, horizon_seq text, pending boolean)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY ${readAllSql('p_after_tx', 'p_after_seq', 'p_types', 'p_prefixes', 'p_limit')};
END
$fn$`;

const READ_ALL = 'SELECT * FROM public.pawroute_read_batch($1, $2, $3, $4, $5)';

interface BatchRow extends EventRow {
  horizon_tx_id: string | null;
  horizon_seq: string | null;
  pending: boolean;
}

export interface Batch {
  events: RecordedEvent[];
  /** True when `limit` events came back: there may be more right away. */
  full: boolean;
  /**
   * Everything up to here has been read (the last event, or the visible horizon when the filter dropped
   * the rest): resuming after it loses nothing. Null when nothing is visible yet.
   */
  readUpTo: Position | null;
  /** Committed events exist beyond the visible horizon (they will show once older transactions end). */
  pending: boolean;
}

export async function readBatch(
  db: Database,
  after: Position | null | undefined,
  limit: number | null,
  filter?: EventFilter,
): Promise<Batch> {
  const from = after ? parsePosition(after) : START;
  const { rows } = await queryPrepared<BatchRow>(db, 'pawroute_read_batch', READ_ALL, [
    from.txId,
    from.seq,
    filter?.eventTypes ? [...filter.eventTypes] : null,
    filter?.streamPrefixes ? filter.streamPrefixes.map(likePrefix) : null,
    limit,
  ]);
  const events = rowsInOrder(rows.filter((r) => r.id !== null)).map(toRecordedEvent);
  const full = limit !== null && events.length >= limit;
  const head = rows[0]?.horizon_tx_id ? encodePosition(rows[0].horizon_tx_id, rows[0].horizon_seq!) : null;
  const last = events.at(-1)?.position ?? null;
  // A caller may start after a position not visible yet (an append's token): never move back from it.
  const notBefore = (p: Position | null) => (p && after && comparePgPositions(p, after) < 0 ? after : p);
  return {
    events,
    full,
    readUpTo: notBefore(full ? last : (head ?? last ?? after ?? null)),
    pending: rows[0]?.pending ?? false,
  };
}

/** LIKE pattern matching the literal prefix. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const HEAD = `WITH ${VISIBLE_BELOW_CTE}, ${HORIZON_CTE}
  SELECT tx_id::text AS tx_id, position::text AS seq FROM horizon`;

/** The end of the final prefix (see horizon.ts), or null while nothing is in it. */
export async function headPosition(db: Database): Promise<Position | null> {
  const { rows } = await queryPrepared<{ tx_id: string; seq: string }>(db, 'pawroute_head', HEAD, []);
  return rows.length ? encodePosition(rows[0].tx_id, rows[0].seq) : null;
}
