import type { Database } from '../../db/database';
import { startDailyLook } from '../../schedule/dailyLook';
import { readCheckpoints, sealCheckpoint, type Checkpoint } from './checkpoints';

const DAY_MS = 24 * 3_600_000;

/**
 * Seals a signed checkpoint when the newest is a day old (or there is none) and events came since: a
 * small business never reaches PAWROUTE_AUDIT_CHECKPOINT_EVERY events, yet its log should be sealed
 * each day, so an edit by someone who can recompute the hashes still shows up in `audit verify`.
 * Answers the new checkpoint, or null when none was due or nothing is new.
 */
export async function sealIfDayOld(db: Database, key: string, now: Date): Promise<Checkpoint | null> {
  const newest = (await readCheckpoints(db)).at(-1);
  if (newest && now.getTime() - Date.parse(newest.createdAt) < DAY_MS) return null;
  return (await sealCheckpoint(db, key)).checkpoint;
}

/** The daily seal, looked for every quarter of an hour (several processes may look: one seals at a time). */
export function startDailyCheckpoint(options: {
  db: Database;
  key: string;
  clock?: () => Date;
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): { stop(): void } {
  const clock = options.clock ?? (() => new Date());
  return startDailyLook(
    async () => {
      const sealed = await sealIfDayOld(options.db, options.key, clock());
      if (sealed) options.logger.info({ checkpoint: sealed.id, events: sealed.eventCount }, 'daily audit checkpoint sealed');
    },
    (error) => options.logger.warn({ err: error }, 'daily audit checkpoint failed'),
  );
}
