export { createPostgresEventStore, type PostgresEventStoreOptions } from './postgresEventStore';
export { ensureEventStoreSchema } from './schema';
export { EVENTS_CHANNEL } from './notifier';
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
