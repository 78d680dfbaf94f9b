export { createPostgresEventStore, type PostgresEventStoreOptions } from './postgresEventStore';
export { ensureEventStoreSchema } from './schema';
export { EVENTS_CHANNEL } from './notifier';
