import type { ChangedKey } from './projector';

/** Postgres refuses NOTIFY payloads of 8000 bytes or more; stay well under. */
export const MAX_NOTIFY_BYTES = 7900;

export interface ChangesPayload {
  projector: string;
  position: string | null;
  keys: ChangedKey[];
}

function dedupe(keys: readonly ChangedKey[]): ChangedKey[] {
  const seen = new Map<string, ChangedKey>();
  for (const key of keys) {
    const clean: ChangedKey = { scope: key.scope };
    if (key.id !== undefined && key.id !== null) clean.id = key.id;
    if (key.ownerUserId !== undefined && key.ownerUserId !== null) clean.ownerUserId = key.ownerUserId;
    seen.set(JSON.stringify([clean.scope, clean.id ?? null, clean.ownerUserId ?? null]), clean);
  }
  return [...seen.values()];
}

/** Drops ids: "something in this scope changed", still addressed to each owner that had a key. */
function byScopeAndOwner(keys: readonly ChangedKey[]): ChangedKey[] {
  return dedupe(keys.map(({ scope, ownerUserId }) => ({ scope, ownerUserId })));
}

/** Last resort: one key per scope (staff only; customers will refetch on their next read). */
function byScope(keys: readonly ChangedKey[]): ChangedKey[] {
  return dedupe(keys.map(({ scope }) => ({ scope })));
}

/**
 * The NOTIFY payload, coarsened step by step until it fits: a big batch (a catch-up after downtime)
 * says "these scopes changed" instead of listing every row.
 */
export function changesPayload(projector: string, position: string | null, keys: readonly ChangedKey[]): string {
  let payload = '';
  for (const collapse of [dedupe, byScopeAndOwner, byScope]) {
    payload = JSON.stringify({ projector, position, keys: collapse(keys) } satisfies ChangesPayload);
    if (Buffer.byteLength(payload, 'utf8') <= MAX_NOTIFY_BYTES) return payload;
  }
  // Thousands of distinct scopes cannot happen with real projectors; keep the prefix that fits.
  const scopes = byScope(keys);
  while (scopes.length > 0) {
    scopes.pop();
    payload = JSON.stringify({ projector, position, keys: scopes } satisfies ChangesPayload);
    if (Buffer.byteLength(payload, 'utf8') <= MAX_NOTIFY_BYTES) return payload;
  }
  return payload;
}
