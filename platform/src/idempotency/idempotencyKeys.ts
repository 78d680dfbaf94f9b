import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../db/database';
import type { ServerProcess } from './serverProcess';

/**
 * The Idempotency-Key ledger (Stripe's semantics, IETF draft "The Idempotency-Key HTTP Header Field").
 *
 * A request with a key first claims (scope, key) with its fingerprint. Exactly one request owns a
 * claim; it runs, then stores its answer. A repeat with the same fingerprint gets the stored answer (a
 * repeat that arrives while the owner still runs waits for it); another fingerprint is refused (422).
 *
 * Why this is exactly-once although the claim and the append are not one transaction (the event store
 * may be EventStoreDB): every id the owner takes from a sequence is recorded on the claim, and event ids
 * are derived from the key. If the owner dies between appending and answering, the claim goes stale and
 * the next repeat takes it over, gets the same ids back, and its appends are recognised by the store as
 * already written. Nothing can be appended twice for one key.
 *
 * Who is "dead": the claim records the server process (boot) that owns it (serverProcess.ts). A repeat
 * that finds a pending claim of a boot that no longer holds its lock takes it over at once (a server
 * restarted after `kill -9` answers the retry without waiting); a live owner is waited for. A claim
 * with no sign of life for 60 s is taken over too (a request stuck in a live process, or a claim
 * written without a boot), so no key stays pending for good.
 */

export type Claim =
  /** takenOver: the claim was another request's, whose process died (or went quiet) before answering. */
  | { kind: 'owner'; owner: string; takenOver: boolean }
  | { kind: 'answered'; statusCode: number; response: unknown }
  | { kind: 'pending' }
  | { kind: 'mismatch' };

/** A key is forgotten after 24 hours (then it may be used again for anything). */
const EXPIRY = `interval '24 hours'`;
/** An owner that has shown no sign of life for this long is presumed dead; a repeat takes over. */
const STALE = `interval '60 seconds'`;

export async function claimKey(
  db: SqlExecutor,
  scope: string,
  key: string,
  fingerprint: string,
  process?: ServerProcess,
): Promise<Claim> {
  const owner = randomUUID();
  const bootId = process?.bootId ?? null;
  const inserted = await db.query<{ owner: string }>(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, owner, boot_id, status)
     VALUES ($1, $2, $3, $4, $5, 'pending')
     ON CONFLICT (scope, key) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, owner = EXCLUDED.owner, boot_id = EXCLUDED.boot_id, status = 'pending',
           status_code = NULL, response = NULL, ids = '{}'::jsonb, created_at = now(), updated_at = now()
       WHERE idempotency_keys.created_at < now() - ${EXPIRY}
     RETURNING owner`,
    [scope, key, fingerprint, owner, bootId],
  );
  if (inserted.rows[0]?.owner === owner) return { kind: 'owner', owner, takenOver: false };

  const { rows } = await db.query<{ fingerprint: string; status: string; status_code: number | null; response: unknown }>(
    'SELECT fingerprint, status, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  const row = rows[0];
  if (!row) return claimKey(db, scope, key, fingerprint, process); // released between the two statements
  if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (row.status === 'done') return { kind: 'answered', statusCode: row.status_code ?? 200, response: row.response };

  // Still pending: take it over only if its owner's process is dead, or it has gone quiet.
  const dead = process ? ` OR (boot_id IS NOT NULL AND NOT ${process.aliveSql('idempotency_keys.boot_id')})` : '';
  const taken = await db.query(
    `UPDATE idempotency_keys SET owner = $3, boot_id = $4, updated_at = now()
     WHERE scope = $1 AND key = $2 AND status = 'pending' AND (updated_at < now() - ${STALE}${dead})`,
    [scope, key, owner, bootId],
  );
  return taken.rowCount > 0 ? { kind: 'owner', owner, takenOver: true } : { kind: 'pending' };
}

/** Stores the owner's answer; repeats get it from now on. */
export async function answerKey(
  db: SqlExecutor,
  scope: string,
  key: string,
  owner: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET status = 'done', status_code = $4, response = $5::jsonb, updated_at = now()
     WHERE scope = $1 AND key = $2 AND owner = $3`,
    [scope, key, owner, statusCode, JSON.stringify(response ?? null)],
  );
}

/** Gives the key up (the request failed unexpectedly): the next repeat runs it again. */
export async function releaseKey(db: SqlExecutor, scope: string, key: string, owner: string): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND owner = $3 AND status = 'pending'`, [
    scope,
    key,
    owner,
  ]);
}

/**
 * The id the owner's request takes as its `slot`-th id (e.g. "customer#1"): the recorded one when an
 * earlier run of the same key took it, else `allocate()`'s, recorded (which also shows the owner alive).
 */
export async function recordedId(
  db: SqlExecutor,
  scope: string,
  key: string,
  slot: string,
  allocate: () => Promise<number>,
): Promise<number> {
  const { rows } = await db.query<{ id: number | string | null }>(
    'SELECT ids -> $3 AS id FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key, slot],
  );
  const earlier = rows[0]?.id;
  if (earlier !== null && earlier !== undefined) return Number(earlier);
  const id = await allocate();
  await db.query(
    `UPDATE idempotency_keys SET ids = ids || jsonb_build_object($3::text, $4::bigint), updated_at = now()
     WHERE scope = $1 AND key = $2`,
    [scope, key, slot, id],
  );
  return id;
}
