import type { Database, SqlExecutor } from '../../db/database';
import {
  WrongExpectedVersion,
  type AppendResult,
  type MultiAppendHook,
  type MultiAppendResult,
  type StreamWrite,
} from '../port';
import { appendQuery } from './appendSql';
import { comparePgPositions, encodePosition } from './position';

/*
 * One command's events to several streams in one database transaction (docs/DECISIONS.md "One command,
 * one atomic write"): each stream's claim and rows are the single append's statement (appendSql.ts, so
 * the chain links are the same), run one stream after another on the transaction's connection. Any
 * stream that moved makes the whole transaction roll back: all or nothing.
 *
 * - Lock order: streams are written in stream-name order, so two multi-appends over the same streams
 *   wait for each other instead of deadlocking.
 * - Commit order (ARCHITECTURE.md, the xid8 cure): readers order by (tx_id, position), and a transaction
 *   takes its id at its first write, here the first stream's. By the time it claims a later stream,
 *   another transaction with a greater id may have committed that stream's previous revision; ours would
 *   then be read before it, out of revision order. Before committing, the transaction checks that every
 *   stream's previous event has a smaller transaction id than its own; if not, it rolls back and runs
 *   again with a new (greater) id. No timeouts: the other transaction has already committed.
 * - Idempotency: a stream that already holds exactly these event ids at the expected place is
 *   answered with its original result and written nothing (a retry of the same command), as in
 *   appendToStream.
 */

const FIND_BY_IDS = `SELECT id::text AS id, revision::text AS revision, tx_id::text AS tx_id, position::text AS seq
  FROM public.events WHERE stream = $1 AND id = ANY($2::uuid[]) ORDER BY revision`;
const CURRENT_REVISION = `SELECT revision::text AS revision FROM public.streams WHERE stream = $1`;
const LAST_OF_STREAM = `SELECT tx_id::text AS tx_id, position::text AS seq FROM public.events
  WHERE stream = $1 ORDER BY revision DESC LIMIT 1`;
// A stream whose previous event committed under a greater transaction id than ours (see above).
const OUT_OF_ORDER = `SELECT w.stream FROM unnest($1::text[], $2::bigint[]) AS w(stream, prev)
  JOIN public.events e ON e.stream = w.stream AND e.revision = w.prev
  WHERE e.tx_id > pg_current_xact_id() LIMIT 1`;

const UNIQUE_VIOLATION = '23505';
// Rounds lost to the commit-order check, or 'any' claims lost to other writers, before giving up.
const MAX_ATTEMPTS = 100;

class CommitOrderLost extends Error {}

export type MultiAppendOutcome = MultiAppendResult & { written: number };

export async function appendToStreams(
  db: Database,
  writes: readonly StreamWrite[],
  recordedAt: Date | null,
  chain: boolean,
  hook: MultiAppendHook | null,
): Promise<MultiAppendOutcome> {
  if (writes.length === 0) throw new Error('appendToStreams: no streams');
  const seen = new Set<string>();
  for (const w of writes) {
    if (!w.stream) throw new Error('Stream name is empty');
    if (seen.has(w.stream)) throw new Error(`appendToStreams: ${w.stream} named twice`);
    seen.add(w.stream);
    if (typeof w.expected === 'number' && (!Number.isSafeInteger(w.expected) || w.expected < -1)) {
      throw new Error(`Invalid expected revision ${w.expected}`);
    }
  }
  const order = writes.map((_, i) => i).sort((a, b) => (writes[a].stream < writes[b].stream ? -1 : writes[a].stream > writes[b].stream ? 1 : 0));

  for (let attempt = 1; ; attempt++) {
    let current: StreamWrite | null = null;
    try {
      return await db.transaction(async (tx) => {
        const results: AppendResult[] = new Array(writes.length);
        const prevs: { stream: string; prev: number }[] = [];
        let written = 0;
        for (const [index, i] of order.entries()) {
          current = writes[i];
          const one = await appendOne(tx, current, recordedAt, chain);
          results[i] = one.result;
          if (one.written) {
            written += current.events.length;
            // An exact revision was read before this call, so its writer committed before our id was
            // taken: only a revision looked up inside the transaction ('any', 'stream_exists') needs it.
            if (index > 0 && one.prev >= 0 && typeof current.expected !== 'number' && current.expected !== 'no_stream') {
              prevs.push({ stream: current.stream, prev: one.prev });
            }
          }
          if (hook) await hook({ index, stream: current.stream });
        }
        current = null;
        if (prevs.length > 0) {
          const { rows } = await tx.query(OUT_OF_ORDER, [prevs.map((p) => p.stream), prevs.map((p) => p.prev)]);
          if (rows.length > 0) throw new CommitOrderLost();
        }
        const position = results.map((r) => r.position).reduce((a, b) => (comparePgPositions(a, b) >= 0 ? a : b));
        return { streams: results, position, written };
      });
    } catch (err) {
      if (err instanceof CommitOrderLost && attempt < MAX_ATTEMPTS) continue;
      // Ids already in a stream at another place (only an exact claim gets here): not this command's to write.
      if ((err as { code?: string }).code === UNIQUE_VIOLATION && current) {
        const w: StreamWrite = current;
        throw new WrongExpectedVersion(w.stream, w.expected, await revisionOf(db, w.stream));
      }
      throw err;
    }
  }
}

interface OneOutcome {
  result: AppendResult;
  written: boolean;
  /** The revision the events were appended after (-1: a new stream). */
  prev: number;
}

async function appendOne(tx: SqlExecutor, w: StreamWrite, recordedAt: Date | null, chain: boolean): Promise<OneOutcome> {
  const { stream, events, expected } = w;
  const exactPrev = typeof expected === 'number' ? expected : expected === 'no_stream' ? -1 : undefined;
  if (events.length === 0) return checkOnly(tx, w);
  const ids = events.map((e) => e.id);
  const columns = [
    ids,
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data ?? null)),
    events.map((e) => JSON.stringify(e.metadata ?? null)),
  ];
  // 'any' and 'stream_exists' may meet their own ids (a retry): look first, since a unique violation
  // would abort the whole transaction. An exact claim cannot succeed over them.
  if (exactPrev === undefined) {
    const original = await findOriginal(tx, stream, ids, undefined);
    if (original) return { result: original, written: false, prev: original.nextExpectedRevision - ids.length };
  }
  for (let attempt = 1; ; attempt++) {
    const claim = exactPrev ?? (await revisionOf(tx, stream));
    if (expected === 'stream_exists' && claim === -1) throw new WrongExpectedVersion(stream, expected, -1);
    const { text, values } = appendQuery(stream, claim, columns, recordedAt, chain);
    const { rows } = await tx.query<{ tx_id: string; seq: string; revision: string }>(text, values);
    if (rows.length > 0) {
      return {
        result: { nextExpectedRevision: Number(rows[0].revision), position: encodePosition(rows[0].tx_id, rows[0].seq) },
        written: true,
        prev: claim,
      };
    }
    if (exactPrev !== undefined) {
      const original = await findOriginal(tx, stream, ids, exactPrev);
      if (original) return { result: original, written: false, prev: exactPrev };
    }
    const actual = await revisionOf(tx, stream);
    if (exactPrev !== undefined || actual === claim || attempt >= MAX_ATTEMPTS) {
      throw new WrongExpectedVersion(stream, expected, actual);
    }
  }
}

async function findOriginal(tx: SqlExecutor, stream: string, ids: string[], exactPrev: number | undefined): Promise<AppendResult | null> {
  const { rows } = await tx.query<{ id: string; revision: string; tx_id: string; seq: string }>(FIND_BY_IDS, [stream, ids]);
  if (rows.length !== ids.length) return null;
  const first = Number(rows[0].revision);
  if (exactPrev !== undefined && first !== exactPrev + 1) return null;
  if (!rows.every((r, i) => r.id === ids[i].toLowerCase() && Number(r.revision) === first + i)) return null;
  const last = rows[rows.length - 1];
  return { nextExpectedRevision: Number(last.revision), position: encodePosition(last.tx_id, last.seq) };
}

async function revisionOf(db: SqlExecutor, stream: string): Promise<number> {
  const { rows } = await db.query<{ revision: string }>(CURRENT_REVISION, [stream]);
  return rows.length ? Number(rows[0].revision) : -1;
}

/** No events for this stream: only its expectation is checked (a read the decision depends on). */
async function checkOnly(tx: SqlExecutor, { stream, expected }: StreamWrite): Promise<OneOutcome> {
  // FOR SHARE: the stream cannot move on until this transaction ends.
  const { rows: locked } = await tx.query<{ revision: string }>(`${CURRENT_REVISION} FOR SHARE`, [stream]);
  const actual = locked.length ? Number(locked[0].revision) : -1;
  const ok =
    expected === 'any' ||
    (expected === 'stream_exists' && actual >= 0) ||
    (expected === 'no_stream' && actual === -1) ||
    expected === actual;
  if (!ok) throw new WrongExpectedVersion(stream, expected, actual);
  const { rows } = await tx.query<{ tx_id: string; seq: string }>(LAST_OF_STREAM, [stream]);
  const position = rows.length ? encodePosition(rows[0].tx_id, rows[0].seq) : encodePosition('0', '0');
  return { result: { nextExpectedRevision: actual, position }, written: false, prev: actual };
}
