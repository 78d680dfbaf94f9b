import type { Database } from '../../db/database';
import { ensureChainSchema } from './chainSql';
import { READ_BATCH_FUNCTION } from './readAll';

/**
 * Tables are schema-qualified (public.*) because projection rebuilds change search_path, and on PGlite
 * that session is the one the store uses too.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS public.streams (
  stream   text PRIMARY KEY,
  revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS public.events (
  position   bigserial NOT NULL,
  tx_id      xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream     text NOT NULL,
  revision   bigint NOT NULL,
  id         uuid NOT NULL,
  type       text NOT NULL,
  data       jsonb NOT NULL,
  metadata   jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The order readers use (see readAll.ts). position alone is unique by construction (a sequence) and
  -- never looked up alone: a second index on it would only slow appends down.
  CONSTRAINT events_pkey PRIMARY KEY (tx_id, position),
  CONSTRAINT events_stream_revision_key UNIQUE (stream, revision),
  CONSTRAINT events_stream_id_key UNIQUE (stream, id)
)`;

/** Creates the event tables if missing. Safe to call from several processes at once. */
export async function ensureEventStoreSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // CREATE ... IF NOT EXISTS still races on the catalog; one creator at a time.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('pawroute.eventstore.schema'))`);
    for (const statement of DDL.split(';').map((s) => s.trim()).filter(Boolean)) {
      await tx.query(statement);
    }
    // The tamper-evident chain (chain.ts): a link per event, written by the append's own statement.
    await ensureChainSchema(tx);
    // The readers' batch read (readAll.ts), replaced at every start so a new version takes effect.
    await tx.query(READ_BATCH_FUNCTION);
  });
}
