import { startDailyLook, type Database, type EventStore } from '@pawroute/platform';
import type { RunnerLogger } from '../runner/logger';
import type { Projector } from '../runner/projector';
import { lastRunStartedAt } from './verifications';
import { verifyProjections } from './verifyProjections';

const DAY_MS = 24 * 3_600_000;

/**
 * The daily verification (PAWROUTE_VERIFY_DAILY, on by default): every quarter of an hour the process
 * that runs the projections looks at the last run, and when it started more than a day ago (or never),
 * verifies every projector. Several processes may look; the in-process guard and the day's spacing keep
 * it to about one run a day (two at once would only cost time).
 */
export function startDailyVerification(options: {
  db: Database;
  store: EventStore;
  projectors: readonly Projector[];
  logger: RunnerLogger;
  clock?: () => Date;
}): { stop(): void } {
  const clock = options.clock ?? (() => new Date());
  return startDailyLook(
    async () => {
      const startedAt = (await lastRunStartedAt(options.db))?.getTime() ?? -Infinity;
      if (clock().getTime() - startedAt < DAY_MS) return;
      const { diverged, results } = await verifyProjections({ ...options, requestedBy: 'daily' });
      const names = results.filter((r) => r.status === 'diverged').map((r) => r.projector);
      if (diverged) options.logger.error({ projectors: names }, `READ MODELS DIVERGED from the event log: ${names.join(', ')} (see the System page)`);
      else options.logger.info({ projectors: results.length }, 'daily verification: every read model equals a rebuild');
    },
    (error) => options.logger.warn({ err: error }, 'daily verification failed'),
  );
}
