import type { Database, EventStore, Position } from '@pawroute/platform';
import { dropSideSchema, sideSchemaExists } from '../rebuild/sideSchema';
import { runRebuildPass } from '../rebuild/rebuildPass';
import { startRebuild } from '../rebuild/startRebuild';
import { swapIn } from '../rebuild/swapIn';
import { advanceCheckpoint, CheckpointConflict, insertCheckpoint, markFaulted, markRunning, readCheckpoint } from './checkpoints';
import type { Doorbell } from './doorbell';
import { laterOf, projectorFilter } from './eventFilter';
import type { RunnerLogger } from './logger';
import { notifyChanges } from './notify';
import type { Projector } from './projector';
import { ProjectorFailed, runApply, runCreateTables } from './projectorFailed';
import { sleep } from './sleep';

export type WorkerState = 'standby' | 'starting' | 'rebuilding' | 'running' | 'faulted' | 'stopped';

export interface ProjectorStatus {
  name: string;
  version: number;
  state: WorkerState;
  checkpoint: Position | null;
  /** True while the projector has read everything the store had when it last looked. */
  caughtUp: boolean;
  eventsApplied: number;
  error: string | null;
}

export interface WorkerDeps {
  db: Database;
  store: EventStore;
  projector: Projector;
  logger: RunnerLogger;
  batchSize: number;
  doorbell: Doorbell;
}

const RETRY_MS = 1_000;

/** Keeps one projector up to date while this process leads; see ARCHITECTURE.md, "The read side". */
export class ProjectorWorker {
  private status: ProjectorStatus;

  constructor(private readonly deps: WorkerDeps) {
    const { name, version } = deps.projector;
    this.status = { name, version, state: 'standby', checkpoint: null, caughtUp: false, eventsApplied: 0, error: null };
  }

  snapshot(): ProjectorStatus {
    return { ...this.status };
  }

  /** Returns when `signal` aborts or the projector faults; anything else (store or database down) is retried. */
  async run(signal: AbortSignal): Promise<void> {
    const { projector, logger } = this.deps;
    while (!signal.aborted) {
      try {
        this.set({ state: 'starting', caughtUp: false, error: null });
        const mode = await this.prepare();
        if (mode === 'rebuild') await this.rebuild(signal);
        if (!signal.aborted) await this.live(signal);
      } catch (error) {
        if (error instanceof ProjectorFailed) {
          await this.fault(error);
          return;
        }
        if (signal.aborted) break;
        const msg = error instanceof CheckpointConflict
          ? 'projection runner: checkpoint moved by someone else, reloading'
          : 'projection runner: projector hit an error, retrying';
        logger.warn({ projector: projector.name, err: error }, msg);
        await sleep(RETRY_MS, signal);
      }
    }
    this.set({ state: signal.aborted ? 'stopped' : this.status.state });
  }

  /** Decides from the stored row whether to go live, start a rebuild, or resume one. */
  private async prepare(): Promise<'live' | 'rebuild'> {
    const { db, projector } = this.deps;
    const row = await readCheckpoint(db, projector.name);
    if (!row) {
      // First start: tables straight in public, from position zero.
      await db.transaction(async (tx) => {
        await runCreateTables(projector, tx);
        if (!(await insertCheckpoint(tx, { name: projector.name, version: projector.version, status: 'running' }))) {
          throw new CheckpointConflict(projector.name);
        }
      });
      this.set({ checkpoint: null });
      return 'live';
    }
    if (row.version !== projector.version) {
      const resumable = row.rebuildVersion === projector.version && (await sideSchemaExists(db, projector.name));
      if (resumable) {
        await db.query(`UPDATE public.projection_checkpoints SET status = 'rebuilding', error = NULL, updated_at = now() WHERE name = $1`, [projector.name]);
      } else {
        this.deps.logger.info({ projector: projector.name, from: row.version, to: projector.version }, 'projection runner: version changed, rebuilding');
        await startRebuild(db, projector);
      }
      return 'rebuild';
    }
    if (row.rebuildVersion !== null) await dropSideSchema(db, projector.name); // an abandoned rebuildAll
    if (row.status !== 'running' || row.rebuildVersion !== null) await markRunning(db, projector.name);
    this.set({ checkpoint: row.checkpoint });
    return 'live';
  }

  private async rebuild(signal: AbortSignal): Promise<void> {
    const { db, store, projector, batchSize } = this.deps;
    const row = await readCheckpoint(db, projector.name);
    this.set({ state: 'rebuilding', checkpoint: row?.rebuildCheckpoint ?? null });
    const pass = await runRebuildPass({
      db,
      store,
      projectors: [projector],
      from: row?.rebuildCheckpoint ?? null,
      batchSize,
      signal,
      onBatch: (n) => this.set({ eventsApplied: this.status.eventsApplied + n }),
    });
    if (!pass.completed) return;
    await swapIn(db, [projector], pass);
    this.deps.logger.info({ projector: projector.name, version: projector.version }, 'projection runner: rebuilt and swapped in');
    this.set({ checkpoint: pass.checkpoint });
  }

  /**
   * Reads from the checkpoint in batches; each batch is applied, checkpointed and announced in one
   * transaction. When a read comes back short the projector is caught up with the head it saw before
   * reading, which it records as `scanned_through` (read-your-writes needs it), then sleeps until woken.
   */
  private async live(signal: AbortSignal): Promise<void> {
    const { db, store, projector, batchSize, doorbell } = this.deps;
    const filter = projectorFilter(projector);
    let checkpoint = this.status.checkpoint;
    let scanned: Position | null = null;
    this.set({ state: 'running' });
    while (!signal.aborted) {
      const ticket = doorbell.ticket();
      const head = await store.headPosition();
      const events = await store.readAll({ after: checkpoint, limit: batchSize, filter });
      const caughtUp = events.length < batchSize;
      const next = events.length > 0 ? events[events.length - 1].position : checkpoint;
      const nextScanned = caughtUp ? laterOf(store, head, next) : null;
      const scannedMoved = nextScanned !== null && (scanned === null || store.comparePositions(nextScanned, scanned) > 0);
      if (events.length > 0 || scannedMoved) {
        await db.transaction(async (tx) => {
          // Checkpoint first: a competitor waits on the row lock and then fails the compare-and-set,
          // instead of colliding with us inside the projector's tables.
          await advanceCheckpoint(tx, projector.name, checkpoint, next, nextScanned);
          const keys = events.length > 0 ? await runApply(projector, tx, events) : [];
          await notifyChanges(tx, projector.name, laterOf(store, next, nextScanned), keys);
        });
        checkpoint = next;
        if (nextScanned !== null) scanned = nextScanned;
        this.set({ checkpoint, eventsApplied: this.status.eventsApplied + events.length });
      }
      this.set({ caughtUp });
      if (caughtUp) await doorbell.wait(ticket, signal);
    }
  }

  private async fault(error: ProjectorFailed): Promise<void> {
    const { db, projector, logger } = this.deps;
    this.set({ state: 'faulted', error: error.message, caughtUp: false });
    logger.error({ projector: projector.name, err: error.cause }, `PROJECTOR FAULTED, stopped until fixed and restarted: ${error.message}`);
    try {
      await markFaulted(db, projector.name, error.message);
    } catch (markError) {
      logger.error({ projector: projector.name, err: markError }, 'projection runner: could not record the fault');
    }
  }

  private set(patch: Partial<ProjectorStatus>): void {
    this.status = { ...this.status, ...patch };
  }
}
