import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Database, SqlExecutor } from '../../db/database';
import { HORIZON_CTE, VISIBLE_BELOW_CTE } from './horizon';

/*
 * The tamper-evident log (issue 14; docs/DECISIONS.md "Audit").
 *
 * Every event row carries `hash`, the link of a hash chain:
 *   link = sha256(link of the previous event of the same stream (empty for revision 0) || content)
 * where content is the canonical text of the row below (stream, revision, id, type, data, metadata,
 * tx_id, position, created_at). A BEFORE INSERT trigger computes it, so the link is written by the
 * same statement, in the same transaction, as the event, whatever path inserts it. The chain is kept
 * per stream because the stream's row in `streams` is already locked by every append (append.ts): a
 * chain across the whole store in the append would need one global lock, which serializes commits and
 * costs far more than the 10 % the appends may lose (ARCHITECTURE.md's measurements).
 *
 * The store-wide order (the readers' order, (tx_id, position)) is sealed by signed checkpoints: a
 * checkpoint folds  global = sha256(global || link)  over every event of the final prefix up to its
 * boundary, records how many there were, and is signed with HMAC-SHA256 under a key that is not in the
 * database (PAWROUTE_AUDIT_KEY, or <dataDir>/audit.key). Someone who can edit rows can recompute the
 * unkeyed links after an edit; they cannot re-sign the checkpoints. Verification (verifyEventChain)
 * recomputes every link and every checkpoint.
 */

export const CHAIN_VERSION = 'pawroute-event-v1';

/**
 * Postgres side: the link of a row, as one SQL expression over its columns (`p` prefixes them: 'p_' in
 * the function, 'NEW.' in the trigger). The trigger evaluates it inline, not through the function: a
 * SQL function called from PL/pgSQL is planned again on every call, which cost appends a third.
 */
function linkExpression(prev: string, p: string, texts: { data?: string; metadata?: string } = {}): string {
  const part = (value: string) => `octet_length(${value}) || ':' || ${value}`;
  return `sha256(coalesce(${prev}, ''::bytea) || convert_to(
    '${CHAIN_VERSION}' || E'\\n' ||
    ${part(`${p}stream`)} || E'\\n' ||
    ${part(`${p}revision::text`)} || E'\\n' ||
    ${part(`${p}id::text`)} || E'\\n' ||
    ${part(`${p}type`)} || E'\\n' ||
    ${part(texts.data ?? `${p}data::text`)} || E'\\n' ||
    ${part(texts.metadata ?? `${p}metadata::text`)} || E'\\n' ||
    ${part(`${p}tx_id::text`)} || E'\\n' ||
    ${part(`${p}position::text`)} || E'\\n' ||
    ${part(CREATED_US_SQL(`${p}created_at`))},
    'UTF8'))`;
}

/** The same link as a function: the migration's backfill uses it (and so can an auditor in psql). */
const LINK_FUNCTION = `
CREATE OR REPLACE FUNCTION public.pawroute_event_link(
  prev bytea, p_stream text, p_revision bigint, p_id uuid, p_type text, p_data jsonb, p_metadata jsonb,
  p_tx_id xid8, p_position bigint, p_created_at timestamptz
) RETURNS bytea LANGUAGE sql IMMUTABLE AS $fn$
  SELECT ${linkExpression('prev', 'p_')}
$fn$`;

function CREATED_US_SQL(column: string): string {
  return `((extract(epoch FROM ${column}) * 1000000)::bigint)::text`;
}

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

const TRIGGER = `CREATE OR REPLACE TRIGGER pawroute_events_chain BEFORE INSERT ON public.events
  FOR EACH ROW EXECUTE FUNCTION public.pawroute_events_chain()`;

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
  await db.query(TRIGGER_FUNCTION);
  if (fresh) await db.query(BACKFILL);
  await db.query(TRIGGER);
  await db.query(CHECKPOINTS);
}

/* ---------------------------------------------------------------- the same computation in JS */

/** A row as verification reads it: every part of the content as the database prints it. */
export interface ChainRow {
  tx_id: string;
  seq: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
  data: string;
  metadata: string;
  created_us: string;
  /** Hex; null only if the row was inserted with the trigger disabled. */
  hash: string | null;
  created_at: string;
}

const field = (value: string) => `${Buffer.byteLength(value, 'utf8')}:${value}`;

/** The canonical content of a row (the SQL function above, byte for byte). */
export function canonicalContent(row: Pick<ChainRow, 'stream' | 'revision' | 'id' | 'type' | 'data' | 'metadata' | 'tx_id' | 'seq' | 'created_us'>): string {
  return [
    CHAIN_VERSION,
    field(row.stream),
    field(row.revision),
    field(row.id),
    field(row.type),
    field(row.data),
    field(row.metadata),
    field(row.tx_id),
    field(row.seq),
    field(row.created_us),
  ].join('\n');
}

/** sha256(prev || content), hex. `prev` is hex (or null for revision 0). */
export function linkOf(prev: string | null, content: string): string {
  const hash = createHash('sha256');
  if (prev) hash.update(Buffer.from(prev, 'hex'));
  hash.update(content, 'utf8');
  return hash.digest('hex');
}

/** The store-wide fold a checkpoint signs: sha256(global || link). */
export function foldGlobal(global: string | null, link: string): string {
  const hash = createHash('sha256');
  if (global) hash.update(Buffer.from(global, 'hex'));
  hash.update(Buffer.from(link, 'hex'));
  return hash.digest('hex');
}

export interface Checkpoint {
  id: number;
  uptoTxId: string;
  uptoPosition: string;
  eventCount: number;
  /** Hex. */
  chainHash: string;
  /** Hex. */
  signature: string;
  createdAt: string;
}

function checkpointMessage(c: Omit<Checkpoint, 'signature' | 'createdAt'>): string {
  return ['pawroute-checkpoint-v1', c.id, c.uptoTxId, c.uptoPosition, c.eventCount, c.chainHash].join('\n');
}

export function signCheckpoint(key: string, c: Omit<Checkpoint, 'signature' | 'createdAt'>): string {
  return createHmac('sha256', key).update(checkpointMessage(c)).digest('hex');
}

export function checkpointSignatureValid(key: string, c: Checkpoint): boolean {
  const expected = Buffer.from(signCheckpoint(key, c), 'hex');
  const given = Buffer.from(c.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const CHAIN_COLUMNS = `e.tx_id::text AS tx_id, e.position::text AS seq, e.stream, e.revision::text AS revision, e.id::text AS id,
  e.type, e.data::text AS data, e.metadata::text AS metadata, ${CREATED_US_SQL('e.created_at')} AS created_us,
  encode(e.hash, 'hex') AS hash, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const READ_CHAIN_TO_HORIZON = `WITH ${VISIBLE_BELOW_CTE}, ${HORIZON_CTE}
  SELECT ${CHAIN_COLUMNS} FROM public.events e, horizon h
  WHERE (e.tx_id, e.position) > ($1::text::xid8, $2::bigint) AND (e.tx_id, e.position) <= (h.tx_id, h.position)
  ORDER BY e.tx_id, e.position LIMIT $3`;

async function readCheckpoints(db: SqlExecutor): Promise<Checkpoint[]> {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT id::text AS id, upto_tx_id::text AS upto_tx_id, upto_position::text AS upto_position, event_count::text AS event_count,
            encode(chain_hash, 'hex') AS chain_hash, encode(signature, 'hex') AS signature, created_at
       FROM public.event_chain_checkpoints ORDER BY id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    uptoTxId: r.upto_tx_id!,
    uptoPosition: r.upto_position!,
    eventCount: Number(r.event_count),
    chainHash: r.chain_hash!,
    signature: r.signature!,
    createdAt: new Date(r.created_at!).toISOString(),
  }));
}

const compareKey = (aTx: string, aSeq: string, bTx: string, bSeq: string): number => {
  const x = BigInt(aTx) - BigInt(bTx);
  if (x !== 0n) return x < 0n ? -1 : 1;
  const y = BigInt(aSeq) - BigInt(bSeq);
  return y === 0n ? 0 : y < 0n ? -1 : 1;
};

/* ---------------------------------------------------------------- checkpoints */

export interface CheckpointResult {
  checkpoint: Checkpoint | null;
  /** Events folded into it since the previous checkpoint. */
  added: number;
}

/**
 * Seals the final prefix (horizon.ts) into a new signed checkpoint, folding on from the last one. Each
 * link is recomputed on the way: an event whose link does not match is not sealed (the checkpoint stops
 * before it and the error names it). One sealer at a time (advisory lock); nothing new: no checkpoint.
 */
export async function sealCheckpoint(db: Database, key: string, options: { batchSize?: number } = {}): Promise<CheckpointResult> {
  const batchSize = options.batchSize ?? 5_000;
  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext('pawroute.eventchain.seal')) AS ok`);
    if (!locked[0]?.ok) return { checkpoint: null, added: 0 };
    const checkpoints = await readCheckpoints(tx);
    const last = checkpoints.at(-1) ?? null;
    let after = last ? { tx: last.uptoTxId, seq: last.uptoPosition } : { tx: '0', seq: '0' };
    let global: string | null = last?.chainHash ?? null;
    let count = last?.eventCount ?? 0;
    let added = 0;
    let upto: { tx: string; seq: string } | null = null;
    const linkCache = new Map<string, { revision: number; link: string }>();
    for (;;) {
      const { rows } = await tx.query<ChainRow>(READ_CHAIN_TO_HORIZON, [after.tx, after.seq, batchSize]);
      if (rows.length === 0) break;
      for (const row of rows) {
        const prev = await previousLink(tx, linkCache, row);
        const computed = linkOf(prev, canonicalContent(row));
        if (row.hash !== computed) {
          throw new Error(`Not sealing: event ${row.id} (${row.stream} revision ${row.revision}, position ${row.tx_id}/${row.seq}) does not match its link; run audit verify`);
        }
        linkCache.set(row.stream, { revision: Number(row.revision), link: computed });
        global = foldGlobal(global, computed);
        count += 1;
        added += 1;
        upto = { tx: row.tx_id, seq: row.seq };
      }
      after = { tx: rows.at(-1)!.tx_id, seq: rows.at(-1)!.seq };
      if (rows.length < batchSize) break;
    }
    if (!upto || !global) return { checkpoint: null, added: 0 };
    const unsigned = { id: (last?.id ?? 0) + 1, uptoTxId: upto.tx, uptoPosition: upto.seq, eventCount: count, chainHash: global };
    const signature = signCheckpoint(key, unsigned);
    const { rows: inserted } = await tx.query<{ created_at: string }>(
      `INSERT INTO public.event_chain_checkpoints (id, upto_tx_id, upto_position, event_count, chain_hash, signature)
       VALUES ($1, $2::text::xid8, $3, $4, decode($5, 'hex'), decode($6, 'hex')) RETURNING created_at`,
      [unsigned.id, unsigned.uptoTxId, unsigned.uptoPosition, unsigned.eventCount, unsigned.chainHash, signature],
    );
    return { checkpoint: { ...unsigned, signature, createdAt: new Date(inserted[0]!.created_at).toISOString() }, added };
  });
}

/** The stored link of the event before `row` in its stream (from this pass when it saw it). */
async function previousLink(db: SqlExecutor, cache: Map<string, { revision: number; link: string }>, row: ChainRow): Promise<string | null> {
  const revision = Number(row.revision);
  if (revision === 0) return null;
  const cached = cache.get(row.stream);
  if (cached && cached.revision === revision - 1) return cached.link;
  const { rows } = await db.query<{ hash: string | null }>(
    `SELECT encode(hash, 'hex') AS hash FROM public.events WHERE stream = $1 AND revision = $2`,
    [row.stream, revision - 1],
  );
  return rows[0]?.hash ?? null;
}

/* ---------------------------------------------------------------- verification */

export type ChainProblemKind = 'edited' | 'removed' | 'reordered' | 'checkpoint';

export interface ChainProblem {
  kind: ChainProblemKind;
  /** Where it was found: the event (or the position after the gap). */
  stream?: string;
  revision?: number;
  eventId?: string;
  eventType?: string;
  position?: string;
  message: string;
}

export interface VerifyResult {
  ok: boolean;
  events: number;
  streams: number;
  checkpoints: number;
  /** Checkpoints signed with a key other than the one given (or the key is missing). */
  problems: ChainProblem[];
  seconds: number;
}

export interface VerifyOptions {
  /** The checkpoint key; without it checkpoints are checked for their fold only, not their signatures. */
  key?: string | null;
  batchSize?: number;
  /** Called after each batch: events checked so far, and the count when the verification began. */
  onProgress?: (done: number, total: number) => void;
  /** Stop collecting after this many problems (default 1000). */
  maxProblems?: number;
  /** Stops the verification (it then rejects): the page that asked went away. */
  signal?: AbortSignal;
}

interface Mismatch {
  row: ChainRow;
  prev: string | null;
}

const describe = (row: Pick<ChainRow, 'id' | 'type' | 'stream' | 'revision' | 'tx_id' | 'seq'>) =>
  `event ${row.id} (${row.type}, ${row.stream} revision ${row.revision}, position ${row.tx_id}/${row.seq})`;

/**
 * Reads the whole log in the readers' order and checks, for every event, that its link is the hash of
 * its content and of the previous event of its stream; that every stream's revisions run 0, 1, 2, ...
 * in that order and end where `streams` says; and that every checkpoint's count and fold match the
 * events up to its boundary and carry a valid signature. Names each edited, removed or reordered event.
 */
export async function verifyEventChain(db: SqlExecutor, options: VerifyOptions = {}): Promise<VerifyResult> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 5_000;
  const maxProblems = options.maxProblems ?? 1_000;
  const problems: ChainProblem[] = [];
  const report = (problem: ChainProblem) => {
    if (problems.length < maxProblems) problems.push(problem);
  };
  const { rows: countRows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM public.events');
  const total = Number(countRows[0]?.n ?? 0);
  const checkpoints = await readCheckpoints(db);
  const key = options.key ?? null;
  for (const c of checkpoints) {
    if (key && !checkpointSignatureValid(key, c)) {
      report({ kind: 'checkpoint', position: `${c.uptoTxId}/${c.uptoPosition}`, message: `checkpoint ${c.id} (up to position ${c.uptoTxId}/${c.uptoPosition}) has an invalid signature: it was edited, or signed with another key` });
    }
  }
  checkpoints.forEach((c, i) => {
    if (c.id !== i + 1) report({ kind: 'checkpoint', message: `checkpoint ${i + 1} is missing (found ${c.id} in its place)` });
  });
  // The streams' heads before the scan: each head's events were committed by then, so the scan meets them.
  const { rows: heads } = await db.query<{ stream: string; revision: string }>('SELECT stream, revision::text AS revision FROM public.streams');
  let nextCheckpoint = 0;
  let global: string | null = null;
  let count = 0;
  let eventsSeen = 0;
  let lastRow: ChainRow | null = null;
  const checkCheckpoint = (c: Checkpoint, upto: string) => {
    if (count !== c.eventCount || global !== c.chainHash) {
      const found = count !== c.eventCount ? `${count} events where it sealed ${c.eventCount}` : 'a different history (same count)';
      report({
        kind: 'checkpoint',
        position: `${c.uptoTxId}/${c.uptoPosition}`,
        message: `checkpoint ${c.id} (sealed ${c.createdAt}, up to position ${c.uptoTxId}/${c.uptoPosition}) does not match: ${found} up to ${upto}; events before it were removed, inserted, edited or reordered`,
      });
      // Go on from the checkpoint's own state, so one change is reported at one checkpoint only.
      global = c.chainHash;
      count = c.eventCount;
    }
  };

  const streams = new Map<string, { revision: number; link: string | null }>();
  const mismatches: Mismatch[] = [];
  let after = { tx: '0', seq: '0' };
  let done = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    // Only the final prefix (horizon.ts): on a live store, an event of a transaction still open could
    // otherwise commit behind the scan and its successor look like a gap.
    const { rows } = await db.query<ChainRow>(READ_CHAIN_TO_HORIZON, [after.tx, after.seq, batchSize]);
    for (const row of rows) {
      while (nextCheckpoint < checkpoints.length) {
        const c = checkpoints[nextCheckpoint]!;
        if (compareKey(row.tx_id, row.seq, c.uptoTxId, c.uptoPosition) <= 0) break;
        checkCheckpoint(c, lastRow ? describe(lastRow) : 'the start');
        nextCheckpoint += 1;
      }
      const revision = Number(row.revision);
      const state = streams.get(row.stream);
      const expected = state ? state.revision + 1 : 0;
      if (revision > expected) {
        const missing = revision - 1 === expected ? `revision ${expected} is` : `revisions ${expected} to ${revision - 1} are`;
        report({ kind: 'removed', stream: row.stream, revision: expected, position: `${row.tx_id}/${row.seq}`, message: `removed: ${row.stream} ${missing} missing (found ${describe(row)} next)` });
      } else if (revision < expected) {
        report({ kind: 'reordered', stream: row.stream, revision, eventId: row.id, eventType: row.type, position: `${row.tx_id}/${row.seq}`, message: `reordered: ${describe(row)} comes after revision ${expected - 1} of its stream` });
      }
      // The previous link is the stored one of the event before in the stream, when it is the one we saw.
      const prev = revision === 0 ? null : state && state.revision === revision - 1 ? state.link : undefined;
      if (prev !== undefined) {
        const computed = linkOf(prev, canonicalContent(row));
        if (computed !== row.hash) mismatches.push({ row, prev });
      }
      if (!state || revision >= state.revision) streams.set(row.stream, { revision, link: row.hash });
      if (row.hash) global = foldGlobal(global, row.hash);
      count += 1;
      eventsSeen += 1;
      lastRow = row;
      nextCheckpoint = checkAt(nextCheckpoint, row);
    }
    done += rows.length;
    options.onProgress?.(done, Math.max(total, done));
    if (rows.length < batchSize) break;
    after = { tx: rows.at(-1)!.tx_id, seq: rows.at(-1)!.seq };
  }
  function checkAt(index: number, row: ChainRow): number {
    let i = index;
    while (i < checkpoints.length && compareKey(row.tx_id, row.seq, checkpoints[i]!.uptoTxId, checkpoints[i]!.uptoPosition) === 0) {
      checkCheckpoint(checkpoints[i]!, describe(row));
      i += 1;
    }
    return i;
  }
  for (; nextCheckpoint < checkpoints.length; nextCheckpoint += 1) {
    checkCheckpoint(checkpoints[nextCheckpoint]!, lastRow ? describe(lastRow) : 'the start');
  }

  for (const problem of classifyMismatches(mismatches)) report(problem);

  // A stream whose last events were removed still says how far it went. (An event beyond the horizon
  // when the scan ended is in the table: looked up before calling it removed.)
  const short = heads
    .map((head) => ({ stream: head.stream, from: (streams.get(head.stream)?.revision ?? -1) + 1, to: Number(head.revision) }))
    .filter((h) => h.to >= h.from);
  for (let i = 0; i < short.length; i += 500) {
    const chunk = short.slice(i, i + 500);
    const { rows: present } = await db.query<{ stream: string; revision: string }>(
      `SELECT e.stream, e.revision::text AS revision FROM public.events e
        JOIN unnest($1::text[], $2::bigint[]) AS s(stream, from_revision) ON e.stream = s.stream AND e.revision >= s.from_revision`,
      [chunk.map((h) => h.stream), chunk.map((h) => h.from)],
    );
    const found = new Set(present.map((r) => `${r.stream}\u0000${r.revision}`));
    for (const h of chunk) {
      const missing: number[] = [];
      for (let r = h.from; r <= h.to; r += 1) if (!found.has(`${h.stream}\u0000${r}`)) missing.push(r);
      if (missing.length === 0) continue;
      const [first, last] = [missing[0]!, missing.at(-1)!];
      report({
        kind: 'removed',
        stream: h.stream,
        revision: first,
        message: `removed: ${h.stream} ${first === last ? `revision ${first} is` : `revisions ${first} to ${last} are`} missing (the stream's head says revision ${h.to})`,
      });
    }
  }
  return {
    ok: problems.length === 0,
    events: eventsSeen,
    streams: streams.size,
    checkpoints: checkpoints.length,
    problems,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Mismatched links: two events that each match their link at the other's place were swapped (their
 * positions exchanged); any other is edited (its content is not what was written).
 */
function classifyMismatches(mismatches: Mismatch[]): ChainProblem[] {
  const out: ChainProblem[] = [];
  const paired = new Set<number>();
  const candidates = mismatches.slice(0, 200);
  const at = (m: Mismatch, other: ChainRow) => linkOf(m.prev, canonicalContent({ ...m.row, tx_id: other.tx_id, seq: other.seq }));
  for (let i = 0; i < candidates.length; i++) {
    if (paired.has(i)) continue;
    for (let j = i + 1; j < candidates.length; j++) {
      if (paired.has(j)) continue;
      const a = candidates[i]!;
      const b = candidates[j]!;
      if (at(a, b.row) === a.row.hash && at(b, a.row) === b.row.hash) {
        paired.add(i).add(j);
        for (const [m, other] of [[a, b], [b, a]] as const) {
          out.push({
            kind: 'reordered',
            stream: m.row.stream,
            revision: Number(m.row.revision),
            eventId: m.row.id,
            eventType: m.row.type,
            position: `${m.row.tx_id}/${m.row.seq}`,
            message: `reordered: ${describe(m.row)} was written at position ${other.row.tx_id}/${other.row.seq} (swapped with event ${other.row.id})`,
          });
        }
        break;
      }
    }
  }
  mismatches.forEach((m, i) => {
    if (paired.has(i)) return;
    out.push({
      kind: 'edited',
      stream: m.row.stream,
      revision: Number(m.row.revision),
      eventId: m.row.id,
      eventType: m.row.type,
      position: `${m.row.tx_id}/${m.row.seq}`,
      message: m.row.hash === null ? `edited: ${describe(m.row)} has no link` : `edited: ${describe(m.row)} does not match its hash (its content was changed after it was written)`,
    });
  });
  return out;
}
