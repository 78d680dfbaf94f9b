import type { SqlExecutor } from '../../db/database';
import { CHAIN_VERSION, createdUsSql } from './chainLink';

/*
 * The chain on the PostgreSQL side (docs/DECISIONS.md "Audit"). Every event row carries `hash`, its link
 * (chainLink.ts). The append statement computes the links itself, set-wise, in the statement that
 * inserts the events (appendSql.ts): same statement, same transaction. The stream's row in `streams`,
 * which every append already locks to claim its revisions, is what keeps one chain per stream without
 * forks: the previous link is read under that lock. (A chain across the whole store in the append would
 * need one global lock, which serializes commits: ARCHITECTURE.md measures that at a third to a half of
 * today's rate; the limit is 10 %. Signed checkpoints seal the store-wide order instead: checkpoints.ts.)
 *
 * Rows inserted any other way (bulk history writers, an operator's INSERT) come without a link; a
 * BEFORE INSERT trigger links those, and only those (WHEN hash IS NULL, so appends never pay for it).
 */

/**
 * The canonical content of a row as one SQL expression (bytea), version 2 (chainLink.ts): the parts as
 * one text array, printed by array_out. `texts` names the data/metadata text when already at hand.
 */
export function contentExpression(p: string, texts: { data?: string; metadata?: string } = {}): string {
  return `convert_to(ARRAY['${CHAIN_VERSION}', ${p}stream, ${p}revision::text, ${p}id::text, ${p}type,
    ${texts.data ?? `${p}data::text`}, ${texts.metadata ?? `${p}metadata::text`}, ${p}tx_id::text, ${p}position::text,
    ${createdUsSql(`${p}created_at`)}]::text, 'UTF8')`;
}

/** The link: sha256(previous link, or nothing || content). */
export function linkExpression(prev: string, p: string, texts: { data?: string; metadata?: string } = {}): string {
  return `sha256(coalesce(${prev}, ''::bytea) || ${contentExpression(p, texts)})`;
}

/** The same link as a function: the migration's backfill uses it (and so can an auditor in psql). */
const LINK_FUNCTION = `
CREATE OR REPLACE FUNCTION public.pawroute_event_link(
  prev bytea, p_stream text, p_revision bigint, p_id uuid, p_type text, p_data jsonb, p_metadata jsonb,
  p_tx_id xid8, p_position bigint, p_created_at timestamptz
) RETURNS bytea LANGUAGE sql IMMUTABLE AS $fn$
  SELECT ${linkExpression('prev', 'p_')}
$fn$`;

/**
 * The links of several events of one append, in order: each covers the one before. Called once per
 * append of more than one event (a fold is sequential; one event needs no call).
 */
const LINKS_FUNCTION = `
CREATE OR REPLACE FUNCTION public.pawroute_event_links(prev bytea, contents bytea[]) RETURNS bytea[]
LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE link bytea := coalesce(prev, ''::bytea); links bytea[] := '{}'; content bytea;
BEGIN
  FOREACH content IN ARRAY coalesce(contents, '{}'::bytea[]) LOOP
    link := sha256(link || content);
    links := array_append(links, link);
  END LOOP;
  RETURN links;
END
$fn$`;

/** Links a row inserted without one (not the append: it brings its links). */
const TRIGGER_FUNCTION = `
CREATE OR REPLACE FUNCTION public.pawroute_events_chain() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE prev bytea; d text := NEW.data::text; m text := NEW.metadata::text;
BEGIN
  IF NEW.revision > 0 THEN
    SELECT e.hash INTO prev FROM public.events e WHERE e.stream = NEW.stream AND e.revision = NEW.revision - 1;
    IF prev IS NULL THEN
      RAISE EXCEPTION 'event chain: no link for % revision %', NEW.stream, NEW.revision - 1;
    END IF;
  END IF;
  NEW.hash := ${linkExpression('prev', 'NEW.', { data: 'd', metadata: 'm' })};
  RETURN NEW;
END
$fn$`;

/** The trigger's name: the append benchmark switches it off to measure appends without the chain. */
export const CHAIN_TRIGGER = 'pawroute_events_chain';

const TRIGGER = `CREATE OR REPLACE TRIGGER ${CHAIN_TRIGGER} BEFORE INSERT ON public.events
  FOR EACH ROW WHEN (NEW.hash IS NULL) EXECUTE FUNCTION public.pawroute_events_chain()`;

/** Links events written before the chain existed, stream by stream in revision order (once, at migration). */
const BACKFILL = `
DO $fn$
DECLARE r record; prev bytea; cur text := NULL;
BEGIN
  FOR r IN SELECT e.tx_id, e.position, e.stream, e.revision, e.id, e.type, e.data, e.metadata, e.created_at, e.hash
             FROM public.events e ORDER BY e.stream, e.revision
  LOOP
    IF cur IS DISTINCT FROM r.stream THEN prev := NULL; cur := r.stream; END IF;
    IF r.hash IS NULL THEN
      prev := public.pawroute_event_link(prev, r.stream, r.revision, r.id, r.type, r.data, r.metadata, r.tx_id, r.position, r.created_at);
      UPDATE public.events SET hash = prev WHERE tx_id = r.tx_id AND position = r.position;
    ELSE
      prev := r.hash;
    END IF;
  END LOOP;
END
$fn$`;

const CHECKPOINTS = `
CREATE TABLE IF NOT EXISTS public.event_chain_checkpoints (
  id            bigint PRIMARY KEY,
  upto_tx_id    xid8 NOT NULL,
  upto_position bigint NOT NULL,
  event_count   bigint NOT NULL,
  chain_hash    bytea NOT NULL,
  signature     bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
)`;

/** Adds the chain to the event tables (called by ensureEventStoreSchema, under its lock). */
export async function ensureChainSchema(db: SqlExecutor): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = 'events' AND column_name = 'hash'`,
  );
  const fresh = Number(rows[0]?.n ?? 0) === 0;
  if (fresh) await db.query('ALTER TABLE public.events ADD COLUMN hash bytea');
  await db.query(LINK_FUNCTION);
  await db.query(LINKS_FUNCTION);
  await db.query(TRIGGER_FUNCTION);
  if (fresh) await db.query(BACKFILL);
  await db.query(TRIGGER);
  await db.query(CHECKPOINTS);
}
