import { join } from 'node:path';
import pino from 'pino';
import {
  CARD_LOG_REDACTION,
  checkedEventStore,
  createEventStoreDbStore,
  createPostgresEventStore,
  auditKeyFor,
  ensureSessionTables,
  ensureIdempotencyTable,
  registerServerProcess,
  ensureLoginAttemptsTable,
  ensureCredentialsTable,
  ensurePasswordTokensTable,
  loadConfig,
  openDatabase,
  ReadCache,
  type AppServices,
  type Config,
  type Database,
  type EventStore,
  type ServerProcess,
} from '@pawroute/platform';
import { allProjectors, ensureProjectionTables, waitForProjections } from '@pawroute/projections';

export interface OpenServicesOptions {
  /** Overrides of the environment's configuration. */
  config?: Partial<Config>;
  /** Default: pino at config.logLevel. */
  logger?: AppServices['logger'];
  /** Tests only: the time commands run at and events are recorded at (AppServices.clock). */
  clock?: () => Date;
}

/** AppServices plus ownership: whoever opened them closes them. */
export interface OpsServices extends AppServices {
  close(): Promise<void>;
}

/**
 * Opens the database and the event store and makes sure every table the server core needs exists
 * (event store, projection checkpoints, sessions). Each step is idempotent, so this is also `migrate`.
 * No DATABASE_URL: embedded PGlite under <dataDir>/pglite. EVENTSTORE_URL: events in EventStoreDB,
 * read models still in Postgres.
 */
export async function openServices(options: OpenServicesOptions = {}): Promise<OpsServices> {
  const config: Config = { ...loadConfig(), ...options.config };
  const logger = options.logger ?? pino({ level: config.logLevel, redact: CARD_LOG_REDACTION });
  const db: Database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  // Checked: appends are validated with the events' schemas, reads are upcast (ARCHITECTURE.md).
  const store: EventStore = await (
    config.eventStoreUrl
      ? createEventStoreDbStore(config.eventStoreUrl)
      : createPostgresEventStore(db, {
          clock: options.clock,
          checkpoints: { key: auditKeyFor(config), every: config.auditCheckpointEvery, onError: (err) => logger.warn({ err }, 'event chain checkpoint failed') },
        })
  ).then((adapter) => checkedEventStore(adapter), async (error: unknown) => {
    await db.close().catch(() => undefined);
    throw error;
  });
  let serverProcess: ServerProcess;
  try {
    await ensureProjectionTables(db);
    await ensureSessionTables(db);
    await ensureIdempotencyTable(db);
    await ensureLoginAttemptsTable(db);
    await ensureCredentialsTable(db);
    await ensurePasswordTokensTable(db);
    // This process, as the owner of the Idempotency-Key claims it makes (a retry after a crash knows).
    serverProcess = await registerServerProcess(db, config.databaseUrl);
  } catch (error) {
    await store.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  return {
    config,
    db,
    store,
    logger,
    clock: options.clock,
    serverProcess,
    readCache: config.readCacheEntries > 0 ? new ReadCache(db, { maxEntries: config.readCacheEntries }) : undefined,
    // Name every projector: one whose checkpoint row does not exist yet must be waited for too.
    waitForPosition: (position) =>
      waitForProjections(db, store, position, {
        timeoutMs: config.readYourWritesTimeoutMs,
        projectors: allProjectors.map((p) => p.name),
      }),
    async close() {
      await serverProcess.close();
      await store.close().catch((error: unknown) => logger.warn({ err: error }, 'closing the event store failed'));
      await db.close();
    },
  };
}
