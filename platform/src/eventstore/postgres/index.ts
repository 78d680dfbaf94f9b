export { createPostgresEventStore, type PostgresEventStoreOptions } from './postgresEventStore';
export { ensureEventStoreSchema } from './schema';
export { EVENTS_CHANNEL } from './notifier';
/** The append without the store around it (no wake-ups, no NOTIFY) and its group commit: the append benchmark's steps only. */
export { appendToStream as appendWithoutWakeups, createAppendGroups } from './append';
export {
  verifyEventChain,
  sealCheckpoint,
  canonicalContent,
  linkOf,
  type ChainProblem,
  type ChainProblemKind,
  type VerifyResult,
  type VerifyOptions,
  type Checkpoint,
} from './chain';
export { sealIfDayOld, startDailyCheckpoint } from './dailyCheckpoint';
