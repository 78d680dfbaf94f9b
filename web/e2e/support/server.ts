import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTestDatabase,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  lastCommittedPosition,
  startTestServer,
  TestClient,
  type DemoLogin,
  type TestServer,
  type TestServerOptions,
} from '../../../ops/src/testing';
import { ensureWebBuild } from './webBuild';

export { DEMO_PASSWORD };
export const DEMO = DEMO_EMAILS;
export type RunningTestServer = TestServer;

/** What the journeys need of a running system, in process (startSystem) or as its own process (startServedProcess). */
export interface DaySystem {
  url: string;
  services: { config: { timeZone: string } };
  loginAs(who: DemoLogin): Promise<TestClient>;
  /** Waits until every projector has passed the last committed event. */
  settle(): Promise<void>;
}

/** The whole system on a free port over a throwaway database (seeded), serving the current web build. */
export async function startSystem(options: Pick<TestServerOptions, 'config' | 'clock'> = {}): Promise<TestServer> {
  ensureWebBuild();
  const server = await startTestServer({ serveWeb: true, ...options });
  await demoStylistWorksToday(server);
  return server;
}

/**
 * The demo stylist works Monday to Friday; the journeys book "today". On a Saturday or a Sunday (CI runs
 * any day) today gets an "All day, Working" exception, which gives the stylist's usual day
 * (docs/RULES.md, Schedule), as an office would enter a weekend shift. On a weekday it
 * adds nothing, so the tests see the seed as it is. `date` (YYYY-MM-DD, the business calendar): another day.
 */
export async function demoStylistWorksToday(server: DaySystem, date?: string): Promise<void> {
  const zone = server.services.config.timeZone;
  const iso = date ?? new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
  if (weekday !== 0 && weekday !== 6) return;
  const spec = `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
  const stylist = await server.loginAs('stylist');
  const session = await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
  const admin = await server.loginAs('admin');
  const made = await admin.post('/api/v4/exceptions/create', {
    employeeId: session.body.user.ID,
    isWorking: true,
    event: { title: 'Weekend shift (browser tests)', startDate: spec, endDate: spec, isAllDay: true },
  });
  if (made.status !== 200) throw new Error(`the demo stylist's weekend shift: ${made.status} ${JSON.stringify(made.body)}`);
  // Bookings find a stylist's exceptions through the read model's index: let it see the shift first.
  await server.settle();
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServedProcess extends DaySystem {
  /** What the process printed (its start-up lines say where it runs). */
  output(): string;
  close(): Promise<void>;
}

/**
 * The server as `npm start` runs it (`pawroute serve`: the demo seed before listening, then serving the
 * web build), in a process of its own with the environment a person would set (PORT, PAWROUTE_PUBLIC_URL,
 * ...), over a throwaway database. Resolves once it says it is running and the demo logins work.
 */
export async function startServedProcess(env: Record<string, string>): Promise<ServedProcess> {
  ensureWebBuild();
  const database = await createTestDatabase();
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'ops', 'src', 'cli.ts'), 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      EVENTSTORE_URL: '',
      LOG_LEVEL: 'error',
      PAWROUTE_VERIFY_DAILY: '0',
      // A read after a write waits for that condition however loaded the machine (as startTestServer's).
      PAWROUTE_READ_YOUR_WRITES_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await database.drop();
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const onData = () => {
        const running = /is running at (\S+)/.exec(printed);
        if (running) resolve(running[1]!);
      };
      child.stdout.on('data', onData);
      child.once('exit', (code) => reject(new Error(`pawroute serve exited (${code}) before serving:\n${printed}`)));
    });
    const loginAs = async (who: DemoLogin) => {
      const client = new TestClient(url);
      await client.login(DEMO_EMAILS[who], DEMO_PASSWORD);
      return client;
    };
    const watcher = await loginAs('admin');
    const settle = async () => {
      const position = await lastCommittedPosition(database.database);
      // Read-your-writes: a read that names a position answers once every projector has passed it.
      if (position) await watcher.get('/api/v4/getOptions', { headers: { 'X-Pawroute-After': position } });
    };
    const timeZone = (env.PAWROUTE_TIME_ZONE ?? process.env.PAWROUTE_TIME_ZONE ?? '').trim() || 'America/Chicago';
    return { url, services: { config: { timeZone } }, loginAs, settle, output: () => printed, close };
  } catch (error) {
    await close();
    throw error;
  }
}
