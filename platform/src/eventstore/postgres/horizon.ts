/*
 * Which events a reader may take (the commit-order cure, ARCHITECTURE.md "The EventStore port").
 *
 * Sequence numbers are drawn before commit, so a later number can become visible before an earlier one,
 * and a reader that takes `position > checkpoint` skips the earlier event forever. Instead every event
 * carries its transaction id, and readers order by (tx_id, position) and only read below a limit L such
 * that no transaction with an id under L can still add events: those events are a final prefix.
 *
 * L is the smallest id among the transactions in progress in this statement's snapshot (or the snapshot's
 * xmax if none), i.e. pg_snapshot_xmin. Transaction ids are cluster-wide, but a transaction running in
 * another database cannot write our table; so those are left out, or a long write in a neighbouring
 * database (another test suite, a batch job) would stall our readers. A transaction is left out only when
 * pg_stat_activity shows it on a backend of another database; one that has just ended, or that we may not
 * see, counts as ours (waiting a little longer is safe, reading past it is not).
 */
export const VISIBLE_BELOW_CTE = `visible_below AS (
  SELECT least(
    pg_snapshot_xmax(pg_current_snapshot()),
    (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) AS x
     WHERE (x::text::numeric % 4294967296) NOT IN (
       SELECT backend_xid::text::numeric FROM pg_stat_activity
       WHERE datname IS DISTINCT FROM current_database() AND backend_xid IS NOT NULL))
  ) AS xid
)`;

/** The last event of the final prefix (needs VISIBLE_BELOW_CTE before it). */
export const HORIZON_CTE = `horizon AS (
  SELECT tx_id, position FROM public.events
  WHERE tx_id < (SELECT xid FROM visible_below)
  ORDER BY tx_id DESC, position DESC LIMIT 1
)`;
