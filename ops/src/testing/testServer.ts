import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import type { AppServices, Config, Database, LoginRateLimiter, Position } from '@pawroute/platform';
import { waitUntilProjected } from '../projectionsReady';
import { seedOnce } from '../seed/index';
import { DEMO_PASSWORD } from '../seed/demoUsersData';
import { startServer, type RunningServer } from '../server';
import { TestClient } from './httpClient';
import { seededTemplate } from './seededTemplate';

const TEST_ADMISSION = {
  reads: { running: 64, waiting: 10_000, maxWaitMs: 120_000 },
  writes: { running: 16, waiting: 10_000, maxWaitMs: 120_000 },
  maxEventLoopDelayMs: 0,
};

/** Settings that change what the seed writes (its dates, its sealing): a server given one seeds afresh. */
const SEED_SETTINGS = new Set(['timeZone', 'auditKey', 'secretKey', 'auditCheckpointEvery', 'databaseUrl', 'eventStoreUrl', 'dataDir']);

/** The demo logins (README, "Run it"), by role. */
export const DEMO_EMAILS = {
  admin: 'admin@pawroute.test',
  office: 'office@pawroute.test',
  stylist: 'stylist@pawroute.test',
  customer: 'customer@pawroute.test',
} as const;
export type DemoLogin = keyof typeof DEMO_EMAILS;
export { DEMO_PASSWORD };

export interface TestServerOptions {
  /** Seed reference data and demo users, and wait for the projections (default true). */
  seed?: boolean;
  runProjections?: boolean;
  logger?: AppServices['logger'];
  loginRateLimiter?: LoginRateLimiter;
  /** Settings over the defaults (e.g. trustProxy). */
  config?: Partial<Config>;
  /** Default 'error', so test output stays readable (failed logins warn). */
  logLevel?: string;
  /** Serve the built web app (web/dist) too, for the browser tests (default false). */
  serveWeb?: boolean;
  /**
   * The clock commands run at and the event store records events at (default: the real clock). A test
   * that needs history dated in the past (the audit page's "yesterday noon") moves it back while it
   * writes that history, then forward again.
   */
  clock?: () => Date;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  server: RunningServer;
  services: AppServices;
  database: TestDatabase;
  /** A fresh browser stand-in (own cookies, no session yet). */
  client(): TestClient;
  /** A client signed in as a demo user (password pawroute-demo). */
  loginAs(who: DemoLogin): Promise<TestClient>;
  /** Waits until every projector has passed `position` (default: the store's head). */
  settle(position?: Position | null): Promise<void>;
  /**
   * Waits until the running side effects reactor has reacted to every event it reacts to (the mail
   * after a command, and what it records, follow the command's answer: command-api/src/reactions). Nothing to
   * wait for when no reactor runs.
   */
  reactionsSettled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole system on a throwaway Postgres database and a free port: event store, projections
 * (runner in process), every plugin. Call `close()` in afterAll: it stops the server and drops the
 * database.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // A seeded server on the real clock starts from a copy of the seeded template (seededTemplate.ts).
  const fromTemplate =
    (options.seed ?? true) && (options.runProjections ?? true) && options.clock === undefined &&
    !Object.keys(options.config ?? {}).some((key) => SEED_SETTINGS.has(key));
  const template = fromTemplate ? await seededTemplate(buildSeededDatabase) : undefined;
  return startOn(await createTestDatabase({ template }), options);
}

/** A database seeded and projected by a default test server, closed, for seededTemplate to keep. */
async function buildSeededDatabase(): Promise<string> {
  const database = await createTestDatabase();
  const seeded = await startOn(database, {});
  await seeded.server.close();
  await database.database.close();
  return new URL(database.url).pathname.slice(1);
}

async function startOn(database: TestDatabase, options: TestServerOptions): Promise<TestServer> {
  let server: RunningServer;
  try {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: database.url,
      eventStoreUrl: '',
      serveWeb: options.serveWeb ?? false,
      runProjections: options.runProjections ?? true,
      logLevel: options.logLevel ?? 'error',
      logger: options.logger,
      loginRateLimiter: options.loginRateLimiter,
      clock: options.clock,
      // Tests run in development mode (the mail outbox is readable). A test's read after its write waits for that condition, however loaded the machine: a deadline
      // far beyond any real wait, so no test reads stale data because CI was slow.
      // Admission control with room for a test's bursts (50 racing bookings) on a loaded CI machine: tests
      // are not about load; platform/src/http/admission's own tests hold its limits.
      config: { readYourWritesTimeoutMs: 60_000, admission: TEST_ADMISSION, devMode: true, settlementSweepS: 0, reminderSweepMs: 0, verifyDaily: false, auditKey: 'pawroute-test-audit-key', secretKey: 'pawroute-test-secret-key', ...options.config },
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const settle = async (position?: Position | null) =>
    waitUntilProjected(server.services, position === undefined ? await lastCommittedPosition(database.database) : position);
  const reactionsSettled = async () => {
    const reactor = server.reactor;
    if (!reactor) return;
    const { rows } = await database.database.query<{ p: string }>(
      `SELECT tx_id::text || '/' || position::text AS p FROM events WHERE type = ANY($1::text[]) ORDER BY tx_id DESC, position DESC LIMIT 1`,
      [[...reactor.eventTypes]],
    );
    const last = rows[0]?.p;
    if (last === undefined) return;
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
      const at = reactor.checkpoint();
      if (at !== null && server.services.store.comparePositions(at, last) >= 0) return;
      if (Date.now() > deadline) throw new Error(`the side effects reactor did not reach ${last} (at ${at})`);
    }
  };
  const testServer: TestServer = {
    url: server.url,
    server,
    services: server.services,
    database,
    client: () => new TestClient(server.url),
    async loginAs(who) {
      const client = new TestClient(server.url);
      // The demo logins are valid by construction; once (in ~200 files) a login right after start-up
      // answered 401 on a loaded CI machine. Wait for the condition "the demo user can sign in" (a
      // generous deadline), so a slow start is not a failure, while a real 401 still fails the test.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const response = await client.put<{ user: { ID: number } }>('/api/v4/entrance/login', { emailAddress: DEMO_EMAILS[who], password: DEMO_PASSWORD });
        if (response.status === 200) return client;
        if (response.status !== 401 || Date.now() > deadline) {
          throw new Error(`login as ${DEMO_EMAILS[who]}: ${response.status} ${JSON.stringify(response.body)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    settle,
    reactionsSettled,
    async close() {
      await server.close().catch(() => undefined);
      await database.drop();
    },
  };
  if (options.seed ?? true) {
    try {
      const { position } = await seedOnce(server.services);
      if (options.runProjections ?? true) {
        await settle(position);
        // And up to the last committed event as the table has it: twice on a loaded CI machine a test's
        // first read after start-up missed seed data (a pet, a user type) that the seed's own position
        // should have covered. Waiting for that condition too costs nothing when it already holds.
        await settle();
      }
    } catch (error) {
      await testServer.close();
      throw error;
    }
  }
  return testServer;
}

/**
 * The newest committed event, visible or not yet. The store's headPosition() is the end of the final
 * prefix only, which lags while any older transaction is open; waiting for that would return before
 * writes the test already saw answered.
 */
export async function lastCommittedPosition(db: Database): Promise<Position | null> {
  const { rows } = await db.query<{ position: string }>(
    `SELECT tx_id::text || '/' || position::text AS position FROM public.events ORDER BY tx_id DESC, position DESC LIMIT 1`,
  );
  return rows[0]?.position ?? null;
}
