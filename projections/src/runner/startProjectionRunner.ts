import { setMaxListeners } from 'node:events';
import type { Database, EventStore } from '@pawroute/platform';
import { Doorbell } from './doorbell';
import { GroupCommit } from './groupCommit';
import { tryAcquireLeadership } from './leadership';
import { consoleLogger, type RunnerLogger } from './logger';
import type { Projector } from './projector';
import { ProjectorWorker, type ProjectorStatus } from './projectorWorker';
import { SharedScan } from './sharedScan';
import { sleep } from './sleep';
import { ensureProjectionTables } from './tables';

export interface ProjectionRunnerOptions {
  db: Database;
  store: EventStore;
  projectors: readonly Projector[];
  logger?: RunnerLogger;
  /** Events per transaction while live (rebuilds use the same size). */
  batchSize?: number;
  /** How often a runner without the lock tries again. */
  lockRetryMs?: number;
  /** Caught-up projectors look at the store at least this often, even if the live subscription is quiet. */
  fallbackPollMs?: number;
  /** The server's one clock (services.clock); absent: the wall clock. */
  clock?: () => Date;
}

export interface ProjectionRunnerStatus {
  /** True while this process holds the projection lock and applies events. */
  leader: boolean;
  projectors: ProjectorStatus[];
}

export interface ProjectionRunner {
  stop(): Promise<void>;
  status(): ProjectionRunnerStatus;
}

/**
 * Starts keeping `projectors` up to date. Returns at once; the runner takes the leadership lock when
 * it can (until then it stands by and retries), runs one worker per projector, and stands down if the
 * lock's connection is lost.
 */
export async function startProjectionRunner(options: ProjectionRunnerOptions): Promise<ProjectionRunner> {
  const { db, store, projectors } = options;
  const logger = options.logger ?? consoleLogger;
  const names = projectors.map((p) => p.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) throw new Error(`Two projectors are named ${duplicate}`);

  await ensureProjectionTables(db);
  const stopping = new AbortController();
  const doorbell = new Doorbell(options.fallbackPollMs ?? 5_000);
  const commits = new GroupCommit(db);
  const sharedScan = store.readBatch ? new SharedScan(store) : undefined;
  const workers = projectors.map(
    (projector) => new ProjectorWorker({ db, store, projector, logger, batchSize: options.batchSize ?? 500, doorbell, clock: options.clock, commits, sharedScan }),
  );
  let leader = false;

  const lead = async (): Promise<void> => {
    while (!stopping.signal.aborted) {
      const leadership = await tryAcquireLeadership(db).catch((error: unknown) => {
        logger.warn({ err: error }, 'projection runner: could not ask for the lock');
        return null;
      });
      if (!leadership) {
        await sleep(options.lockRetryMs ?? 2_000, stopping.signal);
        continue;
      }
      leader = true;
      logger.info({ projectors: names }, 'projection runner: leading');
      const term = AbortSignal.any([stopping.signal, leadership.lost]);
      // One listener per projector worker plus the doorbell's: more than Node's default warning level of 10.
      setMaxListeners(projectors.length + 8, term);
      const listening = doorbell.listen(store, term, logger);
      await Promise.all(workers.map((worker) => worker.run(term)));
      // Faulted workers return early; the others run until stop() or the lock is lost.
      await sleep(2 ** 31 - 1, term);
      await listening;
      leader = false;
      if (leadership.lost.aborted) logger.error({ err: leadership.lost.reason }, 'projection runner: lost the lock, standing by');
      await leadership.release();
    }
  };
  const running = lead();

  return {
    async stop() {
      stopping.abort();
      await running;
    },
    status: () => ({ leader, projectors: workers.map((worker) => worker.snapshot()) }),
  };
}
