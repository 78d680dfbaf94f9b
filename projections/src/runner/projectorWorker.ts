import type { Database, EventStore, Position, RecordedEvent } from '@pawroute/platform';
import { dropSideSchema, sideSchemaExists } from '../rebuild/sideSchema';
import { runRebuildPass } from '../rebuild/rebuildPass';
import { startRebuild } from '../rebuild/startRebuild';
import { swapIn } from '../rebuild/swapIn';
import { CheckpointConflict, insertCheckpoint, markFaulted, markRunning, readCheckpoint } from './checkpoints';
import type { Doorbell } from './doorbell';
import { handles, laterOf, projectorFilter } from './eventFilter';
import { readWithHorizon } from './readWithHorizon';
import type { RunnerLogger } from './logger';
import { GroupCommit } from './groupCommit';
import type { SharedScan } from './sharedScan';
import type { Projector } from './projector';
import { ProjectorFailed, runCreateTables } from './projectorFailed';
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
  /** The server's one clock (services.clock); projectors only use it to tell news from history. */
  clock?: () => Date;
  /** Shared by the runner's workers: their batches and scanned heads go in one transaction (else this worker's own). */
  commits?: GroupCommit;
  /** Shared by the runner's caught-up workers: one store read for all that a write wakes. */
  sharedScan?: SharedScan;
}

/** Backoff after a transient error: doubling from the first delay up to the last. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 10_000;

/** Keeps one projector up to date while this process leads; see ARCHITECTURE.md, "The read side". */
export class ProjectorWorker {
  private status: ProjectorStatus;
  /** Where the last read found nothing more (the store's head then); reads resume from here too. */
  private scanned: Position | null = null;
  /** After a batch failed: apply one event at a time up to this position, to name the failing event. */
  private isolateThrough: Position | null = null;
  private readonly commits: GroupCommit;

  constructor(private readonly deps: WorkerDeps) {
    this.commits = deps.commits ?? new GroupCommit(deps.db);
    const { name, version } = deps.projector;
    this.status = { name, version, state: 'standby', checkpoint: null, caughtUp: false, eventsApplied: 0, error: null };
  }

  snapshot(): ProjectorStatus {
    return { ...this.status };
  }

  /** Returns when `signal` aborts or the projector faults; anything else (store or database down) is retried. */
  async run(signal: AbortSignal): Promise<void> {
    const { projector, logger } = this.deps;
    let retryMs = RETRY_FIRST_MS;
    while (!signal.aborted) {
      try {
        this.set({ state: 'starting', caughtUp: false, error: null });
        const mode = await this.prepare();
        if (mode === 'rebuild') await this.rebuild(signal);
        if (!signal.aborted) await this.live(signal, () => (retryMs = RETRY_FIRST_MS));
      } catch (error) {
        if (error instanceof ProjectorFailed) {
          if (error.batchSize > 1 && error.lastPosition !== null) {
            // Which event? Apply the batch again one event at a time; the one that fails is named.
            this.isolateThrough = error.lastPosition;
            continue;
          }
          await this.fault(error);
          return;
        }
        if (signal.aborted) break;
        const msg = error instanceof CheckpointConflict
          ? 'projection runner: checkpoint moved by someone else, reloading'
          : 'projection runner: transient error, retrying';
        logger.warn({ projector: projector.name, err: error, retryMs }, msg);
        await sleep(retryMs, signal);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    }
    this.set({ state: signal.aborted ? 'stopped' : this.status.state });
  }

  /** Decides from the stored row whether to go live, start a rebuild, or resume one. */
  private async prepare(): Promise<'live' | 'rebuild'> {
    const { db, projector } = this.deps;
    const row = await readCheckpoint(db, projector.name);
    // Where to resume comes from the row alone, on every path: a scanned head remembered from before
    // (a row since deleted, a rebuild since swapped in) would skip every event before it.
    this.scanned = null;
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
    this.scanned = row.scannedThrough;
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
  private async live(signal: AbortSignal, onProgress: () => void): Promise<void> {
    const { store, projector, batchSize, doorbell } = this.deps;
    const filter = projectorFilter(projector);
    let checkpoint = this.status.checkpoint;
    this.set({ state: 'running' });
    while (!signal.aborted) {
      const ticket = doorbell.ticket();
      const limit = this.isolateThrough !== null ? 1 : batchSize;
      // From the later of the last applied event and the last scanned head: a projector of rare events
      // does not walk again through history it has already looked at. The scanned head is the batch
      // read's own horizon, never a head read apart (readWithHorizon.ts: that skipped events).
      const after = laterOf(store, checkpoint, this.scanned);
      const { events, readUpTo } = (await this.sharedRead(after, limit)) ?? (await readWithHorizon(store, { after, limit, filter }));
      const caughtUp = events.length < limit;
      const next = events.length > 0 ? events[events.length - 1].position : checkpoint;
      const nextScanned = caughtUp ? laterOf(store, readUpTo, next) : null;
      const scannedMoved = nextScanned !== null && (this.scanned === null || store.comparePositions(nextScanned, this.scanned) > 0);
      if (events.length > 0 || scannedMoved) {
        // Applied, checkpointed and announced in one transaction, shared with the other workers' that
        // arrive at the same time (groupCommit.ts); with no events of ours only the scanned head moves.
        await this.commits.commit({
          projector,
          checkpoint,
          next,
          scanned: nextScanned,
          events,
          announced: laterOf(store, next, nextScanned),
          now: this.deps.clock?.() ?? new Date(),
        });
        checkpoint = next;
        if (nextScanned !== null) this.scanned = nextScanned;
        this.set({ checkpoint, eventsApplied: this.status.eventsApplied + events.length });
        onProgress();
        if (this.isolateThrough !== null && next !== null && store.comparePositions(next, this.isolateThrough) >= 0) {
          this.isolateThrough = null; // the failed batch went through one by one (the failure was not an event's)
        }
      }
      this.set({ caughtUp });
      if (caughtUp) await doorbell.wait(ticket, signal);
    }
  }

  /**
   * A caught-up worker's read through the runner's shared one (sharedScan.ts): its own events of that read,
   * or null to read alone (no shared read, isolating a failed batch, a full shared read, more than a batch).
   */
  private async sharedRead(after: Position | null, limit: number): Promise<{ events: RecordedEvent[]; readUpTo: Position | null } | null> {
    const { sharedScan, projector } = this.deps;
    if (!sharedScan || !this.status.caughtUp || this.isolateThrough !== null) return null;
    const batch = await sharedScan.read(after);
    if (batch === null) return null;
    const mine = handles(projector);
    const events = batch.events.filter((e) => mine(e.type));
    return events.length < limit ? { events, readUpTo: batch.readUpTo } : null;
  }

  private async fault(error: ProjectorFailed): Promise<void> {
    const { db, projector, logger } = this.deps;
    logger.error({ projector: projector.name, err: error.cause }, `PROJECTOR FAULTED, stopped until fixed and restarted: ${error.message}`);
    try {
      await markFaulted(db, projector.name, error.message);
    } catch (markError) {
      logger.error({ projector: projector.name, err: markError }, 'projection runner: could not record the fault');
    }
    // Reported only once recorded: whoever sees 'faulted' in the status finds it in the table too
    // (a test read the row between the two on a loaded machine and found 'running').
    this.set({ state: 'faulted', error: error.message, caughtUp: false });
  }

  private set(patch: Partial<ProjectorStatus>): void {
    this.status = { ...this.status, ...patch };
  }
}
