import { startReminderSender, startSettlementSweep, startSideEffectsReactor, type SideEffectsReactor } from '@pawroute/command-api';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { auditKeyFor, checkGatewayAtStartup, defaultPublicUrl, startDailyCheckpoint, loadConfig, type AppServices, type Config, type LoginRateLimiter } from '@pawroute/platform';
import { allProjectors, startDailyVerification, startProjectionRunner, type ProjectionRunner } from '@pawroute/projections';
import { buildApp, type ServerRole } from './app';
import { openServices, type OpsServices } from './services';

export interface StartServerOptions {
  /** Default: config (PORT, 3000). 0 picks a free port. */
  port?: number;
  host?: string;
  databaseUrl?: string;
  eventStoreUrl?: string;
  dataDir?: string;
  role?: ServerRole;
  /** Run the projection runner in this process (roles all and projections). Default true. */
  runProjections?: boolean;
  /** Serve web/dist (roles all and query). Default true. */
  serveWeb?: boolean;
  logLevel?: string;
  logger?: AppServices['logger'];
  loginRateLimiter?: LoginRateLimiter;
  /** Any other setting (tests: trusted proxies, development mode). */
  config?: Partial<Config>;
  /**
   * Runs once the database is open, before the projection runner starts and before the server takes a
   * request (`serve`: the demo seed). Nothing waits on it behind a socket, and it has the embedded
   * database to itself: interleaved with the runner's batches the first seed took 19-35 s, alone 3 s.
   */
  beforeServing?: (services: OpsServices) => Promise<void>;
  /** Tests only: the clock commands and the event store's recorded times follow (AppServices.clock). */
  clock?: () => Date;
}

export interface RunningServer {
  /** e.g. http://localhost:3000 */
  url: string;
  app: FastifyInstance;
  services: AppServices;
  runner: ProjectionRunner | null;
  /** The side effects reactor (roles all and command), else null. */
  reactor: SideEffectsReactor | null;
  close(): Promise<void>;
}

/**
 * Composes and starts one Pawroute process: database and event store (tables ensured), the
 * projection runner over `allProjectors`, and the fastify app for the role.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const overrides: Partial<Config> = { ...options.config };
  if (options.port !== undefined) overrides.port = options.port;
  if (options.host !== undefined) overrides.host = options.host;
  if (options.databaseUrl !== undefined) overrides.databaseUrl = options.databaseUrl;
  if (options.eventStoreUrl !== undefined) overrides.eventStoreUrl = options.eventStoreUrl;
  if (options.dataDir !== undefined) overrides.dataDir = options.dataDir;
  if (options.logLevel !== undefined) overrides.logLevel = options.logLevel;

  const role = options.role ?? 'all';
  // PGlite lives inside one process: separate role processes need a shared Postgres.
  if (role !== 'all' && !{ ...loadConfig(), ...overrides }.databaseUrl) {
    throw new Error(`--role ${role} needs DATABASE_URL (the embedded database serves one process only)`);
  }
  const services: OpsServices = await openServices({ config: overrides, logger: options.logger, clock: options.clock });
  let runner: ProjectionRunner | null = null;
  let app: FastifyInstance | null = null;
  let sweep: { stop(): void } | null = null;
  let reminders: { stop(): void } | null = null;
  let reactor: SideEffectsReactor | null = null;
  let daily: { stop(): void } | null = null;
  let sealing: { stop(): void } | null = null;
  const close = async () => {
    sweep?.stop();
    reminders?.stop();
    daily?.stop();
    sealing?.stop();
    await reactor?.stop();
    await app?.close();
    await runner?.stop();
    await services.close();
  };
  try {
    await options.beforeServing?.(services);
    if ((options.runProjections ?? true) && (role === 'all' || role === 'projections')) {
      runner = await startProjectionRunner({
        db: services.db,
        store: services.store,
        projectors: allProjectors,
        logger: services.logger,
        clock: services.clock,
      });
      // Read models prove themselves once a day: PAWROUTE_VERIFY_DAILY, on unless turned off.
      if (services.config.verifyDaily) {
        daily = startDailyVerification({ db: services.db, store: services.store, projectors: allProjectors, logger: services.logger, clock: services.clock });
      }
    }
    // The event log is sealed by a signed checkpoint at least once a day (docs/DECISIONS.md, the audit log's checkpoints).
    if ((role === 'all' || role === 'command') && services.store.kind === 'postgres') {
      sealing = startDailyCheckpoint({ db: services.db, key: auditKeyFor(services.config), clock: services.clock, logger: services.logger });
    }
    // The ledger learns of the gateway's daily settlement by asking (command-api/src/transactions/settlementSweep.ts).
    if ((role === 'all' || role === 'command') && services.config.settlementSweepS > 0) {
      sweep = startSettlementSweep(services, services.config.settlementSweepS * 1000);
    }
    // Appointment reminders, due by the event log's times and sent once (command-api/src/reminders).
    if ((role === 'all' || role === 'command') && services.config.reminderSweepMs > 0) {
      reminders = startReminderSender(services, services.config.reminderSweepMs);
    }
    // A live gateway is checked once at start (credentials, and Authorize.net's Transaction Details API), not awaited.
    if (services.config.authorizeNet) void checkGatewayAtStartup(services);
    // Mail and texts that follow a command, sent from its events (command-api/src/reactions).
    if (role === 'all' || role === 'command') reactor = await startSideEffectsReactor(services);
    app = await buildApp(services, { role, serveWeb: options.serveWeb, loginRateLimiter: options.loginRateLimiter });
    await app.listen({ port: services.config.port, host: services.config.host });
    const { port } = app.server.address() as AddressInfo;
    const url = defaultPublicUrl(services.config.host, port);
    // Mail links reach the port actually served (PORT, or the free port a test got) unless PAWROUTE_PUBLIC_URL names another address.
    const publicUrlGiven = options.config?.publicUrl !== undefined || (process.env.PAWROUTE_PUBLIC_URL ?? '').trim() !== '';
    if (!publicUrlGiven) services.config.publicUrl = url;
    return { url, app, services, runner, reactor, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
