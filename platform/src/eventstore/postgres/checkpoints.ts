import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database, SqlExecutor } from '../../db/database';
import { foldGlobal, READ_CHAIN_TO_HORIZON, rowLink, type ChainRow } from './chainLink';

/*
 * Signed checkpoints seal the store-wide order (the readers' (tx_id, position) order): a checkpoint folds
 *   global = sha256(global || link)
 * over every event of the final prefix up to its boundary, records how many there were, and is signed
 * with HMAC-SHA256 under a key that is not in the database (PAWROUTE_AUDIT_KEY, or <dataDir>/audit.key).
 * Someone who can edit rows can recompute the unkeyed links after an edit; they cannot re-sign these.
 */

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

export async function readCheckpoints(db: SqlExecutor): Promise<Checkpoint[]> {
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
        const computed = rowLink(prev, row);
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
