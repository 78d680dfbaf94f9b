import { CHANGES_CHANNEL, type Database, type EventStore, type Position } from '@pawroute/platform';
import { readAllCheckpoints, type CheckpointRow } from '../runner/checkpoints';
import { sleep } from '../runner/sleep';

export interface WaitForProjectionsOptions {
  timeoutMs?: number;
  /**
   * Only these projectors, and a projector without a row yet (its runner has not started) counts as
   * behind. Default: every row that is 'running'. The query API passes `allProjectors`' names.
   */
  projectors?: readonly string[];
  /** Safety poll in case a notification was lost (the listener reconnecting). */
  pollMs?: number;
}

/**
 * A projector has passed `position` when it applied an event at or after it, or when it was caught up
 * with a store head at or after it (a projector whose filter skips the written event never moves its
 * checkpoint, so the runner records `scanned_through`).
 */
export function hasPassed(store: EventStore, row: CheckpointRow, position: Position): boolean {
  const passed = (p: Position | null) => p !== null && store.comparePositions(p, position) >= 0;
  return passed(row.checkpoint) || passed(row.scannedThrough);
}

/**
 * Read-your-writes: resolves true once every running projector has passed `position`, false after
 * `timeoutMs`. Faulted and rebuilding projectors are not waited for (waiting would not help them).
 * Woken by the runner's NOTIFY after each commit, with a slow poll as a fallback.
 */
export async function waitForProjections(
  db: Database,
  store: EventStore,
  position: Position,
  options: WaitForProjectionsOptions = {},
): Promise<boolean> {
  const deadline = Date.now() + (options.timeoutMs ?? 2_000);
  const only = options.projectors ? new Set(options.projectors) : null;
  let wake = new AbortController();
  // Listen before the first look, so a commit between the look and the wait still wakes us.
  const unlisten = await db.listen(CHANGES_CHANNEL, () => wake.abort());
  try {
    for (;;) {
      const rows = await readRows(db);
      const running = rows.filter((row) => row.status === 'running' && (!only || only.has(row.name)));
      const unregistered = only ? [...only].filter((name) => !rows.some((row) => row.name === name)) : [];
      if (unregistered.length === 0 && running.every((row) => hasPassed(store, row, position))) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      if (!wake.signal.aborted) await sleep(Math.min(left, options.pollMs ?? 500), wake.signal);
      wake = new AbortController();
    }
  } finally {
    await unlisten();
  }
}

/** No table yet means no runner has ever started: nothing to wait for. */
async function readRows(db: Database): Promise<CheckpointRow[]> {
  try {
    return await readAllCheckpoints(db);
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return [];
    throw error;
  }
}
