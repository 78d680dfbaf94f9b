import type { Database, EventStore } from '@pawroute/platform';
import { markFaulted } from '../runner/checkpoints';
import { tryAcquireLeadership } from '../runner/leadership';
import type { Projector } from '../runner/projector';
import { ProjectorFailed } from '../runner/projectorFailed';
import { ensureProjectionTables } from '../runner/tables';
import { runRebuildPass, type ProjectorTally } from './rebuildPass';
import { startRebuild } from './startRebuild';
import { swapIn } from './swapIn';

/**
 * Events per read: large, so projectors write in bulk. 10,000 rebuilt a million events as fast as 20,000
 * (and faster than 5,000) with 0.7 GB of memory at the peak instead of 1 GB (the pass reads ahead).
 */
export const REBUILD_BATCH_SIZE = 10_000;

export interface RebuildAllOptions {
  db: Database;
  store: EventStore;
  projectors: readonly Projector[];
  /** `total` is an estimate (the store's event count when known) and never less than `done`. */
  onProgress?: (done: number, total: number) => void;
  /** Events per read and per projector transaction (REBUILD_BATCH_SIZE). */
  batchSize?: number;
  /** How many events to expect, for the progress bar (the store port has no count). */
  totalEvents?: number;
}

export interface RebuildAllResult {
  events: number;
  projectors: number;
  /** Per projector: events applied and seconds spent in its apply transactions (rebuildPass.ts). */
  projectorSeconds: Record<string, ProjectorTally>;
}

/**
 * Rebuilds every projector from position zero into fresh side tables and swaps them all in at once.
 * Needs the projection lock: a running runner would fight over the checkpoints, so stop it first.
 * On failure the live tables are untouched; a projector whose handler threw is marked faulted.
 */
export async function rebuildAll(options: RebuildAllOptions): Promise<RebuildAllResult> {
  const { db, store, projectors, onProgress } = options;
  const names = projectors.map((p) => p.name);
  if (new Set(names).size !== names.length) throw new Error(`Projector names must be unique: ${names.join(', ')}`);
  await ensureProjectionTables(db);
  const leadership = await tryAcquireLeadership(db);
  if (!leadership) {
    throw new Error('A projection runner holds the projection lock (is the server running?); stop it, then rebuild.');
  }
  try {
    for (const projector of projectors) await startRebuild(db, projector);
    let done = 0;
    const total = options.totalEvents ?? 0;
    onProgress?.(0, total);
    const pass = await runRebuildPass({
      db,
      store,
      projectors,
      from: null,
      batchSize: options.batchSize ?? REBUILD_BATCH_SIZE,
      signal: leadership.lost,
      onBatch: (n) => {
        done += n;
        onProgress?.(done, Math.max(total, done));
      },
    });
    if (!pass.completed) throw new Error('Rebuild interrupted: the projection lock was lost');
    await swapIn(db, projectors, pass);
    onProgress?.(done, done);
    return { events: done, projectors: projectors.length, projectorSeconds: pass.projectorSeconds };
  } catch (error) {
    if (error instanceof ProjectorFailed) await markFaulted(db, error.projector, error.message).catch(() => undefined);
    throw error;
  } finally {
    await leadership.release();
  }
}
