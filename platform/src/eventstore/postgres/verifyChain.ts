import type { SqlExecutor } from '../../db/database';
import { compareKey, foldGlobal, READ_CHAIN_TO_HORIZON, rowLink, type ChainRow } from './chainLink';
import { checkpointSignatureValid, readCheckpoints, type Checkpoint } from './checkpoints';

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
  /** When the first event was written (null: no events): what the check covers, "since when". */
  firstEventAt: string | null;
  /** When the newest signed checkpoint was sealed (null: none yet). */
  lastCheckpointAt: string | null;
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
  const { rows: countRows } = await db.query<{ n: string; first: Date | string | null }>('SELECT count(*)::text AS n, min(created_at) AS first FROM public.events');
  const total = Number(countRows[0]?.n ?? 0);
  const firstEventAt = countRows[0]?.first ? new Date(countRows[0].first).toISOString() : null;
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
        const computed = rowLink(prev, row);
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
    firstEventAt,
    lastCheckpointAt: checkpoints.at(-1)?.createdAt ?? null,
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
  const at = (m: Mismatch, other: ChainRow) => rowLink(m.prev, { ...m.row, tx_id: other.tx_id, seq: other.seq });
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
